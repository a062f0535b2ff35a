import { useMutation } from "@tanstack/react-query";
import { api, data, type RequestBody } from "@/lib/api-client";

/** The slot, the add-on keys and the total the player was shown (the server refuses it, 409, when its price differs). */
export type CreateOrderBody = RequestBody<"/api/payment/create-order", "post">;

/**
 * POST /api/payment/create-order: prices the booking, holds the slot for ten minutes and opens
 * a payment order (200, amount in paise). With `useCredit`, when venue credit paid it all: 201,
 * the booking confirmed and no order (docs/product/credit.md); tell the two apart by `booking`
 * (the 201's `orderId` is null, a key the typed client leaves out of its type). 409 when the slot
 * is taken or, with `errors.amount`, when the price changed.
 */
export function createOrder(body: CreateOrderBody) {
  return data(api.POST("/api/payment/create-order", { body }));
}

/** An order to pay online, or the booking that credit paid in full. */
export type CreateOrderAnswer = Awaited<ReturnType<typeof createOrder>>;

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
