import { describe, expect, it } from "vitest";
import { dayPartOfStart, platformFeePaise, resolvePeriod, weekdayOf } from "./analytics";
import { payoutPeriodEnd } from "./payout-period";
import { gstShareOf, ledgerAmounts, payoutRunOnOrBefore } from "./payouts";

describe("the platform fee and an owner's earnings", () => {
  // Without GST (a booking priced with none), the fee is 8% of what is kept.
  it.each([
    [944_000, 0, 75_520, 868_480],
    [1_180_000, 885_000, 23_600, 271_400],
    [826_000, 826_000, 0, 0],
    [12_345, 0, 988, 11_357],
    [6_250, 0, 500, 5_750],
    [6_256, 0, 500, 5_756], // 500.48 rounds down
    [6_257, 0, 501, 5_756], // 500.56 rounds up
  ])("paid %i, refunded %i, no GST: fee %i, net %i", (paid, refund, fee, net) => {
    expect(ledgerAmounts({ paidPaise: paid, refundPaise: refund, gstPaise: 0, totalPaise: paid })).toEqual({
      paidPaise: paid,
      refundPaise: refund,
      gstPaise: 0,
      feePaise: fee,
      earningsPaise: net,
      netPaise: net,
    });
  });

  it("takes the fee on the hour without its GST, and keeps the GST on its own line", () => {
    // ₹1,200 + 18% GST = ₹1,416 paid: fee ₹96, earnings ₹1,104, GST ₹216, transfer ₹1,320.
    expect(ledgerAmounts({ paidPaise: 141_600, refundPaise: 0, gstPaise: 21_600, totalPaise: 141_600 })).toEqual({
      paidPaise: 141_600,
      refundPaise: 0,
      gstPaise: 21_600,
      feePaise: 9_600,
      earningsPaise: 110_400,
      netPaise: 132_000,
    });
  });

  it("gives an advance its proportional GST share, rounded half up to the paisa", () => {
    // ₹500 advance of a ₹1,416 booking: GST 21,600 × 50,000 ÷ 141,600 = 7,627.118… → 7,627.
    expect(gstShareOf(50_000, 21_600, 141_600)).toBe(7_627);
    // 1 × 1 ÷ 2 = 0.5 → 1 (half up, exact: no float error).
    expect(gstShareOf(1, 1, 2)).toBe(1);
    expect(gstShareOf(2_000_000_000, 300_000_000, 2_100_000_000)).toBe(285_714_286);
    const advance = ledgerAmounts({ paidPaise: 50_000, refundPaise: 0, gstPaise: 21_600, totalPaise: 141_600 });
    expect(advance).toMatchObject({ gstPaise: 7_627, feePaise: 3_390, earningsPaise: 38_983, netPaise: 46_610 });
    // A late cancellation keeps 25%: GST and fee only on what is kept.
    const late = ledgerAmounts({ paidPaise: 141_600, refundPaise: 106_200, gstPaise: 21_600, totalPaise: 141_600 });
    expect(late).toMatchObject({ gstPaise: 5_400, feePaise: 2_400, earningsPaise: 27_600, netPaise: 33_000 });
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
      "The start date must be on or before the end date",
    );
    expect(() => resolvePeriod({ from: "2026-02-29" }, "2026-03-01")).toThrow("Enter the start date as a real date");
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
