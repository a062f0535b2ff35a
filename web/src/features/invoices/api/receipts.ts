import type { CreditReceipt } from "@crease/core/receipts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** GET /api/credit-receipts: the receipts of an owner's top-ups of venue credit (every one for an admin), newest first. */
export function getReceipts(signal?: AbortSignal): Promise<CreditReceipt[]> {
  return data(api.GET("/api/credit-receipts", { params: { query: { limit: 200 } }, signal }));
}

export const receiptsKey = ["credit-receipts"] as const;

export function receiptsQueryOptions() {
  return queryOptions({ queryKey: receiptsKey, queryFn: ({ signal }) => getReceipts(signal) });
}

export function useReceipts() {
  return useQuery(receiptsQueryOptions());
}

/** A receipt as PDF (the browser downloads it, in the reader's language). */
export function receiptFileUrl(receiptId: number): string {
  return `/api/credit-receipts/${receiptId}/pdf`;
}
