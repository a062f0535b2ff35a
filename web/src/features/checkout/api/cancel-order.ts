import { api, done } from "@/lib/api-client";

/**
 * POST /api/payment/cancel: the payment window was closed or the payment failed, so the slot's
 * 10-minute hold is let go at once for other players. Best effort: the hold runs out anyway.
 */
export function cancelOrder(orderId: string): void {
  done(api.POST("/api/payment/cancel", { body: { orderId } })).catch(() => {});
}
