/**
 * Owner payouts (docs/product/payments-and-refunds.md#refunds, docs/product/payouts.md): owners earn what players
 * paid online for bookings at their venues, less refunds, less the 8% platform fee on what is
 * kept. Earnings become payable once the slot has been played; a run every Tuesday (IST) pays
 * everything payable up to the end of the previous Monday when it reaches ₹500, otherwise the
 * balance is carried over to the next Tuesday. Rules: docs/product/payouts.md.
 */
import { z } from "zod";
import { platformFeePaise, weekdayOf } from "./analytics";
import { MAX_ID } from "./ids";
import { addDays, isCalendarDate } from "./slots";

export const PAYOUT_WEEKDAY = "Tue" as const;
/** ₹500 in paise. */
export const MINIMUM_PAYOUT_PAISE = 50_000;

export const PAYOUT_STATUSES = ["scheduled", "paid"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** One booking's effect on an owner's earnings, in paise. */
export interface LedgerAmounts {
  paidPaise: number;
  refundPaise: number;
  feePaise: number;
  netPaise: number;
}

/** What an owner earns from one booking: paid online − refund − 8% of (paid − refund). */
export function ledgerAmounts(paidPaise: number, refundPaise: number): LedgerAmounts {
  const refund = Math.min(Math.max(refundPaise, 0), paidPaise);
  const kept = paidPaise - refund;
  const feePaise = platformFeePaise(kept);
  return { paidPaise, refundPaise: refund, feePaise, netPaise: kept - feePaise };
}

export function isTuesday(date: string): boolean {
  return isCalendarDate(date) && weekdayOf(date) === PAYOUT_WEEKDAY;
}

/** The latest Tuesday on or before an IST date. */
export function payoutRunOnOrBefore(date: string): string {
  let day = date;
  while (weekdayOf(day) !== PAYOUT_WEEKDAY) day = addDays(day, -1);
  return day;
}

/** The Monday a Tuesday's run pays up to (inclusive): bookings dated on or before it. */
export function payoutPeriodEnd(runDate: string): string {
  return addDays(runDate, -1);
}

export const runPayoutsSchema = z.object({
  date: z
    .string({ error: "date is required, a Tuesday like 2026-01-06" })
    .refine(isCalendarDate, "date must be a real date like 2026-01-06")
    .refine(isTuesday, "Payout runs happen on Tuesdays: date must be a Tuesday"),
});

export const markPayoutPaidSchema = z.object({
  reference: z
    .string({ error: "reference is required (the bank or UPI transfer reference)" })
    .trim()
    .min(1, "reference is required (the bank or UPI transfer reference)")
    .max(100, "Keep the reference under 100 characters"),
});

export const payoutListQuerySchema = z.object({
  status: z.enum(PAYOUT_STATUSES, { error: "status must be scheduled or paid" }).optional(),
  /** Admins only. */
  ownerId: z.coerce
    .number({ error: "ownerId must be a number" })
    .int("ownerId must be a whole number")
    .positive("ownerId must be a positive number")
    .max(MAX_ID, "ownerId must be a number")
    .optional(),
  limit: z.coerce
    .number({ error: "limit must be a whole number from 1 to 500" })
    .int("limit must be a whole number from 1 to 500")
    .min(1, "limit must be a whole number from 1 to 500")
    .max(500, "limit must be a whole number from 1 to 500")
    .default(100),
});

/** A payout as the API returns it. Money in rupees as numeric strings. */
export const payoutSchema = z.object({
  id: z.number().int(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  runDate: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  gross: z.string(),
  fees: z.string(),
  refunds: z.string(),
  net: z.string(),
  bookingCount: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  reference: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** One booking's line in a payout or in the unpaid balance. */
export const payoutLineSchema = z.object({
  bookingId: z.number().int(),
  venueId: z.number().int(),
  venueName: z.string(),
  date: z.string(),
  slot: z.string(),
  bookingStatus: z.string(),
  gross: z.string(),
  refund: z.string(),
  fee: z.string(),
  net: z.string(),
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

export const payoutDetailSchema = payoutSchema.extend({ bookings: z.array(payoutLineSchema) });
export type PayoutDetail = z.infer<typeof payoutDetailSchema>;

/**
 * What the next Tuesday will do with an owner's unpaid earnings, as things stand now: every
 * booking dated up to `periodEnd` not yet paid out (confirmed ones are expected to be played).
 */
export const upcomingPayoutSchema = z.object({
  nextRunDate: z.string(),
  periodEnd: z.string(),
  gross: z.string(),
  fees: z.string(),
  refunds: z.string(),
  net: z.string(),
  bookingCount: z.number().int(),
  willBePaid: z.boolean(),
  minimumPayout: z.string(),
  carriedOver: z.string(),
  balance: z.string(),
  laterNet: z.string(),
  lines: z.array(payoutLineSchema),
});
export type UpcomingPayout = z.infer<typeof upcomingPayoutSchema>;

/** `GET /api/payouts`. `upcoming` is the owner's (or, for an admin, `ownerId`'s; else null). */
export const payoutListSchema = z.object({ upcoming: upcomingPayoutSchema.nullable(), payouts: z.array(payoutSchema) });
export type PayoutList = z.infer<typeof payoutListSchema>;

/** `POST /api/payouts/run`. */
export const payoutRunSchema = z.object({
  runDate: z.string(),
  periodEnd: z.string(),
  created: z.boolean(),
  ranAt: z.string(),
  payouts: z.array(payoutSchema),
  carriedOver: z.array(z.object({ ownerId: z.number().int(), net: z.string() })),
});
export type PayoutRun = z.infer<typeof payoutRunSchema>;
