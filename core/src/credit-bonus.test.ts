import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { creditMoneyPart, creditRefundParts } from "./credit";
import { invoiceAmountsWithBonus } from "./invoices";
import { ledgerAmounts } from "./payouts";

// docs/product/credit.md, "Tax and money": the pack "pay ₹2,000, get ₹2,200", a ₹1,000 hour + 18% GST.
const PACK = { balancePaise: 220_000, moneyPaise: 200_000 };
const HOUR = { gstPaise: 18_000, totalPaise: 118_000 };

describe("the bonus of venue credit is a discount at redemption", () => {
  it("splits the worked example's spend: ₹1,072.73 of money and ₹107.27 of bonus", () => {
    expect(creditMoneyPart(118_000, PACK)).toBe(107_273);
  });

  it("reads the worked example's invoice: price ₹1,000, discount ₹90.91, taxable ₹909.09, GST ₹163.64, total ₹1,072.73", () => {
    const a = invoiceAmountsWithBonus(118_000, 118_000 - 107_273, "intra_state");
    expect(a).toEqual({
      totalPaise: 107_273,
      taxablePaise: 90_909,
      cgstPaise: 8_182,
      sgstPaise: 8_182,
      igstPaise: 0,
      discountPaise: 9_091,
    });
    expect(a.taxablePaise + a.discountPaise).toBe(100_000);
    // Without a bonus, the invoice is the one it always was.
    expect(invoiceAmountsWithBonus(118_000, 0, "inter_state")).toMatchObject({
      totalPaise: 118_000,
      taxablePaise: 100_000,
      igstPaise: 18_000,
      discountPaise: 0,
    });
    // A bill of supply: the bonus off the whole price, no tax.
    expect(invoiceAmountsWithBonus(100_000, 9_091, "unregistered")).toMatchObject({
      totalPaise: 90_909,
      taxablePaise: 90_909,
      discountPaise: 9_091,
    });
  });

  it("charges the fee on the taxable value of money played: 8% of ₹909.09 = ₹72.73", () => {
    const amounts = ledgerAmounts({
      paidPaise: 0,
      refundPaise: 0,
      creditPaise: 118_000,
      creditBonusPaise: 10_727,
      ...HOUR,
    });
    expect(amounts).toMatchObject({ gstPaise: 0, feePaise: 7_273, netPaise: -7_273, creditPaise: 118_000 });
    // Given back to credit whole (money and bonus): nothing played, no fee.
    const back = ledgerAmounts({
      paidPaise: 0,
      refundPaise: 0,
      creditPaise: 118_000,
      creditBonusPaise: 10_727,
      creditRefundPaise: 118_000,
      creditRefundBonusPaise: 10_727,
      ...HOUR,
    });
    expect(back).toMatchObject({ feePaise: 0, netPaise: 0, creditPaise: 0 });
  });

  it("gives a refund to credit back as money and bonus in the proportion the booking was paid", () => {
    // ₹1,180 all credit (₹107.27 bonus), cancelled at 75%: ₹885 back, ₹80.45 of it bonus.
    const paid = { onlinePaise: 0, creditPaise: 118_000, creditBonusPaise: 10_727 };
    expect(creditRefundParts(88_500, 88_500, paid)).toEqual({ moneyPaise: 80_455, bonusPaise: 8_045 });
    // ₹500 credit (₹45.45 bonus) + ₹680 online, all refunded to credit: the bonus comes back whole.
    const part = { onlinePaise: 68_000, creditPaise: 50_000, creditBonusPaise: 4_545 };
    expect(creditRefundParts(118_000, 118_000, part)).toEqual({ moneyPaise: 113_455, bonusPaise: 4_545 });
    // No bonus: all money.
    expect(creditRefundParts(50_000, 50_000, { onlinePaise: 0, creditPaise: 50_000, creditBonusPaise: 0 })).toEqual({
      moneyPaise: 50_000,
      bonusPaise: 0,
    });
  });

  it("never takes more money or bonus than a balance has, and spends of a balance add up to it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 2_000_000 }), { maxLength: 8 }),
        (money, bonus, spends) => {
          let balance = money + bonus;
          let left = money;
          for (const spend of spends) {
            const take = Math.min(spend, balance);
            const part = creditMoneyPart(take, { balancePaise: balance, moneyPaise: left });
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(take);
            balance -= take;
            left -= part;
            expect(left).toBeGreaterThanOrEqual(0);
            expect(left).toBeLessThanOrEqual(balance);
          }
          // What is left at the end is all taken by one last spend of the whole balance.
          expect(creditMoneyPart(balance, { balancePaise: balance, moneyPaise: left })).toBe(left);
        },
      ),
    );
  });
});
