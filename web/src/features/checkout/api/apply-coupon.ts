import type { CouponQuote } from "@crease/core/coupons";
import { useMutation } from "@tanstack/react-query";
import { api, data, type RequestBody } from "@/lib/api-client";

export type ApplyCouponBody = RequestBody<"/api/coupons/apply", "post">;

/**
 * POST /api/coupons/apply: the booking's price with the coupon, as the order would charge it now,
 * or a 422 saying why the code does not apply (expired, minimum order, first booking only…).
 * Nothing is held or used until Pay.
 */
export function applyCoupon(body: ApplyCouponBody): Promise<CouponQuote> {
  return data(api.POST("/api/coupons/apply", { body }));
}

export function useApplyCoupon() {
  return useMutation({ mutationFn: applyCoupon });
}
