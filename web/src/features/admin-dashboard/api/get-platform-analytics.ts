import type { OwnerAnalytics } from "@crease/core/analytics";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminKey } from "@/lib/admin-key";
import { api, data } from "@/lib/api-client";
import type { PeriodRange } from "../lib/tabs";

/**
 * GET /api/analytics/owner?from=&to= without ownerId: an admin gets the figures of every venue,
 * with one `daily` entry per day of the period (the bookings chart) and every venue by name.
 */
export function getPlatformAnalytics(period: PeriodRange, signal?: AbortSignal): Promise<OwnerAnalytics> {
  return data(api.GET("/api/analytics/owner", { params: { query: { ...period } }, signal }));
}

export function platformAnalyticsQueryOptions(period: PeriodRange) {
  return queryOptions({
    queryKey: [...adminKey, "platform-analytics", period.from, period.to] as const,
    queryFn: ({ signal }) => getPlatformAnalytics(period, signal),
  });
}

export function usePlatformAnalytics(period: PeriodRange) {
  return useQuery(platformAnalyticsQueryOptions(period));
}
