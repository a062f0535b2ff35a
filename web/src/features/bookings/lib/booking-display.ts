/**
 * How a booking reads on screen: its status colour (SPEC.md §4), payment and refund words,
 * the rebook address, and the refund a player would get by cancelling now.
 */
import { type Booking, refundPaise } from "@crease/core/bookings";
import { rupeesToPaise } from "@crease/core/money";
import { istToUtc, slotTimes } from "@crease/core/slots";
// Relative, not "@/…": the unit tests run this file in Node without Vite's alias.
import { statusText } from "../../../lib/status-tone";

const PAYMENT_TEXT: Record<string, string> = {
  paid: "Paid",
  partial: "Part paid",
  refunded: "Refunded",
  pending: "Pending",
};

export function paymentText(paymentStatus: string): string {
  return PAYMENT_TEXT[paymentStatus] ?? statusText(paymentStatus);
}

const REFUND_TEXT: Record<Booking["refundStatus"], string> = {
  none: "No refund",
  pending: "Refund in progress",
  processed: "Refunded",
  failed: "Refund failed",
};

export function refundText(refundStatus: Booking["refundStatus"]): string {
  return REFUND_TEXT[refundStatus] ?? refundStatus;
}

/** A player may share completed and confirmed bookings. */
export function canShare(booking: Pick<Booking, "status">): boolean {
  return booking.status === "confirmed" || booking.status === "completed";
}

/**
 * A player may cancel a confirmed booking until its slot starts (the server refuses after that
 * with a 409, docs/SECURITY.md); a slot we cannot read is left to the server to judge.
 */
export function canCancel(booking: Pick<Booking, "status" | "date" | "slot">, now: Date = new Date()): boolean {
  if (booking.status !== "confirmed") return false;
  const start = slotStartOf(booking);
  return start === null || now.getTime() < start.getTime();
}

/**
 * The venue page with this booking's date, slot and add-ons preset (SPEC.md §2: `addOns` is a
 * JSON map of add-on name to true). The venue page ignores a date that has passed.
 */
export function rebookPath(booking: Pick<Booking, "venueId" | "date" | "slot" | "addOns">): string {
  const query = new URLSearchParams({ date: booking.date, slot: booking.slot });
  if (booking.addOns.length > 0) {
    query.set("addOns", JSON.stringify(Object.fromEntries(booking.addOns.map((a) => [a.name, true]))));
  }
  return `/venues/${booking.venueId}?${query.toString()}`;
}

/** When the booked slot starts, or null for a slot name we cannot read. */
export function slotStartOf(booking: Pick<Booking, "date" | "slot">): Date | null {
  const times = slotTimes(booking.slot);
  return times ? istToUtc(booking.date, times.start) : null;
}

export interface RefundQuote {
  paidPaise: number;
  refundPaise: number;
  /** Inside 24 hours of the slot: the 25% fee applies. */
  late: boolean;
}

/** What cancelling now gives back of what was paid online (the server applies the same rule). */
export function refundQuote(
  booking: Pick<Booking, "date" | "slot" | "paidOnline">,
  now: Date = new Date(),
): RefundQuote {
  const paid = rupeesToPaise(booking.paidOnline || "0");
  const start = slotStartOf(booking) ?? now;
  const refund = refundPaise(paid, true, start, now);
  return { paidPaise: paid, refundPaise: refund, late: refund < paid };
}
