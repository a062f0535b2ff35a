import {
  AppError,
  consecutiveSlots,
  DEFAULT_ORDERS_PER_HOUR,
  HOLD_MINUTES,
  HOURS_MESSAGES,
  holdRefusal,
  paiseToRupeeString,
  rateLimited,
  type User,
  validationError,
  venueOvernight,
} from "@crease/core";
import type { Db } from "../../db/client";
import { assertCan } from "../../lib/authorize";
import type { NotificationsService } from "../notifications/service";
import type { VenuesService } from "../venues/service";
import { bookableSlot, quoteOf } from "./bookable";
import { type HourCell, type HoursHold, HourTaken, hoursRepo } from "./hours-repo";
import { assertPriceUnchanged } from "./price-unchanged";

/** What a booking of several hours asks for: one day, its consecutive slots, one or more courts. */
export interface HoursAsk {
  venueId: number;
  date: string;
  slots: readonly string[];
  /** Left out at a venue of one court: that court. */
  courtIds?: readonly number[];
  addOns: string[];
  /** The total the player saw, rupees (refused when the server's differs). */
  amount?: string | number;
}

/** The sums of a booking of several hours, in paise: what the one order collects. */
export interface HoursTotals {
  basePaise: number;
  addOnsPaise: number;
  discountPaise: number;
  gstPaise: number;
  totalPaise: number;
  payNowPaise: number;
}

/** Several hours held for one checkout: the rows' holds and what the order collects. */
export interface PlacedHours extends HoursHold {
  venue: { id: number; name: string };
  /** The slots in the order they are played, and the courts. */
  slots: string[];
  courtIds: number[];
  totals: HoursTotals;
}

export const hoursTotals = (cells: readonly Pick<HourCell, "price">[]): HoursTotals => {
  const sum = (pick: (p: HourCell["price"]) => number) => cells.reduce((total, c) => total + pick(c.price), 0);
  return {
    basePaise: sum((p) => p.basePaise),
    addOnsPaise: sum((p) => p.addOnsPaise),
    discountPaise: sum((p) => p.discountPaise),
    gstPaise: sum((p) => p.gstPaise),
    totalPaise: sum((p) => p.totalPaise),
    payNowPaise: sum((p) => p.payNowPaise),
  };
};

/**
 * Several hours in one booking (docs/product/bookings.md, decision 049): consecutive slots of one
 * day on one or more courts, each hour priced by core's one quote as checkout prices one (court
 * price and price rules per hour; the add-ons once, on the first hour), held together and paid by
 * one provider order. Confirming it is the bookings domain's `confirm` of that order, as for a
 * weekly booking (repo.ts `confirmPaid` confirms every row of the order at once, or none).
 */
export function createHours(deps: {
  db: Db;
  venues: VenuesService;
  notifications: NotificationsService;
  ordersPerHour?: number;
  now?: () => Date;
}) {
  const repo = hoursRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  /** Every hour and court checked and priced, lead first; 400/409/422 as a single order would be. */
  async function plan(actor: User, ask: HoursAsk) {
    assertCan(actor, "booking.book");
    const askedCourts = ask.courtIds ?? [undefined];
    if (new Set(ask.slots).size < ask.slots.length || new Set(askedCourts).size < askedCourts.length) {
      throw validationError(HOURS_MESSAGES.repeated, { slots: HOURS_MESSAGES.repeated });
    }
    const found = await deps.venues.forBooking(null, ask.venueId);
    // The first court and slot say whether the venue takes bookings at all, and which court is meant.
    const first = bookableSlot(
      found,
      { courtId: askedCourts[0], date: ask.date, slot: ask.slots[0] ?? "" },
      "online",
      now(),
    );
    const slots = consecutiveSlots(ask.date, ask.slots, venueOvernight(first.details));
    if (!slots) throw validationError(HOURS_MESSAGES.consecutive, { slots: HOURS_MESSAGES.consecutive });
    const cells: HourCell[] = [];
    const courtIds: number[] = [];
    for (const courtId of askedCourts) {
      for (const slot of slots) {
        // Each hour: the court is the venue's, the hour has not started and is inside the window.
        const bookable = bookableSlot(found, { courtId, date: ask.date, slot }, "online", now());
        // The add-ons are had once, with the first hour; every hour is priced by the one quote.
        const price = quoteOf(found, bookable, ask.date, slot, {
          channel: "online",
          addOns: cells.length === 0 ? ask.addOns : [],
        });
        cells.push({ courtId: bookable.court.id, slot, price });
        if (!courtIds.includes(bookable.court.id)) courtIds.push(bookable.court.id);
      }
    }
    return { venue: first.venue, slots, courtIds, cells, totals: hoursTotals(cells) };
  }

  return {
    /** What the hours would cost (rupees): each hour's total and the sums the one order collects. */
    async quote(actor: User, ask: HoursAsk) {
      const { slots, courtIds, cells, totals } = await plan(actor, ask);
      return {
        slots,
        courtIds,
        hours: cells.map((c) => ({ courtId: c.courtId, slot: c.slot, amount: paiseToRupeeString(c.price.totalPaise) })),
        subtotal: paiseToRupeeString(totals.basePaise + totals.addOnsPaise),
        gst: paiseToRupeeString(totals.gstPaise),
        total: paiseToRupeeString(totals.totalPaise),
        payNow: paiseToRupeeString(totals.payNowPaise),
      };
    },

    /**
     * Holds every hour and court (move `hold` for each, in one transaction), or none: an hour
     * taken since the page was read refuses the whole order (409), so nobody pays for an hour
     * they do not get. One checkout for the hold limits. With `order`, its rows are recorded too.
     */
    async placeHold(actor: User, ask: HoursAsk, order?: { id: string; provider: string }): Promise<PlacedHours> {
      const { venue, slots, courtIds, cells, totals } = await plan(actor, ask);
      assertPriceUnchanged(ask.amount, totals.totalPaise);
      let held: HoursHold;
      try {
        held = await repo.hold({
          userId: actor.id,
          venueId: venue.id,
          date: ask.date,
          cells,
          holdMinutes: HOLD_MINUTES,
          refuse: (counts) => {
            const refusal = holdRefusal(counts, now(), deps.ordersPerHour ?? DEFAULT_ORDERS_PER_HOUR);
            return refusal ? rateLimited(refusal.retryAfterSeconds, refusal.message) : null;
          },
          order,
        });
      } catch (error) {
        if (error instanceof HourTaken) {
          throw new AppError("SLOT_TAKEN", "One of these hours is no longer available. Please choose again.");
        }
        throw error;
      }
      for (const cell of held.cells) {
        await deps.notifications.venueUpdate(venue.id, { action: "hold_created", date: ask.date, slot: cell.slot });
      }
      return { ...held, venue: { id: venue.id, name: venue.name }, slots, courtIds, totals };
    },

    /** The provider's order for hours held without one. */
    attachOrder: (orderId: string, provider: string, userId: number, placed: PlacedHours) =>
      repo.attachOrder(orderId, provider, userId, placed.cells),

    /** The provider could not open an order: the hours are let go at once. */
    async drop(placed: PlacedHours, date: string): Promise<void> {
      await repo.drop(placed.leadId);
      for (const cell of placed.cells) {
        await deps.notifications.venueUpdate(placed.venue.id, { action: "hold_released", date, slot: cell.slot });
      }
    },
  };
}

export type Hours = ReturnType<typeof createHours>;
