import type { AdminRefund } from "@crease/core/contracts/refunds";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminKey } from "@/lib/admin-key";
import { api, data } from "@/lib/api-client";

/** GET /api/admin/refunds: every pending refund (oldest first), then the latest processed ones. */
export function getRefunds(signal?: AbortSignal): Promise<{ refunds: AdminRefund[] }> {
  return data(api.GET("/api/admin/refunds", { signal }));
}

export const refundsKey = [...adminKey, "refunds"] as const;

export function refundsQueryOptions() {
  return queryOptions({ queryKey: refundsKey, queryFn: ({ signal }) => getRefunds(signal) });
}

export function useRefunds() {
  return useQuery(refundsQueryOptions());
}
