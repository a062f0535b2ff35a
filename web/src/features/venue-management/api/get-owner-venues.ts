import type { Venue } from "@crease/core/contracts/venues";
import { VENUE_STATUSES } from "@crease/core/venues";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, data, page } from "@/lib/api-client";

/**
 * Whose venues: an owner's own (every status), or every venue for an admin (ownerId null); for a
 * venue's manager, the venues they manage (`venueIds`, read one by one: they own none).
 */
export interface VenueScope {
  ownerId: number | null;
  venueIds?: readonly number[];
}

const PAGE_SIZE = 100;
const MAX_PAGES = 20;

async function allPages(query: Record<string, string | number>, signal?: AbortSignal): Promise<Venue[]> {
  const venues: Venue[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < MAX_PAGES; pages++) {
    const result = await page(
      api.GET("/api/venues", { params: { query: { ...query, limit: PAGE_SIZE, cursor } }, signal }),
    );
    venues.push(...result.items);
    if (!result.nextCursor) break;
    cursor = result.nextCursor;
  }
  return venues;
}

/**
 * GET /api/venues?ownerId=<me>: an owner's venues in every status (docs/product/roles.md#owner). An
 * admin asks once per status (without one the list is the public, approved one). Newest first.
 */
export async function getOwnerVenues(scope: VenueScope, signal?: AbortSignal): Promise<Venue[]> {
  if (scope.venueIds) {
    const found = await Promise.all(
      scope.venueIds.map((id) =>
        data(api.GET("/api/venues/{id}", { params: { path: { id: String(id) } }, signal })).catch(() => null),
      ),
    );
    return found.filter((venue): venue is Venue => venue !== null);
  }
  const lists = scope.ownerId
    ? [await allPages({ ownerId: scope.ownerId }, signal)]
    : await Promise.all(VENUE_STATUSES.map((status) => allPages({ status }, signal)));
  const byId = new Map<number, Venue>();
  for (const venue of lists.flat()) byId.set(venue.id, venue);
  return [...byId.values()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

export const ownerVenuesKey = (scope: VenueScope) =>
  scope.venueIds
    ? (["venues", "managed", scope.venueIds.join(",")] as const)
    : (["venues", "owner", scope.ownerId ?? "all"] as const);

export function ownerVenuesQueryOptions(scope: VenueScope) {
  return queryOptions({
    queryKey: ownerVenuesKey(scope),
    queryFn: ({ signal }) => getOwnerVenues(scope, signal),
  });
}

export function useOwnerVenues(scope: VenueScope) {
  return useQuery(ownerVenuesQueryOptions(scope));
}
