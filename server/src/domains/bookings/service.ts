import {
  AppError,
  BOOKING_STATUS,
  type Booking,
  cancellationReason,
  cancellationReasonProblem,
  cancellationRefundPaise,
  conflict,
  creditRefundParts,
  formatPaise,
  hasSlotEnded,
  isCompleted,
  isConfirmed,
  isHold,
  notFound,
  partyFor,
  type RefundDestination,
  refundSplit,
  refuseClosureCancel,
  refuseMove,
  todayInIst,
  type User,
  validationError,
} from "@crease/core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { creditRepo } from "../credit/repo";
import type { NewNotification, NotificationsService } from "../notifications/service";
import { recordVenueActivity } from "../staff/activity";
import { paidOnlinePaise, paidWithCreditPaise } from "./record";
import { type BookingRecord, bookingsRepo, toBooking } from "./repo";

/**
 * Who sees and moves which booking (docs/product/bookings.md, the lifecycle in core/src/booking-lifecycle.ts): players their own,
 * owners their venues', admins all. Only confirmed bookings move: a player cancels their own;
 * an owner completes or cancels one at their venue; an admin may do either anywhere.
 */
export function createBookingsService(deps: {
  db: Db;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
  now?: () => Date;
  /**
   * The invoices domain's step (`issueForCreditRefund`): a cancellation that gives venue credit
   * back issues its credit note in the same transaction (docs/product/invoices.md).
   */
  creditRefundNotes?: (tx: Db, bookingId: number) => Promise<void>;
}) {
  const repo = bookingsRepo(deps.db);
  const { notifications } = deps;
  const now = deps.now ?? (() => new Date());

  /** The booking if the actor may see it; otherwise the same 404 as a missing one. */
  async function visible(actor: User, id: number): Promise<BookingRecord> {
    const row = await repo.whole(id);
    const mayView = row && partyFor(actor, row) !== null;
    if (!row || !mayView || isHold(row)) throw notFound("Booking not found");
    return row;
  }

  /** What the other party is told of a move (stored with the move, in its transaction). */
  function notesOf(
    row: BookingRecord,
    to: "completed" | "cancelled",
    byPlayer: boolean,
  ): { userId: number | null; note: NewNotification }[] {
    const when = { date: row.date, slot: row.slot };
    const data = { bookingId: row.id, venueId: row.venueId, date: row.date, slot: row.slot };
    if (to === BOOKING_STATUS.completed) {
      return [
        {
          userId: row.userId,
          note: {
            type: "booking_completed",
            title: "Thanks for playing",
            message: {
              message: "Your game at {venue} ({when}) is complete. How was it? Leave a review on the venue page.",
              values: { venue: row.venueName, when },
            },
            data,
          },
        },
      ];
    }
    const refund = formatPaise(row.refundPaise);
    if (byPlayer) {
      return [
        {
          userId: row.ownerId,
          note: {
            type: "booking_cancelled",
            title: "Booking cancelled",
            message: {
              message: "{player} cancelled {venue}, {when}. The slot is free again.",
              values: { player: row.userName, venue: row.venueName, when },
            },
            data: { ...data, for: "owner" },
          },
        },
        {
          userId: row.userId,
          note: {
            type: "booking_cancelled",
            title: "Booking cancelled",
            message:
              row.refundPaise > 0
                ? {
                    message: "You cancelled {venue}, {when}. {refund} is being refunded (5-7 business days).",
                    values: { venue: row.venueName, when, refund },
                  }
                : { message: "You cancelled {venue}, {when}.", values: { venue: row.venueName, when } },
            data,
          },
        },
      ];
    }
    // The venue's or Crease's reason, in the player's own notification (issue 25).
    const reason = row.cancellationReason ?? "";
    const refunded = row.refundPaise > 0;
    return [
      {
        userId: row.userId,
        note: {
          type: "booking_cancelled",
          title: row.cancelledBy === "admin" ? "Booking cancelled by Crease" : "Booking cancelled by the venue",
          message:
            row.cancelledBy === "admin"
              ? refunded
                ? {
                    message:
                      "Crease cancelled your booking at {venue} for {when}: “{reason}”. {refund} is being refunded (5-7 business days).",
                    values: { venue: row.venueName, when, reason, refund },
                  }
                : {
                    message: "Crease cancelled your booking at {venue} for {when}: “{reason}”.",
                    values: { venue: row.venueName, when, reason },
                  }
              : refunded
                ? {
                    message:
                      "{venue} cancelled your booking for {when}: “{reason}”. {refund} is being refunded (5-7 business days).",
                    values: { venue: row.venueName, when, reason, refund },
                  }
                : {
                    message: "{venue} cancelled your booking for {when}: “{reason}”.",
                    values: { venue: row.venueName, when, reason },
                  },
          data,
        },
      },
    ];
  }

  /**
   * A dashboard move (complete or cancel), checked by the one lifecycle in core
   * (core/src/booking-lifecycle.ts): who may make it, from which status, and when. Made in `tx`
   * with everything that records it: the refund and its job, the venue's history row and the
   * other party's notification commit with the move or not at all (issue 44). `tell` shows it
   * live once the transaction committed.
   */
  async function moveWithin(
    tx: Db,
    actor: User,
    row: BookingRecord,
    to: "completed" | "cancelled",
    reason?: string,
    /** A player's choice for their refund (docs/product/credit.md); anyone else's is the original payment. */
    refundTo: RefundDestination = "original",
  ): Promise<{ booking: Booking; refundPaise: number; tell: () => Promise<void> }> {
    const inTx = bookingsRepo(tx);
    const move = to === BOOKING_STATUS.completed ? "complete" : "cancel";
    const party = partyFor(actor, row);
    // Whether its earnings are paid out matters only to an owner's cancellation.
    const paidOut = move === "cancel" && party === "owner" ? await inTx.isPaidOut(row.id) : false;
    const refusal = refuseMove(move, party, { ...row, paidOut }, now());
    if (refusal || !party) throw new AppError(refusal?.code ?? "FORBIDDEN", refusal?.message ?? "Permission denied");
    const reasonProblem = move === "cancel" ? cancellationReasonProblem(party, reason) : null;
    if (reasonProblem) throw validationError(reasonProblem, { reason: reasonProblem });
    // A booking of several hours moves as one: every hour and court still in the lead's status, in
    // this transaction (decision 049). Each row's refund is the policy's share of what that row paid,
    // timed by the booking's first hour, so the whole refund is never more than was paid, and the
    // status condition of each row's move makes a second cancellation refund nothing.
    // A closure's own read is of single rows: a lead row alone there is that hour only.
    const whole = row.partOf === row.id && (row.slots.length > 1 || row.courtIds.length > 1);
    const rows = whole ? await inTx.rowsOf(row.id) : [row];
    const from = isCompleted(row) ? BOOKING_STATUS.completed : BOOKING_STATUS.confirmed;
    const inStatus = (r: BookingRecord) => (isCompleted(row) ? isCompleted(r) : isConfirmed(r));
    let refundPaise = 0;
    for (const part of rows.filter(inStatus)) {
      // What was paid up front is refunded by the policy: online and from venue credit alike. Credit
      // that paid goes back to credit; the player may have the whole refund as credit, at once.
      const paid = { onlinePaise: paidOnlinePaise(part), creditPaise: paidWithCreditPaise(part) };
      const partRefund =
        move === "cancel"
          ? cancellationRefundPaise(
              party,
              { ...part, startsAt: row.startsAt },
              paid.onlinePaise + paid.creditPaise,
              now(),
            )
          : 0;
      refundPaise += partRefund;
      const split = refundSplit(partRefund, paid, party === "player" ? refundTo : "original");
      const moved = await inTx.transition(part.id, move, {
        actorId: actor.id,
        from,
        reason: move === "cancel" ? reason?.trim() || undefined : undefined,
        refundPaise: split.toOriginalPaise,
        refundReason: cancellationReason(party),
      });
      if (!moved) throw conflict("This booking changed in the meantime. Reload and try again.");
      if (split.toCreditPaise > 0 && part.userId !== null) {
        // Once per booking (credit_entries_one_refund), in the cancellation's transaction: money and
        // bonus back in the proportion the booking was paid (docs/product/credit.md, "Tax and money").
        const parts = creditRefundParts(partRefund, split.toCreditPaise, {
          ...paid,
          creditBonusPaise: paid.creditPaise > 0 ? part.creditBonusPaise : 0,
        });
        await creditRepo(tx).add(tx, { ownerId: part.ownerId, userId: part.userId }, [
          { kind: "refund", amountPaise: split.toCreditPaise, moneyPaise: parts.moneyPaise, bookingId: part.id },
        ]);
        await deps.creditRefundNotes?.(tx, part.id);
      }
    }
    // The venue's history says who did it: the owner, one of its staff or an admin (issue 25).
    if (party !== "player") {
      await recordVenueActivity(tx, {
        venueId: row.venueId,
        actorId: actor.id,
        action: move === "cancel" ? "booking.cancel" : "booking.complete",
        bookingId: row.id,
        detail: move === "cancel" ? { reason: reason?.trim() ?? null } : {},
      });
    }
    const updated = (await inTx.whole(row.id)) as BookingRecord;
    const show = await notifications.notifyWithin(tx, notesOf(updated, to, move === "cancel" && party === "player"));
    return {
      booking: toBooking(updated),
      refundPaise,
      tell: async () => {
        if (to === BOOKING_STATUS.cancelled) {
          for (const part of rows) {
            await notifications.venueUpdate(row.venueId, {
              action: "booking_cancelled",
              date: part.date,
              slot: part.slot,
            });
          }
        }
        show();
      },
    };
  }

  return {
    async get(actor: User, id: number): Promise<Booking> {
      return toBooking(await visible(actor, id));
    },

    /** The booking as the domain holds it, for those who may see it (its calendar file); 404 otherwise. */
    record: (actor: User, id: number): Promise<BookingRecord> => visible(actor, id),

    /**
     * A dashboard move (complete or cancel), checked by the one lifecycle in core
     * (core/src/booking-lifecycle.ts): who may make it, from which status, and when.
     */
    async update(
      actor: User,
      id: number,
      to: "completed" | "cancelled",
      reason?: string,
      refundTo?: RefundDestination,
    ): Promise<Booking> {
      const row = await visible(actor, id);
      const { booking, tell } = await deps.db.transaction((tx) =>
        moveWithin(tx as unknown as Db, actor, row, to, reason, refundTo),
      );
      await tell();
      return booking;
    },

    /**
     * A closure's cancellations (docs/product/blocks.md#closures), inside the closure's own
     * transaction: the unpaid holds of those days end, and each confirmed booking is cancelled by
     * the venue with its reason, refund, history row and the player's notification. A booking
     * someone else cancelled in the meantime (or one the lifecycle refuses with a conflict, such as
     * one already paid out) is left as it is; any other failure undoes the whole closure. `tell`
     * shows the change live, once the transaction committed.
     */
    async cancelForClosure(
      tx: Db,
      actor: User,
      scope: ClosureScope & { reason: string },
    ): Promise<{ cancelled: number; refundedPaise: number; tell: () => Promise<void> }> {
      const inTx = bookingsRepo(tx);
      await inTx.expireHoldsIn(scope.venueId, scope.from, scope.to, scope.courtIds, scope.slots);
      // Venue credit those holds took goes back with the closure.
      await creditRepo(tx).giveBackUnpaidHolds();
      const tells: (() => Promise<void>)[] = [];
      let refundedPaise = 0;
      for (const row of await inTx.confirmedIn(scope.venueId, scope.from, scope.to, scope.courtIds, scope.slots)) {
        // The lifecycle's closure rule: a booking played or cancelled meanwhile is left as it is.
        const refusal = refuseClosureCancel(partyFor(actor, row), row);
        if (refusal?.code === "CONFLICT") continue;
        if (refusal) throw new AppError(refusal.code, refusal.message);
        try {
          const done = await moveWithin(tx, actor, row, "cancelled", scope.reason);
          refundedPaise += done.refundPaise;
          tells.push(done.tell);
        } catch (error) {
          if (!(error instanceof AppError) || error.code !== "CONFLICT") throw error;
        }
      }
      return {
        cancelled: tells.length,
        refundedPaise,
        tell: async () => {
          for (const tell of tells) await tell();
        },
      };
    },

    /** The confirmed bookings a closure of these days (or hours) would cancel (docs/product/blocks.md#closures). */
    async confirmedIn(scope: ClosureScope) {
      return (await repo.confirmedIn(scope.venueId, scope.from, scope.to, scope.courtIds, scope.slots)).map(toBooking);
    },

    /** The unpaid holds on days a venue closes end now (the lifecycle's `expire` move). */
    /**
     * The completion job: confirmed bookings whose slot has ended become completed, through the
     * lifecycle's `complete` move made by the server, at most `limit` a run (the rest next run).
     * Quiet on purpose: no notification, so a backlog does not flood players. Returns how many.
     */
    async completeEnded(limit = 500): Promise<number> {
      const at = now();
      let completed = 0;
      for (const row of await repo.confirmedThrough(todayInIst(at), limit)) {
        if (!hasSlotEnded(row, at) || refuseMove("complete", "system", row, at)) continue;
        if (await repo.transition(row.id, "complete", { actorId: null })) completed++;
      }
      if (completed > 0) deps.log.info({ completed }, "bookings completed after their slot ended");
      return completed;
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;

/**
 * What a closure covers: a venue's days from `from` to `to`, of these courts (null: all), and of
 * these slots only (null: all day, docs/product/blocks.md#closures).
 */
export type ClosureScope = {
  venueId: number;
  from: string;
  to: string;
  courtIds: readonly number[] | null;
  slots: readonly string[] | null;
};
