/**
 * Owner payouts (docs/product/payments-and-refunds.md#refunds, docs/product/payouts.md): owners earn what players
 * paid online for bookings at their venues, less refunds of that payment, less the GST in it (collected
 * on the owner's behalf and paid out on its own line), less the 8% platform fee on the GST-free part.
 * Earnings become payable once the slot has been played; a run every Tuesday (IST) pays everything
 * played up to the end of the Monday before when it reaches ₹500, otherwise the balance is carried
 * over to the next Tuesday. Rules: docs/product/payouts.md.
 */
import { z } from "zod";
import { platformFeePaise, weekdayOf } from "./analytics";
import { calendarDate, QUERY_MESSAGES, rowId, wholeNumber } from "./query-fields";
import { addDays, isCalendarDate } from "./slots";

export const PAYOUT_WEEKDAY = "Tue" as const;
/** ₹500 in paise. */
export const MINIMUM_PAYOUT_PAISE = 50_000;

export const PAYOUT_STATUSES = ["scheduled", "paid"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** One booking's effect on an owner's earnings, in paise. */
export interface LedgerAmounts {
  /** The booking's kept payment (what the player paid online for it, GST included). */
  paidPaise: number;
  /** Refunds of that payment (a stray second or late payment's refund is never here). */
  refundPaise: number;
  /** The GST inside what is kept: collected on the owner's behalf, paid out on its own line. */
  gstPaise: number;
  /** 8% of what is kept without its GST. */
  feePaise: number;
  /** What the owner earns: kept − GST − fee. */
  earningsPaise: number;
  /** What is transferred: earnings + GST (= kept − fee). */
  netPaise: number;
  /**
   * Venue credit kept (played) on the booking, when the input names credit: what credit paid less
   * what went back to credit. Negative when a cancellation gave online money back as credit (that
   * money is then credit sold: the owner keeps it as the player's balance). No money moves for it.
   */
  creditPaise?: number;
}

/** What the ledger needs to know of a booking: its kept payment and refunds, and its price's GST. */
export interface LedgerInput {
  paidPaise: number;
  refundPaise: number;
  /** The booking's GST and total (GST included): the GST share of a part payment is proportional. */
  gstPaise: number;
  totalPaise: number;
  /**
   * A coupon's discount off the booking's taxable value (docs/product/offers.md), and who bears it:
   * the platform fee is 8% of the list value (what is kept without GST, plus the discount's share
   * of it); an owner's coupon leaves that fee whole (the owner gives the discount up), a platform
   * coupon takes the discount's share off the fee (which may go below zero: the platform pays it in).
   */
  discountPaise?: number;
  discountBy?: "owner" | "platform" | null;
  /**
   * Venue credit (docs/product/credit.md): what the player's credit paid of the booking, and what
   * a cancellation gave back to credit. Credit moves no money through Crease (the owner sold it
   * earlier), but it is played: the fee is 8% of the taxable value of online and credit kept.
   */
  creditPaise?: number;
  creditRefundPaise?: number;
  /**
   * The bonus in that credit, and in what went back to credit (docs/product/credit.md, "Tax and
   * money"): a bonus is a discount at redemption, not money, so it carries no fee.
   */
  creditBonusPaise?: number;
  creditRefundBonusPaise?: number;
}

/**
 * The GST inside `amountPaise` of a booking whose price carries `gstPaise` in `totalPaise`:
 * gst × amount ÷ total, rounded half up to the paisa, in exact integer arithmetic (BigInt: the
 * product can pass 2^53). A booking paid in full gives exactly its GST; an advance gives its share.
 */
export function gstShareOf(amountPaise: number, gstPaise: number, totalPaise: number): number {
  if (amountPaise <= 0 || gstPaise <= 0 || totalPaise <= 0) return 0;
  const numerator = BigInt(gstPaise) * BigInt(amountPaise);
  const total = BigInt(totalPaise);
  return Number((2n * numerator + total) / (2n * total));
}

/**
 * What an owner earns from one booking: kept = paid − refund (what is transferred), its GST share
 * on its own line; played = kept + credit − what went back to credit; the fee is 8% of the money
 * played (played less the credit's bonus kept) less its GST share, the taxable value played (with a
 * coupon's share as before). Net = kept − fee: a booking paid wholly with
 * credit has a negative net, its fee taken from the owner's other earnings.
 */
export function ledgerAmounts(input: LedgerInput): LedgerAmounts {
  const { paidPaise } = input;
  const refund = Math.min(Math.max(input.refundPaise, 0), paidPaise);
  const kept = paidPaise - refund;
  const credit = Math.max(input.creditPaise ?? 0, 0);
  const creditRefund = Math.max(input.creditRefundPaise ?? 0, 0);
  const played = Math.max(kept + credit - creditRefund, 0);
  // Money played: the bonus spent, less the bonus given back, is a discount (no fee, no GST).
  const bonus = Math.min(Math.max(input.creditBonusPaise ?? 0, 0), credit);
  const bonusBack = Math.min(Math.max(input.creditRefundBonusPaise ?? 0, 0), creditRefund);
  const moneyKept = played - bonus + bonusBack;
  const moneyPlayed = Math.max(Math.min(moneyKept, played), 0);
  const gstPaise = Math.min(gstShareOf(kept, input.gstPaise, input.totalPaise), kept);
  const playedGst = Math.min(gstShareOf(moneyPlayed, input.gstPaise, input.totalPaise), moneyPlayed);
  const discountPlayed = input.discountPaise ? gstShareOf(moneyPlayed, input.discountPaise, input.totalPaise) : 0;
  const listFee = platformFeePaise(moneyPlayed - playedGst + discountPlayed);
  const feePaise = input.discountBy === "platform" ? listFee - discountPlayed : listFee;
  const earningsPaise = kept - gstPaise - feePaise;
  const amounts: LedgerAmounts = {
    paidPaise,
    refundPaise: refund,
    gstPaise,
    feePaise,
    earningsPaise,
    netPaise: earningsPaise + gstPaise,
  };
  return input.creditPaise === undefined ? amounts : { ...amounts, creditPaise: played - kept };
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

export const PAYOUT_MESSAGES = {
  runDate: "Choose the run date: a Tuesday, like 2026-01-06",
  notTuesday: "Payouts run on Tuesdays: choose a Tuesday as the run date",
  reference: "Enter the bank or UPI transfer reference",
  referenceTooLong: "Keep the reference under 100 characters",
  status: "Choose a payout status: scheduled or paid",
  pageSize: "The page size must be a whole number from 1 to 500",
} as const;

export const runPayoutsSchema = z.object({
  date: calendarDate(PAYOUT_MESSAGES.runDate).refine(isTuesday, PAYOUT_MESSAGES.notTuesday),
});

export const markPayoutPaidSchema = z.object({
  reference: z
    .string({ error: PAYOUT_MESSAGES.reference })
    .trim()
    .min(1, PAYOUT_MESSAGES.reference)
    .max(100, PAYOUT_MESSAGES.referenceTooLong),
});

export const payoutListQuerySchema = z.object({
  status: z.enum(PAYOUT_STATUSES, { error: PAYOUT_MESSAGES.status }).optional(),
  /** Admins only. */
  ownerId: rowId(QUERY_MESSAGES.ownerId).optional(),
  limit: wholeNumber(PAYOUT_MESSAGES.pageSize, 1, 500).default(100),
});

/** A payout as the API returns it. Money in rupees as numeric strings. */
export const payoutSchema = z.object({
  id: z.number().int(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  /** Null for an account made by signing in with a mobile number. */
  ownerEmail: z.string().nullable(),
  runDate: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  gross: z.string(),
  fees: z.string(),
  refunds: z.string(),
  /** GST collected on the owner's behalf, paid out on its own line (inside `net`, not in `earnings`). */
  gst: z.string(),
  /** gross − refunds − gst − fees. */
  earnings: z.string(),
  /** What is transferred: earnings + gst. */
  net: z.string(),
  bookingCount: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  reference: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Where it was sent, masked ("****1234 · HDFC0001234", "ra****@okhdfcbank"): set when marked paid. */
  paidTo: z.string().nullable(),
  /**
   * A scheduled payout that may not be marked paid before this instant: its owner's payout account
   * changed less than 24 hours ago (docs/product/payouts.md#payout-account). Null otherwise.
   */
  heldUntil: z.string().nullable(),
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
  gst: z.string(),
  fee: z.string(),
  earnings: z.string(),
  net: z.string(),
  /** The booking's coupon discount (GST-free, "0.00" without one) and who bore it (docs/product/offers.md). */
  discount: z.string(),
  discountBy: z.enum(["owner", "platform"]).nullable(),
  /**
   * Venue credit kept (played) on the booking ("0.00" without): no money moves for it, its fee is
   * in `fee` (docs/product/payouts.md, "Venue credit"). Negative when a cancellation gave online
   * money back as credit. Absent from payouts made before credit was paid out.
   */
  credit: z.string().optional(),
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

/** An online top-up of venue credit paid out: its charge, when it was paid, what was paid (no GST, no fee). */
export const payoutTopUpSchema = z.object({ orderId: z.string(), paidAt: z.string(), amount: z.string() });
export type PayoutTopUp = z.infer<typeof payoutTopUpSchema>;

export const payoutDetailSchema = payoutSchema.extend({
  bookings: z.array(payoutLineSchema),
  /** The online top-ups of venue credit this payout pays the owner (inside `gross` and `net`). */
  topUps: z.array(payoutTopUpSchema).optional(),
  /** Credit sold online in this payout: the sum of `topUps`. */
  creditSold: z.string().optional(),
  /** Credit spent (played) on this payout's bookings: the sum of their `credit`; its fee is in `fees`. */
  creditSpent: z.string().optional(),
  /** The owner's credit outstanding now: every player's balance with them (their liability, not earnings). */
  creditOutstanding: z.string().optional(),
});
export type PayoutDetail = z.infer<typeof payoutDetailSchema>;

/**
 * What the next Tuesday will do with an owner's unpaid earnings, as things stand now: every
 * booking dated up to `periodEnd` whose slot has ended and that is not yet paid out. A booking not
 * played yet is in `laterNet`, whatever its date.
 */
export const upcomingPayoutSchema = z.object({
  nextRunDate: z.string(),
  periodEnd: z.string(),
  gross: z.string(),
  fees: z.string(),
  refunds: z.string(),
  gst: z.string(),
  earnings: z.string(),
  net: z.string(),
  bookingCount: z.number().int(),
  willBePaid: z.boolean(),
  minimumPayout: z.string(),
  carriedOver: z.string(),
  balance: z.string(),
  laterNet: z.string(),
  lines: z.array(payoutLineSchema),
  /**
   * The online top-ups of venue credit the next run pays, oldest first (inside `gross` and `net`;
   * not in `lines`, which are bookings'): the lines the run will write for them.
   */
  topUps: z.array(payoutTopUpSchema).optional(),
  /** Online top-ups of venue credit the next run pays: the sum of `topUps`. */
  creditSold: z.string().optional(),
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
