/**
 * `GET /api/bookings` pages (keyset, newest slot date first) and `GET /api/bookings/export.csv`.
 * The body stays a plain array; the next page's cursor, the total and the per-status counts
 * travel in headers, like venue search.
 */
import { z } from "zod";
import { isId } from "./ids";
import { daysBetween, isCalendarDate } from "./slots";

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
const idText = (what: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `The ${what} id must be a number`)
    .transform(Number)
    .refine(isId, `The ${what} id must be a number`);

const limitMessage = `limit must be a whole number from 1 to ${MAX_BOOKINGS_PAGE}`;

export const bookingListQuerySchema = z.object({
  venueId: z.preprocess(blank, idText("venue").optional()),
  /** "mine": the bookings this user made as a player, whatever their role (the player dashboard). */
  scope: z.preprocess(blank, z.enum(["mine"], { error: 'scope must be "mine"' }).optional()),
  status: z.preprocess(
    (v) => (blank(v) === "all" ? undefined : blank(v)),
    z.enum(LISTED_BOOKING_STATUSES, { error: "status must be confirmed, completed, cancelled or disputed" }).optional(),
  ),
  limit: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{1,3}$/, limitMessage)
      .transform(Number)
      .refine((n) => n >= 1 && n <= MAX_BOOKINGS_PAGE, limitMessage)
      .optional(),
  ),
  cursor: z.preprocess(blank, z.string().max(40, "That page cursor is not valid").optional()),
});
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

const exportDate = (field: string) =>
  z
    .string({ error: `${field} must be a date like 2026-01-05` })
    .refine(isCalendarDate, `${field} must be a real date like 2026-01-05`);

export const bookingExportQuerySchema = z
  .object({
    from: exportDate("from"),
    to: exportDate("to"),
    venueId: z.preprocess(blank, idText("venue").optional()),
  })
  .refine((q) => daysBetween(q.from, q.to) >= 0, { message: "to must be on or after from", path: ["to"] })
  .refine((q) => daysBetween(q.from, q.to) < MAX_EXPORT_DAYS, {
    message: "Export at most one year at a time",
    path: ["to"],
  });
export type BookingExportQuery = z.output<typeof bookingExportQuerySchema>;
