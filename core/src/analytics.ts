/**
 * Analytics wire contract (docs/api/owner-admin.md "Analytics and payouts"). Every figure comes
 * from the database (DECISIONS.md: no random numbers). Money is rupees as numeric strings; dates
 * are IST calendar dates (YYYY-MM-DD); a period is inclusive at both ends.
 */
import { z } from "zod";
import { validationError } from "./errors";
import { MAX_ID } from "./ids";
import { addDays, isCalendarDate } from "./slots";

/** The platform (owner service) fee, SPEC.md §9. */
export const PLATFORM_FEE_PERCENT = 8;

/**
 * The platform fee on what the owner keeps of a booking (paid online less refunds), rounded to
 * the paisa (half up). A fully refunded booking carries no fee.
 */
export function platformFeePaise(keptPaise: number): number {
  if (keptPaise <= 0) return 0;
  return Math.round((keptPaise * PLATFORM_FEE_PERCENT) / 100);
}

export const DEFAULT_PERIOD_DAYS = 30;
export const MAX_PERIOD_DAYS = 366;
export const TOP_VENUES_DEFAULT = 5;
export const TOP_VENUES_MAX = 20;

const optionalDate = (field: string) =>
  z
    .string({ error: `${field} must be a date like 2026-01-05` })
    .refine(isCalendarDate, `${field} must be a real date like 2026-01-05`)
    .optional();

export const periodQuerySchema = z.object({
  from: optionalDate("from"),
  to: optionalDate("to"),
});

export const topVenuesQuerySchema = periodQuerySchema.extend({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${TOP_VENUES_MAX}` })
    .int(`limit must be a whole number from 1 to ${TOP_VENUES_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${TOP_VENUES_MAX}`)
    .max(TOP_VENUES_MAX, `limit must be a whole number from 1 to ${TOP_VENUES_MAX}`)
    .default(TOP_VENUES_DEFAULT),
});

const optionalId = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be a positive number`)
    .max(MAX_ID, `${field} must be a number`)
    .optional();

export const ownerAnalyticsQuerySchema = periodQuerySchema.extend({
  venueId: optionalId("venueId"),
  /** Admins only: whose venues. */
  ownerId: optionalId("ownerId"),
});

export interface Period {
  from: string;
  to: string;
  /** Number of days, both ends included. */
  days: number;
}

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
      throw validationError(`${field} must be a real date like 2026-01-05`, {
        [field]: "Not a real date",
      });
    }
  }
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_PERIOD_DAYS - 1) : todayIst);
  const from = query.from ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  if (from > to) throw validationError("from must be on or before to", { from: "After to" });
  const days = daysInPeriod(from, to);
  if (days > MAX_PERIOD_DAYS) {
    throw validationError(`The period can be at most ${MAX_PERIOD_DAYS} days`, { to: "Period too long" });
  }
  return { from, to, days };
}

/** A row in the admin's top-venue tables (SPEC.md §3 analytics entry plus the real figures). */
export interface TopVenue {
  id: number;
  name: string;
  venueType: string;
  /** Numeric string; "0" means no ratings. */
  avgRating: string;
  reviewCount: number;
  city: string;
  status: string;
  /** Distinct visitor-hours in the period. */
  views: number;
  /** Confirmed + completed bookings dated in the period. */
  bookings: number;
  /** Paid online less refunds, bookings dated in the period (rupees). */
  revenue: string;
}

export interface AdminSummary {
  period: Period;
  /** Current counts (not limited to the period). */
  venues: { total: number; pending: number; approved: number; rejected: number; suspended: number };
  users: { total: number; player: number; owner: number; admin: number; suspended: number };
  /** New in the period (by createdAt, IST). */
  newVenues: number;
  newUsers: number;
  /** Bookings dated in the period, by status. `total` = confirmed + completed. */
  bookings: { total: number; confirmed: number; completed: number; cancelled: number; disputed: number };
  /** Paid online for bookings dated in the period (rupees). */
  grossBookingValue: string;
  /** Refunded (or being refunded) of that. */
  refunds: string;
  /** 8% of what is kept (gross less refunds), per booking. */
  platformFees: string;
  /** gross − refunds − fees: what owners earn. */
  ownerEarnings: string;
  /** Payouts scheduled and not yet sent (all time). */
  payoutsScheduled: string;
  /** Payouts marked paid with paidAt in the period. */
  payoutsPaid: string;
}

export const DAY_PARTS = ["morning", "afternoon", "evening", "night"] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/**
 * Which day part a slot belongs to, by its start time: ground slots by name; hourly slots
 * before 10:00 morning, 10–14 afternoon, 14–18 evening, from 18:00 night.
 */
export function dayPartOfStart(startTime: string): DayPart {
  const hour = Number(startTime.slice(0, 2));
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

export interface Occupancy {
  /** Confirmed + completed bookings of offered slots. */
  booked: number;
  /** Slots the venue offers over the period (ground slots priced > 0; nets/box opening hours). */
  offered: number;
  /** booked / offered, 0..1 rounded to 4 places; 0 when nothing is offered. */
  rate: number;
}

export interface OwnerAnalyticsTotals {
  views: number;
  /** Confirmed + completed bookings dated in the period. */
  bookings: number;
  /** Cancelled bookings dated in the period. */
  cancellations: number;
  /** Paid online (rupees). */
  grossPaid: string;
  refunds: string;
  /** grossPaid − refunds. */
  revenue: string;
  /** 8% of revenue, per booking. */
  platformFee: string;
  /** revenue − platformFee. */
  netEarnings: string;
  occupancy: Occupancy;
}

export interface OwnerAnalyticsDay {
  date: string;
  views: number;
  bookings: number;
  /** Paid online less refunds for bookings dated that day (rupees). */
  revenue: string;
}

export interface OwnerAnalyticsVenue {
  id: number;
  name: string;
  venueType: string;
  status: string;
  avgRating: string;
  views: number;
  bookings: number;
  cancellations: number;
  revenue: string;
  platformFee: string;
  netEarnings: string;
  occupancy: Occupancy;
}

export interface OwnerAnalytics {
  period: Period;
  /** null when an admin asked for every owner. */
  ownerId: number | null;
  venueId: number | null;
  totals: OwnerAnalyticsTotals;
  /** One entry per day of the period, oldest first, zeros included. */
  daily: OwnerAnalyticsDay[];
  /** Always the four day parts in order. */
  occupancyByDayPart: Array<Occupancy & { dayPart: DayPart }>;
  /** Always Mon..Sun in order. */
  occupancyByWeekday: Array<Occupancy & { weekday: Weekday }>;
  /** Every venue in scope (any status), by name. */
  venues: OwnerAnalyticsVenue[];
}
