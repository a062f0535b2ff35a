import {
  AppError,
  type Booking,
  type BookingPrice,
  type CreateOrderInput,
  conflict,
  courtForBooking,
  DEFAULT_ORDERS_PER_HOUR,
  formatIndianMobile,
  formatPaise,
  HOLD_MINUTES,
  holdRefusal,
  isSlotPast,
  MAX_ORDERS_PER_HOLD,
  normaliseIndianMobile,
  notFound,
  ordersSpentRefusal,
  priceBooking,
  rateLimited,
  rupeesToPaise,
  type User,
  validationError,
  venueOvernight,
} from "@crease/core";
import type { Db } from "../../db/client";
import { assertCan } from "../../lib/authorize";
import type { NotificationsService } from "../notifications/service";
import { refundsRepo } from "../refunds/repo";
import type { VenuesService } from "../venues/service";
import { type Hold, holdsRepo } from "./holds";
import { type BookingRecord, bookingsRepo, type NewOrder, toBooking } from "./repo";
import { checkBookingWindow } from "./window";

const SLOT_TAKEN = "This slot is no longer available";

/** A slot held for one player's checkout, with the price the server computed for it. */
export interface PlacedHold extends Hold {
  venue: { id: number; name: string };
  price: BookingPrice;
}

/**
 * The booking side of checkout: the hold, its order, the confirmation on a verified payment, and
 * the hold running out or being given up (docs/product/bookings.md). These are the moves
 * `hold`, `confirm`, `abandon` and `expire` of core/src/booking-lifecycle.ts; the payments domain
 * talks to the provider and asks this module to make them, so only the bookings domain ever
 * changes a booking's status.
 */
export function createBookingCheckout(deps: {
  db: Db;
  venues: VenuesService;
  notifications: NotificationsService;
  /** New holds one account may make in an hour (ORDERS_PER_HOUR). */
  ordersPerHour?: number;
  now?: () => Date;
}) {
  const repo = bookingsRepo(deps.db);
  const holds = holdsRepo(deps.db);
  const refunds = refundsRepo(deps.db);
  const { notifications } = deps;
  const now = deps.now ?? (() => new Date());

  /** "+91 98765 43210" however the number was typed at sign-up. */
  const readableMobile = (phone: string) => {
    const normalised = normaliseIndianMobile(phone);
    return normalised ? formatIndianMobile(normalised) : phone;
  };

  /** A new booking: the slot flips to Booked on open pages; the player and the owner hear of it. */
  async function announceBooking(row: BookingRecord) {
    const when = { date: row.date, slot: row.slot };
    await notifications.venueUpdate(row.venueId, { action: "booking_created", date: row.date, slot: row.slot });
    const data = { bookingId: row.id, venueId: row.venueId, date: row.date, slot: row.slot };
    await notifications.notifyEach([
      {
        userId: row.userId,
        note: {
          type: "booking_confirmed",
          title: "Booking confirmed",
          message: {
            message: "{venue}, {when}. Paid {amount}.",
            values: { venue: row.venueName, when, amount: formatPaise(row.payNowPaise) },
          },
          data,
          whatsapp: [row.venueName, when, formatPaise(row.payNowPaise)],
        },
      },
      {
        userId: row.ownerId,
        note: {
          type: "booking_created",
          title: "New booking",
          // The player's name and mobile, for this booking only: the venue may need to call them.
          message: row.userPhone
            ? {
                message: "{player} ({mobile}) booked {venue}, {when}.",
                values: { player: row.userName, mobile: readableMobile(row.userPhone), venue: row.venueName, when },
              }
            : {
                message: "{player} booked {venue}, {when}.",
                values: { player: row.userName, venue: row.venueName, when },
              },
          data: { ...data, for: "owner" },
        },
      },
    ]);
  }

  /** The player's own order; someone else's order looks exactly like no order at all. */
  async function orderOf(actor: User, orderId: string) {
    const order = await repo.orderById(orderId);
    if (!order || order.userId !== actor.id) throw notFound("Order not found");
    return order;
  }

  return {
    /**
     * Prices the booking and holds its slot for the player (move `hold`): the slot must not have
     * started, must be inside the venue's advance window, and the player within the hold limits
     * (docs/SECURITY.md, "No slot hoarding"). With `order` (a provider order id known before the
     * hold: the sandbox), a new hold's payment order is recorded at its price by the same statement.
     */
    async placeHold(
      actor: User,
      input: CreateOrderInput,
      order?: { id: string; provider: string },
    ): Promise<PlacedHold> {
      assertCan(actor, "booking.book");
      const { venue, details, courts, priceRules } = await deps.venues.forBooking(null, input.venueId);
      if (!details) throw conflict("This venue is not taking bookings yet");
      const court = courtForBooking(courts ?? [], input.courtId);
      // By when it is played: at 00:30 the evening before's 01:00 slot is still to come.
      if (isSlotPast(input.date, input.slot, now(), venueOvernight(details))) {
        throw validationError("This slot has already started. Please choose a later one.", {
          slot: "Slot in the past",
        });
      }
      checkBookingWindow(venue, input.date, now());
      // The slot's price that day at that court under the venue's rules, from the venue in memory: no query here.
      const price = priceBooking(details, input.slot, input.addOns, venue, {
        date: input.date,
        courtId: court.id,
        rules: priceRules,
      });
      if (input.amount !== undefined && rupeesToPaise(input.amount) !== price.totalPaise) {
        throw new AppError(
          "CONFLICT",
          {
            message: "The price has changed: the total for this booking is now {total}",
            values: { total: formatPaise(price.totalPaise) },
          },
          { amount: (price.totalPaise / 100).toFixed(2) },
        );
      }
      const hold = await holds.hold({
        venueId: venue.id,
        courtId: court.id,
        userId: actor.id,
        date: input.date,
        slot: input.slot,
        basePaise: price.basePaise,
        addOnsPaise: price.addOnsPaise,
        gstPaise: price.gstPaise,
        totalPaise: price.totalPaise,
        payNowPaise: price.payNowPaise,
        addOns: price.addOns,
        holdMinutes: HOLD_MINUTES,
        maxOrders: MAX_ORDERS_PER_HOLD,
        order,
      });
      if (!hold) throw new AppError("SLOT_TAKEN", SLOT_TAKEN);
      if ("spentUntil" in hold) {
        const refusal = ordersSpentRefusal(hold.spentUntil, now());
        throw rateLimited(refusal.retryAfterSeconds, refusal.message);
      }
      if (hold.fresh) {
        // Counted by the hold's own statement when no other hold of the player raced it; else
        // counted after the hold is in, so holds made at once cannot slip past the limits together.
        const counts =
          hold.counts ?? (await holds.countsAfter({ ...input, courtId: court.id, id: hold.id, userId: actor.id }));
        const refusal = holdRefusal(counts, now(), deps.ordersPerHour ?? DEFAULT_ORDERS_PER_HOUR);
        if (refusal) {
          await holds.drop(hold.id);
          throw rateLimited(refusal.retryAfterSeconds, refusal.message);
        }
      }
      await notifications.venueUpdate(venue.id, { action: "hold_created", date: input.date, slot: input.slot });
      return { ...hold, venue: { id: venue.id, name: venue.name }, price };
    },

    /** The provider could not open an order: a hold made for it is dropped at once. */
    async dropHold(hold: PlacedHold, input: Pick<CreateOrderInput, "date" | "slot">): Promise<void> {
      if (hold.fresh) await holds.drop(hold.id);
      await notifications.venueUpdate(hold.venue.id, { action: "hold_released", date: input.date, slot: input.slot });
    },

    /**
     * Before the provider is asked for an order. A new hold was made for this order (and counted
     * it): null, "open a new provider order". For a hold the player already had, an order still
     * open at this very price is handed back (its id), so repeating an order opens nothing new;
     * otherwise the hold is priced at this order (its expiry unchanged) and one of its
     * MAX_ORDERS_PER_HOLD orders is taken. A hold whose orders are spent is a 429.
     */
    async openOrderFor(hold: PlacedHold): Promise<string | null> {
      if (hold.fresh) return null;
      const { price } = hold;
      const open = await repo.openOrderAt(hold.id, price);
      if (open && (await holds.price(hold.id, price, null)) === "priced") return open;
      const outcome = await holds.price(hold.id, price, { maxOrders: MAX_ORDERS_PER_HOLD });
      if (outcome === "priced") return null;
      if (outcome === "gone") throw new AppError("SLOT_TAKEN", SLOT_TAKEN);
      const refusal = ordersSpentRefusal(hold.holdExpiresAt, now());
      throw rateLimited(refusal.retryAfterSeconds, refusal.message);
    },

    /**
     * Records the provider's order for a hold, with the price it was opened at: only a payment
     * of this order can confirm the hold, and at this price.
     */
    async attachOrder(order: NewOrder) {
      await repo.insertOrder(order);
    },

    /**
     * Confirms the order's booking on a verified payment (move `confirm`); shared by the checkout's
     * verify (with the player, who must own the order) and the webhook (without). A payment that
     * confirms nothing is recorded as a refund once, so nothing a player paid is kept.
     */
    async confirmPaid(orderId: string, paymentId: string, player: User | null): Promise<Booking> {
      const result = await repo.confirmPaid(orderId, paymentId, player?.id ?? null);
      if (!result) throw notFound("Order not found");
      const { outcome, order, booking } = result;
      if (outcome === "mismatch") {
        await refunds.recordStrayPayment(orderId, paymentId, "duplicate_payment");
        throw conflict({
          message:
            "This booking was already paid with another payment. The {amount} of this payment is being refunded (5-7 business days).",
          values: { amount: formatPaise(order.amountPaise) },
        });
      }
      if (outcome === "expired") {
        // confirmPaid recorded a payment that came while the order was still open; one for an
        // order already closed (the checkout was closed, or a second late payment) is recorded here.
        await refunds.recordStrayPayment(orderId, paymentId, "late_payment");
        throw conflict({
          message:
            "Your {minutes}-minute hold on this slot ran out before the payment was confirmed, so no booking was made. The {amount} you paid is being refunded (5-7 business days).",
          values: { minutes: HOLD_MINUTES, amount: formatPaise(order.amountPaise) },
        });
      }
      if (booking) {
        await announceBooking(booking);
        return toBooking(booking);
      }
      const row = await repo.byId(order.bookingId);
      if (!row) throw notFound("Booking not found");
      return toBooking(row);
    },

    orderOf,

    /** Close or Fail in the payment window (move `abandon`): the slot is free for others at once. */
    async abandon(actor: User, orderId: string): Promise<void> {
      const order = await orderOf(actor, orderId);
      if (order.status === "paid")
        throw conflict("This order is paid: cancel the booking from your dashboard instead.");
      const freed = await repo.abandonOrder(orderId);
      if (freed)
        await notifications.venueUpdate(freed.venueId, { action: "hold_released", date: freed.date, slot: freed.slot });
    },

    /** Frees holds past their time (move `expire`) and tells open venue pages; returns how many. */
    async expireHolds(): Promise<number> {
      const freed = await repo.expireHolds();
      for (const slot of freed) {
        await notifications.venueUpdate(slot.venueId, { action: "hold_released", date: slot.date, slot: slot.slot });
      }
      return freed.length;
    },
  };
}

export type BookingCheckout = ReturnType<typeof createBookingCheckout>;
