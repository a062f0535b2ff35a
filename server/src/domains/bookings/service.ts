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
import type { PaymentProvider } from "../payments/providers/provider";
import { type BookingRow, bookingsRepo, toBooking } from "./repo";

/**
 * Who sees and moves which booking (SPEC.md §4, §6; DECISIONS.md refunds): players their own,
 * owners their venues', admins all. Only confirmed bookings move: a player cancels their own;
 * an owner completes or cancels one at their venue; an admin may do either anywhere.
 */
export function createBookingsService(deps: {
  db: Db;
  provider: PaymentProvider;
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

  async function refund(row: BookingRow, amountPaise: number) {
    const paymentId = await repo.paymentIdOf(row.id);
    if (!paymentId || amountPaise <= 0) return;
    try {
      const result = await deps.provider.refund({
        paymentId,
        amountPaise,
        notes: { bookingId: String(row.id) },
      });
      await repo.recordRefund(row.id, result, amountPaise >= Number(row.pay_now_paise));
    } catch (error) {
      deps.log.error({ err: error, bookingId: row.id }, "refund failed");
      await repo.recordRefund(row.id, { failed: true }, false);
    }
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
    /**
     * Nothing a player paid for is lost: refunds the provider did not accept are tried again
     * (hourly, and safe on several instances since a refund id ends the retries).
     */
    async retryRefunds(): Promise<number> {
      let done = 0;
      for (const id of await repo.refundsToRetry(50)) {
        const row = await repo.byId(id);
        if (!row) continue;
        await refund(row, Number(row.refund_paise));
        if ((await repo.byId(id))?.refund_id) done++;
      }
      return done;
    },

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
      const refundAmount =
        to === "cancelled" ? refundPaise(Number(row.pay_now_paise), byPlayer, slotStart(row), now()) : 0;
      const moved = await repo.transition(id, to, { actorId: actor.id, reason, refundPaise: refundAmount });
      if (!moved) throw conflict("This booking changed in the meantime. Reload and try again.");
      if (to === "cancelled") await refund(row, refundAmount);
      const updated = (await repo.byId(id)) as BookingRow;
      await announce(updated, to, byPlayer);
      return toBooking(updated);
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
