import { describe, expect, it } from "vitest";
import { formatIstDay, plural } from "./dates";

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
