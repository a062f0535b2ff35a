/**
 * The booking lifecycle, written once: the statuses, every move between them, who may make each
 * move, when, and what a cancellation gives back. The server enforces it (the bookings domain is
 * the only code that changes a booking's status); the web asks it which buttons to show.
 * The booking's operations that set no status of their own (split, share, mark paid, the waitlist
 * offer, a closure's cancellation) are its second table, in core/src/booking-operations.ts.
 * The rules in words: docs/product/bookings.md and docs/product/payments-and-refunds.md.
 */
import type { BookingStatus, PaymentStatus } from "./bookings";
import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_PERCENT } from "./cancellation-terms";
import type { MessageText } from "./errors";
import type { RefundReason } from "./refunds";
import { istToUtc, slotTimes } from "./slots";
import { type StaffMembership, staffRoleAt } from "./staff";

/**
 * Who is making a move, as seen from the booking: the player who booked it, the owner of its
 * venue, an admin, or the server itself (a verified payment, a hold running out).
 */
export type BookingParty = "player" | "owner" | "admin" | "system";

export interface BookingMoveRule {
  /** Statuses the move starts from; `null` for the move that creates the booking. */
  from: readonly BookingStatus[] | null;
  /** The status it sets; `unchanged` for a move on the payment-status axis only (mark_paid). */
  to: BookingStatus | "unchanged";
  /**
   * The payment-status axis: the payment statuses the move starts from (`null` when it creates
   * the booking) and those it may set (confirm sets `paid`, or `partial` when only an advance was
   * paid). A move without it leaves the payment status alone.
   */
  payment?: { from: readonly PaymentStatus[] | null; to: readonly PaymentStatus[] };
  by: readonly BookingParty[];
  /** When it may be made, in words (the checks are in `refuseMove`). */
  when: string;
}

/**
 * Every move, the one table of which status goes where: the server's SQL conditions are built
 * from it (server/src/db/booking-status-sql.ts) and the model test has a command for each entry.
 * `disputed` has no move in or out in the app today: it is kept for a dispute desk, occupies its
 * slot, and is shown in lists.
 */
export const BOOKING_MOVES = {
  hold: {
    from: null,
    to: "held",
    payment: { from: null, to: ["pending"] },
    by: ["player"],
    when: "the slot is free, has not started, is inside the venue's advance window and the player is within the hold limits",
  },
  confirm: {
    from: ["held"],
    to: "confirmed",
    payment: { from: ["pending"], to: ["paid", "partial"] },
    by: ["system"],
    when: "a payment for the hold's order is verified (checkout signature or signed webhook) before the hold runs out",
  },
  expire: {
    from: ["held"],
    to: "expired",
    by: ["system"],
    when: "the hold's ten minutes run out unpaid, or the venue closes that day (a closure)",
  },
  abandon: {
    from: ["held"],
    to: "expired",
    by: ["player"],
    when: "the player closes or fails the payment window; the slot is free at once",
  },
  complete: {
    from: ["confirmed"],
    to: "completed",
    by: ["owner", "admin", "system"],
    when: "the owner or an admin once the slot has started; the server (a job) once the slot has ended",
  },
  cancel: {
    from: ["confirmed", "completed"],
    to: "cancelled",
    by: ["player", "owner", "admin"],
    when: "a player before the slot starts; the venue's owner until the booking is completed or in a payout; an admin at any time, a completed or paid-out booking included (the refund is clawed back on the owner's next payout)",
  },
  desk_book: {
    from: null,
    to: "confirmed",
    payment: { from: null, to: ["paid", "pending"] },
    by: ["owner", "admin"],
    when: "the venue's desk (its owner, desk or manager staff, or an admin) books a free, unblocked slot that has not ended for a walk-in or phone player: paid at the venue (cash or UPI), or due",
  },
  mark_paid: {
    from: ["confirmed", "completed"],
    to: "unchanged",
    payment: { from: ["pending", "partial"], to: ["paid"] },
    by: ["owner", "admin"],
    when: "the desk took what was due at the venue: a desk booking's price, or an online booking's balance after its advance (once)",
  },
  reschedule: {
    from: ["confirmed"],
    to: "confirmed",
    payment: { from: ["paid", "partial"], to: ["paid", "partial"] },
    by: ["player"],
    when: "the player of an online booking, once, more than 24 hours before it starts (the free-cancellation window), to a free, open slot of the same venue inside its advance window; a higher price's difference is paid first (a 10-minute hold of the new slot), a lower one's refunded",
  },
  refund: {
    from: ["cancelled"],
    to: "cancelled",
    payment: { from: ["paid", "partial"], to: ["refunded"] },
    by: ["system"],
    when: "the provider has sent back a cancelled booking's refund of everything paid online (a partial refund leaves the payment status as it was)",
  },
} as const satisfies Record<string, BookingMoveRule>;

export type BookingMove = keyof typeof BOOKING_MOVES;

/** The moves a person makes on an existing booking from a dashboard. */
export const DASHBOARD_MOVES = ["complete", "cancel"] as const satisfies readonly BookingMove[];
export type DashboardMove = (typeof DASHBOARD_MOVES)[number];

/** The target status of a dashboard move (what `PATCH /api/bookings/:id` sends). */
export const MOVE_TO_STATUS = { complete: "completed", cancel: "cancelled" } as const;

/** The booking fields the rules read. */
export interface BookingForMove {
  status: BookingStatus | string;
  date: string;
  slot: string;
  /** True once the booking's earnings are in an owner's payout (the server knows; screens may not). */
  paidOut?: boolean;
  /**
   * When it is played (ISO instants), as the server computed them with the venue's hours: a slot
   * after midnight of hours that run past it is played the morning after its date. Without them,
   * the slot's times on its date.
   */
  startsAt?: string | null;
  endsAt?: string | null;
}

type SlotOfBooking = Pick<BookingForMove, "date" | "slot" | "startsAt" | "endsAt">;

/**
 * When the booked slot starts (IST). A slot name we cannot read counts from midnight, so a
 * booking never becomes cancellable by a player for longer than it should.
 */
export function slotStartOf(booking: SlotOfBooking): Date {
  if (booking.startsAt) return new Date(booking.startsAt);
  return istToUtc(booking.date, slotTimes(booking.slot)?.start ?? "00:00");
}

/** When the booked slot ends (IST); a slot name we cannot read ends at the end of its day. */
export function slotEndOf(booking: SlotOfBooking): Date {
  if (booking.endsAt) return new Date(booking.endsAt);
  return istToUtc(booking.date, slotTimes(booking.slot)?.end ?? "24:00");
}

/** True once the slot has been played: its end has passed. Only played bookings are paid out. */
export function hasSlotEnded(booking: SlotOfBooking, now: Date): boolean {
  return now.getTime() >= slotEndOf(booking).getTime();
}

/**
 * Which party an account is for a booking: an admin first, then the venue's owner, then the player
 * who booked it, then a member of the venue's staff (desk or manager, who act for the owner: the
 * venue's activity records which of them did it); `null` when it is none of them.
 */
export function partyFor(
  actor: { id: number; role: string; staffOf?: readonly StaffMembership[] },
  booking: { userId: number | null; ownerId: number; venueId?: number },
): Exclude<BookingParty, "system"> | null {
  if (actor.role === "admin") return "admin";
  if (actor.role === "owner" && booking.ownerId === actor.id) return "owner";
  // Before staff: a desk member who booked a game at their own venue is its player, so cancelling
  // it late refunds what a player's cancellation does, not an owner's full refund.
  if (booking.userId === actor.id) return "player";
  if (booking.venueId !== undefined && staffRoleAt(actor, booking.venueId) !== undefined) return "owner";
  return null;
}

/** Why a move is refused: the API's error code with a message a person can act on. */
export interface MoveRefusal {
  code: "FORBIDDEN" | "CONFLICT" | "VALIDATION";
  message: MessageText;
}

/** `null` when `party` may make `move` on `booking` at `now`; otherwise why not. */
export function refuseMove(
  move: DashboardMove,
  party: BookingParty | null,
  booking: BookingForMove,
  now: Date,
): MoveRefusal | null {
  const rule = BOOKING_MOVES[move];
  if (party === null || !(rule.by as readonly BookingParty[]).includes(party)) {
    return {
      code: "FORBIDDEN",
      message:
        move === "complete" ? "Only the venue's owner or an admin can mark a booking completed" : "Permission denied",
    };
  }
  // A completed booking is cancelled only by an admin: its money may already be with the owner.
  const from = move === "cancel" && party !== "admin" ? ["confirmed"] : (rule.from as readonly string[]);
  if (!from.includes(booking.status)) {
    return {
      code: "CONFLICT",
      message:
        move === "cancel" && booking.status === "completed" && party === "owner"
          ? "This booking is completed; only an admin can cancel it now (the refund is taken back from the venue's next payout)."
          : {
              message:
                "This booking is {status, select, pending {pending} confirmed {confirmed} cancelled {cancelled} completed {completed} other {{status}}}; only confirmed bookings can be {move, select, cancel {cancelled} complete {completed} other {{move}}}.",
              values: { status: booking.status, move },
            },
    };
  }
  const started = now.getTime() >= slotStartOf(booking).getTime();
  if (move === "complete" && !started) {
    return { code: "VALIDATION", message: "A booking can be marked completed once its slot has started." };
  }
  // The server completes a booking only once it has been played.
  if (move === "complete" && party === "system" && !hasSlotEnded(booking, now)) {
    return { code: "VALIDATION", message: "A booking is completed by the server once its slot has ended." };
  }
  // An owner cannot refund money already paid out to them; an admin can, and claws it back.
  if (move === "cancel" && party === "owner" && booking.paidOut) {
    return {
      code: "CONFLICT",
      message:
        "This booking's earnings are already in a payout to you, so it can no longer be cancelled from here. Contact support if the player should get a refund.",
    };
  }
  // No refund after play starts: the player could otherwise play and take the money back.
  if (move === "cancel" && party === "player" && started) {
    return {
      code: "CONFLICT",
      message:
        "This game has already started, so it can no longer be cancelled or refunded. Contact the venue if something went wrong.",
    };
  }
  return null;
}

/** The dashboard moves `party` may make on `booking` now: the buttons to show. */
export function movesFor(party: BookingParty | null, booking: BookingForMove, now: Date = new Date()): DashboardMove[] {
  return DASHBOARD_MOVES.filter((move) => refuseMove(move, party, booking, now) === null);
}

/** Refund policy: a player gets everything back more than 24 h ahead, 75% inside. */
export { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_PERCENT };

/**
 * What a cancellation refunds of the amount paid online: all of it when the owner or an admin
 * cancels or when the player cancels more than 24 hours before the slot starts; 75% inside that.
 */
export function refundPaise(paidPaise: number, byPlayer: boolean, slotStart: Date, now: Date): number {
  if (!byPlayer) return paidPaise;
  const hoursAhead = (slotStart.getTime() - now.getTime()) / 3_600_000;
  if (hoursAhead > FREE_CANCELLATION_HOURS) return paidPaise;
  return paidPaise - Math.round((paidPaise * LATE_CANCELLATION_FEE_PERCENT) / 100);
}

/** What cancelling refunds when `party` cancels `booking` at `now`. */
export function cancellationRefundPaise(
  party: BookingParty,
  booking: SlotOfBooking,
  paidPaise: number,
  now: Date,
): number {
  return refundPaise(paidPaise, party === "player", slotStartOf(booking), now);
}

/** The refund's recorded reason for a cancellation by `party`. */
export function cancellationReason(party: BookingParty): RefundReason {
  return party === "player" ? "player_cancelled" : party === "admin" ? "admin_cancelled" : "owner_cancelled";
}

/** How long a cancellation's reason may be; the player reads it in a notification. */
export const CANCELLATION_REASON_MAX = 500;

/**
 * An owner or an admin says why they cancel a player's booking (issue 25): the player paid and
 * planned a game, and is told the reason. A player's own cancellation needs none. Returns the
 * problem with `reason` as a person would read it, or null when it will do.
 */
export function cancellationReasonProblem(party: BookingParty | null, reason: string | undefined): string | null {
  if (party !== "owner" && party !== "admin") return null;
  const text = reason?.trim() ?? "";
  if (text.length === 0) return "Tell the player why their booking is cancelled.";
  if (text.length < 3) return "Write a few words the player will understand, at least 3 letters.";
  if (text.length > CANCELLATION_REASON_MAX) return "Keep the reason under 500 characters";
  return null;
}
