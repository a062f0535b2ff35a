import type { Venue } from "@crease/core/contracts/venues";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { Page } from "@/lib/api-client";
import { searchVenues, type VenueSearchParams, venueSearchKey } from "./search-venues";

/*
 * GET /api/venues page after page, for the search screen. Apart from search-venues.ts (one
 * page) because the home page loads that one with its first paint and needs none of this.
 */

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
