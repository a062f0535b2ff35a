import { useMutation, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";
import type { VenueCredit } from "../lib/credit-types";

/** Every credit read: a top-up, a spend or a refund to credit changes them all. */
export const creditKey = ["credit"] as const;
export const venueCreditKey = (venueId: number) => ["credit", "venue", venueId] as const;

/** GET /api/venues/{id}/credit: the owner's offer and the signed-in player's balance at that owner. */
export function useVenueCredit(venueId: number | null) {
  return useQuery({
    queryKey: venueCreditKey(venueId ?? 0),
    enabled: venueId !== null,
    queryFn: ({ signal }): Promise<VenueCredit> =>
      data(api.GET("/api/venues/{id}/credit", { params: { path: { id: String(venueId) } }, signal })),
  });
}

/** The order a top-up opens, paid like a booking's through verify (amount in paise). */
export interface TopUpOrder {
  orderId: string;
  amount: number;
  key: string;
  provider: "sandbox" | "razorpay";
  currency?: string;
  description?: string;
}

/** POST /api/venues/{id}/credit/top-up {pack}: opens a payment order for the pack's price. */
export function useStartTopUp() {
  return useMutation({
    mutationFn: ({ venueId, pack }: { venueId: number; pack: number }): Promise<TopUpOrder> =>
      data(api.POST("/api/venues/{id}/credit/top-up", { params: { path: { id: String(venueId) } }, body: { pack } })),
  });
}
