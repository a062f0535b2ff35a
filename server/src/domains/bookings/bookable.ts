import {
  addDays,
  type Court,
  conflict,
  courtForBooking,
  isSlotPast,
  MAX_BLOCK_DAYS_AHEAD,
  type Quote,
  type QuoteAsk,
  type QuoteChannel,
  quoteBooking,
  slotInstants,
  todayInIst,
  type Venue,
  type VenueDetails,
  validationError,
  venueOvernight,
} from "@crease/core";
import type { VenueRecord } from "../venues/venue-sql";
import { checkBookingWindow } from "./window";

/** The slot a channel sells: the court (none asked at a one-court venue: that court), the date and the slot. */
export interface SlotAsk {
  courtId?: number;
  date: string;
  slot: string;
}

/** A slot that can be booked on its channel: its venue, the venue's details and the court. */
export interface Bookable {
  venue: Venue;
  details: VenueDetails;
  court: Court;
}

/** What a channel asks to be quoted, besides the slot (core/src/quote.ts). */
export type QuoteOptions = Pick<QuoteAsk, "channel" | "addOns" | "coupon" | "soldAtGstRatePercent">;

/**
 * Whether a slot can be booked on a channel (issue 45: one place for every channel), from the venue
 * as the caller read it (`venues.forBooking`, or the desk's `manageable`: the caller decides who
 * may see it, and an inactive venue is not found there). Reads nothing itself, so no channel's path
 * gains a query. The rules (docs/product/bookings.md):
 * - the venue has published its slots and prices (409 otherwise);
 * - the court is the venue's (none asked: its only court; 422 otherwise);
 * - online, a reschedule and a waitlist: the slot has not started (by when it is played: at 00:30
 *   the evening before's 01:00 slot is still to come) and is within the venue's advance window;
 * - a weekly booking: its first date has not started; each later date is checked against the
 *   window by the series itself (a date beyond it is marked, not refused);
 * - the desk: the slot has not ended (the slot being played still takes a walk-in) and is at most
 *   a year ahead.
 */
export function bookableSlot(found: VenueRecord, ask: SlotAsk, channel: QuoteChannel, now: Date): Bookable {
  const { venue, details } = found;
  if (!details) {
    throw conflict(
      channel === "reschedule" ? "This venue is not taking bookings now" : "This venue is not taking bookings yet",
    );
  }
  const court = courtForBooking(found.courts ?? [], ask.courtId);
  if (channel === "desk") {
    const played = slotInstants(ask.date, ask.slot, venueOvernight(details));
    if (played !== null && played.end.getTime() <= now.getTime()) {
      throw validationError("This slot has already ended. Choose a later one.", { slot: "Slot ended" });
    }
    const last = addDays(todayInIst(now), MAX_BLOCK_DAYS_AHEAD);
    if (ask.date > last) {
      throw validationError(
        { message: "Book at the desk at most a year ahead, until {date}", values: { date: { date: last } } },
        { date: "Too far ahead" },
      );
    }
    return { venue, details, court };
  }
  if (isSlotPast(ask.date, ask.slot, now, venueOvernight(details))) {
    throw validationError("This slot has already started. Please choose a later one.", { slot: "Slot in the past" });
  }
  if (channel !== "series") checkBookingWindow(venue, ask.date, now);
  return { venue, details, court };
}

/** The quote of a bookable slot on `date` (a weekly booking quotes each of its dates at one court). */
export function quoteOf(
  found: VenueRecord,
  bookable: Bookable,
  date: string,
  slot: string,
  options: QuoteOptions,
): Quote {
  const { venue, details, court } = bookable;
  return quoteBooking({
    channel: options.channel,
    addOns: options.addOns,
    coupon: options.coupon,
    soldAtGstRatePercent: options.soldAtGstRatePercent,
    details,
    terms: venue,
    date,
    slot,
    courts: found.courts ?? [court],
    courtId: court.id,
    rules: found.priceRules,
    seriesDiscountPercent: venue.seriesDiscountPercent,
  });
}

/**
 * "Quote this slot" for every channel: checks it can be booked (`bookableSlot`), then prices it
 * with core's one quote. What checkout, a weekly booking, a reschedule, a waitlist and the desk call.
 */
export function quoteSlot(found: VenueRecord, ask: SlotAsk & QuoteOptions, now: Date): Bookable & { price: Quote } {
  const bookable = bookableSlot(found, ask, ask.channel, now);
  return { ...bookable, price: quoteOf(found, bookable, ask.date, ask.slot, ask) };
}
