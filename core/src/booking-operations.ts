/**
 * The booking's operations beside its status moves (issue 45): split the cost, share, mark paid,
 * offer its slot to the waitlist, cancel it for a venue's closure. None of them is a move of the
 * status axis of its own (mark paid is the `mark_paid` move's payment axis; a closure's
 * cancellation is the `cancel` move made by the venue), but each asks what status the booking is
 * in and who is asking, and each has ONE refusal rule here that the server enforces and the web
 * asks before it shows a button. The rules in words: docs/product/bookings.md#operations.
 */
import { BOOKING_MOVES, type BookingParty, type MoveRefusal, slotStartOf } from "./booking-lifecycle";
import { isStatus } from "./booking-status";
import { BOOKING_STATUS, type BookingSource, type BookingStatus, PAYMENT_STATUS } from "./bookings";
import type { MessageText } from "./errors";
import { MIN_SHARE_PAISE, roundedOrganiserSharePaise, teammateSharePaise } from "./splits";

export interface BookingOperationRule {
  /** The statuses a booking may be in for the operation. */
  on: readonly BookingStatus[];
  by: readonly BookingParty[];
  /** When, in words (the checks are in the operation's `refuse…` function). */
  when: string;
}

const { held, confirmed, completed, cancelled, expired } = BOOKING_STATUS;

/** Every operation, the one table of which booking each applies to (the model test reads it too). */
export const BOOKING_OPERATIONS = {
  split: {
    on: [confirmed],
    by: ["player"],
    when: "the player who booked it, before it starts, when it was paid online in one payment (not a date of a weekly booking) and each teammate's share would be at least ₹1",
  },
  share: {
    on: [confirmed, completed],
    by: ["player"],
    when: "the player who booked it tells friends of a game booked or played (a text and links; nothing changes on the server)",
  },
  mark_paid: {
    on: BOOKING_MOVES.mark_paid.from,
    by: BOOKING_MOVES.mark_paid.by,
    when: BOOKING_MOVES.mark_paid.when,
  },
  waitlist_offer: {
    on: [cancelled, expired, confirmed],
    by: ["system"],
    when: "a booking let its slot go (cancelled, or a hold abandoned or run out), or a reschedule moved a confirmed booking away from it: that slot's waitlist is offered it",
  },
  closure_cancel: {
    on: [confirmed],
    by: ["owner", "admin"],
    when: "the venue closes days it was booked for: each confirmed booking is cancelled by the venue with the closure's reason and a full refund, once; a played or cancelled booking is left as it is, and an unpaid hold ends (the move expire)",
  },
} as const satisfies Record<string, BookingOperationRule>;

export type BookingOperation = keyof typeof BOOKING_OPERATIONS;

/** Why an operation is refused: the API's error code with a message a person can act on. */
export interface OperationRefusal {
  code: MoveRefusal["code"] | "RULE_REFUSED";
  message: MessageText;
}

/** The booking fields every operation reads. */
export interface BookingForOperation {
  status: BookingStatus | string;
  date: string;
  slot: string;
  startsAt?: string | null;
  endsAt?: string | null;
}

const allows = (operation: BookingOperation, party: BookingParty | null): party is BookingParty =>
  party !== null && (BOOKING_OPERATIONS[operation].by as readonly BookingParty[]).includes(party);

const on = (operation: BookingOperation, booking: Pick<BookingForOperation, "status">): boolean =>
  isStatus(booking.status, ...BOOKING_OPERATIONS[operation].on);

export interface BookingForSplit extends BookingForOperation {
  seriesId: number | null;
  source: BookingSource;
  /** What was paid online for it, in paise (a desk booking's is 0). */
  paidOnlinePaise: number;
}

/**
 * `null` when `party` may split `booking` now (into `shares` shares, when the count is known);
 * otherwise why not. The server adds what only it knows: that the payment is one payment with
 * nothing refunded, and that the booking is not split already.
 */
export function refuseSplit(
  party: BookingParty | null,
  booking: BookingForSplit,
  shares: number | null,
  now: Date,
  /** Whole-rupee shares: the organiser's own share, which absorbs the rounding, must stay at least ₹1. */
  roundShares = false,
): OperationRefusal | null {
  if (!allows("split", party)) {
    return { code: "FORBIDDEN", message: "Only the player who booked it can split a booking." };
  }
  if (!on("split", booking) || now.getTime() >= slotStartOf(booking).getTime()) {
    return { code: "RULE_REFUSED", message: "Only a confirmed booking that has not started can be split." };
  }
  if (booking.seriesId !== null) {
    return {
      code: "RULE_REFUSED",
      message: "A weekly booking is paid in one payment for all its dates, so it can't be split.",
    };
  }
  if (booking.source !== "online" || booking.paidOnlinePaise <= 0) {
    return {
      code: "RULE_REFUSED",
      message: "Only a booking paid online in one payment, with nothing refunded, can be split.",
    };
  }
  if (shares !== null && teammateSharePaise(booking.paidOnlinePaise, shares) < MIN_SHARE_PAISE) {
    return { code: "RULE_REFUSED", message: "Each share would be less than ₹1. Split among fewer players." };
  }
  if (shares !== null && roundShares && roundedOrganiserSharePaise(booking.paidOnlinePaise, shares) < MIN_SHARE_PAISE) {
    return {
      code: "RULE_REFUSED",
      message:
        "Rounded to whole rupees, your own share would be less than ₹1. Split among fewer players, or to the paisa.",
    };
  }
  return null;
}

/** `null` when `party` may share `booking` (its text and links): a game booked or played. */
export function refuseShare(
  party: BookingParty | null,
  booking: Pick<BookingForOperation, "status">,
): OperationRefusal | null {
  if (!allows("share", party))
    return { code: "FORBIDDEN", message: "Only the player who booked it can share a booking." };
  if (!isStatus(booking.status, ...BOOKING_OPERATIONS.share.on)) {
    return { code: "CONFLICT", message: "Only a confirmed or played booking can be shared." };
  }
  return null;
}

export interface BookingForMarkPaid {
  status: BookingStatus | string;
  paymentStatus: string;
  /** What is still due at the venue, in paise, when known (the desk's cell knows it). */
  duePaise?: number;
}

/**
 * `null` when `party` (the venue's desk: its owner or staff, or an admin) may record that it took
 * what was due on `booking`; otherwise why not.
 */
export function refuseMarkPaid(party: BookingParty | null, booking: BookingForMarkPaid): OperationRefusal | null {
  if (!allows("mark_paid", party)) {
    return { code: "FORBIDDEN", message: "Only the venue's desk can take a payment at the venue." };
  }
  if (booking.paymentStatus === PAYMENT_STATUS.paid || (booking.duePaise !== undefined && booking.duePaise <= 0)) {
    return { code: "CONFLICT", message: "This booking is already paid." };
  }
  const due = BOOKING_MOVES.mark_paid.payment.from as readonly string[];
  if (!on("mark_paid", booking) || !due.includes(booking.paymentStatus)) {
    return { code: "CONFLICT", message: "Only a confirmed or completed booking can be marked paid." };
  }
  return null;
}

/**
 * `null` when the slot `booking` was on may be offered to its waitlist: the booking let it go
 * (cancelled, or a hold that ended), or a reschedule moved it away (`movedAway`: its old slot).
 * A booking still on its slot keeps it. (Which waiter is offered it, and whether the slot is
 * still in the future, is the waitlist's queue: docs/product/waitlist.md.)
 */
export function refuseWaitlistOffer(
  booking: Pick<BookingForOperation, "status">,
  movedAway: boolean,
): OperationRefusal | null {
  const letGo = movedAway ? booking.status === confirmed : isStatus(booking.status, cancelled, expired);
  return letGo ? null : { code: "CONFLICT", message: "This booking still holds its slot." };
}

/**
 * `null` when a closure of its days cancels `booking` (by `party`, the venue's owner or an admin)
 * with a full refund; otherwise why it is left as it is. A hold is not cancelled but ended (the
 * move expire); a booking in an owner's payout is the owner's to settle with support.
 */
export function refuseClosureCancel(
  party: BookingParty | null,
  booking: BookingForOperation & { paidOut?: boolean },
): OperationRefusal | null {
  if (!allows("closure_cancel", party)) {
    return { code: "FORBIDDEN", message: "Only the venue's owner or an admin can close a venue's days." };
  }
  if (booking.status === held) {
    return { code: "CONFLICT", message: "An unpaid hold is not cancelled by a closure: it ends." };
  }
  if (!on("closure_cancel", booking)) {
    return {
      code: "CONFLICT",
      message: "A closure cancels only confirmed bookings: a played or cancelled booking is left as it is.",
    };
  }
  if (booking.paidOut) {
    return {
      code: "CONFLICT",
      message:
        "This booking's earnings are already in a payout to you, so it can no longer be cancelled from here. Contact support if the player should get a refund.",
    };
  }
  return null;
}
