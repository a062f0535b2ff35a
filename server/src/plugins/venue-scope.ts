import {
  type Action,
  forbidden,
  isId,
  notFound,
  PERMISSIONS,
  partyFor,
  refusal,
  staffRoleAt,
  staffRolesFor,
  type User,
} from "@crease/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client";
import {
  type BookingParties,
  type ScopedVenue,
  type VenueScopeKind,
  venueScopeRepo,
} from "../domains/venues/scope-repo";

declare module "fastify" {
  interface FastifyInstance {
    /** The venue an address names (domains/venues/scope-repo.ts), for `authorize`'s check at the venue. */
    scopedVenue(kind: VenueScopeKind, id: number): Promise<ScopedVenue | undefined>;
    /** A booking's player, venue and owner, for the check before a booking call's body. */
    bookingParties(id: number): Promise<BookingParties | undefined>;
  }
}

/** Gives `authorize` the lookup of the venue a call's address names. */
export const venueScopePlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const repo = venueScopeRepo(opts.db);
  app.decorate("scopedVenue", repo.venueOf);
  app.decorate("bookingParties", repo.partiesOf);
});

/**
 * The addresses whose `:id` names a venue or something of one venue's. Every route under them
 * whose action is a venue's (an owner's own, or its staff's) is checked at that venue before its
 * body or query is read: a new route there is covered without a word more.
 */
const VENUE_ADDRESSES: readonly (readonly [prefix: string, kind: VenueScopeKind])[] = [
  ["/api/venues/:id", "venue"],
  ["/api/courts/:id", "court"],
  ["/api/blocks/:id", "block"],
  ["/api/bookings/:id", "booking"],
];

const MISSING: Record<VenueScopeKind, string> = {
  venue: "Venue not found",
  court: "Court not found",
  block: "Block not found",
  booking: "Booking not found",
};

function kindOf(url: string | undefined): VenueScopeKind | undefined {
  if (!url) return undefined;
  return VENUE_ADDRESSES.find(([prefix]) => url === prefix || url.startsWith(`${prefix}/`))?.[1];
}

/** An action taken at one venue: by its owner only, or by its staff. */
function isVenueAction(action: Action): boolean {
  return "ownOnly" in PERMISSIONS[action] || staffRolesFor(action).length > 0;
}

/**
 * How a route answers someone with no rights at its venue: the same 404 as a venue that does not
 * exist (issue 25: another owner learns nothing), or, for a listing's own calls, a 403 on a
 * venue everyone can see anyway. The venue's own staff are always told no (403): they know it.
 */
export interface VenueRefusal {
  publicVenue?: "forbidden";
}

/**
 * The check at the venue, after the role's (`authorize` in plugins/session.ts): run in onRequest,
 * so a caller with no rights at the venue is refused (403 or 404) before the body is validated,
 * never told what was wrong with a form they may not send (issue 44). The services check again
 * with what they read; this only makes sure nothing is read first.
 */
export async function refuseAtVenue(
  request: FastifyRequest,
  actor: User,
  action: Action,
  options: VenueRefusal,
): Promise<void> {
  const kind = kindOf(request.routeOptions.url);
  if (!kind || !isVenueAction(action)) return;
  const raw = (request.params as { id?: unknown }).id;
  const id = Number(raw);
  // An id that is not one is the address's own 400, which says nothing about the venue.
  if (typeof raw !== "string" || !/^\d{1,10}$/.test(raw) || !isId(id)) return;
  const venue = await request.server.scopedVenue(kind, id);
  if (!venue) throw notFound(MISSING[kind]);
  const why = refusal(actor, action, { ownerId: venue.ownerId, venueId: venue.venueId });
  if (why === null) return;
  if (staffRoleAt(actor, venue.venueId) !== undefined) throw forbidden(why);
  if (options.publicVenue === "forbidden" && venue.isPublic) throw forbidden(why);
  throw notFound(kind === "booking" ? MISSING.booking : MISSING.venue);
}

/**
 * The check before a booking call's body (cancel, reschedule, split): someone who is no party to
 * the booking (its player, its venue's owner or staff, an admin: `partyFor`) gets the 404 of a
 * missing booking, as the service would answer, before what they sent is read (issue 44). Which
 * party may make the move is still the service's to say.
 */
export async function refuseNonParty(request: FastifyRequest, actor: User): Promise<void> {
  const raw = (request.params as { id?: unknown }).id;
  const id = Number(raw);
  if (typeof raw !== "string" || !/^\d{1,10}$/.test(raw) || !isId(id)) return;
  const booking = await request.server.bookingParties(id);
  if (!booking || partyFor(actor, booking) === null) throw notFound(MISSING.booking);
}
