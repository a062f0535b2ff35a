import type { AdminSummary } from "@crease/core/analytics";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminKey } from "@/lib/admin-key";
import { api, data } from "@/lib/api-client";
import type { PeriodRange } from "../lib/tabs";

/** GET /api/analytics/summary?from=&to=: venues and users now; bookings, money and payouts in the period. */
export function getSummary(period: PeriodRange, signal?: AbortSignal): Promise<AdminSummary> {
  return data(api.GET("/api/analytics/summary", { params: { query: { ...period } }, signal }));
}

export const summaryKey = [...adminKey, "summary"] as const;

export function summaryQueryOptions(period: PeriodRange) {
  return queryOptions({
    queryKey: [...summaryKey, period.from, period.to] as const,
    queryFn: ({ signal }) => getSummary(period, signal),
  });
}

export function useSummary(period: PeriodRange) {
  return useQuery(summaryQueryOptions(period));
}
