import {
  AppError,
  bookingWindowMessage,
  type CancelSeriesInput,
  DEFAULT_ORDERS_PER_HOUR,
  type DiscountedPrice,
  HOLD_MINUTES,
  holdRefusal,
  isConfirmed,
  MIN_SERIES_WEEKS,
  notFound,
  type OneSlotOrderInput,
  paiseToRupeeString,
  rateLimited,
  rupeesToPaise,
  SERIES_MESSAGES,
  type SeriesQuote,
  type SeriesQuoteInput,
  seriesDates,
  seriesTotals,
  type User,
  validationError,
} from "@crease/core";
import type { Db } from "../../db/client";
import { assertCan } from "../../lib/authorize";
import type { NotificationsService } from "../notifications/service";
import type { VenuesService } from "../venues/service";
import { bookableSlot, quoteOf } from "./bookable";
import { assertPriceUnchanged } from "./price-unchanged";
import { SeriesDateTaken, type SeriesHold, seriesRepo } from "./series-repo";
import type { BookingsService } from "./service";

type Reason = SeriesQuote["dates"][number]["reason"];

/** What a weekly booking asks for: the first date, the weeks, and the dates to leave out. */
type SeriesAsk = Pick<SeriesQuoteInput, "venueId" | "courtId" | "date" | "slot" | "weeks" | "addOns" | "skipDates">;

/** A weekly booking held for checkout: its dates' holds and what the order collects. */
export interface PlacedSeries extends SeriesHold {
  venue: { id: number; name: string };
  payNowPaise: number;
}

/**
 * Weekly slots (docs/product/weekly-slots.md, decision 039): the quote, the holds of all dates for
 * one order, and cancelling the dates still to come. Confirming the paid order is the bookings
 * domain's `confirm`, as for any order (repo.ts `confirmPaid` confirms every date of it at once).
 */
export function createSeries(deps: {
  db: Db;
  venues: VenuesService;
  bookings: BookingsService;
  notifications: NotificationsService;
  ordersPerHour?: number;
  now?: () => Date;
}) {
  const repo = seriesRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  /** Each date of the series: whether it can be held now and, when it can, its price with the discount. */
  async function plan(actor: User, ask: SeriesAsk) {
    assertCan(actor, "booking.book");
    const found = await deps.venues.forBooking(null, ask.venueId);
    // The first date must not have started; each date's window is marked below, not refused.
    const bookable = bookableSlot(found, ask, "series", now());
    const { venue, court } = bookable;
    const dates = seriesDates(ask.date, ask.weeks);
    const skipped = new Set(ask.skipDates);
    if ([...skipped].some((date) => !dates.includes(date))) {
      throw validationError(SERIES_MESSAGES.skipDates, { skipDates: SERIES_MESSAGES.skipDates });
    }
    const inWindow = dates.filter((date) => bookingWindowMessage(venue.advanceBookingDays, date, now()) === null);
    const free = await repo.freeDates({
      userId: actor.id,
      venueId: venue.id,
      courtId: court.id,
      slot: ask.slot,
      dates: inWindow,
    });
    const rows = dates.map((date) => {
      const why: Reason = inWindow.includes(date) ? (free.get(date) ?? null) : "beyond_window";
      // Priced even when taken: a slot the venue does not offer is refused for the whole series.
      // Core's one quote, with the owner's weekly discount off each date's taxable value.
      const price = quoteOf(found, bookable, date, ask.slot, { channel: "series", addOns: ask.addOns });
      const reason: Reason = why ?? (skipped.has(date) ? "skipped" : null);
      return { date, available: why === null, reason, price };
    });
    return { venue, court, rows };
  }

  const booked = (rows: Awaited<ReturnType<typeof plan>>["rows"]) => rows.filter((r) => r.reason === null);

  return {
    async quote(actor: User, input: SeriesQuoteInput): Promise<SeriesQuote> {
      const { venue, rows } = await plan(actor, input);
      const dates = booked(rows);
      const totals = seriesTotals(dates.map((r) => r.price));
      return {
        dates: rows.map((r) => ({
          date: r.date,
          available: r.available,
          reason: r.reason,
          amount: r.available ? paiseToRupeeString(r.price.totalPaise) : null,
        })),
        bookedDates: dates.map((r) => r.date),
        discountPercent: venue.seriesDiscountPercent,
        subtotal: paiseToRupeeString(totals.subtotalPaise),
        discount: paiseToRupeeString(totals.discountPaise),
        gst: paiseToRupeeString(totals.gstPaise),
        total: paiseToRupeeString(totals.totalPaise),
        payNow: paiseToRupeeString(totals.payNowPaise),
      };
    },

    /**
     * Holds every date the player books (move `hold` for each, in one transaction): a date taken
     * since the quote refuses the whole order naming it, so nobody pays for a date they did not
     * see; the series is one checkout for the hold limits. With `order`, its rows are recorded too.
     */
    async placeHold(
      actor: User,
      input: OneSlotOrderInput & { weeks: number },
      order?: { id: string; provider: string },
    ): Promise<PlacedSeries> {
      if (input.couponCode) throw validationError(SERIES_MESSAGES.coupon, { couponCode: SERIES_MESSAGES.coupon });
      const { venue, court, rows } = await plan(actor, { ...input, skipDates: input.skipDates ?? [] });
      const gone = rows.filter(
        (r) => !r.available && r.reason !== "beyond_window" && !input.skipDates?.includes(r.date),
      );
      if (gone.length > 0) {
        throw new AppError(
          "SLOT_TAKEN",
          {
            message: "These dates are no longer free: {dates}. Skip them and try again.",
            values: { dates: gone.map((r) => r.date).join(", ") },
          },
          { skipDates: gone.map((r) => r.date).join(", ") },
        );
      }
      const dates = booked(rows);
      if (dates.length < MIN_SERIES_WEEKS) {
        throw validationError(SERIES_MESSAGES.tooFew, { skipDates: SERIES_MESSAGES.tooFew });
      }
      const totals = seriesTotals(dates.map((r) => r.price));
      assertPriceUnchanged(input.amount, totals.totalPaise);
      let hold: SeriesHold;
      try {
        hold = await repo.hold({
          userId: actor.id,
          venueId: venue.id,
          courtId: court.id,
          slot: input.slot,
          weeks: input.weeks,
          discountPercent: venue.seriesDiscountPercent,
          dates: dates.map((r) => ({ date: r.date, price: r.price as DiscountedPrice })),
          holdMinutes: HOLD_MINUTES,
          refuse: (counts) => {
            const refusal = holdRefusal(counts, now(), deps.ordersPerHour ?? DEFAULT_ORDERS_PER_HOUR);
            return refusal ? rateLimited(refusal.retryAfterSeconds, refusal.message) : null;
          },
          order,
        });
      } catch (error) {
        if (error instanceof SeriesDateTaken) {
          throw new AppError("SLOT_TAKEN", "One of these dates was just taken. Check the dates again.");
        }
        throw error;
      }
      for (const { date } of hold.holds) {
        await deps.notifications.venueUpdate(venue.id, { action: "hold_created", date, slot: input.slot });
      }
      return { ...hold, venue: { id: venue.id, name: venue.name }, payNowPaise: totals.payNowPaise };
    },

    /** The provider's order for a series held without one. */
    attachOrder: (orderId: string, provider: string, userId: number, placed: PlacedSeries) =>
      repo.attachOrder(orderId, provider, userId, placed.holds),

    /** The provider could not open an order: the series' holds are let go at once. */
    async drop(placed: PlacedSeries, slot: string): Promise<void> {
      await repo.drop(placed.seriesId);
      for (const { date } of placed.holds) {
        await deps.notifications.venueUpdate(placed.venue.id, { action: "hold_released", date, slot });
      }
    },

    /**
     * Cancels the player's dates of the series still to come (from `fromDate` on), each as the
     * player's own cancellation of that booking: the same rules and refund as one date alone.
     */
    async cancelRest(actor: User, seriesId: number, input: CancelSeriesInput) {
      const ids = await repo.bookingIdsOf(seriesId, actor.id);
      if (!ids) throw notFound("Weekly booking not found");
      const cancelled: number[] = [];
      let refundPaise = 0;
      for (const id of ids) {
        const booking = await deps.bookings.get(actor, id);
        if (!isConfirmed(booking) || (input.fromDate && booking.date < input.fromDate)) continue;
        if (Date.parse(booking.startsAt) <= now().getTime()) continue;
        const done = await deps.bookings.update(actor, id, "cancelled");
        cancelled.push(id);
        refundPaise += rupeesToPaise(done.refundAmount);
      }
      if (cancelled.length === 0) {
        throw new AppError("RULE_REFUSED", "No date of this weekly booking is left to cancel.");
      }
      return { cancelled, refund: paiseToRupeeString(refundPaise) };
    },
  };
}

export type Series = ReturnType<typeof createSeries>;
