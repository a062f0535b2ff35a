import {
  type AvailabilityDay,
  addDays,
  isSlotPast,
  offeredSlots,
  paiseToRupeeString,
  type SlotState,
  slotPricePaise,
  type VenueAvailability,
  type VenueDetails,
} from "@crease/core";
import type { Db } from "../../db/client";
import type { Actor, VenuesService } from "../venues/service";
import { availabilityRepo } from "./repo";

/**
 * Each day's slots for a venue, judged in IST: offered slots (ground slots priced above 0, or
 * one-hour ranges within opening hours), each available, booked, held (someone is paying) or past.
 */
export function buildAvailability(
  details: VenueDetails | null,
  venueId: number,
  from: string,
  days: number,
  taken: { date: string; slot: string; state: "held" | "booked" }[],
  now: Date,
): VenueAvailability {
  const takenBy = new Map(taken.map((t) => [`${t.date}|${t.slot}`, t.state]));
  const slots = details ? offeredSlots(details) : [];
  const result: AvailabilityDay[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    const daySlots = slots.map((slot) => {
      const status: SlotState = isSlotPast(date, slot, now) ? "past" : (takenBy.get(`${date}|${slot}`) ?? "available");
      return { slot, status, price: paiseToRupeeString(details ? (slotPricePaise(details, slot) ?? 0) : 0) };
    });
    result.push({ date, slots: daySlots, availableCount: daySlots.filter((s) => s.status === "available").length });
  }
  return { venueId, from, days: result };
}

export function createAvailabilityService(deps: { db: Db; venues: VenuesService; now?: () => Date }) {
  const repo = availabilityRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  return {
    async forVenue(actor: Actor, venueId: number, from: string, days: number): Promise<VenueAvailability> {
      const { details } = await deps.venues.forBooking(actor, venueId);
      const to = addDays(from, days - 1);
      const taken = await repo.takenSlots(venueId, from, to);
      return buildAvailability(details, venueId, from, days, taken, now());
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
