import type { PayoutRun } from "@crease/core/payouts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKey } from "@/lib/admin-key";
import { api, data } from "@/lib/api-client";
import { payoutsKey } from "./get-payouts";

/**
 * POST /api/payouts/run {date}: the weekly run for that Tuesday. Running a Tuesday again
 * answers the existing run with `created: false`; nothing is paid twice.
 */
export function runPayouts(date: string): Promise<PayoutRun> {
  return data(api.POST("/api/payouts/run", { body: { date } }));
}

export function useRunPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runPayouts,
    onSuccess: () => {
      // The admin's overview counts payouts too.
      void queryClient.invalidateQueries({ queryKey: payoutsKey });
      void queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
}
