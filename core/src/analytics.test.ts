import { describe, expect, it } from "vitest";
import { dayPartOfStart, platformFeePaise, resolvePeriod, weekdayOf } from "./analytics";
import { ledgerAmounts, payoutPeriodEnd, payoutRunOnOrBefore } from "./payouts";

describe("the platform fee and an owner's earnings", () => {
  it.each([
    [944_000, 0, 75_520, 868_480],
    [1_180_000, 885_000, 23_600, 271_400],
    [826_000, 826_000, 0, 0],
    [12_345, 0, 988, 11_357],
    [6_250, 0, 500, 5_750],
    [6_256, 0, 500, 5_756], // 500.48 rounds down
    [6_257, 0, 501, 5_756], // 500.56 rounds up
  ])("paid %i, refunded %i: fee %i, net %i", (paid, refund, fee, net) => {
    expect(ledgerAmounts(paid, refund)).toEqual({ paidPaise: paid, refundPaise: refund, feePaise: fee, netPaise: net });
  });

  it("charges no fee on nothing kept", () => {
    expect(platformFeePaise(0)).toBe(0);
    expect(platformFeePaise(-5)).toBe(0);
  });
});

describe("periods", () => {
  it("defaults to the last 30 days up to today", () => {
    expect(resolvePeriod({}, "2026-03-31")).toEqual({ from: "2026-03-02", to: "2026-03-31", days: 30 });
    expect(resolvePeriod({ from: "2026-01-01" }, "2026-03-31")).toEqual({
      from: "2026-01-01",
      to: "2026-01-30",
      days: 30,
    });
    expect(resolvePeriod({ to: "2026-01-30" }, "2026-03-31")).toEqual({
      from: "2026-01-01",
      to: "2026-01-30",
      days: 30,
    });
  });

  it("allows 366 days and refuses more, reversed periods and unreal dates", () => {
    expect(resolvePeriod({ from: "2024-01-01", to: "2024-12-31" }, "2026-01-01").days).toBe(366);
    expect(() => resolvePeriod({ from: "2025-01-01", to: "2026-01-02" }, "2026-01-01")).toThrow("at most 366 days");
    expect(() => resolvePeriod({ from: "2026-01-02", to: "2026-01-01" }, "2026-01-01")).toThrow(
      "from must be on or before to",
    );
    expect(() => resolvePeriod({ from: "2026-02-29" }, "2026-03-01")).toThrow("from must be a real date");
  });
});

describe("day parts, weekdays and Tuesdays (IST calendar dates, whatever the machine's zone)", () => {
  it("maps start times to day parts", () => {
    expect(
      ["05:00", "06:00", "09:00", "10:00", "13:00", "14:00", "17:00", "18:00", "21:00", "23:00"].map(dayPartOfStart),
    ).toEqual([
      "morning",
      "morning",
      "morning",
      "afternoon",
      "afternoon",
      "evening",
      "evening",
      "night",
      "night",
      "night",
    ]);
  });

  it("names weekdays and finds the payout Tuesday", () => {
    expect(weekdayOf("2026-01-05")).toBe("Mon");
    expect(weekdayOf("2026-01-11")).toBe("Sun");
    expect(payoutRunOnOrBefore("2026-01-06")).toBe("2026-01-06");
    expect(payoutRunOnOrBefore("2026-01-12")).toBe("2026-01-06");
    expect(payoutRunOnOrBefore("2026-01-05")).toBe("2025-12-30");
    expect(payoutPeriodEnd("2026-01-06")).toBe("2026-01-05");
  });
});
