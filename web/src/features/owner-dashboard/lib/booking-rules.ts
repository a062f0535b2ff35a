/**
 * What an owner may do with a booking (SPEC.md §4): complete or cancel a confirmed one. The
 * server refuses to complete a slot that has not started yet, so the button waits for it too.
 */
import { type Booking, statusColour } from "@crease/core/bookings";
import { isSlotPast } from "@crease/core/slots";

export function canCancel(booking: Pick<Booking, "status">): boolean {
  return booking.status === "confirmed";
}

export function canComplete(booking: Pick<Booking, "status" | "date" | "slot">, now: Date = new Date()): boolean {
  return booking.status === "confirmed" && isSlotPast(booking.date, booking.slot, now);
}

export type StatusTone = "pitch" | "blue" | "red" | "amber" | "brand" | "slate";

const TONES: Record<string, StatusTone> = {
  green: "pitch",
  blue: "blue",
  red: "red",
  amber: "amber",
  purple: "brand",
  grey: "slate",
};

/** SPEC.md §4 colours for bookings and venues alike, as badge tones. */
export function statusTone(status: string): StatusTone {
  return TONES[statusColour(status)] ?? "slate";
}

const VENUE_STATUS_TEXT: Record<string, string> = {
  pending: "Pending approval",
  approved: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
};

export function statusText(status: string, kind: "venue" | "booking" = "booking"): string {
  if (kind === "venue" && VENUE_STATUS_TEXT[status]) return VENUE_STATUS_TEXT[status];
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : "Unknown";
}
