import type { OwnerAnalytics } from "@crease/core/analytics";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

export interface OwnerAnalyticsQuery {
  from: string;
  to: string;
  venueId: number | null;
}

/**
 * GET /api/analytics/owner?from&to&venueId: views, bookings, cancellations, money after the 8%
 * fee and occupancy over the period, per day, per day part, per weekday and per venue. An admin
 * without ownerId gets every venue.
 */
export function getOwnerAnalytics(query: OwnerAnalyticsQuery, signal?: AbortSignal): Promise<OwnerAnalytics> {
  return data(
    api.GET("/api/analytics/owner", {
      params: { query: { from: query.from, to: query.to, venueId: query.venueId ?? undefined } },
      signal,
    }),
  );
}

export function ownerAnalyticsQueryOptions(query: OwnerAnalyticsQuery) {
  return queryOptions({
    queryKey: ["analytics", "owner", query.from, query.to, query.venueId ?? "all"] as const,
    queryFn: ({ signal }) => getOwnerAnalytics(query, signal),
  });
}

export function useOwnerAnalytics(query: OwnerAnalyticsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...ownerAnalyticsQueryOptions(query),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
