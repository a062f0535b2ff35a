import type { VenueWithDetails } from "@crease/core/contracts/venues";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/**
 * GET /api/venues/compare?ids=1,2,3: each venue with its details, in the order asked. Venues the
 * caller may no longer see are left out; more than three ids is a 400.
 */
export function compareVenues(ids: readonly number[], signal?: AbortSignal): Promise<VenueWithDetails[]> {
  return data(api.GET("/api/venues/compare", { params: { query: { ids: ids.join(",") } }, signal }));
}

export function compareVenuesQueryOptions(ids: readonly number[]) {
  return queryOptions({
    queryKey: ["venues", "compare", [...ids]] as const,
    queryFn: ({ signal }) => compareVenues(ids, signal),
  });
}

export function useCompareVenues(ids: readonly number[]) {
  return useQuery({
    ...compareVenuesQueryOptions(ids),
    enabled: ids.length > 0,
    // Removing a column keeps the other columns on screen while the smaller set loads.
    placeholderData: keepPreviousData,
  });
}
