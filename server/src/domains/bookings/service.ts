import {
  type Booking,
  conflict,
  forbidden,
  formatPaise,
  istToUtc,
  notFound,
  refundPaise,
  slotLabel,
  slotTimes,
  type User,
  validationError,
} from "@crease/core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { NotificationsService } from "../notifications/service";
import { type BookingRow, bookingsRepo, toBooking } from "./repo";

/**
 * Who sees and moves which booking (SPEC.md §4, §6; DECISIONS.md refunds): players their own,
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

  function slotStart(row: BookingRow): Date {
    const times = slotTimes(row.slot);
    return istToUtc(row.date, times?.start ?? "00:00");
  }

  /** The booking if the actor may see it; otherwise the same 404 as a missing one. */
  async function visible(actor: User, id: number): Promise<BookingRow> {
    const row = await repo.byId(id);
    const mayView =
      row &&
      (actor.role === "admin" || row.user_id === actor.id || (actor.role === "owner" && row.owner_id === actor.id));
    if (!row || !mayView || row.status === "held" || row.status === "expired") throw notFound("Booking not found");
    return row;
  }

  /** Tells open venue pages and the other party what happened. */
  async function announce(row: BookingRow, to: "completed" | "cancelled", byPlayer: boolean) {
    const when = `${slotLabel(row.slot)} on ${row.date}`;
    const data = { bookingId: row.id, venueId: row.venue_id, date: row.date, slot: row.slot };
    if (to === "completed") {
      await notifications.notify(row.user_id, {
        type: "booking_completed",
        title: "Thanks for playing",
        message: `Your game at ${row.venue_name} (${when}) is complete. How was it? Leave a review on the venue page.`,
        data,
      });
      return;
    }
    await notifications.venueUpdate(row.venue_id, { action: "booking_cancelled", date: row.date, slot: row.slot });
    const refundText =
      Number(row.refund_paise) > 0
        ? ` ${formatPaise(Number(row.refund_paise))} is being refunded (5-7 business days).`
        : "";
    if (byPlayer) {
      await notifications.notifyEach([
        {
          userId: row.owner_id,
          note: {
            type: "booking_cancelled",
            title: "Booking cancelled",
            message: `${row.user_name} cancelled ${row.venue_name}, ${when}. The slot is free again.`,
            data,
          },
        },
        {
          userId: row.user_id,
          note: {
            type: "booking_cancelled",
            title: "Booking cancelled",
            message: `You cancelled ${row.venue_name}, ${when}.${refundText}`,
            data,
          },
        },
      ]);
    } else {
      await notifications.notify(row.user_id, {
        type: "booking_cancelled",
        title: "Booking cancelled by the venue",
        message: `${row.venue_name} cancelled your booking for ${when}.${refundText}`,
        data,
      });
    }
  }

  return {
    async get(actor: User, id: number): Promise<Booking> {
      return toBooking(await visible(actor, id));
    },

    async update(actor: User, id: number, to: "completed" | "cancelled", reason?: string): Promise<Booking> {
      const row = await visible(actor, id);
      const isPlayerOwn = row.user_id === actor.id && actor.role !== "admin";
      const isVenueOwner = actor.role === "owner" && row.owner_id === actor.id;
      const isAdmin = actor.role === "admin";
      if (to === "completed" && !isVenueOwner && !isAdmin) {
        throw forbidden("Only the venue's owner or an admin can mark a booking completed");
      }
      if (to === "cancelled" && !isPlayerOwn && !isVenueOwner && !isAdmin) throw forbidden();
      if (row.status !== "confirmed") {
        throw conflict(`This booking is ${row.status}; only confirmed bookings can be ${to}.`);
      }
      if (to === "completed" && slotStart(row).getTime() > now().getTime()) {
        throw validationError("A booking can be marked completed once its slot has started.");
      }
      const byPlayer = to === "cancelled" && isPlayerOwn && !isVenueOwner;
      // A player cancels only before play starts (IST slot start, the server's clock at the
      // request); the venue and admins may still cancel, and refund in full (docs/SECURITY.md).
      if (byPlayer && now().getTime() >= slotStart(row).getTime()) {
        throw conflict(
          "This game has already started, so it can no longer be cancelled or refunded. Contact the venue if something went wrong.",
        );
      }
      const refundAmount =
        to === "cancelled" ? refundPaise(Number(row.pay_now_paise), byPlayer, slotStart(row), now()) : 0;
      const moved = await repo.transition(id, to, {
        actorId: actor.id,
        reason,
        refundPaise: refundAmount,
        refundReason: byPlayer ? "player_cancelled" : isAdmin ? "admin_cancelled" : "owner_cancelled",
      });
      if (!moved) throw conflict("This booking changed in the meantime. Reload and try again.");
      const updated = (await repo.byId(id)) as BookingRow;
      await announce(updated, to, byPlayer);
      return toBooking(updated);
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
