import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_SPLIT_SHARES, MIN_SPLIT_SHARES, splitPaise, teammateSharePaise } from "./splits";

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
