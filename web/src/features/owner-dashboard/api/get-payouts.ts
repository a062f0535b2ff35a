import type { PayoutList } from "@crease/core/payouts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * GET /api/payouts: the owner's upcoming Tuesday payout (or carry-over), unpaid balance and past
 * payouts, newest run first. For an admin `upcoming` is null (it is per owner).
 */
export function getPayouts(signal?: AbortSignal): Promise<PayoutList> {
  return api.get<PayoutList>("/api/payouts", { signal });
}

export const payoutsKey = ["payouts", "list"] as const;

export function payoutsQueryOptions() {
  return queryOptions({ queryKey: payoutsKey, queryFn: ({ signal }) => getPayouts(signal) });
}

export function usePayouts() {
  return useQuery(payoutsQueryOptions());
}
