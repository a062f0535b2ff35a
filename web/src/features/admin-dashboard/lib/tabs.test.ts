import { describe, expect, it } from "vitest";
import { adminTabFrom, periodDaysFrom, periodRange } from "./tabs";

describe("adminTabFrom", () => {
  it("opens the tab named in the query string", () => {
    expect(adminTabFrom("venues")).toBe("venues");
    expect(adminTabFrom("messages")).toBe("messages");
  });

  it("falls back to the overview for a missing or unknown tab", () => {
    expect(adminTabFrom(null)).toBe("overview");
    expect(adminTabFrom("settings")).toBe("overview");
  });
});

describe("periodDaysFrom", () => {
  it("accepts 7, 30 and 90 days and defaults to 30", () => {
    expect(periodDaysFrom("7")).toBe(7);
    expect(periodDaysFrom("90")).toBe(90);
    expect(periodDaysFrom("14")).toBe(30);
    expect(periodDaysFrom(null)).toBe(30);
  });
});

describe("periodRange", () => {
  it("covers the last n IST days with today included", () => {
    // 20:00 UTC on 5 Jan is 01:30 on 6 Jan in India.
    const now = new Date("2026-01-05T20:00:00Z");
    expect(periodRange(7, now)).toEqual({ from: "2025-12-31", to: "2026-01-06" });
    expect(periodRange(30, now)).toEqual({ from: "2025-12-08", to: "2026-01-06" });
  });
});
