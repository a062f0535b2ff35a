import { z } from "zod";
import { type DiscountedPrice, discountedPrice } from "./coupons";
import type { BookingPrice } from "./pricing";
import { MAX_SERIES_WEEKS, MIN_SERIES_WEEKS } from "./series-limits";
import { slotChoiceFields } from "./slot-choice";
import { addDays, isCalendarDate } from "./slots";

/**
 * Weekly slots (docs/product/weekly-slots.md, decision 039): the same court and slot every week
 * for 2 to 12 weeks in one order, each date a booking of its own with the bulk discount its owner
 * sets off its taxable value, before GST.
 */
export { MAX_SERIES_DISCOUNT_PERCENT, MAX_SERIES_WEEKS, MIN_SERIES_WEEKS } from "./series-limits";

/** Written out whole, so each is translated as one sentence (the numbers are the constants above). */
export const SERIES_MESSAGES = {
  weeks: "Choose how many weeks: 2 to 12",
  skipDates: "Skip only dates of this weekly booking (same weekday, within its weeks)",
  tooFew: "Keep at least 2 dates in a weekly booking, or book the single date instead",
  coupon: "A coupon can't be used on a weekly booking: it has its own weekly discount",
  discount: "Enter the weekly discount as a whole percent from 0 to 50",
} as const;

/** The dates of a series: `first` and the same weekday after it, `weeks` dates in all. */
export function seriesDates(first: string, weeks: number): string[] {
  return Array.from({ length: weeks }, (_, week) => addDays(first, 7 * week));
}

/**
 * The discount in paise off one date's taxable value (slot + add-ons) at `percent`: rounded half
 * up to the paisa, never leaving less than ₹1 to pay.
 */
export function seriesDiscountPaise(taxablePaise: number, percent: number): number {
  if (!Number.isSafeInteger(taxablePaise) || taxablePaise <= 100 || percent <= 0) return 0;
  return Math.min(Math.round((taxablePaise * percent) / 100), taxablePaise - 100);
}

/** One date's price with the series discount (its GST, total and pay-now part follow). */
export function seriesDatePrice(price: BookingPrice, percent: number): DiscountedPrice {
  return discountedPrice(price, seriesDiscountPaise(price.basePaise + price.addOnsPaise, percent));
}

/** The series' sums, in paise, over the dates it books. */
export function seriesTotals(prices: readonly DiscountedPrice[]) {
  const sum = (pick: (p: DiscountedPrice) => number) => prices.reduce((total, p) => total + pick(p), 0);
  return {
    subtotalPaise: sum((p) => p.basePaise + p.addOnsPaise),
    discountPaise: sum((p) => p.discountPaise),
    gstPaise: sum((p) => p.gstPaise),
    totalPaise: sum((p) => p.totalPaise),
    payNowPaise: sum((p) => p.payNowPaise),
  };
}

const weeks = z
  .number({ error: SERIES_MESSAGES.weeks })
  .int(SERIES_MESSAGES.weeks)
  .min(MIN_SERIES_WEEKS, SERIES_MESSAGES.weeks)
  .max(MAX_SERIES_WEEKS, SERIES_MESSAGES.weeks);
const skipDates = z
  .array(z.string({ error: SERIES_MESSAGES.skipDates }).refine(isCalendarDate, SERIES_MESSAGES.skipDates), {
    error: SERIES_MESSAGES.skipDates,
  })
  .max(MAX_SERIES_WEEKS, SERIES_MESSAGES.skipDates);

/** `weeks` and `skipDates` as `POST /api/payment/create-order` takes them. */
export const seriesOrderFields = { weeks: weeks.optional(), skipDates: skipDates.optional() };

/** `POST /api/bookings/series/quote`: which dates are free, and the price of those not skipped. */
export const seriesQuoteInputSchema = z.object({
  ...slotChoiceFields,
  weeks,
  skipDates: skipDates.default([]),
});
export type SeriesQuoteInput = z.infer<typeof seriesQuoteInputSchema>;

/** Why a date of a series cannot be booked. */
export const SERIES_DATE_REASONS = ["taken", "blocked", "beyond_window", "skipped"] as const;

export const seriesQuoteSchema = z.object({
  dates: z.array(
    z.object({
      date: z.string(),
      /** Free to book now (a skipped date may be free too). */
      available: z.boolean(),
      /** Why it is not booked: taken (or offered to its waitlist), blocked or closed by the venue, beyond its window, or skipped. */
      reason: z.enum(SERIES_DATE_REASONS).nullable(),
      /** This date's total with the discount, incl. GST (rupees); null when it is not available. */
      amount: z.string().nullable(),
    }),
  ),
  /** The dates it would book: available and not skipped. */
  bookedDates: z.array(z.string()),
  discountPercent: z.number().int(),
  /** Slots and add-ons of the booked dates, before the discount and GST (rupees). */
  subtotal: z.string(),
  /** The weekly discount off the subtotal (rupees). */
  discount: z.string(),
  gst: z.string(),
  /** What the booked dates cost, incl. GST (rupees). */
  total: z.string(),
  /** What is paid online now (a partial-payment venue's advance per date). */
  payNow: z.string(),
});
export type SeriesQuote = z.infer<typeof seriesQuoteSchema>;

/** `POST /api/bookings/series/{id}/cancel`: the dates of the series still to come, from `fromDate` on. */
export const cancelSeriesSchema = z.object({
  fromDate: z.string().refine(isCalendarDate, "fromDate must be a real date like 2026-01-05").optional(),
});
export type CancelSeriesInput = z.infer<typeof cancelSeriesSchema>;

export const cancelledSeriesSchema = z.object({
  cancelled: z.array(z.number().int()),
  /** What comes back online in all (rupees), each date by the refund rules of its own start. */
  refund: z.string(),
});
