import type { CreditPaidOrder } from "@crease/core/credit";
import type { PaymentOrder } from "@crease/core/payments";
import { useMutation } from "@tanstack/react-query";
import { api, data, type RequestBody } from "@/lib/api-client";

/** The slot, the add-on keys and the total the player was shown (the server refuses it, 409, when its price differs). */
export type CreateOrderBody = RequestBody<"/api/payment/create-order", "post">;

/**
 * An order to pay online, or (with `useCredit`, when venue credit paid it all) the confirmed
 * booking with `orderId` null (docs/product/credit.md).
 */
export type CreateOrderAnswer = PaymentOrder | CreditPaidOrder;

/**
 * POST /api/payment/create-order: prices the booking, holds the slot for ten minutes and opens
 * a payment order (amount in paise). 409 when the slot is taken or, with `errors.amount`, when
 * the price changed.
 */
export async function createOrder(body: CreateOrderBody): Promise<CreateOrderAnswer> {
  const answer = await data(api.POST("/api/payment/create-order", { body }));
  // The 201 that credit paid in full carries the booking; its `orderId` is null on the wire.
  return "booking" in answer ? { ...answer, orderId: null } : answer;
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
