import type { Booking } from "@crease/core/contracts/bookings";
import type { VerifyPaymentInput } from "@crease/core/payments";
import { useMutation } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/**
 * POST /api/payment/verify: checks the provider's signature and confirms the held booking.
 * 409 when the hold ran out first (the payment is refunded and the message says so).
 * A checkout's order is a booking's charge, so its answer is the booking; the answer for a charge
 * that is not a booking's (a credit top-up) is the paid charge instead (`chargePaidSchema`).
 */
export async function verifyPayment(body: VerifyPaymentInput): Promise<Booking> {
  const answer = await data(api.POST("/api/payment/verify", { body }));
  if (!("id" in answer)) throw new Error("This payment was not for a booking.");
  return answer;
}

export function useVerifyPayment() {
  return useMutation({ mutationFn: verifyPayment });
}
