/**
 * The Overview's recent activity (docs/product/screens.md#details-that-hold-on-every-screen: five entries): the newest venues waiting for
 * review, bookings and contact messages, merged into one list, newest first.
 */

import type { ContactMessage } from "@crease/core/admin";
import { isHold } from "@crease/core/booking-status";
import type { Booking } from "@crease/core/contracts/bookings";
import type { Venue } from "@crease/core/contracts/venues";

export const RECENT_ACTIVITY_LIMIT = 5;

/** What an activity line shows of a booking (its status is any text the API sends). */
export type ActivityBooking = Pick<
  Booking,
  "id" | "venueId" | "venueName" | "userName" | "date" | "slot" | "amount"
> & {
  status: string;
};

export type ActivityItem =
  | { kind: "venue"; id: string; at: string; venue: Pick<Venue, "id" | "name" | "city" | "venueType" | "ownerName"> }
  | {
      kind: "booking";
      id: string;
      at: string;
      booking: ActivityBooking;
    }
  | { kind: "message"; id: string; at: string; message: Pick<ContactMessage, "id" | "name" | "subject" | "readAt"> };

export function recentActivity(
  sources: {
    pendingVenues?: readonly Pick<Venue, "id" | "name" | "city" | "venueType" | "ownerName" | "createdAt">[];
    bookings?: readonly (ActivityBooking & { createdAt: string })[];
    messages?: readonly Pick<ContactMessage, "id" | "name" | "subject" | "readAt" | "createdAt">[];
  },
  limit = RECENT_ACTIVITY_LIMIT,
): ActivityItem[] {
  const items: ActivityItem[] = [
    ...(sources.pendingVenues ?? []).map(
      (venue): ActivityItem => ({ kind: "venue", id: `venue-${venue.id}`, at: venue.createdAt, venue }),
    ),
    ...(sources.bookings ?? [])
      // A hold in progress or one that ran out is not something that happened yet.
      .filter((booking) => !isHold(booking))
      .map(
        (booking): ActivityItem => ({ kind: "booking", id: `booking-${booking.id}`, at: booking.createdAt, booking }),
      ),
    ...(sources.messages ?? []).map(
      (message): ActivityItem => ({ kind: "message", id: `message-${message.id}`, at: message.createdAt, message }),
    ),
  ];
  return items
    .sort((a, b) => {
      const byTime = Date.parse(b.at) - Date.parse(a.at);
      return byTime !== 0 ? byTime : a.id.localeCompare(b.id);
    })
    .slice(0, limit);
}
