import {
  AppError,
  type Booking,
  type CreateOrderInput,
  type CreditPaidOrder,
  HOURS_MESSAGES,
  notFound,
  type OneSlotOrderInput,
  type PaymentOrder,
  paiseToRupeeString,
  type SandboxPayment,
  slotLabel,
  type User,
  type VerifyPaymentInput,
  validationError,
} from "@crease/core";
import type { FastifyBaseLogger } from "fastify";
import type { BookingCheckout } from "../bookings/checkout";
import type { Hours, PlacedHours } from "../bookings/hours";
import type { PlacedSeries, Series } from "../bookings/series";
import type { ChargeLines, ChargePaid, Charges } from "./charges";
import type { PaymentProvider } from "./providers/provider";
import type { SandboxProvider } from "./providers/sandbox";

/**
 * The payment side of checkout (docs/product/payments-and-refunds.md): open an order with the
 * provider for a slot the bookings domain holds, check the provider's signatures, and ask the
 * bookings domain to confirm on a verified payment (checkout signature or webhook). This module
 * never changes a booking's status itself.
 */
export function createPaymentsService(deps: {
  checkout: BookingCheckout;
  /** Weekly slots: `weeks` on an order holds every date for one provider order (decision 039). */
  series: Series;
  /** Several hours and courts in one booking (decision 049): one provider order for every row. */
  hours: Hours;
  /** The only caller of the provider's createOrder (charges.ts). */
  charges: Charges;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}) {
  const { provider, checkout, series, hours, charges } = deps;

  /** A weekly booking's charge lines: every date's price together. */
  const seriesLines = (placed: PlacedSeries): ChargeLines => {
    const sum = (pick: (p: PlacedSeries["holds"][number]["price"]) => number) =>
      placed.holds.reduce((total, hold) => total + pick(hold.price), 0);
    return {
      basePaise: sum((p) => p.basePaise),
      addOnsPaise: sum((p) => p.addOnsPaise),
      discountPaise: sum((p) => p.discountPaise),
      gstPaise: sum((p) => p.gstPaise),
      totalPaise: sum((p) => p.totalPaise),
      amountPaise: placed.payNowPaise,
    };
  };

  /** A weekly booking's order: every date held, one provider order for all of them. */
  async function createSeriesOrder(actor: User, input: OneSlotOrderInput & { weeks: number }): Promise<PaymentOrder> {
    const known = charges.knownOrderId(actor.id);
    const placed = await series.placeHold(actor, input, known ? { id: known, provider: provider.name } : undefined);
    const [first] = placed.holds;
    const description = `${slotLabel(input.slot)} every week: ${placed.holds.length} dates from ${input.date}`;
    const answer = (orderId: string): PaymentOrder => ({
      orderId,
      key: provider.keyId,
      amount: placed.payNowPaise,
      currency: "INR",
      provider: provider.name,
      bookingId: first?.id ?? 0,
      seriesId: placed.seriesId,
      holdExpiresAt: placed.holdExpiresAt.toISOString(),
      venueName: placed.venue.name,
      description,
    });
    if (placed.orderId) return answer(placed.orderId);
    const { orderId } = await charges.openCharge({
      purpose: "series",
      payerId: actor.id,
      bookingId: first?.id ?? null,
      lines: seriesLines(placed),
      receipt: `series_${placed.seriesId}`,
      notes: { seriesId: String(placed.seriesId), venueId: String(placed.venue.id), slot: input.slot },
      description,
      // Every date's row, in the series' own statement.
      record: (id) => series.attachOrder(id, provider.name, actor.id, placed),
      onUnavailable: () => series.drop(placed, input.slot),
    });
    return answer(orderId);
  }

  /** Several hours and courts: every one held, one provider order for all of them (decision 049). */
  async function createHoursOrder(
    actor: User,
    input: CreateOrderInput,
    slots: string[],
    courtIds: number[] | undefined,
  ): Promise<PaymentOrder> {
    if (input.useCredit || input.couponCode || input.weeks !== undefined || input.skipDates?.length) {
      throw validationError(HOURS_MESSAGES.extras, {
        [input.weeks !== undefined ? "weeks" : input.couponCode ? "couponCode" : "useCredit"]: HOURS_MESSAGES.extras,
      });
    }
    const known = charges.knownOrderId(actor.id);
    const ask = {
      venueId: input.venueId,
      date: input.date,
      slots,
      courtIds,
      addOns: input.addOns,
      amount: input.amount,
    };
    const placed = await hours.placeHold(actor, ask, known ? { id: known, provider: provider.name } : undefined);
    const description = `${placed.slots.length} slots from ${slotLabel(placed.slots[0] ?? "")} on ${input.date}${
      placed.courtIds.length > 1 ? `, ${placed.courtIds.length} courts` : ""
    }`;
    const answer = (orderId: string): PaymentOrder => ({
      orderId,
      key: provider.keyId,
      amount: placed.totals.payNowPaise,
      currency: "INR",
      provider: provider.name,
      bookingId: placed.leadId,
      holdExpiresAt: placed.holdExpiresAt.toISOString(),
      venueName: placed.venue.name,
      description,
      slots: placed.slots,
      courtIds: placed.courtIds,
    });
    if (placed.orderId) return answer(placed.orderId);
    const lines = (p: PlacedHours): ChargeLines => ({ ...p.totals, amountPaise: p.totals.payNowPaise });
    const { orderId } = await charges.openCharge({
      purpose: "booking",
      payerId: actor.id,
      bookingId: placed.leadId,
      lines: lines(placed),
      receipt: `booking_${placed.leadId}`,
      notes: {
        bookingId: String(placed.leadId),
        venueId: String(placed.venue.id),
        date: input.date,
        slot: placed.slots.join(","),
      },
      description,
      // Every hour's row, as the hold's own statement would have written them.
      record: (id) => hours.attachOrder(id, provider.name, actor.id, placed),
      onUnavailable: () => hours.drop(placed, input.date),
    });
    return answer(orderId);
  }

  return {
    providerName: provider.name,

    async createOrder(actor: User, asked: CreateOrderInput): Promise<PaymentOrder | CreditPaidOrder> {
      const slots = asked.slots ?? (asked.slot === undefined ? [] : [asked.slot]);
      const [slot] = slots;
      if (slot === undefined)
        throw validationError("Please select a date and time slot", { slot: "Please select a date and time slot" });
      if (slots.length > 1 || (asked.courtIds?.length ?? 0) > 1) {
        return createHoursOrder(actor, asked, slots, asked.courtIds);
      }
      // One slot on one court, however it was sent: the checkout as it has always been.
      const { slots: _slots, courtIds, ...rest } = asked;
      const input: OneSlotOrderInput = { ...rest, slot, courtId: courtIds?.[0] ?? asked.courtId };
      if (input.useCredit && (input.weeks !== undefined || input.couponCode)) {
        throw validationError(
          "Venue credit pays a single booking without a coupon: leave out useCredit, or the weeks and coupon.",
          {
            useCredit: "Not with weeks or a coupon",
          },
        );
      }
      if (input.weeks !== undefined) return createSeriesOrder(actor, { ...input, weeks: input.weeks });
      if (input.skipDates?.length) {
        throw validationError("skipDates needs weeks: skip dates only of a weekly booking", {
          skipDates: "Only with weeks",
        });
      }
      // With credit the order is for what credit leaves, known only after the hold: never recorded by it.
      const known = input.useCredit ? undefined : charges.knownOrderId(actor.id);
      const hold = await checkout.placeHold(actor, input, known ? { id: known, provider: provider.name } : undefined);
      // Venue credit (docs/product/credit.md) pays first; a hold ordered again is checked for it too.
      const credit =
        input.useCredit || !hold.fresh ? await checkout.payWithCredit(actor, hold, input.useCredit === true) : null;
      const creditUsed = input.useCredit ? { creditUsed: paiseToRupeeString(credit?.creditPaise ?? 0) } : {};
      if (credit?.booking)
        return { orderId: null, creditUsed: paiseToRupeeString(credit.creditPaise), booking: credit.booking };
      const creditPaise = credit?.creditPaise ?? 0;
      const { venue } = hold;
      const price = { ...hold.price, payNowPaise: hold.price.payNowPaise - creditPaise };
      const description = `${slotLabel(input.slot)} on ${input.date}`;
      const answer = (orderId: string): PaymentOrder => ({
        orderId,
        key: provider.keyId,
        amount: price.payNowPaise,
        currency: "INR",
        provider: provider.name,
        bookingId: hold.id,
        holdExpiresAt: hold.holdExpiresAt.toISOString(),
        venueName: venue.name,
        description,
        ...creditUsed,
      });
      // A new hold whose order its own statement recorded (the sandbox): nothing more to open.
      if (hold.orderId) return answer(hold.orderId);
      const open = await checkout.openOrderFor(hold);
      if (open) return answer(open);
      const { orderId } = await charges.openCharge({
        purpose: "booking",
        payerId: actor.id,
        bookingId: hold.id,
        lines: {
          basePaise: price.basePaise,
          addOnsPaise: price.addOnsPaise,
          discountPaise: price.discountPaise ?? 0,
          gstPaise: price.gstPaise,
          totalPaise: price.totalPaise,
          amountPaise: price.payNowPaise,
        },
        receipt: `booking_${hold.id}`,
        notes: { bookingId: String(hold.id), venueId: String(venue.id), date: input.date, slot: input.slot },
        description,
        // The hold's order with its add-ons and coupon, as checkout records it.
        record: (id) =>
          checkout.attachOrder({ id, bookingId: hold.id, userId: actor.id, provider: provider.name, price }),
        onUnavailable: () => checkout.dropHold(hold, input, creditPaise),
      });
      return answer(orderId);
    },

    /**
     * A verified payment: a booking's charge answers the booking (as it always has); a charge of
     * another purpose answers what its handler did (`ChargePaid`).
     */
    async verify(actor: User, input: VerifyPaymentInput): Promise<Booking | ChargePaid> {
      if (!provider.verifyPayment(input.orderId, input.paymentId, input.signature)) {
        await checkout.orderOf(actor, input.orderId);
        throw validationError("Payment verification failed: the payment signature does not match this order.", {
          signature: "Signature mismatch",
        });
      }
      return checkout.confirmPaid(input.orderId, input.paymentId, actor);
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
        await checkout.confirmPaid(orderId, paymentId, null);
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
      // An order id the sandbox made for this very player needs no read to know it is theirs.
      if (!(provider as SandboxProvider).madeFor(orderId, actor.id)) await checkout.orderOf(actor, orderId);
      if (outcome === "failure") {
        throw new AppError("PAYMENT_FAILED", "Payment failed: the sandbox declined this payment as asked.");
      }
      const { paymentId, signature } = (provider as SandboxProvider).pay(orderId);
      return { orderId, paymentId, signature };
    },

    /** Close or Fail in the payment window: the slot is free for others at once. */
    abandon: (actor: User, orderId: string): Promise<void> => checkout.abandon(actor, orderId),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
