/**
 * Owner payouts (DECISIONS.md "Cancellation and refunds", SPEC.md §9): owners earn what players
 * paid online for bookings at their venues, less refunds, less the 8% platform fee on what is
 * kept. Earnings become payable once the slot has been played; a run every Tuesday (IST) pays
 * everything payable up to the end of the previous Monday when it reaches ₹500, otherwise the
 * balance is carried over to the next Tuesday. Contract: docs/api/owner-admin.md.
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
export interface Payout {
  id: number;
  ownerId: number;
  ownerName: string;
  ownerEmail: string;
  /** The Tuesday of the run that created it. */
  runDate: string;
  /** Oldest booking date it covers. */
  periodStart: string;
  /** The Monday before the run: bookings dated up to it. */
  periodEnd: string;
  /** Paid online. */
  gross: string;
  /** 8% platform fee on what is kept. */
  fees: string;
  refunds: string;
  /** gross − refunds − fees: what is sent. */
  net: string;
  bookingCount: number;
  status: PayoutStatus;
  /** Bank/UPI transfer reference, set when marked paid. */
  reference: string | null;
  paidAt: string | null;
  createdAt: string;
}

/** One booking's line in a payout or in the unpaid balance. */
export interface PayoutLine {
  bookingId: number;
  venueId: number;
  venueName: string;
  date: string;
  slot: string;
  bookingStatus: string;
  gross: string;
  refund: string;
  fee: string;
  net: string;
}

export interface PayoutDetail extends Payout {
  bookings: PayoutLine[];
}

/**
 * What the next Tuesday will do with an owner's unpaid earnings, as things stand now: every
 * booking dated up to `periodEnd` not yet paid out (confirmed ones are expected to be played).
 */
export interface UpcomingPayout {
  /** The next run (today when today is a Tuesday whose run has not happened yet). */
  nextRunDate: string;
  /** Bookings dated up to this Monday are in that run. */
  periodEnd: string;
  gross: string;
  fees: string;
  refunds: string;
  net: string;
  bookingCount: number;
  /** net ≥ ₹500: the next run pays it; otherwise it is carried over again. */
  willBePaid: boolean;
  minimumPayout: string;
  /** Of `net`, what earlier runs carried over because it was below ₹500. */
  carriedOver: string;
  /** The current unpaid balance: earnings of slots already played, not yet paid out (any date). */
  balance: string;
  /** Confirmed bookings dated after periodEnd: for later runs. */
  laterNet: string;
  /** The bookings in `net`, newest first, at most 200 (`bookingCount` counts them all). */
  lines: PayoutLine[];
}

/** `GET /api/payouts`. `upcoming` is the owner's (or, for an admin, `ownerId`'s; else null). */
export interface PayoutList {
  upcoming: UpcomingPayout | null;
  payouts: Payout[];
}

/** `POST /api/payouts/run`. */
export interface PayoutRun {
  runDate: string;
  periodEnd: string;
  /** false when this Tuesday had already run: nothing new was paid. */
  created: boolean;
  ranAt: string;
  /** The payouts this run created. */
  payouts: Payout[];
  /** Owners whose payable balance was below ₹500 (or not positive) and is carried over. */
  carriedOver: Array<{ ownerId: number; net: string }>;
}
