import type { VenueSearchQuery } from "@crease/core/search";
import type { Venue } from "@crease/core/venues";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { api, type Page } from "@/lib/api-client";

/** The search parameters the client sends (the API's query, minus what only owners/admins use). */
export type VenueSearchParams = Omit<VenueSearchQuery, "location" | "ownerId" | "status" | "cursor">;

function toQuery(params: VenueSearchParams, cursor?: string | null) {
  return {
    ...params,
    amenities: params.amenities?.length ? params.amenities.join(",") : undefined,
    cursor: cursor ?? undefined,
  };
}

/** GET /api/venues: one page of venues; the next page's cursor comes from X-Next-Cursor. */
export function searchVenues(params: VenueSearchParams, cursor?: string | null, signal?: AbortSignal) {
  return api.getPage<Venue>("/api/venues", { query: toQuery(params, cursor), signal });
}

export const venueSearchKey = (params: VenueSearchParams) => ["venues", "search", params] as const;

/** One page only (home featured sections, map). */
export function venueSearchQueryOptions(params: VenueSearchParams) {
  return queryOptions({
    queryKey: venueSearchKey(params),
    queryFn: ({ signal }) => searchVenues(params, null, signal),
  });
}

export function useVenueSearch(params: VenueSearchParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...venueSearchQueryOptions(params), enabled: options.enabled ?? true });
}

/** Page after page (the search screen's "Show more"). */
export function infiniteVenueSearchQueryOptions(params: VenueSearchParams) {
  return infiniteQueryOptions({
    queryKey: [...venueSearchKey(params), "infinite"] as const,
    queryFn: ({ pageParam, signal }) => searchVenues(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<Venue>) => last.nextCursor,
  });
}

/**
 * `keepPrevious`: while a changed search loads, the last results stay on screen (marked as
 * placeholder data) instead of the list emptying on every filter change.
 */
export function useInfiniteVenueSearch(
  params: VenueSearchParams,
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  return useInfiniteQuery({
    ...infiniteVenueSearchQueryOptions(params),
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}
