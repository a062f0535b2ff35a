import { describe, expect, it } from "vitest";
import { formatDate, formatInstant, formatTimeAndDate } from "./format";

describe("dates in words, in IST", () => {
  it("writes a calendar date as the day it names, in every style", () => {
    expect(formatDate("2026-11-28")).toBe("Sat, 28 Nov, 2026");
    expect(formatDate("2026-11-28", "day-month")).toBe("28 Nov");
    expect(formatDate("2026-11-28", "long")).toBe("Saturday, 28 November 2026");
    expect(formatDate("2026-11-28", "month-year")).toBe("November 2026");
    expect(formatDate("2026-11-28", "month-day")).toBe("Nov 28");
  });

  it("writes an instant as the IST time, whatever the machine's zone", () => {
    // 18:40 UTC on 24 Nov is 00:10 IST on 25 Nov.
    expect(formatInstant("2026-11-24T18:40:00Z", "day-month-year")).toBe("25 Nov 2026");
    expect(formatInstant("2026-11-24T18:40:00Z", "time")).toBe("12:10 AM");
    expect(formatTimeAndDate("2025-01-05T09:35:00Z")).toBe("3:05 PM • Jan 5, 2025");
  });

  it("writes AM and PM in Hindi as every other time on screen does", () => {
    expect(formatInstant("2026-11-24T18:40:00Z", "time", "hi")).toBe("12:10 AM");
    expect(formatTimeAndDate("2025-01-05T09:35:00Z", "hi")).toMatch(/^3:05 PM • 5 जन॰? 2025$/);
  });
});
