/**
 * The admin's booking list: `GET /api/bookings` pages every booking (newest date first) and
 * filters by status and venue on the server; these helpers name the filters and judge a row.
 */
import type { ListedBookingStatus } from "@crease/core/booking-list";
import type { Booking } from "@crease/core/contracts/bookings";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const BOOKING_FILTERS = ["all", "confirmed", "completed", "cancelled", "disputed"] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];

export const BOOKING_FILTER_LABELS: Record<BookingFilter, MessageDescriptor> = {
  all: msg`All statuses`,
  confirmed: msg`Confirmed`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  disputed: msg`Disputed`,
};

/** The server's status filter for a choice ("all": none). */
export function statusQueryOf(filter: BookingFilter): ListedBookingStatus | null {
  return filter === "all" ? null : filter;
}

export function bookingFilterFrom(value: string | null | undefined): BookingFilter {
  return (BOOKING_FILTERS as readonly string[]).includes(value ?? "") ? (value as BookingFilter) : "all";
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
