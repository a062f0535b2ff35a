/**
 * How a booking reads on screen: its status colour (docs/product/bookings.md), payment and refund words,
 * the rebook address, and the refund a player would get by cancelling now.
 */
import { cancellationRefundPaise } from "@crease/core/booking-lifecycle";
import { refuseShare } from "@crease/core/booking-operations";
import type { Booking } from "@crease/core/contracts/bookings";
import { rupeesToPaise } from "@crease/core/money";
import { refuseReschedule } from "@crease/core/reschedule";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
// Relative, not "@/…", as below: the app's i18n, started in English.
import { i18n } from "../../../lib/i18n";
// Relative, not "@/…": the unit tests run this file in Node without Vite's alias.
import { statusText } from "../../../lib/status-tone";

/** Paid, Part paid, Refunded, Pending: the payment statuses read as every dashboard's statuses do. */
export function paymentText(paymentStatus: string): string {
  return statusText(paymentStatus);
}

const REFUND_TEXT: Record<Booking["refundStatus"], MessageDescriptor> = {
  none: msg`No refund`,
  pending: msg`Refund in progress`,
  processed: msg`Refunded`,
  failed: msg`Refund failed`,
};

/** In the language on screen (the component showing it calls `useLingui()`). */
export function refundText(refundStatus: Booking["refundStatus"]): string {
  return REFUND_TEXT[refundStatus] ? i18n._(REFUND_TEXT[refundStatus]) : refundStatus;
}

/** A player may share completed and confirmed bookings. */
/**
 * Whether the player may move this booking now (core's rule, the server's own): the Reschedule
 * button. A date of a weekly booking is never moved (the server refuses it, 422).
 */
export function canReschedule(booking: Booking, now: Date = new Date()): boolean {
  return (
    booking.seriesId == null &&
    refuseReschedule(
      true,
      {
        ...booking,
        rescheduledAt: booking.rescheduledFrom?.at ?? null,
        paidAtVenuePaise: rupeesToPaise(booking.paidAtVenue ?? "0"),
      },
      now,
    ) === null
  );
}

/** The player's own booking may be shared when the lifecycle says so (core's `refuseShare`). */
export function canShare(booking: Pick<Booking, "status">): boolean {
  return refuseShare("player", booking) === null;
}

/**
 * The venue page with this booking's date, slot and add-ons preset (docs/product/screens.md: `addOns` is a
 * JSON map of add-on name to true). The venue page ignores a date that has passed.
 */
export function rebookPath(booking: Pick<Booking, "venueId" | "date" | "slot" | "addOns">): string {
  const query = new URLSearchParams({ date: booking.date, slot: booking.slot });
  if (booking.addOns.length > 0) {
    query.set("addOns", JSON.stringify(Object.fromEntries(booking.addOns.map((a) => [a.name, true]))));
  }
  return `/venues/${booking.venueId}?${query.toString()}`;
}

export interface RefundQuote {
  paidPaise: number;
  refundPaise: number;
  /** Inside 24 hours of the slot: the 25% fee applies. */
  late: boolean;
}

/**
 * What cancelling now gives back of what was paid online and from venue credit (the server
 * applies the same rule; docs/product/credit.md).
 */
export function refundQuote(
  booking: Pick<Booking, "date" | "slot" | "paidOnline" | "paidWithCredit">,
  now: Date = new Date(),
): RefundQuote {
  const paid = rupeesToPaise(booking.paidOnline || "0") + rupeesToPaise(booking.paidWithCredit || "0");
  const refund = cancellationRefundPaise("player", booking, paid, now);
  return { paidPaise: paid, refundPaise: refund, late: refund < paid };
}
