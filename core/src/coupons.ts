/**
 * Offers (docs/product/offers.md): coupons from the platform or from an owner. The discount comes
 * off the taxable value (slot + add-ons) before GST, so GST is charged on what is actually sold and
 * an invoice's taxable value is the discounted price (decision 033). The server computes it; the
 * browser only shows what the server answered. Limits (per player, in total) are the database's
 * (server/src/domains/offers), never counted here.
 */
import { z } from "zod";
import { MAX_ID } from "./ids";
import { formatPaise, paiseToRupeeString, rupeesToPaise } from "./money";
import { type BookingPrice, priceTotals } from "./pricing";
import { isCalendarDate } from "./slots";

export const COUPON_KINDS = ["percent", "flat"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Who gives the discount up: an owner's coupon comes out of their share, a platform coupon out of the fee. */
export type CouponBearer = "owner" | "platform";

/**
 * A coupon never makes a booking free: at least ₹1 of taxable value is left, so there is always a
 * payment to verify (only a verified payment confirms a booking).
 */
export const MIN_TAXABLE_AFTER_DISCOUNT_PAISE = 100;
/** ₹1,00,000: no discount or minimum order above it. */
export const MAX_COUPON_RUPEES = 100_000;

export interface CouponTerms {
  kind: CouponKind;
  /** A percent (1–100) for `percent`; paise for `flat`. */
  value: number;
  /** For `percent`: the most it takes off, in paise. */
  maxDiscountPaise: number | null;
}

/**
 * The discount in paise on a taxable value (slot + add-ons, GST-free): a percent rounded half up
 * to the paisa and capped by the maximum, or the flat amount; never more than leaves ₹1 to pay.
 */
export function couponDiscountPaise(taxablePaise: number, terms: CouponTerms): number {
  if (!Number.isSafeInteger(taxablePaise) || taxablePaise <= MIN_TAXABLE_AFTER_DISCOUNT_PAISE) return 0;
  let discount =
    terms.kind === "percent" ? Math.round((taxablePaise * terms.value) / 100) : Math.max(0, Math.round(terms.value));
  if (terms.kind === "percent" && terms.maxDiscountPaise !== null)
    discount = Math.min(discount, terms.maxDiscountPaise);
  return Math.max(0, Math.min(discount, taxablePaise - MIN_TAXABLE_AFTER_DISCOUNT_PAISE));
}

/** A price with a discount on its taxable value; its GST, total and pay-now part follow. */
export interface DiscountedPrice extends BookingPrice {
  discountPaise: number;
}

/**
 * The booking's price with `discountPaise` off its taxable value: GST on what is left, the total,
 * and the part paid now (a partial-payment venue's advance stays the same unless the total falls
 * below it).
 */
export function discountedPrice(price: BookingPrice, discountPaise: number): DiscountedPrice {
  const partial = price.payNowPaise < price.totalPaise ? price.payNowPaise : null;
  const totals = priceTotals(price.basePaise + price.addOnsPaise - discountPaise, price.gstRatePercent, partial);
  return { ...price, discountPaise, ...totals };
}

/** Codes are matched case-insensitively: stored and looked up upper-cased, without spaces around. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export const COUPON_MESSAGES = {
  code: "Enter a code of 3 to 20 letters or digits",
  kind: 'Choose "percent" or "flat"',
  percent: "A percent discount is a whole number from 1 to 100",
  flat: "Enter the discount in rupees, like 100",
  amount: "Enter an amount in rupees, like 500",
  validFrom: "Enter the first day, like 2026-12-01",
  validTo: "Enter the last day, like 2026-12-31",
  order: "The last day cannot be before the first",
  limit: "A limit is a whole number from 1 to 100000",
  venues: "Choose at most 50 venues",
  cities: "Choose at most 20 cities",
  couponCode: "Enter a coupon code",
} as const;

const rupees = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d+(\.\d{1,2})?$/, message),
      ],
      { error: message },
    )
    .transform((v) => rupeesToPaise(v))
    .refine((p) => Number.isSafeInteger(p) && p >= 0 && p <= MAX_COUPON_RUPEES * 100, message);

const limit = z
  .number({ error: COUPON_MESSAGES.limit })
  .int(COUPON_MESSAGES.limit)
  .min(1, COUPON_MESSAGES.limit)
  .max(100_000, COUPON_MESSAGES.limit);

export const couponCodeSchema = z
  .string({ error: COUPON_MESSAGES.couponCode })
  .trim()
  .min(1, COUPON_MESSAGES.couponCode)
  .max(40, COUPON_MESSAGES.code);

/** `POST /api/coupons`: amounts in rupees (numbers or rupee strings), dates IST `YYYY-MM-DD`. */
export const createCouponSchema = z
  .object({
    code: z
      .string({ error: COUPON_MESSAGES.code })
      .trim()
      .regex(/^[A-Za-z0-9]{3,20}$/, COUPON_MESSAGES.code),
    kind: z.enum(COUPON_KINDS, { error: COUPON_MESSAGES.kind }),
    value: z.union([z.number(), z.string().trim()], { error: COUPON_MESSAGES.flat }),
    maxDiscount: rupees(COUPON_MESSAGES.amount).nullable().optional(),
    minOrder: rupees(COUPON_MESSAGES.amount).nullable().optional(),
    validFrom: z.string({ error: COUPON_MESSAGES.validFrom }).refine(isCalendarDate, COUPON_MESSAGES.validFrom),
    validTo: z.string({ error: COUPON_MESSAGES.validTo }).refine(isCalendarDate, COUPON_MESSAGES.validTo),
    venueIds: z
      .array(z.number().int().positive().max(MAX_ID), { error: COUPON_MESSAGES.venues })
      .max(50, COUPON_MESSAGES.venues)
      .optional(),
    cities: z
      .array(z.string().trim().min(1).max(60), { error: COUPON_MESSAGES.cities })
      .max(20, COUPON_MESSAGES.cities)
      .optional(),
    firstBookingOnly: z.boolean().optional(),
    perUserLimit: limit.nullable().optional(),
    totalLimit: limit.nullable().optional(),
  })
  .superRefine((c, ctx) => {
    if (c.validTo < c.validFrom) ctx.addIssue({ code: "custom", path: ["validTo"], message: COUPON_MESSAGES.order });
    const n = typeof c.value === "number" ? c.value : Number(c.value);
    if (c.kind === "percent" && !(Number.isInteger(n) && n >= 1 && n <= 100)) {
      ctx.addIssue({ code: "custom", path: ["value"], message: COUPON_MESSAGES.percent });
    }
    if (
      c.kind === "flat" &&
      !(Number.isFinite(n) && n > 0 && n <= MAX_COUPON_RUPEES && /^\d+(\.\d{1,2})?$/.test(String(c.value).trim()))
    ) {
      ctx.addIssue({ code: "custom", path: ["value"], message: COUPON_MESSAGES.flat });
    }
  });
export type CreateCouponInput = z.infer<typeof createCouponSchema>;

/** The stored value of a coupon's `value`: a percent, or paise for a flat discount. */
export function couponValueOf(input: Pick<CreateCouponInput, "kind" | "value">): number {
  return input.kind === "percent" ? Number(input.value) : rupeesToPaise(input.value);
}

/** A coupon as the API answers it (amounts in rupee strings; `value` a percent or rupees). */
export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.string(),
  maxDiscount: z.string().nullable(),
  minOrder: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  venueIds: z.array(z.number().int()),
  cities: z.array(z.string()),
  firstBookingOnly: z.boolean(),
  perUserLimit: z.number().int().nullable(),
  totalLimit: z.number().int().nullable(),
  /** Null: the platform's; else the owner whose venues it is for (and who bears it). */
  ownerId: z.number().int().nullable(),
  /** Uses held now: paid bookings (kept even if cancelled later) and holds still running. */
  uses: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** `POST /api/coupons/apply`: the checkout's booking and the code to try. */
export const applyCouponSchema = z.object({
  venueId: z.number({ error: "venueId must be a number" }).int().positive().max(MAX_ID, "Venue not found"),
  courtId: z.number().int().positive().max(MAX_ID, "Court not found").optional(),
  date: z
    .string({ error: "Please select a date and time slot" })
    .refine(isCalendarDate, "date must be a real date like 2026-01-05"),
  slot: z.string({ error: "Please select a date and time slot" }).min(1).max(20),
  addOns: z.array(z.string().max(80)).max(25, "Too many add-ons").default([]),
  couponCode: couponCodeSchema,
});
export type ApplyCouponInput = z.infer<typeof applyCouponSchema>;

/** The price breakdown with the coupon's discount, as checkout would charge it now. */
export const couponQuoteSchema = z.object({
  couponCode: z.string(),
  basePrice: z.string(),
  addOnsPrice: z.string(),
  discount: z.string(),
  gst: z.string(),
  amount: z.string(),
  payNow: z.string(),
  bearer: z.enum(["owner", "platform"]),
});
export type CouponQuote = z.infer<typeof couponQuoteSchema>;

export function couponQuote(code: string, price: DiscountedPrice, bearer: CouponBearer): CouponQuote {
  return {
    couponCode: code,
    basePrice: paiseToRupeeString(price.basePaise),
    addOnsPrice: paiseToRupeeString(price.addOnsPaise),
    discount: paiseToRupeeString(price.discountPaise),
    gst: paiseToRupeeString(price.gstPaise),
    amount: paiseToRupeeString(price.totalPaise),
    payNow: paiseToRupeeString(price.payNowPaise),
    bearer,
  };
}

/** What a coupon's rules (not its limits) need to know of a booking. */
export interface CouponContext {
  /** IST date of the order (today), compared with the validity days. */
  today: string;
  venueId: number;
  venueOwnerId: number;
  city: string;
  /** The taxable value before the discount, paise. */
  taxablePaise: number;
  /** The total before the discount, GST included: what the minimum order is compared with. */
  totalPaise: number;
  /** The player already has a booking that was paid and confirmed. */
  hasBookedBefore: boolean;
}

export interface CouponRules {
  active: boolean;
  ownerId: number | null;
  validFrom: string;
  validTo: string;
  venueIds: number[];
  cities: string[];
  minOrderPaise: number | null;
  firstBookingOnly: boolean;
}

/** Unknown, switched off, or not for this venue: one answer, so codes cannot be probed (docs/SECURITY.md). */
export const COUPON_NOT_VALID = "This coupon code is not valid for this booking";

/**
 * Why a coupon does not apply to this booking (an English message template with values), or null
 * when it does. Limits are checked by the database afterwards.
 */
export function couponRefusal(
  coupon: CouponRules,
  ctx: CouponContext,
): { message: string; values?: Record<string, string> } | null {
  const cityOf = (c: string) => c.trim().toLowerCase();
  if (!coupon.active) return { message: COUPON_NOT_VALID };
  if (coupon.ownerId !== null && coupon.ownerId !== ctx.venueOwnerId) return { message: COUPON_NOT_VALID };
  if (coupon.venueIds.length > 0 && !coupon.venueIds.includes(ctx.venueId)) return { message: COUPON_NOT_VALID };
  if (coupon.cities.length > 0 && !coupon.cities.some((c) => cityOf(c) === cityOf(ctx.city))) {
    return { message: COUPON_NOT_VALID };
  }
  if (ctx.today < coupon.validFrom) {
    return { message: "This coupon can be used from {date}", values: { date: coupon.validFrom } };
  }
  if (ctx.today > coupon.validTo) return { message: "This coupon has expired" };
  if (coupon.minOrderPaise !== null && ctx.totalPaise < coupon.minOrderPaise) {
    return {
      message: "This coupon needs a booking of at least {amount}",
      values: { amount: formatPaise(coupon.minOrderPaise) },
    };
  }
  if (coupon.firstBookingOnly && ctx.hasBookedBefore) return { message: "This coupon is for your first booking only" };
  return null;
}
