import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COUPON_NOT_VALID,
  type CouponRules,
  couponDiscountPaise,
  couponRefusal,
  discountedPrice,
  MIN_TAXABLE_AFTER_DISCOUNT_PAISE,
  normaliseCouponCode,
} from "./coupons";
import { gstPaise } from "./money";
import type { BookingPrice } from "./pricing";

const price = (basePaise: number, addOnsPaise = 0, partialPaise: number | null = null): BookingPrice => {
  const gst = gstPaise(basePaise + addOnsPaise, 18);
  const total = basePaise + addOnsPaise + gst;
  return {
    basePaise,
    addOns: [],
    addOnsPaise,
    gstRatePercent: 18,
    gstPaise: gst,
    totalPaise: total,
    payNowPaise: partialPaise === null ? total : Math.min(partialPaise, total),
  };
};

describe("the discount", () => {
  it("a percent of the taxable value, capped by its maximum; a flat amount", () => {
    expect(couponDiscountPaise(800_000, { kind: "percent", value: 20, maxDiscountPaise: null })).toBe(160_000);
    expect(couponDiscountPaise(800_000, { kind: "percent", value: 20, maxDiscountPaise: 100_000 })).toBe(100_000);
    expect(couponDiscountPaise(800_000, { kind: "flat", value: 25_000, maxDiscountPaise: null })).toBe(25_000);
    // Never free: ₹1 of taxable value is left to pay.
    expect(couponDiscountPaise(800_000, { kind: "percent", value: 100, maxDiscountPaise: null })).toBe(799_900);
    expect(couponDiscountPaise(5_000, { kind: "flat", value: 10_000, maxDiscountPaise: null })).toBe(4_900);
  });

  it("comes off before GST: GST is on what is left, and the total is exact to the paisa", () => {
    const discounted = discountedPrice(price(800_000), 100_000);
    expect(discounted).toMatchObject({
      discountPaise: 100_000,
      gstPaise: 126_000,
      totalPaise: 826_000,
      payNowPaise: 826_000,
    });
  });

  it("keeps a partial-payment venue's advance unless the total falls below it", () => {
    expect(discountedPrice(price(800_000, 0, 200_000), 100_000).payNowPaise).toBe(200_000);
    expect(discountedPrice(price(800_000, 0, 900_000), 100_000).payNowPaise).toBe(826_000);
  });

  it("for any price and coupon: 0 ≤ discount ≤ taxable − ₹1, total = taxable − discount + its GST, paid ≤ total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.oneof(
          fc.record({
            kind: fc.constant("percent" as const),
            value: fc.integer({ min: 1, max: 100 }),
            maxDiscountPaise: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
          }),
          fc.record({
            kind: fc.constant("flat" as const),
            value: fc.integer({ min: 1, max: 10_000_000 }),
            maxDiscountPaise: fc.constant(null),
          }),
        ),
        fc.option(fc.integer({ min: 1, max: 100_000_000 }), { nil: null }),
        (base, addOns, terms, partial) => {
          const list = price(base, addOns, partial);
          const taxable = base + addOns;
          const discount = couponDiscountPaise(taxable, terms);
          expect(discount).toBeGreaterThanOrEqual(0);
          if (taxable > MIN_TAXABLE_AFTER_DISCOUNT_PAISE) {
            expect(discount).toBeLessThanOrEqual(taxable - MIN_TAXABLE_AFTER_DISCOUNT_PAISE);
          } else expect(discount).toBe(0);
          if (terms.maxDiscountPaise !== null) expect(discount).toBeLessThanOrEqual(terms.maxDiscountPaise);
          const after = discountedPrice(list, discount);
          expect(after.totalPaise).toBe(taxable - discount + gstPaise(taxable - discount, 18));
          expect(after.totalPaise).toBeLessThanOrEqual(list.totalPaise);
          expect(after.payNowPaise).toBeLessThanOrEqual(after.totalPaise);
          expect(after.payNowPaise).toBeLessThanOrEqual(list.payNowPaise);
        },
      ),
    );
  });
});

describe("whether a coupon applies", () => {
  const rules: CouponRules = {
    active: true,
    ownerId: null,
    validFrom: "2026-12-01",
    validTo: "2026-12-31",
    venueIds: [],
    cities: [],
    minOrderPaise: null,
    firstBookingOnly: false,
  };
  const ctx = {
    today: "2026-12-10",
    venueId: 7,
    venueOwnerId: 3,
    city: "Pune",
    taxablePaise: 800_000,
    totalPaise: 944_000,
    hasBookedBefore: false,
  };

  it("applies within its days, venues and cities", () => {
    expect(couponRefusal(rules, ctx)).toBeNull();
    expect(couponRefusal({ ...rules, cities: [" pune "] }, ctx)).toBeNull();
    expect(couponRefusal({ ...rules, ownerId: 3, venueIds: [7] }, ctx)).toBeNull();
  });

  it("switched off, another owner's, another venue or city: the one answer an unknown code gets", () => {
    for (const other of [
      { ...rules, active: false },
      { ...rules, ownerId: 4 },
      { ...rules, venueIds: [8] },
      { ...rules, cities: ["Chennai"] },
    ]) {
      expect(couponRefusal(other, ctx)).toEqual({ message: COUPON_NOT_VALID });
    }
  });

  it("says why otherwise: not yet, expired, minimum order, first booking only", () => {
    expect(couponRefusal(rules, { ...ctx, today: "2026-11-30" })?.message).toBe("This coupon can be used from {date}");
    expect(couponRefusal(rules, { ...ctx, today: "2027-01-01" })?.message).toBe("This coupon has expired");
    expect(couponRefusal({ ...rules, minOrderPaise: 1_000_000 }, ctx)).toEqual({
      message: "This coupon needs a booking of at least {amount}",
      values: { amount: "₹10,000" },
    });
    expect(couponRefusal({ ...rules, firstBookingOnly: true }, { ...ctx, hasBookedBefore: true })?.message).toBe(
      "This coupon is for your first booking only",
    );
  });

  it("codes are one however they are typed", () => {
    expect(normaliseCouponCode("  first100 ")).toBe("FIRST100");
  });
});
