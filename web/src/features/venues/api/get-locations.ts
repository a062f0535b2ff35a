import type { LocationSuggestion } from "@crease/core/locations";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** GET /api/locations?q=: at most five places from the venue data (docs/product/screens.md#public). */
export function getLocations(q: string, signal?: AbortSignal): Promise<LocationSuggestion[]> {
  return data(api.GET("/api/locations", { params: { query: { q } }, signal }));
}

export function useLocations(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ["locations", text.toLowerCase()] as const,
    queryFn: ({ signal }) => getLocations(text, signal),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}
