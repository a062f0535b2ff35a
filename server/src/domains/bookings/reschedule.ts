import {
  AppError,
  type Booking,
  conflict,
  creditRefundParts,
  formatPaise,
  HOLD_MINUTES,
  HOURS_MESSAGES,
  isHold,
  notFound,
  type PaymentOrder,
  partyFor,
  pricedGstRatePercent,
  type RescheduleInput,
  type RescheduleQuote,
  refuseReschedule,
  rescheduleDifference,
  paiseToRupeeString as rupees,
  slotLabel,
  type User,
  validationError,
} from "@crease/core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { assertCan } from "../../lib/authorize";
import type { NotificationsService } from "../notifications/service";
import type { Charges } from "../payments/charges";
import type { PaymentProvider } from "../payments/providers/provider";
import { recordVenueActivity } from "../staff/activity";
import type { VenuesService } from "../venues/service";
import { bookableSlot, quoteOf } from "./bookable";
import { holdsRepo } from "./holds";
import { createPendingMoves } from "./pending-move";
import { paidOnlinePaise, paidWithCreditPaise } from "./record";
import { type BookingRecord, bookingsRepo, type OrderPrice, toBooking } from "./repo";
import { couponOnMove } from "./reschedule-coupon";
import { type MoveMoney, movedMessage } from "./reschedule-message";
import { MAX_RESCHEDULE_HOLDS, type RescheduleTarget, rescheduleRepo } from "./reschedule-repo";

const SLOT_TAKEN = "This slot is no longer available";
const SLOT_OFFERED = "This slot is offered to players on its waitlist first. Please choose another slot.";
const CHANGED = "This booking changed in the meantime. Reload and try again.";

/** What `reschedule` answers: the moved booking (200), or the order for the difference (202). */
export type RescheduleOutcome = { status: 200; booking: Booking } | { status: 202; order: PaymentOrder };

/**
 * Reschedule (issue 26; docs/product/bookings.md#reschedule): the player moves their confirmed
 * booking to another free slot or court of the same venue, once, while a cancellation would still
 * be free. The booking keeps its id and takes the new slot's price, computed here as checkout
 * computes it (add-ons kept). Nothing to pay: it moves at once and a cheaper slot's difference is
 * refunded through the refund job. A dearer slot: the new slot is held for ten minutes while the
 * difference is paid through an order, and the move is made when that payment is verified.
 */
export function createReschedule(deps: {
  db: Db;
  venues: VenuesService;
  notifications: NotificationsService;
  provider: PaymentProvider;
  /** The difference's charge (payments/charges.ts: the only caller of the provider's createOrder). */
  charges: Pick<Charges, "openCharge" | "knownOrderId">;
  /**
   * The invoices domain's step (`issueForCreditRefund`): a cheaper move that gives venue credit
   * back issues the credit note of its money in the move's transaction, as a cancellation's does.
   */
  creditRefundNotes?: (tx: Db, bookingId: number) => Promise<void>;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const bookings = bookingsRepo(deps.db);
  const repo = rescheduleRepo(deps.db);
  const holds = holdsRepo(deps.db);
  const { notifications, provider, charges } = deps;
  const now = deps.now ?? (() => new Date());

  /** The player's own booking, checked against the rules; what moving it to `input` costs. */
  async function prepare(actor: User, id: number, input: RescheduleInput) {
    const row = await bookings.byId(id);
    const party = row ? partyFor(actor, row) : null;
    // Someone else's booking looks exactly like no booking at all.
    if (!row || party === null || isHold(row)) {
      throw notFound("Booking not found");
    }
    // Several hours move together or not at all; until that is built, the player is told plainly.
    if (row.partOf !== null) throw conflict(HOURS_MESSAGES.moved);
    const refusal = refuseReschedule(party === "player", row, now());
    if (refusal) throw new AppError(refusal.code, refusal.message);
    if (row.seriesId !== null) {
      throw new AppError(
        "RULE_REFUSED",
        "A date of a weekly booking stays on its slot. Cancel this date (refunded by the usual rules) and book the new slot.",
      );
    }
    if (await repo.isSplit(id)) {
      throw new AppError(
        "RULE_REFUSED",
        "This booking's cost is split with your teammates, so it stays on its slot. Cancel it to get everyone's money back.",
      );
    }
    assertCan(actor, "booking.book");
    const found = await deps.venues.forBooking(null, row.venueId);
    const ask = { courtId: input.courtId ?? row.courtId, date: input.date, slot: input.slot };
    const bookable = bookableSlot(found, ask, "reschedule", now());
    const { venue, court } = bookable;
    if (court.id === row.courtId && input.date === row.date && input.slot === row.slot) {
      throw validationError("This booking is already on that slot. Choose another slot or court.", {
        slot: "Choose another slot",
      });
    }
    // The new slot by core's one quote, add-ons kept, at the GST rate the booking was sold at
    // (decision 041): its invoice's kind holds, so the difference and its debit note carry GST only
    // when the booking did.
    const list = quoteOf(found, bookable, input.date, input.slot, {
      channel: "reschedule",
      addOns: keptAddOns(row.addOns, bookable.details.addOns),
      soldAtGstRatePercent: pricedGstRatePercent(row),
    });
    // The booking's coupon is kept when the new slot is within its terms, or its loss is named.
    const { price, coupon } = await couponOnMove(deps.db, row, venue, list, now());
    // The difference is settled against all that was paid up front, online and from venue credit.
    const paid = { onlinePaise: paidOnlinePaise(row), creditPaise: paidWithCreditPaise(row) };
    const target: RescheduleTarget = { venueId: venue.id, courtId: court.id, date: input.date, slot: input.slot };
    const difference = rescheduleDifference(paid, price.payNowPaise);
    // Credit goes back as money and bonus in the proportion the booking was paid (credit.md, "Tax and money").
    const creditBonusPaise = paid.creditPaise > 0 ? row.creditBonusPaise : 0;
    const creditBack = creditRefundParts(difference.refundPaise, difference.refundToCreditPaise, {
      ...paid,
      creditBonusPaise,
    });
    return { row, venue, court, price, coupon, paid, creditBonusPaise, creditBack, target, ...difference };
  }

  /**
   * Inside the move's transaction (issue 44): the venue's history keeps it and both sides' notifications
   * are stored, so they commit with the move or not at all. Once it committed, `shown()` tells open
   * venue pages that both slots changed and shows the notifications live.
   */
  function recorder(money: MoveMoney) {
    let show = async () => {};
    const recordWithin = async (tx: Db, bookingId: number) => {
      show = await record(tx, bookingId, money);
    };
    return { recordWithin, shown: () => show() };
  }

  async function record(tx: Db, bookingId: number, money: MoveMoney): Promise<() => Promise<void>> {
    const row = await bookingsRepo(tx).byId(bookingId);
    // Where it was is kept on the booking by the move itself.
    const from = row?.rescheduledFrom;
    if (!row || !from) return async () => {};
    const to = { date: row.date, slot: row.slot };
    const was = { date: from.date, slot: from.slot };
    const data = { bookingId: row.id, venueId: row.venueId, date: row.date, slot: row.slot };
    const values = { venue: row.venueName, from: was, to };
    if (row.userId !== null) {
      await recordVenueActivity(tx, {
        venueId: row.venueId,
        actorId: row.userId,
        action: "booking.reschedule",
        bookingId: row.id,
        detail: {
          fromDate: from.date,
          fromSlot: from.slot,
          fromCourt: from.courtName,
          toDate: row.date,
          toSlot: row.slot,
          toCourt: row.courtName,
        },
      });
    }
    const show = await notifications.notifyWithin(tx, [
      {
        userId: row.userId,
        note: {
          type: "booking_rescheduled",
          title: "Booking rescheduled",
          message: movedMessage(values, money),
          data,
        },
      },
      {
        userId: row.ownerId,
        note: {
          type: "booking_rescheduled",
          title: "Booking rescheduled",
          message: {
            message: "{player} moved their booking at {venue} from {from} to {to}. The old slot is free again.",
            values: { ...values, player: row.userName },
          },
          data: { ...data, for: "owner" },
        },
      },
    ]);
    return async () => {
      await notifications.venueUpdate(row.venueId, { action: "booking_cancelled", date: from.date, slot: from.slot });
      await notifications.venueUpdate(row.venueId, { action: "booking_created", date: row.date, slot: row.slot });
      show();
    };
  }

  async function moved(id: number): Promise<BookingRecord> {
    const row = await bookings.byId(id);
    if (!row) throw notFound("Booking not found");
    return row;
  }

  return {
    // A payment left midway: its player resumes it or cancels the move (pending-move.ts).
    ...createPendingMoves({ db: deps.db, provider, notifications }),

    /** What moving to a slot would cost or give back, by the same rules and price as the move itself. */
    async quote(actor: User, id: number, input: RescheduleInput): Promise<RescheduleQuote> {
      const q = await prepare(actor, id, input);
      return {
        date: input.date,
        slot: input.slot,
        courtId: q.court.id,
        amount: rupees(q.price.totalPaise),
        payNow: rupees(q.price.payNowPaise),
        paidOnline: rupees(q.paid.onlinePaise),
        paidWithCredit: rupees(q.paid.creditPaise),
        due: rupees(q.duePaise),
        refund: rupees(q.refundPaise),
        refundToCredit: rupees(q.refundToCreditPaise),
        coupon: q.coupon && { code: q.coupon.code, applies: q.coupon.applies, amount: rupees(q.coupon.effectPaise) },
      };
    },

    async reschedule(actor: User, id: number, input: RescheduleInput): Promise<RescheduleOutcome> {
      const q = await prepare(actor, id, input);
      // A freed slot with a waitlist is its queue's first (the move's own statement refuses it too).
      if (await holds.waitlistAhead({ userId: actor.id, ...q.target })) throw new AppError("SLOT_TAKEN", SLOT_OFFERED);
      const price: OrderPrice = q.price;
      if (q.duePaise === 0) {
        const told = recorder({
          creditBackPaise: q.refundToCreditPaise,
          refundPaise: q.refundToOriginalPaise,
          paidPaise: 0,
        });
        const outcome = await repo.moveNow({
          bookingId: id,
          userId: actor.id,
          ownerId: q.row.ownerId,
          paid: { ...q.paid, creditBonusPaise: q.creditBonusPaise },
          target: q.target,
          price,
          refund: {
            toCreditPaise: q.refundToCreditPaise,
            toCreditBonusPaise: q.creditBack.bonusPaise,
            toOriginalPaise: q.refundToOriginalPaise,
          },
          recordWithin: told.recordWithin,
          creditRefundNotes: deps.creditRefundNotes,
        });
        if (outcome === "taken") throw new AppError("SLOT_TAKEN", SLOT_TAKEN);
        if (outcome === "changed") throw conflict(CHANGED);
        const row = await moved(id);
        await told.shown();
        return { status: 200, booking: toBooking(row) };
      }
      const answer = (orderId: string, holdExpiresAt: Date): RescheduleOutcome => ({
        status: 202,
        order: {
          orderId,
          key: provider.keyId,
          amount: q.duePaise,
          currency: "INR",
          provider: provider.name,
          bookingId: id,
          holdExpiresAt: holdExpiresAt.toISOString(),
          venueName: q.venue.name,
          description: `${slotLabel(input.slot)} on ${input.date}`,
        },
      });
      // Asking again for the same move while its difference is being paid hands back the same order.
      const live = await repo.liveHoldOf(id);
      if (live) {
        const same = live.courtId === q.target.courtId && live.date === input.date && live.slot === input.slot;
        if (same && live.orderId && live.amountPaise === q.duePaise) return answer(live.orderId, live.holdExpiresAt);
        throw conflict({
          message:
            "You are already paying to move this booking to {to}. Finish or close that payment first, or wait {minutes} minutes.",
          values: { to: { date: live.date, slot: live.slot }, minutes: HOLD_MINUTES },
        });
      }
      const known = charges.knownOrderId(actor.id);
      const hold = await repo.holdForDifference({
        bookingId: id,
        userId: actor.id,
        target: q.target,
        price,
        duePaise: q.duePaise,
        holdMinutes: HOLD_MINUTES,
        order: known ? { id: known, provider: provider.name } : undefined,
      });
      if (hold === "taken") throw new AppError("SLOT_TAKEN", SLOT_TAKEN);
      if (hold === "changed") throw conflict(CHANGED);
      if (hold === "spent") {
        throw new AppError("RULE_REFUSED", {
          message:
            "You have opened the payment to move this booking {count} times. Move it to a slot that costs the same or less, or cancel it.",
          values: { count: MAX_RESCHEDULE_HOLDS },
        });
      }
      await notifications.venueUpdate(q.venue.id, { action: "hold_created", date: input.date, slot: input.slot });
      if (known) return answer(known, hold.holdExpiresAt);
      const { orderId } = await charges.openCharge({
        purpose: "reschedule",
        payerId: actor.id,
        bookingId: hold.id,
        lines: {
          basePaise: price.basePaise,
          addOnsPaise: price.addOnsPaise,
          discountPaise: price.discountPaise ?? 0,
          gstPaise: price.gstPaise,
          totalPaise: price.totalPaise,
          amountPaise: q.duePaise,
        },
        receipt: `reschedule_${id}`,
        notes: { bookingId: String(id), venueId: String(q.venue.id), date: input.date, slot: input.slot },
        description: `${slotLabel(input.slot)} on ${input.date}`,
        // The difference's order names the hold, at the new slot's price.
        record: (orderId) =>
          bookings.insertOrder({
            id: orderId,
            purpose: "reschedule",
            bookingId: hold.id,
            userId: actor.id,
            provider: provider.name,
            price: { ...price, payNowPaise: q.duePaise },
          }),
        onUnavailable: async () => {
          await repo.dropHold(hold.id);
          await notifications.venueUpdate(q.venue.id, { action: "hold_released", date: input.date, slot: input.slot });
        },
      });
      return answer(orderId, hold.holdExpiresAt);
    },

    /**
     * The difference's order was paid (checkout's confirmPaid found it open, on a reschedule hold).
     * The moved booking; null when the order was settled meanwhile (the caller reads it again).
     */
    async completePaid(orderId: string, paymentId: string, amountPaise: number): Promise<Booking | null> {
      const told = recorder({ creditBackPaise: 0, refundPaise: 0, paidPaise: amountPaise });
      const outcome = await repo.completePaid(orderId, paymentId, told.recordWithin);
      if (outcome === "settled") return null;
      if (outcome === "late") {
        throw conflict({
          message:
            "Your {minutes}-minute hold on the new slot ran out before the payment was confirmed, so your booking stays where it was. The {amount} you paid is being refunded (5-7 business days).",
          values: { minutes: HOLD_MINUTES, amount: formatPaise(amountPaise) },
        });
      }
      const row = await moved(outcome.bookingId);
      await told.shown();
      return toBooking(row);
    },
  };
}

export type Reschedule = ReturnType<typeof createReschedule>;

/**
 * The booking's add-ons that go with it to the new slot: those the venue still offers, found by key,
 * or by name for a row that stored only the name (bookings written before add-ons kept their key,
 * as the demo's were). One the venue no longer offers is left out of the new slot's price, so the
 * move refunds it rather than refusing to move (the player cannot be given it any more).
 */
export function keptAddOns(
  booked: readonly { key: string; name: string }[],
  offered: readonly { key: string; name: string }[],
): string[] {
  return booked.flatMap((addOn) => {
    const found = offered.find((o) => o.key === addOn.key) ?? offered.find((o) => o.name === addOn.name);
    return found ? [found.key] : [];
  });
}
