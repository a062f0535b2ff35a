/**
 * `GET /api/bookings` pages (keyset, newest slot date first) and `GET /api/bookings/export.csv`.
 * The body stays a plain array; the next page's cursor, the total and the per-status counts
 * travel in headers, like venue search.
 */
import { z } from "zod";
import { isId } from "./ids";
import { calendarDate, QUERY_MESSAGES } from "./query-fields";
import { daysBetween } from "./slots";

export const DEFAULT_BOOKINGS_PAGE = 50;
export const MAX_BOOKINGS_PAGE = 100;
/** The longest date range one export covers (a year, leap day included). */
export const MAX_EXPORT_DAYS = 366;
/** JSON `{ "confirmed": 12, ... }`: how many bookings of each status match the other filters. */
export const STATUS_COUNTS_HEADER = "X-Status-Counts";
/** The statuses a list may be narrowed to (holds and expired checkouts are never listed). */
export const LISTED_BOOKING_STATUSES = ["confirmed", "completed", "cancelled", "disputed"] as const;
export type ListedBookingStatus = (typeof LISTED_BOOKING_STATUSES)[number];

const blank = (value: unknown) => (value === "" ? undefined : value);
const venueIdText = z
  .string()
  .regex(/^\d{1,10}$/, QUERY_MESSAGES.venueId)
  .transform(Number)
  .refine(isId, QUERY_MESSAGES.venueId);

const BOOKING_LIST_MESSAGES = {
  scope: 'Only your own bookings can be listed this way: the scope can only be "mine"',
  status: "Choose a booking status: confirmed, completed, cancelled or disputed",
  tooLong: "Export at most one year at a time",
} as const;

export const bookingListQuerySchema = z.object({
  venueId: z.preprocess(blank, venueIdText.optional()),
  /** "mine": the bookings this user made as a player, whatever their role (the player dashboard). */
  scope: z.preprocess(blank, z.enum(["mine"], { error: BOOKING_LIST_MESSAGES.scope }).optional()),
  status: z.preprocess(
    (v) => (blank(v) === "all" ? undefined : blank(v)),
    z.enum(LISTED_BOOKING_STATUSES, { error: BOOKING_LIST_MESSAGES.status }).optional(),
  ),
  limit: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{1,3}$/, QUERY_MESSAGES.pageSize)
      .transform(Number)
      .refine((n) => n >= 1 && n <= MAX_BOOKINGS_PAGE, QUERY_MESSAGES.pageSize)
      .optional(),
  ),
  cursor: z.preprocess(blank, z.string().max(40, QUERY_MESSAGES.cursor).optional()),
});
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

export const bookingExportQuerySchema = z
  .object({
    from: calendarDate(QUERY_MESSAGES.from),
    to: calendarDate(QUERY_MESSAGES.to),
    venueId: z.preprocess(blank, venueIdText.optional()),
  })
  .refine((q) => daysBetween(q.from, q.to) >= 0, { message: QUERY_MESSAGES.fromAfterTo, path: ["to"] })
  .refine((q) => daysBetween(q.from, q.to) < MAX_EXPORT_DAYS, {
    message: BOOKING_LIST_MESSAGES.tooLong,
    path: ["to"],
  });
export type BookingExportQuery = z.output<typeof bookingExportQuerySchema>;
