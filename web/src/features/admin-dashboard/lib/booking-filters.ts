/**
 * The admin's booking list: `GET /api/bookings` pages every booking (newest date first) and
 * filters by status and venue on the server; these helpers name the filters and judge a row.
 */
import type { ListedBookingStatus } from "@crease/core/booking-list";
import type { Booking } from "@crease/core/bookings";
import { istToUtc, slotTimes } from "@crease/core/slots";

export const BOOKING_FILTERS = ["all", "confirmed", "completed", "cancelled", "disputed"] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];

export const BOOKING_FILTER_LABELS: Record<BookingFilter, string> = {
  all: "All statuses",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  disputed: "Disputed",
};

/** The server's status filter for a choice ("all": none). */
export function statusQueryOf(filter: BookingFilter): ListedBookingStatus | null {
  return filter === "all" ? null : filter;
}

export function bookingFilterFrom(value: string | null | undefined): BookingFilter {
  return (BOOKING_FILTERS as readonly string[]).includes(value ?? "") ? (value as BookingFilter) : "all";
}

/** SPEC.md §4: an admin may complete or cancel a confirmed booking; nothing else has actions. */
export function canModerateBooking(booking: Pick<Booking, "status">): boolean {
  return booking.status === "confirmed";
}

/** The venues a booking list mentions, by name, for the venue filter. */
export function venueOptions(
  bookings: readonly Pick<Booking, "venueId" | "venueName">[],
): { id: number; name: string }[] {
  const byId = new Map<number, string>();
  for (const booking of bookings) if (!byId.has(booking.venueId)) byId.set(booking.venueId, booking.venueName);
  return [...byId.entries()]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/**
 * Whether the booked slot has started (IST): the server completes a booking only then. An
 * unreadable slot counts as started, so the server has the last word.
 */
export function slotHasStarted(booking: Pick<Booking, "date" | "slot">, now: Date = new Date()): boolean {
  const times = slotTimes(booking.slot);
  if (!times) return true;
  return istToUtc(booking.date, times.start).getTime() <= now.getTime();
}
