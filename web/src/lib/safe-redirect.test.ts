import { describe, expect, it } from "vitest";
import { loginLinkFrom, loginPathFor, safeNextPath } from "./safe-redirect";

describe("where login sends people next", () => {
  it("accepts paths on this site, with their query", () => {
    expect(safeNextPath("/dashboard?tab=favorites")).toBe("/dashboard?tab=favorites");
  });

  it("refuses other sites and odd values", () => {
    for (const next of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/a\\..\\\\evil.example",
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

  it("makes the header's Login come back to the page the visitor was on", () => {
    expect(loginLinkFrom("/venues/7?date=2026-12-02")).toBe("/login?next=%2Fvenues%2F7%3Fdate%3D2026-12-02");
    expect(loginLinkFrom("/")).toBe("/login");
    expect(loginLinkFrom("/register")).toBe("/login");
    expect(loginLinkFrom("/login?next=%2Fmap")).toBe("/login");
  });
});
