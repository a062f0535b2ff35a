/**
 * What an owner may do with a booking (SPEC.md §4): complete or cancel a confirmed one. The
 * server refuses to complete a slot that has not started yet, so the button waits for it too.
 */
import type { Booking } from "@crease/core/bookings";
import { isSlotPast } from "@crease/core/slots";

export function canCancel(booking: Pick<Booking, "status">): boolean {
  return booking.status === "confirmed";
}

export function canComplete(booking: Pick<Booking, "status" | "date" | "slot">, now: Date = new Date()): boolean {
  return booking.status === "confirmed" && isSlotPast(booking.date, booking.slot, now);
}
