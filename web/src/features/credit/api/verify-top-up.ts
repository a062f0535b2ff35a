import type { VerifyPaymentInput } from "@crease/core/payments";
import { useMutation } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/**
 * POST /api/payment/verify for a top-up: the provider's signature checked, the charge settled once
 * and the pack's credit added by its handler. The answer is the paid charge (not a booking); the
 * page reads the new balance from the server rather than from it.
 */
export async function verifyTopUp(body: VerifyPaymentInput): Promise<void> {
  const answer = await data(api.POST("/api/payment/verify", { body }));
  if ("id" in answer) throw new Error("This payment was for a booking, not a top-up.");
}

export function useVerifyTopUp() {
  return useMutation({ mutationFn: verifyTopUp });
}
