/**
 * Analytics figures (docs/product/payouts.md#figures). Every figure comes
 * from the database (docs/product/payouts.md: no random numbers). Money is rupees as numeric strings; dates
 * are IST calendar dates (YYYY-MM-DD); a period is inclusive at both ends.
 */
import { z } from "zod";
import { validationError } from "./errors";
import { calendarDate, QUERY_MESSAGES, rowId, wholeNumber } from "./query-fields";
import { addDays, isCalendarDate } from "./slots";

/** The platform (owner service) fee, docs/product/payouts.md. */
export const PLATFORM_FEE_PERCENT = 8;

/**
 * The platform fee on what the owner keeps of a booking without its GST (paid online less refunds
 * less the GST in it, `ledgerAmounts()` in payouts.ts), rounded to the paisa (half up). A fully
 * refunded booking carries no fee.
 */
export function platformFeePaise(keptPaise: number): number {
  if (keptPaise <= 0) return 0;
  return Math.round((keptPaise * PLATFORM_FEE_PERCENT) / 100);
}

export const DEFAULT_PERIOD_DAYS = 30;
export const MAX_PERIOD_DAYS = 366;
export const TOP_VENUES_DEFAULT = 5;
export const TOP_VENUES_MAX = 20;

const TOP_VENUES_MESSAGE = "Show from 1 to 20 top venues";
const PERIOD_TOO_LONG_MESSAGE = "Choose a period of at most {days} days";

export const periodQuerySchema = z.object({
  from: calendarDate(QUERY_MESSAGES.from).optional(),
  to: calendarDate(QUERY_MESSAGES.to).optional(),
});

export const topVenuesQuerySchema = periodQuerySchema.extend({
  limit: wholeNumber(TOP_VENUES_MESSAGE, 1, TOP_VENUES_MAX).default(TOP_VENUES_DEFAULT),
});

export const ownerAnalyticsQuerySchema = periodQuerySchema.extend({
  venueId: rowId(QUERY_MESSAGES.venueId).optional(),
  /** Admins only: whose venues. */
  ownerId: rowId(QUERY_MESSAGES.ownerId).optional(),
});

export const periodSchema = z.object({ from: z.string(), to: z.string(), days: z.number().int() });
export type Period = z.infer<typeof periodSchema>;

/** Whole days from `from` to `to`, both included (1 when equal). */
export function daysInPeriod(from: string, to: string): number {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000) + 1;
}

/**
 * The period a query asks for. Defaults: `to` = today (IST), `from` = 29 days before `to`
 * (the last 30 days); with only `from`, the 30 days from it. Refuses from after to and periods
 * longer than 366 days.
 */
export function resolvePeriod(query: { from?: string; to?: string }, todayIst: string): Period {
  for (const field of ["from", "to"] as const) {
    const value = query[field];
    if (value !== undefined && !isCalendarDate(value)) {
      throw validationError(QUERY_MESSAGES[field], { [field]: QUERY_MESSAGES[field] });
    }
  }
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_PERIOD_DAYS - 1) : todayIst);
  const from = query.from ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  if (from > to) throw validationError(QUERY_MESSAGES.fromAfterTo, { from: QUERY_MESSAGES.fromAfterTo });
  const days = daysInPeriod(from, to);
  if (days > MAX_PERIOD_DAYS) {
    const tooLong = { message: PERIOD_TOO_LONG_MESSAGE, values: { days: MAX_PERIOD_DAYS } };
    throw validationError(tooLong, { to: tooLong });
  }
  return { from, to, days };
}

/** A row in the admin's top-venue tables (docs/product/payouts.md analytics entry plus the real figures). */
export const topVenueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  venueType: z.string(),
  avgRating: z.string(),
  reviewCount: z.number().int(),
  city: z.string(),
  status: z.string(),
  views: z.number().int(),
  bookings: z.number().int(),
  revenue: z.string(),
});
export type TopVenue = z.infer<typeof topVenueSchema>;

const counts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K, z.ZodNumber>);
export const adminSummarySchema = z.object({
  period: periodSchema,
  venues: counts(["total", "pending", "approved", "rejected", "suspended"]),
  users: counts(["total", "player", "owner", "admin", "suspended"]),
  newVenues: z.number().int(),
  newUsers: z.number().int(),
  bookings: counts(["total", "confirmed", "completed", "cancelled", "disputed"]),
  /** Paid online for bookings dated in the period, any status: GST included, before refunds. */
  grossBookingValue: z.string(),
  /** Refunds of that money. */
  refunds: z.string(),
  /** Gross − refunds: the chart's revenue (the daily revenues of GET /api/analytics/owner add up to it). */
  revenue: z.string(),
  /** GST inside what was kept: collected for the owners, paid out to them on its own line. */
  gstCollected: z.string(),
  /** Crease's 8% fee, on money played (online and with venue credit). */
  platformFees: z.string(),
  /** Revenue − GST − fees. */
  ownerEarnings: z.string(),
  /** Payouts written by a run and not yet sent, whatever their bookings' dates: earnings + GST. */
  payoutsScheduled: z.string(),
  payoutsPaid: z.string(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

export const DAY_PARTS = ["morning", "afternoon", "evening", "night"] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/**
 * Which day part a slot belongs to, by its start time: ground slots by name; hourly slots
 * 05–10 morning, 10–14 afternoon, 14–18 evening, from 18:00 (and after midnight, before 05:00) night.
 */
export function dayPartOfStart(startTime: string): DayPart {
  const hour = Number(startTime.slice(0, 2));
  // After midnight (a box open until 2 am): the night before, not the morning.
  if (hour < 5) return "night";
  if (hour < 10) return "morning";
  if (hour < 14) return "afternoon";
  if (hour < 18) return "evening";
  return "night";
}

export const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Mon..Sun of an IST calendar date. */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const js = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return WEEKDAYS[(js + 6) % 7] as Weekday;
}

export const occupancySchema = z.object({ booked: z.number(), offered: z.number(), rate: z.number() });
export type Occupancy = z.infer<typeof occupancySchema>;

export const ownerAnalyticsTotalsSchema = z.object({
  views: z.number().int(),
  bookings: z.number().int(),
  cancellations: z.number().int(),
  grossPaid: z.string(),
  refunds: z.string(),
  revenue: z.string(),
  /** The GST inside revenue, collected on the owner's behalf (not earnings, no fee on it). */
  gst: z.string(),
  platformFee: z.string(),
  /** revenue − gst − platformFee. */
  netEarnings: z.string(),
  /**
   * Taken by the venue's own desk (cash or UPI: walk-ins, phone bookings, balances after an
   * advance) for bookings that stand. The owner's already; not in revenue, fees or payouts.
   */
  takenAtVenue: z.string(),
  occupancy: occupancySchema,
});
export type OwnerAnalyticsTotals = z.infer<typeof ownerAnalyticsTotalsSchema>;

export const ownerAnalyticsDaySchema = z.object({
  date: z.string(),
  views: z.number().int(),
  bookings: z.number().int(),
  revenue: z.string(),
});
export type OwnerAnalyticsDay = z.infer<typeof ownerAnalyticsDaySchema>;

export const ownerAnalyticsVenueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  venueType: z.string(),
  status: z.string(),
  avgRating: z.string(),
  views: z.number().int(),
  bookings: z.number().int(),
  cancellations: z.number().int(),
  revenue: z.string(),
  gst: z.string(),
  platformFee: z.string(),
  netEarnings: z.string(),
  occupancy: occupancySchema,
});
export type OwnerAnalyticsVenue = z.infer<typeof ownerAnalyticsVenueSchema>;

export const ownerAnalyticsSchema = z.object({
  period: periodSchema,
  ownerId: z.number().int().nullable(),
  venueId: z.number().int().nullable(),
  totals: ownerAnalyticsTotalsSchema,
  daily: z.array(ownerAnalyticsDaySchema),
  occupancyByDayPart: z.array(occupancySchema.extend({ dayPart: z.enum(DAY_PARTS) })),
  occupancyByWeekday: z.array(occupancySchema.extend({ weekday: z.enum(WEEKDAYS) })),
  venues: z.array(ownerAnalyticsVenueSchema),
});
export type OwnerAnalytics = z.infer<typeof ownerAnalyticsSchema>;
