import {
  AppError,
  type ApplyCouponInput,
  type Booking,
  type BookingPrice,
  type CreateOrderInput,
  conflict,
  DEFAULT_ORDERS_PER_HOUR,
  formatIndianMobile,
  formatPaise,
  HOLD_MINUTES,
  holdRefusal,
  MAX_ORDERS_PER_HOLD,
  type Message,
  normaliseIndianMobile,
  notFound,
  type OneSlotOrderInput,
  ordersSpentRefusal,
  rateLimited,
  todayInIst,
  type User,
} from "@crease/core";
import type { Db } from "../../db/client";
import { assertCan } from "../../lib/authorize";
import { creditRepo } from "../credit/repo";
import type { InvoiceIssuer } from "../invoices/issue";
import type { NotificationsService } from "../notifications/service";
import { bearerOf, type OffersService } from "../offers/service";
import type { ChargePaid } from "../payments/charges";
import { refundsRepo } from "../refunds/repo";
import type { VenuesService } from "../venues/service";
import { quoteSlot } from "./bookable";
import { endHoldGivingCreditBack, spendCreditOnHold } from "./credit-checkout";
import { directionsLines } from "./directions";
import { type Hold, holdsRepo } from "./holds";
import { mergeHours } from "./hours-read";
import { assertPriceUnchanged } from "./price-unchanged";
import { type BookingRecord, bookingsRepo, type NewOrder, toBooking } from "./repo";

const SLOT_TAKEN = "This slot is no longer available";
/** The slot is free but the waitlist comes first (docs/product/waitlist.md). */
const SLOT_OFFERED = "This slot is offered to players on its waitlist first. Please choose another slot.";

/** The price checkout charges: with a coupon, its discount off the taxable value and the coupon. */
export type HeldPrice = BookingPrice & { discountPaise?: number; couponId?: number | null };

/** A slot held for one player's checkout, with the price the server computed for it. */
export interface PlacedHold extends Hold {
  venue: { id: number; name: string };
  price: HeldPrice;
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
  /** The invoice a confirmed order's booking gets, as steps of the confirming statement (decision 033). */
  invoices: InvoiceIssuer;
  /** Completes a reschedule when its difference's order is paid (reschedule.ts). */
  reschedule?: { completePaid(orderId: string, paymentId: string, amountPaise: number): Promise<Booking | null> };
  /** Keeps or refunds a paid share of a split (splits/service.ts, decision 038). */
  splits?: { completePaid(orderId: string, paymentId: string, amountPaise: number): Promise<Booking | null> };
  /**
   * Charges that are not a booking's (payments/charges.ts): the confirming statement finds them
   * and changes nothing, and their purpose's handler settles them.
   */
  charges?: { settle(orderId: string, paymentId: string, payerId: number | null): Promise<ChargePaid> };
  /** Coupons (docs/product/offers.md): the discount a code gives, and its use claimed for the hold. */
  offers?: OffersService;
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

  /**
   * A new booking: the slot flips to Booked on open pages; the player and the owner hear of it.
   * A weekly booking (`more`: its other dates) is one message to each, naming how many dates.
   */
  async function announceBooking(row: BookingRecord, more: BookingRecord[] = []) {
    const when = { date: row.date, slot: row.slot };
    for (const b of [row, ...more]) {
      await notifications.venueUpdate(b.venueId, { action: "booking_created", date: b.date, slot: b.slot });
    }
    const data = { bookingId: row.id, venueId: row.venueId, date: row.date, slot: row.slot };
    const paid = formatPaise([row, ...more].reduce((sum, b) => sum + b.payNowPaise, 0));
    const dates = more.length + 1;
    const booked: Message =
      more.length > 0
        ? {
            message: "{venue}, {when} and every week after: {dates} dates. Paid {amount}.",
            values: { venue: row.venueName, when, dates, amount: paid },
          }
        : { message: "{venue}, {when}. Paid {amount}.", values: { venue: row.venueName, when, amount: paid } };
    const mobile = row.userPhone ? readableMobile(row.userPhone) : null;
    const values = { player: row.userName, venue: row.venueName, when, dates };
    const toOwner: Message =
      more.length > 0
        ? mobile
          ? {
              message: "{player} ({mobile}) booked {venue}, {when} and every week after: {dates} dates.",
              values: { ...values, mobile },
            }
          : { message: "{player} booked {venue}, {when} and every week after: {dates} dates.", values }
        : mobile
          ? { message: "{player} ({mobile}) booked {venue}, {when}.", values: { ...values, mobile } }
          : { message: "{player} booked {venue}, {when}.", values };
    await notifications.notifyEach([
      {
        userId: row.userId,
        note: {
          type: "booking_confirmed",
          title: "Booking confirmed",
          // The confirmation mail says where to go too (issue 26): address, map link, venue phone.
          message: [booked, ...directionsLines(row)],
          data,
          whatsapp: [row.venueName, when, paid],
        },
      },
      {
        userId: row.ownerId,
        note: {
          type: "booking_created",
          title: "New booking",
          // The player's name and mobile, for this booking only: the venue may need to call them.
          message: toOwner,
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

  function offersOf(): OffersService {
    if (!deps.offers) throw new AppError("RULE_REFUSED", "Coupons are not taken here");
    return deps.offers;
  }

  /**
   * The booking's price as checkout charges it, without a coupon: the slot must be bookable online
   * (not started, inside the venue's advance window) and is priced by core's one quote from the
   * venue in memory (bookable.ts: no query).
   */
  async function priced(input: Pick<OneSlotOrderInput, "venueId" | "courtId" | "date" | "slot" | "addOns">) {
    const found = await deps.venues.forBooking(null, input.venueId);
    const { venue, court, price } = quoteSlot(found, { ...input, channel: "online" }, now());
    return { venue, court, price };
  }

  return {
    /**
     * What checkout would charge with a coupon (`POST /api/coupons/apply`), or the 422 saying why
     * the code does not apply. The limits are counted only when the order takes the use.
     */
    async quoteCoupon(actor: User, input: ApplyCouponInput) {
      assertCan(actor, "booking.book");
      const { venue, price } = await priced(input);
      const offer = await offersOf().priceWith(actor, input.couponCode, venue, price);
      return { price: offer.price, code: offer.coupon.code, bearer: bearerOf(offer.coupon) };
    },

    /**
     * Prices the booking and holds its slot for the player (move `hold`): the slot must not have
     * started, must be inside the venue's advance window, and the player within the hold limits
     * (docs/SECURITY.md, "No slot hoarding"). With `order` (a provider order id known before the
     * hold: the sandbox), a new hold's payment order is recorded at its price by the same statement.
     */
    async placeHold(
      actor: User,
      input: OneSlotOrderInput,
      order?: { id: string; provider: string },
    ): Promise<PlacedHold> {
      assertCan(actor, "booking.book");
      const { venue, court, price: listPrice } = await priced(input);
      let price: HeldPrice = listPrice;
      let offer: Awaited<ReturnType<OffersService["priceWith"]>> | null = null;
      if (input.couponCode) {
        offer = await offersOf().priceWith(actor, input.couponCode, venue, listPrice);
        price = offer.price;
      }
      assertPriceUnchanged(input.amount, price.totalPaise);
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
        discountPaise: price.discountPaise ?? 0,
        couponId: price.couponId ?? null,
        holdMinutes: HOLD_MINUTES,
        maxOrders: MAX_ORDERS_PER_HOLD,
        order,
      });
      if (!hold) {
        const offered = await holds.waitlistAhead({ ...input, courtId: court.id, userId: actor.id });
        throw new AppError("SLOT_TAKEN", offered ? SLOT_OFFERED : SLOT_TAKEN);
      }
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
      if (offer) {
        // The use is claimed under the coupon's lock; a refused claim takes back a hold made for it.
        try {
          await offersOf().claim(offer.coupon, hold.id, actor);
        } catch (error) {
          if (hold.fresh) await holds.drop(hold.id);
          throw error;
        }
      }
      await notifications.venueUpdate(venue.id, { action: "hold_created", date: input.date, slot: input.slot });
      return { ...hold, venue: { id: venue.id, name: venue.name }, price };
    },

    /**
     * Venue credit on a hold (`useCredit`, docs/product/credit.md): what the owner's credit paid,
     * and the booking when it paid it all (confirmed at once, announced as any booking is).
     */
    async payWithCredit(actor: User, hold: PlacedHold, useCredit: boolean) {
      const spent = await spendCreditOnHold(
        deps.db,
        {
          id: hold.id,
          fresh: hold.fresh,
          userId: actor.id,
          venueId: hold.venue.id,
          payNowPaise: hold.price.payNowPaise,
          totalPaise: hold.price.totalPaise,
        },
        useCredit,
        (tx, bookingId) => deps.invoices.issueForCreditPaid(tx, bookingId),
      );
      if (spent.confirmed) await announceBooking(spent.confirmed);
      return { creditPaise: spent.creditPaise, booking: spent.confirmed ? toBooking(spent.confirmed) : null };
    },

    /** The provider could not open an order: a hold made for it is dropped at once. */
    async dropHold(hold: PlacedHold, input: Pick<CreateOrderInput, "date" | "slot">, creditPaise = 0): Promise<void> {
      if (creditPaise > 0) await endHoldGivingCreditBack(deps.db, hold.id);
      else if (hold.fresh) await holds.drop(hold.id);
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
    async confirmPaid(orderId: string, paymentId: string, player: User | null): Promise<Booking | ChargePaid> {
      const invoice = await deps.invoices.onConfirm(orderId);
      const result = await repo.confirmPaid(
        orderId,
        paymentId,
        player?.id ?? null,
        invoice.steps,
        invoice.dates,
        todayInIst(now()),
      );
      if (!result) throw notFound("Order not found");
      if (result.outcome === "charge") {
        if (!deps.charges) throw notFound("Order not found");
        return deps.charges.settle(orderId, paymentId, player?.id ?? null);
      }
      const { outcome, order, booking, more } = result;
      if (outcome === "reschedule" && deps.reschedule) {
        const moved = await deps.reschedule.completePaid(orderId, paymentId, order.amountPaise);
        // Settled meanwhile (verify and webhook at once): read again, as any paid order is.
        return moved ?? this.confirmPaid(orderId, paymentId, player);
      }
      if (outcome === "split" && deps.splits) {
        const shared = await deps.splits.completePaid(orderId, paymentId, order.amountPaise);
        return shared ?? this.confirmPaid(orderId, paymentId, player);
      }
      if (outcome === "mismatch") {
        await refunds.recordStrayPayment(orderId, paymentId, "duplicate_payment");
        throw conflict({
          message:
            "This booking was already paid with another payment. The {amount} of this payment is being refunded (5-7 business days).",
          values: { amount: formatPaise(order.amountPaise) },
        });
      }
      if (outcome === "coupon") {
        // The paid order's coupon could not be used within its limits: refunded in full (confirmPaid
        // recorded it), never confirmed at the discount. The hold stays theirs until it runs out.
        throw conflict({
          message:
            "The coupon on this order could not be used when your payment arrived ({why, select, used_up {it has been used up} used_by_you {you have already used it} booked_before {it is for a first booking only} other {it is no longer valid}}), so no booking was made. The {amount} you paid is being refunded (5-7 business days).",
          values: { why: result.refused ?? "gone", amount: formatPaise(order.amountPaise) },
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
      if (booking && booking.partOf !== null) {
        // Several hours (decision 049): one booking, announced once, every hour Booked on open pages.
        const whole = mergeHours(booking, more ?? []);
        const [first] = whole.slots;
        const last = whole.slots.at(-1);
        const span = first && last ? `${first.split("-")[0]}-${last.split("-")[1] ?? ""}` : whole.slot;
        await announceBooking({ ...whole, slot: span });
        for (const hour of [booking, ...(more ?? [])]) {
          await notifications.venueUpdate(hour.venueId, {
            action: "booking_created",
            date: hour.date,
            slot: hour.slot,
          });
        }
        return toBooking(whole);
      }
      if (booking) {
        await announceBooking(booking, more);
        return toBooking(booking);
      }
      const row = await repo.whole(order.bookingId);
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
      // Venue credit the hold took goes back at once (docs/product/credit.md).
      if (freed.length > 0) await creditRepo(deps.db).giveBackUnpaidHolds();
      for (const slot of freed) {
        await notifications.venueUpdate(slot.venueId, { action: "hold_released", date: slot.date, slot: slot.slot });
      }
    },

    /** Frees holds past their time (move `expire`) and tells open venue pages; returns how many. */
    async expireHolds(): Promise<number> {
      const freed = await repo.expireHolds();
      // Venue credit the holds took goes back in the same run, and any a hold stepping aside left.
      await creditRepo(deps.db).giveBackUnpaidHolds();
      for (const slot of freed) {
        await notifications.venueUpdate(slot.venueId, { action: "hold_released", date: slot.date, slot: slot.slot });
      }
      return freed.length;
    },
  };
}

export type BookingCheckout = ReturnType<typeof createBookingCheckout>;
