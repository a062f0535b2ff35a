import type { Coupon } from "@crease/core/coupons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data, type RequestBody } from "@/lib/api-client";

export type CreateCouponBody = RequestBody<"/api/coupons", "post">;

/** The coupons this account manages: an admin the platform's, an owner their own. */
export const couponsKey = ["coupons"] as const;

export function useCoupons() {
  return useQuery({
    queryKey: couponsKey,
    queryFn: ({ signal }) => data(api.GET("/api/coupons", { signal })).then((r) => r.coupons),
  });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCouponBody): Promise<Coupon> => data(api.POST("/api/coupons", { body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

export function useDeactivateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<Coupon> =>
      data(api.POST("/api/coupons/{id}/deactivate", { params: { path: { id: String(id) } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
