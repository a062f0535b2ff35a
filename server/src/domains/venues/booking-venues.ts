import type { EventBus, RealtimeEvent } from "../../lib/events";
import type { VenueRecord } from "./venue-sql";

/**
 * What checkout prices a booking with (a public venue, its details and payment terms), kept in
 * this instance's memory: every create-order read it with a five-table join before
 * (docs/performance-diary.md, "A booking at half the cost"), for data an owner changes a few times a year.
 *
 * Forgotten, not timed out: an entry goes the moment this instance hears that its venue changed,
 * its own edits at once (the bus delivers them before the writer answers), other instances' over
 * LISTEN/NOTIFY (milliseconds). A lookup that was under way when a change was heard is answered
 * but not kept, so an answer read before the change can never be kept after it (the read
 * cache's generations, lib/read-cache.ts). When the listener reconnects, events may have been
 * missed, so the bus says "everything changed" (lib/events.ts) and the memory is emptied.
 *
 * The rule that makes a stale price harmless (decision 017): the price checkout computes is the
 * one the order answer shows, the one recorded on the hold and its payment order, and the booking
 * is confirmed at its paid order's price. So a player who orders on another instance in the few
 * milliseconds before it hears of an owner's price change pays, and is booked at, the price they
 * were shown; never a price they were not shown. A venue just suspended may likewise take a hold
 * on another instance for those milliseconds. TTL_MS bounds everything else (a missed NOTIFY).
 */

/** A venue's public events that change only its slots, not the venue: they leave the memory as it is. */
const SLOT_ACTIONS: ReadonlySet<string> = new Set([
  "hold_created",
  "hold_released",
  "booking_created",
  "booking_cancelled",
]);

/** A safety net, not the rule: the events are. */
const TTL_MS = 60_000;
/** Venues kept at most (a venue record is a few KB); the oldest read goes first. */
const MAX_VENUES = 5_000;

/** Which venue an event says changed: its id, "all", or null when it leaves venues as they are. */
export function changedVenue(event: RealtimeEvent): number | "all" | null {
  if (event.kind === "changed") return event.venueId ?? "all";
  if (event.kind === "venue-hidden") return event.venueId;
  if (event.kind === "venue") {
    const action = (event.message as { data?: { action?: unknown } }).data?.action;
    return typeof action === "string" && SLOT_ACTIONS.has(action) ? null : event.venueId;
  }
  return null;
}

export function createBookingVenues(deps: {
  bus: EventBus;
  load: (id: number) => Promise<VenueRecord | undefined>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const kept = new Map<number, { record: VenueRecord; until: number }>();
  /** Bumped by every change heard; a lookup keeps its answer only if nothing it reads changed since. */
  let generation = 0;
  let everythingAt = 0;
  const changedAt = new Map<number, number>();

  deps.bus.subscribe((event) => {
    const venue = changedVenue(event);
    if (venue === null) return;
    generation += 1;
    if (venue === "all") {
      everythingAt = generation;
      kept.clear();
      changedAt.clear();
    } else {
      changedAt.set(venue, generation);
      kept.delete(venue);
    }
  });

  return {
    /** The public venue by id (undefined when it is not public), from memory when nothing changed. */
    async get(id: number): Promise<VenueRecord | undefined> {
      const hit = kept.get(id);
      if (hit && hit.until > now()) return hit.record;
      const seen = generation;
      const record = await deps.load(id);
      const unchanged = everythingAt <= seen && (changedAt.get(id) ?? 0) <= seen;
      if (record && unchanged) {
        kept.delete(id);
        if (kept.size >= MAX_VENUES) kept.delete(kept.keys().next().value as number);
        kept.set(id, { record, until: now() + TTL_MS });
      }
      return record;
    },
    /** Venues in memory (tests). */
    size: () => kept.size,
  };
}

export type BookingVenues = ReturnType<typeof createBookingVenues>;
