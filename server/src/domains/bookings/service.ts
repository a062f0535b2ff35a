import {
  AppError,
  type Booking,
  cancellationReason,
  cancellationReasonProblem,
  cancellationRefundPaise,
  conflict,
  formatPaise,
  hasSlotEnded,
  notFound,
  partyFor,
  refuseMove,
  todayInIst,
  type User,
  validationError,
} from "@crease/core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { NotificationsService } from "../notifications/service";
import { recordVenueActivity } from "../staff/activity";
import { paidOnlinePaise } from "./record";
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
}) {
  const repo = bookingsRepo(deps.db);
  const { notifications } = deps;
  const now = deps.now ?? (() => new Date());

  /** The booking if the actor may see it; otherwise the same 404 as a missing one. */
  async function visible(actor: User, id: number): Promise<BookingRecord> {
    const row = await repo.byId(id);
    const mayView = row && partyFor(actor, row) !== null;
    if (!row || !mayView || row.status === "held" || row.status === "expired") throw notFound("Booking not found");
    return row;
  }

  /** Tells open venue pages and the other party what happened. */
  async function announce(row: BookingRecord, to: "completed" | "cancelled", byPlayer: boolean) {
    const when = { date: row.date, slot: row.slot };
    const data = { bookingId: row.id, venueId: row.venueId, date: row.date, slot: row.slot };
    if (to === "completed") {
      await notifications.notify(row.userId, {
        type: "booking_completed",
        title: "Thanks for playing",
        message: {
          message: "Your game at {venue} ({when}) is complete. How was it? Leave a review on the venue page.",
          values: { venue: row.venueName, when },
        },
        data,
      });
      return;
    }
    await notifications.venueUpdate(row.venueId, { action: "booking_cancelled", date: row.date, slot: row.slot });
    const refund = formatPaise(row.refundPaise);
    if (byPlayer) {
      await notifications.notifyEach([
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
      ]);
    } else {
      // The venue's or Crease's reason, in the player's own notification (issue 25).
      const reason = row.cancellationReason ?? "";
      const refunded = row.refundPaise > 0;
      await notifications.notify(row.userId, {
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
      });
    }
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
    async update(actor: User, id: number, to: "completed" | "cancelled", reason?: string): Promise<Booking> {
      const row = await visible(actor, id);
      const move = to === "completed" ? "complete" : "cancel";
      const party = partyFor(actor, row);
      // Whether its earnings are paid out matters only to an owner's cancellation.
      const paidOut = move === "cancel" && party === "owner" ? await repo.isPaidOut(id) : false;
      const refusal = refuseMove(move, party, { ...row, paidOut }, now());
      if (refusal || !party) throw new AppError(refusal?.code ?? "FORBIDDEN", refusal?.message ?? "Permission denied");
      const reasonProblem = move === "cancel" ? cancellationReasonProblem(party, reason) : null;
      if (reasonProblem) throw validationError(reasonProblem, { reason: reasonProblem });
      const moved = await repo.transition(id, move, {
        actorId: actor.id,
        from: row.status === "completed" ? "completed" : "confirmed",
        reason: move === "cancel" ? reason?.trim() || undefined : undefined,
        refundPaise: move === "cancel" ? cancellationRefundPaise(party, row, paidOnlinePaise(row), now()) : 0,
        refundReason: cancellationReason(party),
      });
      if (!moved) throw conflict("This booking changed in the meantime. Reload and try again.");
      // The venue's history says who did it: the owner, one of its staff or an admin (issue 25).
      if (party !== "player") {
        await recordVenueActivity(deps.db, {
          venueId: row.venueId,
          actorId: actor.id,
          action: move === "cancel" ? "booking.cancel" : "booking.complete",
          bookingId: id,
          detail: move === "cancel" ? { reason: reason?.trim() ?? null } : {},
        });
      }
      const updated = (await repo.byId(id)) as BookingRecord;
      await announce(updated, to, move === "cancel" && party === "player");
      return toBooking(updated);
    },

    /** The confirmed bookings a closure of these days would cancel (docs/product/blocks.md#closures). */
    async confirmedIn(venueId: number, from: string, to: string, courtIds: readonly number[] | null) {
      return (await repo.confirmedIn(venueId, from, to, courtIds)).map(toBooking);
    },

    /** The unpaid holds on days a venue closes end now (the lifecycle's `expire` move). */
    async expireHoldsIn(venueId: number, from: string, to: string, courtIds: readonly number[] | null) {
      return repo.expireHoldsIn(venueId, from, to, courtIds);
    },

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
