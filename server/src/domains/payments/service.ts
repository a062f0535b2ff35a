import {
  AppError,
  type Booking,
  type CreateOrderInput,
  conflict,
  DEFAULT_ORDERS_PER_HOUR,
  forbidden,
  formatPaise,
  HOLD_MINUTES,
  holdRefusal,
  isSlotPast,
  notFound,
  type PaymentOrder,
  priceBooking,
  rateLimited,
  rupeesToPaise,
  type SandboxPayment,
  slotLabel,
  todayInIst,
  type User,
  type VerifyPaymentInput,
  validationError,
} from "@crease/core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { holdsRepo } from "../bookings/holds";
import { type BookingRow, bookingsRepo, toBooking } from "../bookings/repo";
import { checkBookingWindow } from "../bookings/window";
import type { NotificationsService } from "../notifications/service";
import { refundsRepo } from "../refunds/repo";
import type { VenuesService } from "../venues/service";
import type { PaymentProvider } from "./providers/provider";
import type { SandboxProvider } from "./providers/sandbox";

const SLOT_TAKEN = "This slot is no longer available";

/**
 * The booking and payment flow of DECISIONS.md: price on the server, hold the slot, let the
 * provider collect, and confirm only on a verified payment (checkout signature or webhook).
 */
export function createPaymentsService(deps: {
  db: Db;
  venues: VenuesService;
  provider: PaymentProvider;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
  /** New holds one account may make in an hour (ORDERS_PER_HOUR). */
  ordersPerHour?: number;
  now?: () => Date;
}) {
  const repo = bookingsRepo(deps.db);
  const holds = holdsRepo(deps.db);
  const refunds = refundsRepo(deps.db);
  const { notifications } = deps;
  const { provider } = deps;
  const now = deps.now ?? (() => new Date());

  async function bookingOf(id: number): Promise<Booking> {
    const row = await repo.byId(id);
    if (!row) throw notFound("Booking not found");
    return toBooking(row);
  }

  /** A new booking: the slot flips to Booked on open pages; the player and the owner hear of it. */
  async function announceBooking(row: BookingRow) {
    const bookingId = row.id;
    const when = `${slotLabel(row.slot)} on ${row.date}`;
    await notifications.venueUpdate(row.venue_id, { action: "booking_created", date: row.date, slot: row.slot });
    const data = { bookingId, venueId: row.venue_id, date: row.date, slot: row.slot };
    await notifications.notifyEach([
      {
        userId: row.user_id,
        note: {
          type: "booking_confirmed",
          title: "Booking confirmed",
          message: `${row.venue_name}, ${when}. Paid ${formatPaise(row.pay_now_paise)}.`,
          data,
        },
      },
      {
        userId: row.owner_id,
        note: {
          type: "booking_created",
          title: "New booking",
          message: `${row.user_name} booked ${row.venue_name}, ${when}.`,
          data,
        },
      },
    ]);
  }

  /**
   * Confirms the order's booking; shared by the checkout's verify (with the player, who must own
   * the order) and the webhook (without).
   */
  async function confirm(orderId: string, paymentId: string, player: User | null): Promise<Booking> {
    const result = await repo.confirmPaid(orderId, paymentId, player?.id ?? null);
    if (!result) throw notFound("Order not found");
    const { outcome, order, booking } = result;
    if (outcome === "mismatch") {
      // Nothing a player paid for is lost: a second payment of a paid order is given back.
      await refunds.recordStrayPayment(orderId, paymentId, "duplicate_payment");
      throw conflict(
        `This booking was already paid with another payment. The ${formatPaise(order.amount_paise)} of this ` +
          "payment is being refunded (5-7 business days).",
      );
    }
    if (outcome === "expired") {
      // A payment that came after its hold ran out is refunded once: confirmPaid recorded it when
      // the order was still open; one for an order already closed (the checkout was closed, or a
      // second late payment) is recorded here.
      await refunds.recordStrayPayment(orderId, paymentId, "late_payment");
      throw conflict(
        `Your ${HOLD_MINUTES}-minute hold on this slot ran out before the payment was confirmed, so no booking was made. ` +
          `The ${formatPaise(order.amount_paise)} you paid is being refunded (5-7 business days).`,
      );
    }
    if (booking) {
      await announceBooking(booking);
      return toBooking(booking);
    }
    return bookingOf(order.booking_id);
  }

  return {
    providerName: provider.name,

    async createOrder(actor: User, input: CreateOrderInput): Promise<PaymentOrder> {
      if (actor.role !== "player") throw forbidden("Only player accounts can book venues");
      const { venue, details } = await deps.venues.forBooking(null, input.venueId);
      if (!details) throw conflict("This venue is not taking bookings yet");
      if (input.date < todayInIst(now()) || isSlotPast(input.date, input.slot, now())) {
        throw validationError("This slot has already started. Please choose a later one.", {
          slot: "Slot in the past",
        });
      }
      checkBookingWindow(venue, input.date, now());
      const price = priceBooking(details, input.slot, input.addOns, venue);
      if (input.amount !== undefined && rupeesToPaise(input.amount) !== price.totalPaise) {
        throw new AppError(
          "CONFLICT",
          `The price has changed: the total for this booking is now ${formatPaise(price.totalPaise)}`,
          { amount: (price.totalPaise / 100).toFixed(2) },
        );
      }
      const hold = await holds.hold({
        venueId: venue.id,
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
      });
      if (!hold) throw new AppError("SLOT_TAKEN", SLOT_TAKEN);
      if (hold.fresh) {
        // Counted after the hold is in, so holds made at once cannot slip past the limits together.
        const counts = await holds.countsAfter({ ...input, id: hold.id, userId: actor.id });
        const refusal = holdRefusal(counts, now(), deps.ordersPerHour ?? DEFAULT_ORDERS_PER_HOUR);
        if (refusal) {
          await holds.drop(hold.id);
          throw rateLimited(refusal.retryAfterSeconds, refusal.message);
        }
      }
      await notifications.venueUpdate(venue.id, { action: "hold_created", date: input.date, slot: input.slot });

      let orderId: string;
      try {
        orderId = (
          await provider.createOrder({
            amountPaise: price.payNowPaise,
            receipt: `booking_${hold.id}`,
            notes: { bookingId: String(hold.id), venueId: String(venue.id), date: input.date, slot: input.slot },
          })
        ).id;
      } catch (error) {
        if (hold.fresh) await holds.drop(hold.id);
        await notifications.venueUpdate(venue.id, { action: "hold_released", date: input.date, slot: input.slot });
        deps.log.error({ err: error }, "payment order creation failed");
        throw new AppError(
          "SERVICE_UNAVAILABLE",
          "Failed to create payment order: the payment service is unavailable. Please try again.",
        );
      }
      await repo.insertOrder({
        id: orderId,
        bookingId: hold.id,
        userId: actor.id,
        provider: provider.name,
        amountPaise: price.payNowPaise,
      });
      return {
        orderId,
        key: provider.keyId,
        amount: price.payNowPaise,
        currency: "INR",
        provider: provider.name,
        bookingId: hold.id,
        holdExpiresAt: hold.holdExpiresAt.toISOString(),
        venueName: venue.name,
        description: `${slotLabel(input.slot)} on ${input.date}`,
      };
    },

    async verify(actor: User, input: VerifyPaymentInput): Promise<Booking> {
      if (!provider.verifyPayment(input.orderId, input.paymentId, input.signature)) {
        // Someone else's order looks exactly like no order at all.
        const order = await repo.orderById(input.orderId);
        if (!order || order.user_id !== actor.id) throw notFound("Order not found");
        throw validationError("Payment verification failed: the payment signature does not match this order.", {
          signature: "Signature mismatch",
        });
      }
      return confirm(input.orderId, input.paymentId, actor);
    },

    /** Razorpay webhook events; anything else is acknowledged and ignored. */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<{ handled: boolean }> {
      if (!signature || !provider.verifyWebhook(rawBody, signature)) {
        throw validationError("Webhook signature does not match");
      }
      let event: {
        event?: string;
        payload?: { payment?: { entity?: { id?: string; order_id?: string } }; order?: { entity?: { id?: string } } };
      };
      try {
        event = JSON.parse(rawBody.toString("utf8"));
      } catch {
        throw validationError("The webhook body is not valid JSON");
      }
      if (event.event !== "payment.captured" && event.event !== "order.paid") return { handled: false };
      const paymentId = event.payload?.payment?.entity?.id;
      const orderId = event.payload?.payment?.entity?.order_id ?? event.payload?.order?.entity?.id;
      if (!paymentId || !orderId) return { handled: false };
      try {
        await confirm(orderId, paymentId, null);
      } catch (error) {
        // An unknown order or a late payment is answered 200 too: retrying will not change it.
        if (error instanceof AppError) {
          deps.log.warn({ orderId, paymentId, reason: error.message }, "webhook payment not confirmed");
          return { handled: false };
        }
        throw error;
      }
      return { handled: true };
    },

    /** The sandbox checkout: what Razorpay's modal would hand back. */
    async sandboxPay(actor: User, orderId: string, outcome: "success" | "failure"): Promise<SandboxPayment> {
      if (provider.name !== "sandbox") throw notFound("The sandbox payment provider is not active");
      const order = await repo.orderById(orderId);
      if (!order || order.user_id !== actor.id) throw notFound("Order not found");
      if (outcome === "failure") {
        throw new AppError("PAYMENT_FAILED", "Payment failed: the sandbox declined this payment as asked.");
      }
      const { paymentId, signature } = (provider as SandboxProvider).pay(orderId);
      return { orderId, paymentId, signature };
    },

    /** Close or Fail in the payment window: the slot is free for others at once. */
    async abandon(actor: User, orderId: string): Promise<void> {
      const order = await repo.orderById(orderId);
      if (!order || order.user_id !== actor.id) throw notFound("Order not found");
      if (order.status === "paid")
        throw conflict("This order is paid: cancel the booking from your dashboard instead.");
      const freed = await repo.abandonOrder(orderId);
      if (freed)
        await notifications.venueUpdate(freed.venueId, { action: "hold_released", date: freed.date, slot: freed.slot });
    },

    /** POST /api/bookings after a verified payment returns that booking (SPEC.md client sequence). */
    async bookingForOrder(actor: User, orderId: string | undefined): Promise<Booking> {
      if (!orderId) {
        throw new AppError(
          "PAYMENT_REQUIRED",
          "A booking is made by paying for it: create an order, pay, verify, then send its orderId.",
        );
      }
      const order = await repo.orderById(orderId);
      if (!order || order.user_id !== actor.id) throw notFound("Order not found");
      if (order.status !== "paid") {
        throw new AppError("PAYMENT_REQUIRED", "This order has not been paid and verified yet.");
      }
      return bookingOf(order.booking_id);
    },

    /** Frees holds past their time and tells open venue pages; returns how many. */
    async expireHolds(): Promise<number> {
      const freed = await repo.expireHolds();
      for (const slot of freed) {
        await notifications.venueUpdate(slot.venueId, { action: "hold_released", date: slot.date, slot: slot.slot });
      }
      return freed.length;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
