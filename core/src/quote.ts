/**
 * One quote (issue 45; docs/product/venues.md, "How a price is made"): what one booking of one slot
 * costs, for every channel that sells it. The server charges it and the web shows it, so a player,
 * an owner at the desk and a reschedule all see the figure the order takes. Pure: the caller reads
 * the venue, its courts and rules (the server's bookings/bookable.ts checks the slot can be booked).
 *
 * The steps, in order, each a named place in `quoteBooking`:
 *   1. list price: the slot's price that day at that court (a price rule, else the court's own
 *      price, else the venue's base price: `slotPriceOn`) plus the chosen add-ons (`priceBooking`);
 *   2. (next: member price) a member's own slot price replaces the list price here, before any
 *      discount, so a coupon or the weekly discount is taken off what the member pays;
 *   3. discount off the taxable value, one of: a coupon (online and waitlist offers only) or the
 *      weekly discount (series only); never leaving less than ₹1 to pay;
 *   4. (next: pass) a pass covering the slot pays the taxable value left here, as credit does,
 *      after discounts and before GST, so GST falls on what money pays;
 *   5. GST at the supplier's rate (decision 041; a reschedule keeps the rate its booking was sold
 *      at), the total, and the part paid now (a partial-payment venue's advance online; the whole
 *      price at the desk): `priceTotals`.
 * Money is integer paise throughout; each rounding (a percent discount, GST) is to the paisa, half up.
 */

import type { VenueDetails } from "./contracts/venues";
import { type CouponTerms, couponDiscountPaise, type DiscountedPrice, discountedPrice } from "./coupons";
import { validationError } from "./errors";
import { type PriceRule, slotPriceAt } from "./price-rules";
import { type BookingPrice, type PaymentTerms, priceBooking } from "./pricing";
import { SERIES_MESSAGES, seriesDiscountPaise } from "./series";

/** Where a booking is sold: checkout, the front desk, a weekly booking, a moved booking, a waitlist offer. */
export const QUOTE_CHANNELS = ["online", "desk", "series", "reschedule", "waitlist_offer"] as const;
export type QuoteChannel = (typeof QUOTE_CHANNELS)[number];

/** The channels a coupon code can be used on: those a player checks out online with. */
const COUPON_CHANNELS: readonly QuoteChannel[] = ["online", "waitlist_offer"];

/** What a booking is quoted for. */
export interface QuoteAsk {
  channel: QuoteChannel;
  details: VenueDetails;
  /** The venue's payment terms and its supplier's GST rate (a venue's answer carries both). */
  terms: PaymentTerms;
  /** IST date, YYYY-MM-DD. */
  date: string;
  slot: string;
  /** The venue's courts (with their own prices) and the one booked; none asked at a one-court venue: that court. */
  courts: readonly { id: number; price?: string | null }[];
  courtId?: number | null;
  /** The venue's price rules; absent (not read): the base price, as the server's 409 then corrects. */
  rules?: readonly PriceRule[];
  /** Add-on keys from the venue's own list. */
  addOns: readonly string[];
  /** A coupon's terms, once the server found it applies (online and waitlist offers only). */
  coupon?: CouponTerms | null;
  /** The owner's weekly discount (series only). */
  seriesDiscountPercent?: number;
  /** Reschedule only: the GST rate its booking was sold at (`pricedGstRatePercent`), which the new slot keeps. */
  soldAtGstRatePercent?: number;
}

/** A quote: the price lines in paise, with each discount named. */
export interface Quote extends DiscountedPrice {
  channel: QuoteChannel;
  couponDiscountPaise: number;
  seriesDiscountPaise: number;
}

/** The terms a channel sells on: the desk takes the whole price at the venue; a reschedule keeps its GST rate. */
function channelTerms(ask: QuoteAsk): PaymentTerms {
  if (ask.channel === "desk") {
    return { paymentType: "full", partialPaymentAmount: null, gstRatePercent: ask.terms.gstRatePercent };
  }
  if (ask.channel === "reschedule") {
    if (ask.soldAtGstRatePercent === undefined) throw new Error("A reschedule is quoted at its booking's GST rate");
    return { ...ask.terms, gstRatePercent: ask.soldAtGstRatePercent };
  }
  return ask.terms;
}

/**
 * Step 3 for a coupon: its discount off a list price's taxable value, GST and the totals following.
 * The same figures as `quoteBooking` with `coupon` (a test holds them equal): the offers domain
 * applies it to the list quote once it found the coupon applies.
 */
export function withCoupon<P extends BookingPrice>(
  list: P,
  coupon: CouponTerms,
): P & DiscountedPrice & { couponDiscountPaise: number } {
  const discount = couponDiscountPaise(list.basePaise + list.addOnsPaise, coupon);
  return { ...list, ...discountedPrice(list, discount), couponDiscountPaise: discount };
}

/**
 * Prices one booking for its channel (the steps in the file's comment). Throws a validation error
 * a person can act on when the slot is not offered, an add-on is not the venue's, two exclusive
 * add-ons are chosen, or a coupon is used where it cannot be.
 */
export function quoteBooking(ask: QuoteAsk): Quote {
  if (ask.coupon && !COUPON_CHANNELS.includes(ask.channel)) {
    throw ask.channel === "series"
      ? validationError(SERIES_MESSAGES.coupon, { couponCode: SERIES_MESSAGES.coupon })
      : validationError("A coupon can be used only on a booking paid online", { couponCode: "Online bookings only" });
  }
  // 1. The list price: the slot that day at that court, and the add-ons.
  const at = ask.rules ? slotPriceAt(ask.date, ask.rules, ask.courts, ask.courtId) : undefined;
  const list = priceBooking(ask.details, ask.slot, ask.addOns, channelTerms(ask), at);
  // 2. (next: member price) replaces list.basePaise here.
  // 3. One discount off the taxable value.
  const taxable = list.basePaise + list.addOnsPaise;
  const coupon = ask.coupon ? couponDiscountPaise(taxable, ask.coupon) : 0;
  const series = ask.channel === "series" ? seriesDiscountPaise(taxable, ask.seriesDiscountPercent ?? 0) : 0;
  // 4. (next: pass) pays what is left of the taxable value here.
  // 5. GST, the total and the part paid now.
  // No discount (the common order): the list price's totals stand, so they are not made twice.
  const priced = coupon + series === 0 ? { ...list, discountPaise: 0 } : discountedPrice(list, coupon + series);
  return {
    ...priced,
    channel: ask.channel,
    couponDiscountPaise: coupon,
    seriesDiscountPaise: series,
  };
}
