/**
 * Reschedule (issue 26): a player moves a confirmed online booking to another free slot or court
 * of the same venue, once, while a cancellation would still be free. The rules are here so the
 * server refuses and the web hides the button by the same words (docs/product/bookings.md#reschedule).
 */
import { FREE_CANCELLATION_HOURS, slotStartOf } from "./booking-lifecycle";
import { refundSplit } from "./credit";
import type { MessageText } from "./errors";

/** The booking fields the reschedule rule reads (the server's record and the wire both have them). */
export interface BookingForReschedule {
  status: string;
  source: string;
  date: string;
  slot: string;
  startsAt?: string | null;
  /** When it was moved (at most once), else null. */
  rescheduledAt: string | null;
  /** Money the venue's desk already took for it (paise). */
  paidAtVenuePaise: number;
}

export interface RescheduleRefusal {
  /** 403 not the player's; 422 a rule of the booking (too late, moved already, …). */
  code: "FORBIDDEN" | "RULE_REFUSED";
  message: MessageText;
}

/**
 * `null` when the player may move `booking` at `now`, otherwise why not. The window is exactly the
 * free-cancellation window (more than 24 hours before the slot starts): inside it a cancellation
 * keeps a fee, so a move then could be followed by a free cancellation of the new slot and dodge it.
 */
export function refuseReschedule(
  isPlayer: boolean,
  booking: BookingForReschedule,
  now: Date,
): RescheduleRefusal | null {
  if (!isPlayer) return { code: "FORBIDDEN", message: "Only the player who booked it can reschedule a booking." };
  if (booking.status !== "confirmed") {
    return { code: "RULE_REFUSED", message: "Only a confirmed booking can be rescheduled." };
  }
  if (booking.source !== "online") {
    return { code: "RULE_REFUSED", message: "A booking made at the venue's desk is moved by the venue. Call them." };
  }
  if (booking.rescheduledAt) {
    return {
      code: "RULE_REFUSED",
      message: "This booking has been rescheduled once already; it cannot be moved again.",
    };
  }
  if (booking.paidAtVenuePaise > 0) {
    return {
      code: "RULE_REFUSED",
      message: "The venue has already taken money for this booking, so ask the venue to move it.",
    };
  }
  const hoursAhead = (slotStartOf(booking).getTime() - now.getTime()) / 3_600_000;
  if (hoursAhead <= FREE_CANCELLATION_HOURS) {
    return {
      code: "RULE_REFUSED",
      message: "A booking can be rescheduled only up to 24 hours before it starts. You can still cancel it.",
    };
  }
  return null;
}

/** What a booking has paid up front (paise): online, and from venue credit. */
export interface PaidUpFront {
  onlinePaise: number;
  creditPaise: number;
}

/**
 * What moving to a slot at a new price settles, against all that was paid up front (online and
 * from venue credit, docs/product/credit.md). A dearer slot: `duePaise` is paid through a new
 * order (202). A cheaper one: `refundPaise` goes back in the share the booking was paid, by
 * refundSplit: the credit's share to credit at once, the rest to the original payment through
 * the refund job; never more to either than it paid. The same price moves no money.
 */
export function rescheduleDifference(paid: PaidUpFront, newPayNowPaise: number) {
  const difference = newPayNowPaise - (paid.onlinePaise + paid.creditPaise);
  const refundPaise = Math.max(-difference, 0);
  const split = refundSplit(refundPaise, paid, "original");
  return {
    duePaise: Math.max(difference, 0),
    refundPaise: split.toCreditPaise + split.toOriginalPaise,
    refundToCreditPaise: split.toCreditPaise,
    refundToOriginalPaise: split.toOriginalPaise,
  };
}
