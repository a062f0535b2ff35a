import type { VenuePhotoCheck } from "@crease/core/venue-moderation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** GET /api/venues/{id}/photo-checks: the venue's photos, each with why it looks like a screenshot (or null). */
export function getPhotoChecks(id: number, signal?: AbortSignal): Promise<VenuePhotoCheck[]> {
  return data(api.GET("/api/venues/{id}/photo-checks", { params: { path: { id: String(id) } }, signal }));
}

export function photoChecksQueryOptions(id: number) {
  return queryOptions({
    // Under the venue's own key, so a change of its photos refreshes it with the venue.
    queryKey: ["venues", id, "photo-checks"] as const,
    queryFn: ({ signal }) => getPhotoChecks(id, signal),
  });
}

export function usePhotoChecks(id: number) {
  return useQuery({ ...photoChecksQueryOptions(id), enabled: id > 0 });
}
