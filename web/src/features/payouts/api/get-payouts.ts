import type { PayoutList, PayoutStatus } from "@crease/core/payouts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { adminKey } from "@/lib/admin-key";
import { api } from "@/lib/api-client";

/** GET /api/payouts?status=&limit=: every owner's payouts, newest run first (`upcoming` is null). */
export function getPayouts(status: PayoutStatus | null, signal?: AbortSignal): Promise<PayoutList> {
  return api.get<PayoutList>("/api/payouts", { query: { status: status ?? undefined, limit: 500 }, signal });
}

export const payoutsKey = [...adminKey, "payouts"] as const;

export function payoutsQueryOptions(status: PayoutStatus | null) {
  return queryOptions({
    queryKey: [...payoutsKey, status ?? "all"] as const,
    queryFn: ({ signal }) => getPayouts(status, signal),
  });
}

export function usePayouts(status: PayoutStatus | null) {
  return useQuery({ ...payoutsQueryOptions(status), placeholderData: keepPreviousData });
}
