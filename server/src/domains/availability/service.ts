import {
  AppError,
  type AvailabilityDay,
  addDays,
  daysBetween,
  isSlotPast,
  lastBookableDate,
  offeredSlots,
  type PriceRule,
  paiseToRupeeString,
  type SlotState,
  slotPriceOn,
  type VenueAvailability,
  type VenueDetails,
} from "@crease/core";
import type { Db } from "../../db/client";
import { nextMinute, type ReadCache } from "../../lib/read-cache";
import { checkBookingWindow } from "../bookings/window";
import type { Actor, VenuesService } from "../venues/service";
import { availabilityRepo } from "./repo";

/**
 * Each day's slots for a venue, judged in IST: offered slots (ground slots priced above 0, or
 * one-hour ranges within opening hours), each available, booked, held (someone is paying) or past,
 * at its price that day (and at that court) under the venue's price rules (core/src/price-rules.ts).
 */
export function buildAvailability(
  details: VenueDetails | null,
  venueId: number,
  from: string,
  days: number,
  taken: { date: string; slot: string; state: "held" | "booked" }[],
  now: Date,
  pricing: { rules: readonly PriceRule[]; courtId?: number | null } = { rules: [] },
): VenueAvailability {
  const takenBy = new Map(taken.map((t) => [`${t.date}|${t.slot}`, t.state]));
  const slots = details ? offeredSlots(details) : [];
  const result: AvailabilityDay[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    const daySlots = slots.map((slot) => {
      const status: SlotState = isSlotPast(date, slot, now) ? "past" : (takenBy.get(`${date}|${slot}`) ?? "available");
      const paise = details ? slotPriceOn(details, slot, { date, ...pricing }) : 0;
      return { slot, status, price: paiseToRupeeString(paise ?? 0) };
    });
    result.push({ date, slots: daySlots, availableCount: daySlots.filter((s) => s.status === "available").length });
  }
  return { venueId, from, days: result, priceRules: [...pricing.rules] };
}

export function createAvailabilityService(deps: { db: Db; venues: VenuesService; cache: ReadCache; now?: () => Date }) {
  const repo = availabilityRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  /** The answer as JSON text, and until when it holds: the next minute or the next hold to run out. */
  async function compute(actor: Actor, venueId: number, from: string, days: number, courtId: number | null) {
    const { venue, details, priceRules } = await deps.venues.forBooking(actor, venueId);
    const at = now();
    // Nothing past the venue's advance window is offered: a later start is refused (422), and a
    // range that runs past the window ends at its last day.
    checkBookingWindow(venue, from, at);
    days = Math.min(days, daysBetween(from, lastBookableDate(venue.advanceBookingDays, at)) + 1);
    const taken = await repo.takenSlots(venueId, from, addDays(from, days - 1));
    const holdEnds = taken.flatMap((t) => (t.holdEndsAt === null ? [] : [t.holdEndsAt]));
    const json = JSON.stringify(
      buildAvailability(details, venueId, from, days, taken, at, { rules: priceRules, courtId }),
    );
    return { value: json, validUntil: Math.min(nextMinute(at.getTime()), ...holdEnds), bytes: json.length + 100 };
  }

  return {
    /**
     * GET /api/venues/{id}/availability as JSON text. A public venue's slots are the same for
     * everyone and come from the read cache; a venue only its owner or an admin may see (not
     * approved yet) is read afresh for them.
     */
    async forVenueJson(
      actor: Actor,
      venueId: number,
      from: string,
      days: number,
      courtId: number | null = null,
    ): Promise<string> {
      try {
        return await deps.cache.read(`availability:${venueId}:${from}:${days}:${courtId ?? ""}`, venueId, () =>
          compute(null, venueId, from, days, courtId),
        );
      } catch (error) {
        if (!actor || !(error instanceof AppError) || error.code !== "NOT_FOUND") throw error;
        return (await compute(actor, venueId, from, days, courtId)).value;
      }
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
