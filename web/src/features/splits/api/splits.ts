import type { PublicSplit } from "@crease/core/contracts/splits";
import type { PaymentOrder } from "@crease/core/payments";
import { useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

export const publicSplitKey = (token: string) => ["split", token] as const;

/** GET /api/splits/{token}: the link's page (first names only). */
export function usePublicSplit(token: string) {
  return useQuery({
    queryKey: publicSplitKey(token),
    queryFn: (): Promise<PublicSplit> => data(api.GET("/api/splits/{token}", { params: { path: { token } } })),
    retry: false,
  });
}

/** POST /api/splits/{token}/create-order: the order for one share, paid in checkout's window. */
export function createShareOrder(token: string): Promise<PaymentOrder> {
  return data(api.POST("/api/splits/{token}/create-order", { params: { path: { token } } }));
}
