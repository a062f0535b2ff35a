import type { PayoutList, PayoutStatus } from "@crease/core/payouts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** The prefix of every payout read (lists and single payouts): refreshing it refreshes them all. */
export const payoutsKey = ["payouts"] as const;

/**
 * GET /api/payouts?status=&limit=: payouts newest run first. The server scopes them: an owner
 * gets their own with the upcoming Tuesday's payout and unpaid balance; an admin gets every
 * owner's (`upcoming` is null, it is per owner).
 */
export function getPayouts(status: PayoutStatus | null, signal?: AbortSignal): Promise<PayoutList> {
  return data(api.GET("/api/payouts", { params: { query: { status: status ?? undefined, limit: 500 } }, signal }));
}

export function payoutsQueryOptions(status: PayoutStatus | null = null) {
  return queryOptions({
    queryKey: [...payoutsKey, "list", status ?? "all"] as const,
    queryFn: ({ signal }) => getPayouts(status, signal),
  });
}

export function usePayouts(status: PayoutStatus | null = null) {
  return useQuery({ ...payoutsQueryOptions(status), placeholderData: keepPreviousData });
}
