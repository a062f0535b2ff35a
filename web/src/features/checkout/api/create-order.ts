import type { PaymentOrder } from "@crease/core/payments";
import { useMutation } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

export interface CreateOrderBody {
  venueId: number;
  date: string;
  slot: string;
  /** Add-on keys from the venue's own list. */
  addOns: string[];
  /** The total the player was shown, rupees incl. GST: the server refuses it (409) when its price differs. */
  amount: string;
}

/**
 * POST /api/payment/create-order: prices the booking, holds the slot for ten minutes and opens
 * a payment order (amount in paise). 409 when the slot is taken or, with `errors.amount`, when
 * the price changed.
 */
export function createOrder(body: CreateOrderBody): Promise<PaymentOrder> {
  return data(api.POST("/api/payment/create-order", { body }));
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
