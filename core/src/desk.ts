/**
 * The front desk (docs/product/front-desk.md): walk-in and phone bookings made by the venue, what
 * the desk collects at the venue, and the calendar it works from. The wire shapes; the moves are
 * `desk_book` and `mark_paid` of core/src/booking-lifecycle.ts.
 */
import { z } from "zod";
import { BOOKING_SOURCES, BOOKING_STATUSES, PAYMENT_STATUSES } from "./bookings";
import { MAX_ID } from "./ids";
import { indianMobileSchema } from "./phone-sign-in";
import { isCalendarDate } from "./slots";
import { MAX_ADD_ONS } from "./venue-form";

/** How the venue was paid: cash or UPI at the venue. */
export const VENUE_PAYMENT_METHODS = ["cash", "upi"] as const;
export type VenuePaymentMethod = (typeof VENUE_PAYMENT_METHODS)[number];
/** A desk booking is paid at once (cash, UPI) or left due (`unpaid`), to be marked paid later. */
export const DESK_PAYMENTS = [...VENUE_PAYMENT_METHODS, "unpaid"] as const;
export type DeskPayment = (typeof DESK_PAYMENTS)[number];

/** Days the desk calendar shows at once: a day, or a week. */
export const DESK_MAX_DAYS = 7;

/** `POST /api/venues/{id}/desk-bookings`. */
export const deskBookingSchema = z.object({
  courtId: z
    .number({ error: "Choose the court" })
    .int("courtId must be a whole number")
    .positive("Court not found")
    .max(MAX_ID, "Court not found"),
  date: z.string({ error: "Choose the date" }).refine(isCalendarDate, "date must be a real date like 2026-01-05"),
  slot: z.string({ error: "Choose the slot" }).min(1, "Choose the slot").max(20, "Choose the slot"),
  playerName: z
    .string({ error: "Write the player's name" })
    .trim()
    .min(2, "Write the player's name (at least 2 letters)")
    .max(80, "Keep the name under 80 characters"),
  playerPhone: indianMobileSchema,
  addOns: z
    .array(z.string().max(80, "Unknown add-on"), { error: "addOns must be a list of add-on keys" })
    .max(MAX_ADD_ONS, "Too many add-ons")
    .default([]),
  /** `credit`: from the player's venue credit with the owner (an account with that verified mobile; docs/product/credit.md). */
  payment: z.enum([...DESK_PAYMENTS, "credit"], {
    error: "Say how the player paid: cash, UPI, venue credit, or not yet",
  }),
});
export type DeskBookingInput = z.infer<typeof deskBookingSchema>;

/** `POST /api/bookings/{id}/mark-paid`. */
export const markPaidSchema = z.object({
  method: z.enum(VENUE_PAYMENT_METHODS, { error: "Say how the player paid: cash or UPI" }),
});
export type MarkPaidInput = z.infer<typeof markPaidSchema>;

/** `GET /api/venues/{id}/desk?from=&days=`. */
export const deskQuerySchema = z.object({
  from: z
    .string({ error: "Give the first day, like 2026-01-05" })
    .refine(isCalendarDate, "from must be a real date like 2026-01-05"),
  days: z.coerce
    .number({ error: "days must be a number" })
    .int("days must be a whole number")
    .min(1, "Show at least one day")
    .max(DESK_MAX_DAYS, "Show at most 7 days")
    .default(1),
});

/** One booking or hold in the desk calendar: who plays, and what is paid or due. */
export const deskBookingCellSchema = z.object({
  id: z.number().int(),
  courtId: z.number().int(),
  date: z.string(),
  slot: z.string(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  source: z.enum(BOOKING_SOURCES),
  /** The player as the desk wrote them, or the account's name. */
  playerName: z.string(),
  /** A desk booking's mobile (+91…) as the desk wrote it, for the venue to call; null for online bookings. */
  playerPhone: z.string().nullable(),
  amount: z.string(),
  paidOnline: z.string(),
  paidAtVenue: z.string(),
  /** What the desk still has to collect. */
  due: z.string(),
  addOns: z.array(z.string()),
  /** A hold's end: a player is paying online right now. */
  holdExpiresAt: z.string().nullable(),
});
export type DeskBookingCell = z.infer<typeof deskBookingCellSchema>;

/** The desk calendar: the venue's courts, each day's slots with their price, and what fills them. */
export const deskCalendarSchema = z.object({
  venueId: z.number().int(),
  venueName: z.string(),
  /** The GST a walk-in's price carries: 18 when the owner has a GSTIN, 0 when not (decision 041). */
  gstRatePercent: z.number().int(),
  courts: z.array(z.object({ id: z.number().int(), name: z.string() })),
  days: z.array(
    z.object({
      date: z.string(),
      /** The slots the venue offers that day, each with its price per court (rupees, before add-ons and GST). */
      slots: z.array(z.object({ slot: z.string(), prices: z.record(z.string(), z.string()) })),
    }),
  ),
  bookings: z.array(deskBookingCellSchema),
  blocks: z.array(
    z.object({
      id: z.number().int(),
      courtId: z.number().int().nullable(),
      date: z.string(),
      slot: z.string(),
      reason: z.string(),
    }),
  ),
  /** The venue's add-ons, priced, for a walk-in. */
  addOns: z.array(z.object({ key: z.string(), name: z.string(), price: z.string() })),
});
export type DeskCalendar = z.infer<typeof deskCalendarSchema>;

/**
 * How a booking on the day sheet was paid (docs/product/front-desk.md, "The day sheet"): online,
 * cash or UPI at the venue, venue credit, or still due at the desk.
 */
export const DAY_SHEET_PAYMENTS = ["online", "cash", "upi", "credit", "due"] as const;
export type DaySheetPayment = (typeof DAY_SHEET_PAYMENTS)[number];

/** A booking's money by where it came from, in paise. */
export interface PaidParts {
  onlinePaise: number;
  creditPaise: number;
  cashPaise: number;
  upiPaise: number;
  duePaise: number;
}

/**
 * The one word a day sheet row carries. Anything still to collect reads `due` (the desk must act);
 * else money in the drawer names it (`cash`, `upi`: an online advance with its balance taken in cash
 * is `cash`); else `online` when any of it came online (a booking paid part credit, part online is
 * `online`); else `credit`. The totals count each part under its own method, so they add up to the
 * money exactly whatever a row's word is.
 */
export function daySheetPayment(parts: PaidParts): DaySheetPayment {
  if (parts.duePaise > 0) return "due";
  if (parts.cashPaise > 0) return "cash";
  if (parts.upiPaise > 0) return "upi";
  if (parts.onlinePaise > 0 || parts.creditPaise === 0) return "online";
  return "credit";
}

/** One game on the day sheet. */
export const daySheetLineSchema = z.object({
  bookingId: z.number().int(),
  slot: z.string(),
  court: z.string(),
  player: z.string(),
  /** The player's mobile (+91…): the one the desk wrote, or an online player's account number. */
  mobile: z.string().nullable(),
  source: z.enum(BOOKING_SOURCES),
  addOns: z.array(z.string()),
  amount: z.string(),
  paid: z.string(),
  due: z.string(),
  payment: z.enum(DAY_SHEET_PAYMENTS),
});
export type DaySheetLine = z.infer<typeof daySheetLineSchema>;

/** `GET /api/venues/{id}/day-sheet?date=`: the day's games, the totals by method, and the blocked slots. */
export const daySheetSchema = z.object({
  venueId: z.number().int(),
  venueName: z.string(),
  date: z.string(),
  lines: z.array(daySheetLineSchema),
  /** Every method, in DAY_SHEET_PAYMENTS order, with what it took that day (due: what is still to collect). */
  totals: z.array(z.object({ payment: z.enum(DAY_SHEET_PAYMENTS), amount: z.string() })),
  blocks: z.array(z.object({ slot: z.string(), court: z.string().nullable(), reason: z.string() })),
});
export type DaySheet = z.infer<typeof daySheetSchema>;
