import { describe, expect, it } from "vitest";
import { formatIstDay, plural, timeAgo } from "@/lib/dates";

describe("formatIstDay", () => {
  it("shows the day in India, not in UTC", () => {
    // 20:00 UTC on 21 Nov is 01:30 on 22 Nov in India.
    expect(formatIstDay("2026-11-21T20:00:00Z")).toBe("Nov 22, 2026");
  });

  it("leaves text it cannot read as it is", () => {
    expect(formatIstDay("soon")).toBe("soon");
  });
});

describe("plural", () => {
  it("counts in words", () => {
    expect(plural(1, "venue")).toBe("1 venue");
    expect(plural(0, "booking")).toBe("0 bookings");
    expect(plural(2, "box", "boxes")).toBe("2 boxes");
  });
});

describe("timeAgo", () => {
  const now = new Date("2026-01-10T12:00:00Z");
  it("says how long ago in words, and the date from a week on", () => {
    expect(timeAgo("2026-01-10T11:59:30Z", now)).toBe("just now");
    expect(timeAgo("2026-01-10T11:15:00Z", now)).toBe("45 min ago");
    expect(timeAgo("2026-01-10T07:00:00Z", now)).toBe("5 h ago");
    expect(timeAgo("2026-01-09T07:00:00Z", now)).toBe("yesterday");
    expect(timeAgo("2026-01-06T07:00:00Z", now)).toBe("4 days ago");
    expect(timeAgo("2025-10-02T07:00:00Z", now)).toBe("2 Oct 2025");
    expect(timeAgo("not a time", now)).toBe("");
  });
});
