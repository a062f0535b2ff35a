/**
 * Recent activity on the owner dashboard (docs/product/screens.md: the latest 5): new bookings and
 * cancellations at the owner's venues, newest first, from the bookings whose events are newest
 * (GET /api/bookings/latest).
 */

import { isBooked, isCancelled } from "@crease/core/booking-status";
import type { Booking } from "@crease/core/contracts/bookings";

export interface ActivityEvent {
  key: string;
  kind: "booked" | "cancelled";
  /** ISO time of the event. */
  at: string;
  booking: Booking;
}

export const RECENT_ACTIVITY_LIMIT = 5;

export function recentActivity(bookings: readonly Booking[], limit = RECENT_ACTIVITY_LIMIT): ActivityEvent[] {
  const events: ActivityEvent[] = [];
  for (const booking of bookings) {
    const booked = booking.confirmedAt ?? (isBooked(booking) ? booking.createdAt : null);
    if (booked) events.push({ key: `b${booking.id}`, kind: "booked", at: booked, booking });
    if (isCancelled(booking) && booking.cancelledAt) {
      events.push({ key: `c${booking.id}`, kind: "cancelled", at: booking.cancelledAt, booking });
    }
  }
  return events.sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.key.localeCompare(a.key)).slice(0, limit);
}
