import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";
import type { CreditOfferBody, OwnerCredit } from "../lib/credit-types";

/** The owner's own credit offer (docs/product/credit.md); one per owner, for all their venues. */
export const ownerCreditKey = ["credit", "owner"] as const;

/** GET /api/owner/credit: whether credit is on, its packs and expiry, and the figures when the server has them. */
export function useOwnerCredit() {
  return useQuery({
    queryKey: ownerCreditKey,
    queryFn: ({ signal }): Promise<OwnerCredit> => data(api.GET("/api/owner/credit", { signal })),
  });
}

/** PUT /api/owner/credit: saves the offer as a whole; the answer is what was saved. */
export function useSaveOwnerCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditOfferBody): Promise<OwnerCredit> => data(api.PUT("/api/owner/credit", { body })),
    onSuccess: (saved) => queryClient.setQueryData(ownerCreditKey, saved),
  });
}
