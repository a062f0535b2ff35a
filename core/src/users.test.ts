import { describe, expect, it } from "vitest";
import { dashboardPathFor, initialsOf, normaliseRole, registerSchema } from "./users";

describe("users", () => {
  it("makes avatar initials from the name, else the email, else U", () => {
    expect(initialsOf({ fullName: "priya sharma" })).toBe("PR");
    expect(initialsOf({ fullName: "", email: "ravi@x.in" })).toBe("RA");
    expect(initialsOf(null)).toBe("U");
  });

  it("sends each role to its dashboard and treats unknown roles as players", () => {
    expect(dashboardPathFor("admin")).toBe("/admin/dashboard");
    expect(dashboardPathFor("owner")).toBe("/owner/dashboard");
    expect(dashboardPathFor("umpire")).toBe("/dashboard");
    expect(normaliseRole("umpire")).toBe("player");
  });

  it("lowercases and trims the email and defaults the role to player", () => {
    const parsed = registerSchema.parse({
      fullName: "Ravi",
      email: " Ravi@X.IN ",
      phone: "9876543210",
      password: "secret",
    });
    expect(parsed.email).toBe("ravi@x.in");
    expect(parsed.role).toBe("player");
  });
});
