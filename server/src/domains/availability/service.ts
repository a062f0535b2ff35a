import {
  AppError,
  type AvailabilityDay,
  addDays,
  type Court,
  daysBetween,
  isSlotPast,
  lastBookableDate,
  offeredSlots,
  type PriceRule,
  paiseToRupeeString,
  type SlotState,
  slotPriceAt,
  slotPriceOn,
  type VenueAvailability,
  type VenueDetails,
  validationError,
  venueOvernight,
} from "@crease/core";
import type { Db } from "../../db/client";
import { nextMinute, type ReadCache } from "../../lib/read-cache";
import { checkBookingWindow } from "../bookings/window";
import type { Actor, VenuesService } from "../venues/service";
import { availabilityRepo, type BlockedSlot, type TakenSlot } from "./repo";

type Taken = Pick<TakenSlot, "courtId" | "date" | "slot" | "state">;
type CourtState = "held" | "booked" | "blocked" | null;

/**
 * How one court stands at a slot: blocked when the owner blocked it, the whole venue or a court
 * sharing space with it; else taken ("booked" or "held") when a live booking of it, or of a court
 * sharing space with it, is there (a booking wins over a hold: a hold may still lapse).
 */
function courtState(court: Court, key: string, takenBy: Map<string, "held" | "booked" | "blocked">): CourtState {
  let state: CourtState = takenBy.get(`all|${key}`) ?? null;
  for (const id of [court.id, ...court.overlapsWith]) {
    const found = takenBy.get(`${id}|${key}`);
    if (found === "booked") return "booked";
    if (found && state !== "blocked") state = found;
  }
  return state;
}

/**
 * Each day's slots for a venue, judged in IST: offered slots (ground slots priced above 0, or
 * one-hour ranges within opening hours), each available, booked, held (someone is paying) or past,
 * at its price that day (and at that court) under the venue's price rules (core/src/price-rules.ts).
 * For the whole venue a slot is available while any of `courts` is free there; asked for one
 * court, only that court counts (docs/product/courts.md).
 */
export function buildAvailability(
  details: VenueDetails | null,
  venueId: number,
  from: string,
  days: number,
  taken: Taken[],
  now: Date,
  courts: readonly Court[],
  courtId: number | null = null,
  blocked: readonly BlockedSlot[] = [],
  rules: readonly PriceRule[] = [],
): VenueAvailability {
  const takenBy = new Map<string, "held" | "booked" | "blocked">(
    taken.map((t) => [`${t.courtId}|${t.date}|${t.slot}`, t.state]),
  );
  for (const b of blocked) takenBy.set(`${b.courtId ?? "all"}|${b.date}|${b.slot}`, "blocked");
  const counted = courtId === null ? courts : courts.filter((c) => c.id === courtId);
  const slots = details ? offeredSlots(details) : [];
  // Hours past midnight: a slot after it is played the morning after its date.
  const overnight = venueOvernight(details);
  const result: AvailabilityDay[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    const daySlots = slots.map((slot) => {
      const states = counted.map((court) => courtState(court, `${date}|${slot}`, takenBy));
      const freeCourts = states.filter((s) => s === null).length;
      const status: SlotState = isSlotPast(date, slot, now, overnight)
        ? "past"
        : freeCourts > 0
          ? "available"
          : states.includes("held")
            ? "held"
            : states.includes("booked")
              ? "booked"
              : "blocked";
      const paise = details ? slotPriceOn(details, slot, slotPriceAt(date, rules, courts, courtId)) : 0;
      const price = paiseToRupeeString(paise ?? 0);
      return { slot, status, price, freeCourts: status === "past" ? 0 : freeCourts };
    });
    result.push({ date, slots: daySlots, availableCount: daySlots.filter((s) => s.status === "available").length });
  }
  return { venueId, courtId, from, days: result, priceRules: [...rules] };
}

export function createAvailabilityService(deps: { db: Db; venues: VenuesService; cache: ReadCache; now?: () => Date }) {
  const repo = availabilityRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  /** The answer as JSON text, and until when it holds: the next minute or the next hold to run out. */
  async function compute(actor: Actor, venueId: number, from: string, days: number, courtId: number | null) {
    const { venue, details, courts = [], priceRules } = await deps.venues.forBooking(actor, venueId);
    if (courtId !== null && !courts.some((c) => c.id === courtId)) {
      throw validationError("This venue has no such court", { courtId: "Court not found" });
    }
    const at = now();
    // Nothing past the venue's advance window is offered: a later start is refused (422), and a
    // range that runs past the window ends at its last day.
    checkBookingWindow(venue, from, at);
    days = Math.min(days, daysBetween(from, lastBookableDate(venue.advanceBookingDays, at)) + 1);
    const [taken, blocked] = await Promise.all([
      repo.takenSlots(venueId, from, addDays(from, days - 1)),
      repo.blockedSlots(venueId, from, addDays(from, days - 1)),
    ]);
    const holdEnds = taken.flatMap((t) => (t.holdEndsAt === null ? [] : [t.holdEndsAt]));
    const json = JSON.stringify(
      buildAvailability(details, venueId, from, days, taken, at, courts, courtId, blocked, priceRules),
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
        return await deps.cache.read(`availability:${venueId}:${courtId ?? "all"}:${from}:${days}`, venueId, () =>
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
