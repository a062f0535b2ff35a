import { describe, expect, it } from "vitest";
import { loginPathFor, safeNextPath } from "./safe-redirect";

describe("where login sends people next", () => {
  it("accepts paths on this site, with their query", () => {
    expect(safeNextPath("/dashboard?tab=favorites")).toBe("/dashboard?tab=favorites");
  });

  it("refuses other sites and odd values", () => {
    for (const next of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "dashboard",
      "",
      null,
      undefined,
    ]) {
      expect(safeNextPath(next)).toBe("/");
    }
  });

  it("builds the /login address that comes back", () => {
    expect(loginPathFor("/dashboard?tab=profile")).toBe("/login?next=%2Fdashboard%3Ftab%3Dprofile");
  });
});
