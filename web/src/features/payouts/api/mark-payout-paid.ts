import type { Payout } from "@crease/core/payouts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKey } from "@/lib/admin-key";
import { api, data } from "@/lib/api-client";
import { payoutsKey } from "./get-payouts";

/**
 * POST /api/payouts/{id}/mark-paid {reference}: the transfer went out; the owner is told.
 * 409 when it is already paid.
 */
export function markPayoutPaid({ id, reference }: { id: number; reference: string }): Promise<Payout> {
  return data(
    api.POST("/api/payouts/{id}/mark-paid", {
      params: { path: { id: String(id) } },
      body: { reference: reference.trim() },
    }),
  );
}

export function useMarkPayoutPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPayoutPaid,
    onSuccess: () => {
      // The admin's overview counts payouts too.
      void queryClient.invalidateQueries({ queryKey: payoutsKey });
      void queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
}
