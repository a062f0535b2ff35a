import { describe, expect, it } from "vitest";
import { creditOfferInputSchema, creditToUse, refundSplit } from "./credit";

describe("venue credit's arithmetic", () => {
  it("pays as much as the balance has, never more than is due", () => {
    expect(creditToUse(30_000, 118_000)).toBe(30_000);
    expect(creditToUse(500_000, 118_000)).toBe(118_000);
    expect(creditToUse(0, 118_000)).toBe(0);
  });

  it("splits a refund: credit's share back to credit, the rest to the payment; all to credit when asked", () => {
    // ₹1,180 paid as ₹300 credit + ₹880 online, cancelled inside 24 hours (75%: ₹885).
    const paid = { onlinePaise: 88_000, creditPaise: 30_000 };
    expect(refundSplit(88_500, paid, "original")).toEqual({ toCreditPaise: 22_500, toOriginalPaise: 66_000 });
    expect(refundSplit(88_500, paid, "credit")).toEqual({ toCreditPaise: 88_500, toOriginalPaise: 0 });
    // Never more than was paid, to either.
    expect(refundSplit(999_999, paid, "original")).toEqual({ toCreditPaise: 30_000, toOriginalPaise: 88_000 });
    expect(refundSplit(50_000, { onlinePaise: 0, creditPaise: 118_000 }, "original")).toEqual({
      toCreditPaise: 50_000,
      toOriginalPaise: 0,
    });
  });

  it("takes packs in rupees and keeps paise; a pack giving less than it costs is refused", () => {
    const offer = creditOfferInputSchema.parse({ enabled: true, packs: [{ pay: "2000.00", get: 2200 }] });
    expect(offer.packs).toEqual([{ pay: 200_000, get: 220_000 }]);
    const bad = creditOfferInputSchema.safeParse({ enabled: true, packs: [{ pay: 2000, get: 1999.99 }] });
    expect(bad.success).toBe(false);
  });
});
