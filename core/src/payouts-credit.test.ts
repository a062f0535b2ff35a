import { describe, expect, it } from "vitest";
import { ledgerAmounts } from "./payouts";

// A ₹1,000 hour + 18% GST = ₹1,180 (docs/product/payouts.md, "Venue credit").
const HOUR = { gstPaise: 18_000, totalPaise: 118_000 };

describe("an owner's earnings from a booking paid with venue credit", () => {
  it("charges the fee on a booking paid wholly with credit, from the owner's other earnings", () => {
    // Nothing is transferred for it (the owner sold the credit earlier); the fee is 8% of ₹1,000.
    expect(ledgerAmounts({ paidPaise: 0, refundPaise: 0, creditPaise: 118_000, ...HOUR })).toEqual({
      paidPaise: 0,
      refundPaise: 0,
      gstPaise: 0,
      feePaise: 8_000,
      earningsPaise: -8_000,
      netPaise: -8_000,
      creditPaise: 118_000,
    });
  });

  it("passes on the GST of the online part only, and takes the fee on all that was played", () => {
    // ₹590 online + ₹590 credit: GST line ₹90 (of the ₹590 transferred), fee 8% of ₹1,000 played.
    expect(ledgerAmounts({ paidPaise: 59_000, refundPaise: 0, creditPaise: 59_000, ...HOUR })).toEqual({
      paidPaise: 59_000,
      refundPaise: 0,
      gstPaise: 9_000,
      feePaise: 8_000,
      earningsPaise: 42_000,
      netPaise: 51_000,
      creditPaise: 59_000,
    });
  });

  it("keeps nothing of credit given back on a cancellation", () => {
    const back = ledgerAmounts({
      paidPaise: 0,
      refundPaise: 0,
      creditPaise: 118_000,
      creditRefundPaise: 118_000,
      ...HOUR,
    });
    expect(back).toMatchObject({ feePaise: 0, netPaise: 0, creditPaise: 0 });
    // A late cancellation keeps 25% of the credit: ₹295 played, fee 8% of ₹250.
    const late = ledgerAmounts({
      paidPaise: 0,
      refundPaise: 0,
      creditPaise: 118_000,
      creditRefundPaise: 88_500,
      ...HOUR,
    });
    expect(late).toMatchObject({ gstPaise: 0, feePaise: 2_000, netPaise: -2_000, creditPaise: 29_500 });
  });

  it("charges no fee on online money given back as credit: it is the player's balance with the owner", () => {
    const toCredit = ledgerAmounts({
      paidPaise: 118_000,
      refundPaise: 0,
      creditPaise: 0,
      creditRefundPaise: 118_000,
      ...HOUR,
    });
    expect(toCredit).toEqual({
      paidPaise: 118_000,
      refundPaise: 0,
      gstPaise: 18_000,
      feePaise: 0,
      earningsPaise: 100_000,
      netPaise: 118_000,
      creditPaise: -118_000,
    });
  });

  it("takes a platform coupon's share of what was played off the fee, credit included", () => {
    // ₹1,200 list, ₹200 platform coupon: ₹1,000 taxable + ₹180 GST, all paid with credit.
    const coupon = ledgerAmounts({
      paidPaise: 0,
      refundPaise: 0,
      creditPaise: 118_000,
      discountPaise: 20_000,
      discountBy: "platform",
      ...HOUR,
    });
    // Fee 8% of ₹1,200 = ₹96, less the ₹200 the platform bears: −₹104, so the owner gains ₹104.
    expect(coupon).toMatchObject({ feePaise: -10_400, netPaise: 10_400, creditPaise: 118_000 });
  });

  it("is unchanged for a booking without credit", () => {
    const plain = { paidPaise: 141_600, refundPaise: 0, gstPaise: 21_600, totalPaise: 141_600 };
    const { creditPaise, ...withCredit } = ledgerAmounts({ ...plain, creditPaise: 0 });
    expect(withCredit).toEqual(ledgerAmounts(plain));
    expect(creditPaise).toBe(0);
  });
});
