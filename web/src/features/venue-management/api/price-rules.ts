import type { PriceRule } from "@crease/core/price-rules";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

const priceRulesKey = (venueId: number) => ["venues", venueId, "price-rules"] as const;

/** GET /api/venues/{id}/price-rules: the owner's rules, in order. */
export function usePriceRules(venueId: number) {
  return useQuery(
    queryOptions({
      queryKey: priceRulesKey(venueId),
      queryFn: () => data(api.GET("/api/venues/{id}/price-rules", { params: { path: { id: String(venueId) } } })),
    }),
  );
}

/** What Save sends: the whole list, and the weekly booking discount (0–50 %; left out keeps it). */
export interface PriceRulesSave {
  rules: PriceRule[];
  seriesDiscountPercent?: number;
}

/** PUT /api/venues/{id}/price-rules: the whole list and the weekly discount; live at once (no review). */
export function useSavePriceRules(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PriceRulesSave) =>
      data(api.PUT("/api/venues/{id}/price-rules", { params: { path: { id: String(venueId) } }, body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(priceRulesKey(venueId), saved);
      // The venue's availability (slot prices) on any open page of it.
      void queryClient.invalidateQueries({ queryKey: ["venues", venueId] });
    },
  });
}
