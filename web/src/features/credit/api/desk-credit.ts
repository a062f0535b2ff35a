import type { DeskCreditResult } from "@crease/core/credit";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";
import { creditKey } from "./venue-credit";

export interface DeskCreditBody {
  playerPhone: string;
  amount: string;
  method: "cash" | "upi";
}

/**
 * POST /api/venues/{id}/desk/credit: money the desk took in cash or UPI, added to the credit of
 * the account with that verified mobile number; the answer is the player's new balance.
 */
export function useAddDeskCredit(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskCreditBody): Promise<DeskCreditResult> =>
      data(api.POST("/api/venues/{id}/desk/credit", { params: { path: { id: String(venueId) } }, body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: creditKey }),
  });
}
