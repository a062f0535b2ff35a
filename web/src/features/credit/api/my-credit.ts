import { useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";
import type { CreditAccount } from "../lib/credit-types";

export const myCreditKey = ["credit", "mine"] as const;

/** GET /api/users/me/credit: the player's credit at each owner, with every entry. */
export function useMyCredit(enabled = true) {
  return useQuery({
    queryKey: myCreditKey,
    enabled,
    queryFn: ({ signal }): Promise<CreditAccount[]> => data(api.GET("/api/users/me/credit", { signal })),
  });
}
