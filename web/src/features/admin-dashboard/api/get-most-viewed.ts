import type { TopVenue } from "@crease/core/analytics";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminKey } from "@/lib/admin-key";
import { api, data } from "@/lib/api-client";
import type { PeriodRange } from "../lib/tabs";

export const TOP_VENUES_SHOWN = 5;

/** GET /api/analytics/most-viewed?limit=&from=&to=: venues by distinct visitor-hours; 0 views left out. */
export function getMostViewed(period: PeriodRange, signal?: AbortSignal): Promise<TopVenue[]> {
  return data(
    api.GET("/api/analytics/most-viewed", { params: { query: { ...period, limit: TOP_VENUES_SHOWN } }, signal }),
  );
}

export function mostViewedQueryOptions(period: PeriodRange) {
  return queryOptions({
    queryKey: [...adminKey, "most-viewed", period.from, period.to] as const,
    queryFn: ({ signal }) => getMostViewed(period, signal),
  });
}

export function useMostViewed(period: PeriodRange) {
  return useQuery(mostViewedQueryOptions(period));
}
