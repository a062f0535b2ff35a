import type { Venue } from "@crease/core/contracts/venues";
import type { VenueSearchQuery } from "@crease/core/search";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The search parameters the client sends (the API's query, minus what only owners/admins use). */
export type VenueSearchParams = Omit<VenueSearchQuery, "location" | "ownerId" | "status" | "cursor">;

/** The query string of a search (and page). */
export function venueSearchQuery(params: VenueSearchParams, cursor?: string | null) {
  return {
    ...params,
    amenities: params.amenities?.length ? params.amenities.join(",") : undefined,
    cursor: cursor ?? undefined,
  };
}

/** GET /api/venues: one page of venues; the next page's cursor comes from X-Next-Cursor. */
export function searchVenues(params: VenueSearchParams, cursor?: string | null, signal?: AbortSignal) {
  return api.getPage<Venue>("/api/venues", { query: venueSearchQuery(params, cursor), signal });
}

export const venueSearchKey = (params: VenueSearchParams) => ["venues", "search", params] as const;

/** One page only (home featured sections, map); page after page is in search-venue-pages.ts. */
export function venueSearchQueryOptions(params: VenueSearchParams) {
  return queryOptions({
    queryKey: venueSearchKey(params),
    queryFn: ({ signal }) => searchVenues(params, null, signal),
  });
}

export function useVenueSearch(params: VenueSearchParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...venueSearchQueryOptions(params), enabled: options.enabled ?? true });
}
