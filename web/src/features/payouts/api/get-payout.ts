import type { PayoutDetail } from "@crease/core/payouts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";
import { payoutsKey } from "./get-payouts";

/** GET /api/payouts/{id}: the payout and the bookings it pays (one line each). */
export function getPayout(id: number, signal?: AbortSignal): Promise<PayoutDetail> {
  return data(api.GET("/api/payouts/{id}", { params: { path: { id: String(id) } }, signal }));
}

export function payoutQueryOptions(id: number) {
  return queryOptions({ queryKey: [...payoutsKey, id] as const, queryFn: ({ signal }) => getPayout(id, signal) });
}

export function usePayout(id: number | null) {
  return useQuery({ ...payoutQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
