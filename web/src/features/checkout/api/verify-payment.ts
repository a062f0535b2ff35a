import type { Booking } from "@crease/core/contracts/bookings";
import type { VerifyPaymentInput } from "@crease/core/payments";
import { useMutation } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/**
 * POST /api/payment/verify: checks the provider's signature and confirms the held booking.
 * 409 when the hold ran out first (the payment is refunded and the message says so).
 */
export function verifyPayment(body: VerifyPaymentInput): Promise<Booking> {
  return data(api.POST("/api/payment/verify", { body }));
}

export function useVerifyPayment() {
  return useMutation({ mutationFn: verifyPayment });
}
