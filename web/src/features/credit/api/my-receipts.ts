import type { CreditReceipt } from "@crease/core/receipts";
import { useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

export const myReceiptsKey = ["credit", "receipts", "mine"] as const;

/** GET /api/users/me/credit/receipts: the receipt of each of the player's top-ups, newest first. */
export function useMyReceipts(enabled = true) {
  return useQuery({
    queryKey: myReceiptsKey,
    enabled,
    queryFn: ({ signal }): Promise<CreditReceipt[]> => data(api.GET("/api/users/me/credit/receipts", { signal })),
  });
}

/** A receipt as PDF (the browser downloads it, in the reader's language). */
export function receiptFileUrl(receiptId: number): string {
  return `/api/users/me/credit/receipts/${receiptId}/pdf`;
}
