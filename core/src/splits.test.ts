import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refuseSplit } from "./booking-operations";
import {
  MAX_SPLIT_SHARES,
  MIN_SHARE_PAISE,
  MIN_SPLIT_SHARES,
  roundedOrganiserSharePaise,
  splitPaise,
  teammateSharePaise,
} from "./splits";

describe("splitPaise", () => {
  it("loses or creates no paisa: the shares add up to the total exactly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: MIN_SPLIT_SHARES, max: MAX_SPLIT_SHARES }),
        (total, shares) => {
          const amounts = splitPaise(total, shares);
          expect(amounts).toHaveLength(shares);
          expect(amounts.reduce((sum, a) => sum + a, 0)).toBe(total);
          // Whole paise, none negative, and no share more than a paisa above another.
          for (const a of amounts) expect(Number.isInteger(a) && a >= 0).toBe(true);
          // Teammates' shares are all the same; the organiser's carries the leftover paise (fewer than the players).
          expect(new Set(amounts.slice(1)).size).toBe(1);
          expect((amounts[0] ?? 0) - (amounts[1] ?? 0)).toBeLessThan(shares);
          // The organiser's (the first) is never smaller than a teammate's.
          expect(amounts[0]).toBe(Math.max(...amounts));
        },
      ),
    );
  });

  it("the organiser's share plus every teammate's, paid in turn, is what the organiser paid", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: MIN_SPLIT_SHARES, max: MAX_SPLIT_SHARES }),
        (total, shares) => {
          const organiser = splitPaise(total, shares)[0] ?? 0;
          let teammates = 0;
          for (let paid = 0; paid < shares - 1; paid++) teammates += teammateSharePaise(total, shares);
          expect(organiser + teammates).toBe(total);
          expect(teammates).toBeLessThan(total);
        },
      ),
    );
  });

  it("₹1,000.01 among 3", () => {
    expect(splitPaise(100_001, 3)).toEqual([33_335, 33_333, 33_333]);
  });

  it("refuses fractions of a paisa", () => {
    expect(() => splitPaise(10.5, 2)).toThrow(RangeError);
    expect(() => splitPaise(100, 0)).toThrow(RangeError);
  });
});

describe("whole-rupee shares (roundShares)", () => {
  it("teammates pay whole rupees, the organiser's share absorbs the rest, and the sum is exact", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: MIN_SPLIT_SHARES, max: MAX_SPLIT_SHARES }),
        (total, shares) => {
          const amounts = splitPaise(total, shares, true);
          expect(amounts.reduce((sum, a) => sum + a, 0)).toBe(total);
          for (const a of amounts.slice(1)) expect(a % 100).toBe(0);
          // To the nearest rupee: never more than 50 paise from the exact share.
          expect(Math.abs((amounts[1] ?? 0) - total / shares)).toBeLessThanOrEqual(50);
          expect(amounts[0]).toBe(roundedOrganiserSharePaise(total, shares));
        },
      ),
    );
  });

  it("₹1,456.12 among 3: ₹485 each for two teammates, ₹486.12 for the organiser", () => {
    expect(splitPaise(145_612, 3, true)).toEqual([48_612, 48_500, 48_500]);
    // Half a rupee goes up: ₹301.50 among 3 is ₹100.50 exact, ₹101 rounded.
    expect(splitPaise(30_150, 3, true)).toEqual([9_950, 10_100, 10_100]);
    expect(splitPaise(145_612, 3)).toEqual([48_538, 48_537, 48_537]);
  });

  it("is refused when it would leave the organiser less than ₹1, never a zero or negative share", () => {
    const now = new Date("2026-12-01T00:00:00Z");
    const booking = {
      status: "confirmed",
      source: "online" as const,
      date: "2026-12-20",
      slot: "evening",
      seriesId: null,
      paidOnlinePaise: 3_300,
    };
    // ₹33 among 22: ₹1.50 each rounds to ₹2, and 21 × ₹2 is more than ₹33.
    expect(roundedOrganiserSharePaise(3_300, 22)).toBeLessThan(MIN_SHARE_PAISE);
    expect(refuseSplit("player", booking, 22, now, true)?.message).toBe(
      "Rounded to whole rupees, your own share would be less than ₹1. Split among fewer players, or to the paisa.",
    );
    expect(refuseSplit("player", booking, 22, now, false)).toBeNull();
    expect(refuseSplit("player", { ...booking, paidOnlinePaise: 100_000 }, 22, now, true)).toBeNull();
  });
});
