import type { VenueStatusChange } from "@crease/core/venue-moderation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** GET /api/venues/{id}/status-history: every status move, oldest first (the listing itself has fromStatus null). */
export function getStatusHistory(venueId: number, signal?: AbortSignal): Promise<VenueStatusChange[]> {
  return data(api.GET("/api/venues/{id}/status-history", { params: { path: { id: String(venueId) } }, signal }));
}

export function statusHistoryQueryOptions(venueId: number) {
  return queryOptions({
    queryKey: ["venues", venueId, "status-history"] as const,
    queryFn: ({ signal }) => getStatusHistory(venueId, signal),
    // An admin may have moved it since: ask again each time the history opens.
    refetchOnMount: "always",
  });
}

export function useStatusHistory(venueId: number | null) {
  return useQuery({ ...statusHistoryQueryOptions(venueId ?? 0), enabled: venueId !== null && venueId > 0 });
}
