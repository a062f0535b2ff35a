import {
  can,
  citiesByAlias,
  forbidden,
  isGroundSlot,
  type LocationSuggestion,
  MAX_LOCATION_SUGGESTIONS,
  notFound,
  placeNames,
  refusalFor,
  suggestLocations,
  todayInIst,
  type User,
  type Venue,
  type VenueDetails,
  type VenueSearchQuery,
  type VenueWithDetails,
  validationError,
} from "@crease/core";
import type { Db } from "../../db/client";
import type { EventBus } from "../../lib/events";
import { nextMinute, type ReadCache } from "../../lib/read-cache";
import { pincodePoint } from "../geocode/service";
import { createBookingVenues } from "./booking-venues";
import { venuesRepo } from "./repo";
import {
  availabilityFilter,
  decodeCursor,
  distanceColumn,
  encodeCursor,
  everyVenue,
  filterConditions,
  ownedBy,
  pageSize,
  pincodePointRow,
  type SlotFilter,
  searchPoint,
  sortKeys,
  withStatus,
} from "./search-sql";
import { type VenueRecord, visibleTo } from "./venue-sql";
import type { ViewCounter, Visitor } from "./view-counter";

export type Actor = Pick<User, "id" | "role"> | null;

export interface VenuePage {
  venues: Venue[];
  nextCursor: string | null;
  total: number | null;
}

/** A search page as sent: the venues as JSON text, and the paging headers. */
export interface VenuePageJson {
  json: string;
  nextCursor: string | null;
  total: number | null;
}

/** The longest a public answer is kept even when nothing changed (a safety net, not the rule). */
const CACHE_CEILING_MS = 60_000;

/** Current IST wall-clock time "HH:MM". */
function istTimeNow(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(11, 16);
}

/** Rules for reading venues: who sees what, and how a search is understood. */
export function createVenuesService(deps: {
  db: Db;
  cache: ReadCache;
  views: ViewCounter;
  /** With the bus, checkout's venue lookups are served from memory (booking-venues.ts). */
  bus?: EventBus;
  now?: () => Date;
}) {
  const repo = venuesRepo(deps.db);
  const bookingVenues = deps.bus
    ? createBookingVenues({ bus: deps.bus, load: (id) => repo.byId(id, visibleTo(null)) })
    : null;
  const now = deps.now ?? (() => new Date());

  /** The date/slot part of a search, or null when the search names no date. */
  function slotFilter(query: VenueSearchQuery): SlotFilter | null {
    // A slot without a date narrows the venue type only (filterConditions).
    if (!query.date) return null;
    const today = todayInIst(now());
    if (query.date < today) {
      throw validationError("That date has passed. Choose today or a later date.", { date: "Date in the past" });
    }
    const notBefore = query.date === today ? istTimeNow(now()) : "";
    if (query.timeSlot && isGroundSlot(query.timeSlot)) {
      return { date: query.date, notBefore, slot: { kind: "ground", name: query.timeSlot } };
    }
    if (query.hourlyTime) {
      const hour = Number(query.hourlyTime.slice(0, 2));
      const end = `${String(hour + 1).padStart(2, "0")}:00`;
      return {
        date: query.date,
        notBefore,
        slot: { kind: "hourly", start: query.hourlyTime, name: `${query.hourlyTime}-${end}` },
      };
    }
    return { date: query.date, notBefore };
  }

  /**
   * The public search shows approved venues to everyone. An owner listing their own venues
   * (ownerId = themselves) and an admin filtering by owner or status see every status.
   */
  function visibilityFor(actor: Actor, query: VenueSearchQuery) {
    const isAdmin = can(actor, "venue.filter-by-status");
    const ownList = query.ownerId !== undefined && actor !== null && actor.id === query.ownerId;
    if (query.status && !isAdmin && !ownList) throw forbidden(refusalFor("venue.filter-by-status"));
    const staffView = ownList || (isAdmin && (query.ownerId !== undefined || query.status !== undefined));
    return staffView ? everyVenue() : visibleTo(null);
  }

  /**
   * Until when a public search answer holds: a dated search compares slots with the clock and
   * with holds that run out on their own; any search is recomputed after the ceiling.
   */
  async function searchValidUntil(query: VenueSearchQuery): Promise<number> {
    const at = now().getTime();
    if (!query.date) return at + CACHE_CEILING_MS;
    const holdEnds = await repo.nextHoldExpiry();
    return Math.min(nextMinute(at), holdEnds ?? Number.POSITIVE_INFINITY);
  }

  const service = {
    /**
     * GET /api/venues as sent. The public search (no owner or status filter) is the same for
     * every visitor, so it is answered from the read cache; staff views are always read afresh.
     */
    async searchJson(actor: Actor, query: VenueSearchQuery): Promise<VenuePageJson> {
      const asJson = (page: VenuePage): VenuePageJson => ({
        json: JSON.stringify(page.venues),
        nextCursor: page.nextCursor,
        total: page.total,
      });
      if (query.ownerId !== undefined || query.status !== undefined) return asJson(await service.search(actor, query));
      return deps.cache.read(`search:${JSON.stringify(query)}`, "any", async () => {
        const validUntil = await searchValidUntil(query);
        const page = asJson(await service.search(null, query));
        return { value: page, validUntil, bytes: page.json.length + 200 };
      });
    },

    async search(actor: Actor, query: VenueSearchQuery): Promise<VenuePage> {
      const sort = query.sort ?? "relevance";
      const point = searchPoint(query, pincodePoint);
      const keys = sortKeys(query, sort, point);
      const cursor = query.cursor ? decodeCursor(query.cursor, sort, keys) : null;
      const where = filterConditions(query, point);
      const slots = slotFilter(query);
      if (slots) where.push(availabilityFilter(slots));
      if (query.ownerId !== undefined) where.push(ownedBy(query.ownerId));
      if (query.status) where.push(withStatus(query.status));
      const extras = point ? [distanceColumn(point)] : [];
      const limit = pageSize(query);
      const page = await repo.search({
        visibility: visibilityFor(actor, query),
        where,
        sortKeys: keys,
        extras,
        point: point ? pincodePointRow(point) : undefined,
        limit,
        cursor,
      });
      const rows = page.rows.slice(0, limit);
      const last = rows.at(-1);
      return {
        venues: rows.map((r) => r.venue),
        nextCursor: page.rows.length > limit && last ? encodeCursor(sort, last.keys) : null,
        total: page.total,
      };
    },

    /**
     * A venue page; notes the view for analytics (not the owner's or an admin's own looks, not
     * bots), written later in a batch: no database write on the request path.
     */
    async get(actor: Actor, id: number, visitor: Visitor): Promise<Venue> {
      const { venue } = (await publicVenue(id)) ?? (await findVisible(actor, id));
      noteView(actor, venue, visitor);
      return venue;
    },

    async details(actor: Actor, id: number): Promise<VenueDetails | null> {
      return (await findVisible(actor, id)).details;
    },

    /**
     * The venue, its details, its payment terms and price rules: what pricing and availability need. A public
     * venue (no actor: checkout) comes from memory while nothing changed it (booking-venues.ts).
     */
    async forBooking(actor: Actor, id: number): Promise<VenueRecord> {
      if (actor !== null || !bookingVenues) return findVisible(actor, id);
      const row = await bookingVenues.get(id);
      if (!row) throw notFound("Venue not found");
      return row;
    },

    async compare(actor: Actor, ids: number[]): Promise<VenueWithDetails[]> {
      const rows = await repo.byIds([...new Set(ids)], visibleTo(actor));
      return rows.map(({ venue, details }) => ({ ...venue, details }));
    },

    /** Whether the actor may follow a venue's live slot updates: only a venue they may see. */
    async isWatchable(actor: Actor, id: number): Promise<boolean> {
      return (await repo.byIds([id], visibleTo(actor))).length > 0;
    },

    async byIds(actor: Actor, ids: number[]): Promise<Venue[]> {
      return (await repo.byIds(ids, visibleTo(actor))).map((r) => r.venue);
    },

    /**
     * What the venue's page is served with: the public venue (from the read cache, counting no
     * view), else the actor's own or, for an admin, any venue (not for search engines); null when
     * the actor may not see it (the page answers 404). A view of a public venue counts as on
     * GET /api/venues/{id}.
     */
    async page(
      actorOf: () => Promise<Actor>,
      id: number,
      visitor: Visitor,
    ): Promise<(VenueRecord & { isPublic: boolean }) | null> {
      const shown = await publicVenue(id);
      const actor = await actorOf();
      // The page carries the venue, so the app asks no GET /api/venues/{id}: the view is noted here.
      if (shown) {
        noteView(actor, shown.venue, visitor);
        return { ...shown, isPublic: true };
      }
      const own = actor ? await repo.byId(id, visibleTo(actor)) : undefined;
      return own ? { ...own, isPublic: false } : null;
    },

    /** The sitemap's venues and cities: every public venue with when it last changed. */
    async sitemap(): Promise<{ venues: { id: number; updatedAt: string }[]; cities: string[] }> {
      return deps.cache.read("sitemap", "any", async () => {
        const value = await repo.sitemap(visibleTo(null));
        return { value, validUntil: now().getTime() + CACHE_CEILING_MS, bytes: JSON.stringify(value).length + 200 };
      });
    },

    async locations(q: string): Promise<LocationSuggestion[]> {
      const text = q.trim();
      if (!text) return [];
      // Every name of the typed city ("Gurgaon" finds venues listed as "Gurugram"), and "Beng",
      // in no stored place but the start of "Bengaluru", brings the venues of Bangalore too.
      const names = [...new Set([text, ...citiesByAlias(text)].flatMap(placeNames))];
      const entries = await repo.locationCandidates(names, visibleTo(null));
      return suggestLocations(text, entries).slice(0, MAX_LOCATION_SUGGESTIONS);
    },
  };
  return service;

  /**
   * A venue as every visitor sees it (null: not public), from the read cache: venue pages are
   * the hottest read, and counting their views writes nothing on the request path. Any change
   * anywhere makes the answer unusable, as for search pages.
   */
  async function publicVenue(id: number): Promise<VenueRecord | null> {
    return deps.cache.read(`venue:${id}`, "any", async () => {
      const row = (await repo.byId(id, visibleTo(null))) ?? null;
      return { value: row, validUntil: now().getTime() + CACHE_CEILING_MS, bytes: JSON.stringify(row).length + 200 };
    });
  }

  /** Notes a view for analytics: not the owner's or an admin's own looks (bots: view-counter.ts). */
  function noteView(actor: Actor, venue: Venue, visitor: Visitor) {
    if (!can(actor, "venue.manage", { ownerId: venue.ownerId, venueId: venue.id }))
      deps.views.record(venue.id, actor?.id ?? null, visitor);
  }

  async function findVisible(actor: Actor, id: number): Promise<VenueRecord> {
    const row = await repo.byId(id, visibleTo(actor));
    if (!row) throw notFound("Venue not found");
    return row;
  }
}

export type VenuesService = ReturnType<typeof createVenuesService>;
