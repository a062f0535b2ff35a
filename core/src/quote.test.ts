import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import type { PriceRule } from "./price-rules";
import { priceTotals } from "./pricing";
import { ground, nets, REGISTERED } from "./pricing.fixtures";
import { type QuoteAsk, quoteBooking, withCoupon } from "./quote";

const PARTIAL = { ...REGISTERED, paymentType: "partial", partialPaymentAmount: "2000.00" } as const;
/** 2026-12-12 is a Saturday. */
const SATURDAY = "2026-12-12";
const WEEKEND_EVENING: PriceRule = { weekdays: [0, 6], from: "14:00", to: "18:00", price: "12000.00" };

const ask = (over: Partial<QuoteAsk> = {}): QuoteAsk => ({
  channel: "online",
  details: ground,
  terms: REGISTERED,
  date: "2026-12-10",
  slot: "evening",
  courts: [{ id: 7, price: null }],
  rules: [],
  addOns: [],
  ...over,
});

describe("quoteBooking: the list price", () => {
  it("is the base price, add-ons, then GST on both at the supplier's rate", () => {
    const q = quoteBooking(ask({ addOns: ["umpireFees"] }));
    expect(q).toMatchObject({ basePaise: 1_000_000, addOnsPaise: 150_000, gstPaise: 207_000, totalPaise: 1_357_000 });
    expect(q.payNowPaise).toBe(q.totalPaise);
    expect(q.discountPaise).toBe(0);
  });

  it("charges no GST for an owner without a GSTIN", () => {
    const q = quoteBooking(ask({ terms: { ...REGISTERED, gstRatePercent: 0 } }));
    expect(q).toMatchObject({ gstPaise: 0, totalPaise: 1_000_000 });
  });

  it("takes a covering price rule, which beats the court's own price", () => {
    const courts = [{ id: 7, price: "9000.00" }];
    expect(quoteBooking(ask({ courts, date: "2026-12-10" })).basePaise).toBe(900_000);
    expect(quoteBooking(ask({ courts, date: SATURDAY, rules: [WEEKEND_EVENING] })).basePaise).toBe(1_200_000);
  });

  it("prices the court asked for at a venue with several", () => {
    const courts = [
      { id: 7, price: null },
      { id: 8, price: "11000.00" },
    ];
    expect(quoteBooking(ask({ courts, courtId: 8 })).basePaise).toBe(1_100_000);
    expect(quoteBooking(ask({ courts, courtId: 7 })).basePaise).toBe(1_000_000);
  });

  it("rounds GST to the paisa, half up", () => {
    // 833.33 × 18% = 149.9994 → 150.00; 12,500.50 × 18% = 2,250.09.
    expect(quoteBooking(ask({ details: nets, slot: "07:00-08:00" })).gstPaise).toBe(15_000);
    expect(quoteBooking(ask({ slot: "night" })).gstPaise).toBe(225_009);
  });

  it("refuses a slot the venue does not offer, and exclusive add-ons together", () => {
    expect(() => quoteBooking(ask({ slot: "afternoon" }))).toThrow(AppError);
    expect(() => quoteBooking(ask({ addOns: ["redBalls", "whiteBalls"] }))).toThrow(/either/);
  });
});

describe("quoteBooking: each channel", () => {
  it("online at a partial-payment venue: the advance now, the rest at the venue", () => {
    const q = quoteBooking(ask({ terms: PARTIAL }));
    expect(q).toMatchObject({ totalPaise: 1_180_000, payNowPaise: 200_000 });
  });

  it("a waitlist offer costs what the same slot costs online", () => {
    const courts = [{ id: 7, price: "9500.00" }];
    const online = quoteBooking(ask({ courts, terms: PARTIAL, addOns: ["umpireFees"] }));
    const offer = quoteBooking(ask({ channel: "waitlist_offer", courts, terms: PARTIAL, addOns: ["umpireFees"] }));
    expect({ ...offer, channel: "online" }).toEqual(online);
  });

  it("the desk takes the whole price at the venue, even where online takes an advance", () => {
    const q = quoteBooking(ask({ channel: "desk", terms: PARTIAL }));
    expect(q).toMatchObject({ totalPaise: 1_180_000, payNowPaise: 1_180_000 });
  });

  it("a reschedule keeps the GST rate its booking was sold at, not the owner's rate now", () => {
    const unregisteredNow = { ...REGISTERED, gstRatePercent: 0 };
    const q = quoteBooking(ask({ channel: "reschedule", terms: unregisteredNow, soldAtGstRatePercent: 18 }));
    expect(q).toMatchObject({ gstRatePercent: 18, gstPaise: 180_000, totalPaise: 1_180_000 });
    expect(() => quoteBooking(ask({ channel: "reschedule" }))).toThrow(/GST rate/);
  });

  it("a series date takes the weekly discount off its taxable value, before GST", () => {
    const q = quoteBooking(ask({ channel: "series", addOns: ["umpireFees"], seriesDiscountPercent: 10 }));
    // 11,500 − 10% = 10,350; GST 1,863.
    expect(q).toMatchObject({ seriesDiscountPaise: 115_000, discountPaise: 115_000, gstPaise: 186_300 });
    expect(q.totalPaise).toBe(1_221_300);
  });

  it("the weekly discount applies to a series only", () => {
    expect(quoteBooking(ask({ seriesDiscountPercent: 10 })).discountPaise).toBe(0);
  });
});

describe("quoteBooking: coupons", () => {
  const tenPercent = { kind: "percent", value: 10, maxDiscountPaise: 50_000 } as const;

  it("takes a coupon off the taxable value, capped, with GST on what is left", () => {
    const q = quoteBooking(ask({ coupon: tenPercent }));
    expect(q).toMatchObject({ couponDiscountPaise: 50_000, gstPaise: 171_000, totalPaise: 1_121_000 });
  });

  it("rounds a percent discount to the paisa", () => {
    // 833.33 × 15% = 124.9995 → 125.00.
    const q = quoteBooking(
      ask({ details: nets, slot: "07:00-08:00", coupon: { kind: "percent", value: 15, maxDiscountPaise: null } }),
    );
    expect(q.couponDiscountPaise).toBe(12_500);
    expect(q.totalPaise).toBe(70_833 + Math.round(70_833 * 0.18));
  });

  it("never leaves less than ₹1 to pay", () => {
    const q = quoteBooking(ask({ coupon: { kind: "flat", value: 5_000_000, maxDiscountPaise: null } }));
    expect(q.basePaise - q.discountPaise).toBe(100);
    expect(q.totalPaise).toBe(118);
  });

  it("keeps a partial venue's advance unless the total falls below it", () => {
    const q = quoteBooking(ask({ terms: PARTIAL, coupon: tenPercent }));
    expect(q.payNowPaise).toBe(200_000);
  });

  it("is the same step the offers domain applies to the list quote", () => {
    const list = quoteBooking(ask({ terms: PARTIAL, addOns: ["umpireFees"] }));
    const quoted = quoteBooking(ask({ terms: PARTIAL, addOns: ["umpireFees"], coupon: tenPercent }));
    expect(withCoupon(list, tenPercent)).toEqual(quoted);
  });

  it("is refused on a weekly booking, at the desk and on a reschedule", () => {
    expect(() => quoteBooking(ask({ channel: "series", coupon: tenPercent }))).toThrow(/weekly discount/);
    expect(() => quoteBooking(ask({ channel: "desk", coupon: tenPercent }))).toThrow(AppError);
    expect(() => quoteBooking(ask({ channel: "reschedule", soldAtGstRatePercent: 18, coupon: tenPercent }))).toThrow(
      AppError,
    );
  });
});

describe("priceTotals", () => {
  it("adds GST to the taxable value and caps the advance at the total", () => {
    expect(priceTotals(10_000, 18, null)).toEqual({ gstPaise: 1_800, totalPaise: 11_800, payNowPaise: 11_800 });
    expect(priceTotals(10_000, 18, 5_000)).toEqual({ gstPaise: 1_800, totalPaise: 11_800, payNowPaise: 5_000 });
    expect(priceTotals(10_000, 0, 50_000)).toEqual({ gstPaise: 0, totalPaise: 10_000, payNowPaise: 10_000 });
  });
});
