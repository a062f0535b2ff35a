/**
 * The admin's venue list. `GET /api/venues` shows an admin every status only when a `status` is
 * named, and searches either by name (`q`) or by place (`city`), never both at once. So the list
 * is read as a few "streams" (one per status, and per name/place when searching), each paged by
 * its own cursor, and merged here: one row per venue, pending first, newest first within a status.
 */
import { VENUE_STATUSES, type VenueStatus } from "@crease/core/venues";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const VENUE_FILTERS = ["all", ...VENUE_STATUSES] as const;
export type VenueFilter = (typeof VENUE_FILTERS)[number];

export const VENUE_FILTER_LABELS: Record<VenueFilter, MessageDescriptor> = {
  all: msg`All`,
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  suspended: msg`Suspended`,
};

export function venueFilterFrom(value: string | null | undefined): VenueFilter {
  return (VENUE_FILTERS as readonly string[]).includes(value ?? "") ? (value as VenueFilter) : "all";
}

export interface VenueStream {
  /** Stable name of the stream, the key of its cursor. */
  key: string;
  status: VenueStatus;
  /** What the search text is matched against; null without search text. */
  by: "name" | "city" | null;
}

/** The requests one page of the list needs. */
export function venueStreams(filter: VenueFilter, text: string): VenueStream[] {
  const statuses: readonly VenueStatus[] = filter === "all" ? VENUE_STATUSES : [filter];
  const search = text.trim();
  return statuses.flatMap((status): VenueStream[] =>
    search
      ? (["name", "city"] as const).map((by) => ({ key: `${status}:${by}`, status, by }))
      : [{ key: status, status, by: null }],
  );
}

/** The query string of one stream's request. */
export function streamQuery(stream: VenueStream, text: string, limit: number, cursor?: string | null) {
  const search = text.trim();
  return {
    status: stream.status,
    q: stream.by === "name" ? search : undefined,
    city: stream.by === "city" ? search : undefined,
    limit,
    cursor: cursor ?? undefined,
  };
}

/** Where each stream goes on from: its next cursor, or null when it has no more pages. */
export type StreamCursors = Record<string, string | null>;

/**
 * The streams the next page asks for (those with a next cursor), or undefined when every
 * stream is exhausted. `undefined` is what TanStack Query takes as "no next page".
 */
export function nextStreamCursors(cursors: StreamCursors): StreamCursors | undefined {
  const open = Object.entries(cursors).filter(([, cursor]) => cursor !== null);
  return open.length > 0 ? Object.fromEntries(open) : undefined;
}

const STATUS_ORDER: Record<string, number> = { pending: 0, approved: 1, rejected: 2, suspended: 3 };

/** Pending first (then approved, rejected, suspended), newest first within a status. */
/** What the list's order needs of a venue. */
export type Sortable = { id: number; status: string; createdAt: string };

export function compareAdminVenues(a: Sortable, b: Sortable): number {
  const byStatus = (STATUS_ORDER[a.status] ?? 9) - (STATUS_ORDER[b.status] ?? 9);
  if (byStatus !== 0) return byStatus;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return b.id - a.id;
}

/** One row per venue across every stream and page (a later copy is fresher), in admin order. */
export function mergeVenues<T extends Sortable>(lists: readonly T[][]): T[] {
  const byId = new Map<number, T>();
  for (const list of lists) for (const venue of list) byId.set(venue.id, venue);
  return [...byId.values()].sort(compareAdminVenues);
}

/**
 * How many venues match: the sum of every stream's total when the streams cannot overlap
 * (no search text); null when they can (a venue may match by name and by city).
 */
export function venueTotal(streams: VenueStream[], totals: Record<string, number | null>): number | null {
  if (streams.some((s) => s.by !== null)) return null;
  let sum = 0;
  for (const stream of streams) {
    const total = totals[stream.key];
    if (total === null || total === undefined) return null;
    sum += total;
  }
  return sum;
}
