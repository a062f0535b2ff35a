import type { VenueStatusChange } from "@crease/core/venue-moderation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** GET /api/venues/{id}/status-history: every move, oldest first (the first is the listing, from null). */
export function getStatusHistory(id: number, signal?: AbortSignal): Promise<VenueStatusChange[]> {
  return data(api.GET("/api/venues/{id}/status-history", { params: { path: { id: String(id) } }, signal }));
}

export function statusHistoryQueryOptions(id: number) {
  return queryOptions({
    // Under the venue's own key, so a status move refreshes it with the venue.
    queryKey: ["venues", id, "status-history"] as const,
    queryFn: ({ signal }) => getStatusHistory(id, signal),
  });
}

export function useStatusHistory(id: number | null) {
  return useQuery({ ...statusHistoryQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
