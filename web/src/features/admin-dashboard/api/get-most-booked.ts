import type { TopVenue } from "@crease/core/analytics";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminKey } from "@/lib/admin-key";
import { api, data } from "@/lib/api-client";
import type { PeriodRange } from "../lib/tabs";
import { TOP_VENUES_SHOWN } from "./get-most-viewed";

/** GET /api/analytics/most-booked?limit=&from=&to=: venues by confirmed + completed bookings; 0 left out. */
export function getMostBooked(period: PeriodRange, signal?: AbortSignal): Promise<TopVenue[]> {
  return data(
    api.GET("/api/analytics/most-booked", { params: { query: { ...period, limit: TOP_VENUES_SHOWN } }, signal }),
  );
}

export function mostBookedQueryOptions(period: PeriodRange) {
  return queryOptions({
    queryKey: [...adminKey, "most-booked", period.from, period.to] as const,
    queryFn: ({ signal }) => getMostBooked(period, signal),
  });
}

export function useMostBooked(period: PeriodRange) {
  return useQuery(mostBookedQueryOptions(period));
}
