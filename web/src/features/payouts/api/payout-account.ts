import type { PayoutAccount, PayoutAccountInput, PayoutDestination } from "@crease/core/payout-accounts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";
import { payoutsKey } from "./get-payouts";

export const payoutAccountKey = ["payout-account"] as const;

/** GET /api/owner/payout-account: the owner's own account, masked; null before they give one. */
export function getPayoutAccount(signal?: AbortSignal): Promise<PayoutAccount | null> {
  return data(api.GET("/api/owner/payout-account", { signal }));
}

export function usePayoutAccount() {
  return useQuery(queryOptions({ queryKey: payoutAccountKey, queryFn: ({ signal }) => getPayoutAccount(signal) }));
}

/**
 * PUT /api/owner/payout-account: the password again and the new account; answers it masked. A wrong
 * password is a 401, a bad field a 400 naming it (both carry `errors`).
 */
export function savePayoutAccount(body: PayoutAccountInput): Promise<PayoutAccount> {
  return data(api.PUT("/api/owner/payout-account", { body }));
}

export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutAccount,
    onSuccess: (saved) => {
      queryClient.setQueryData(payoutAccountKey, saved);
      // Payouts now show the 24-hour hold.
      void queryClient.invalidateQueries({ queryKey: payoutsKey });
    },
  });
}

/** GET /api/payouts/{id}/account (admins): where to send a payout, in full; `account` null when none was given. */
export function getPayoutDestination(id: number, signal?: AbortSignal): Promise<PayoutDestination> {
  return data(api.GET("/api/payouts/{id}/account", { params: { path: { id: String(id) } }, signal }));
}

export function usePayoutDestination(id: number | null) {
  return useQuery({
    queryKey: [...payoutsKey, id ?? 0, "account"] as const,
    queryFn: ({ signal }) => getPayoutDestination(id ?? 0, signal),
    enabled: id !== null,
    // Full account numbers are not kept in the cache longer than the dialog needs them.
    gcTime: 0,
  });
}

/** The statement's download address (GET /api/payouts/{id}/statement.csv or .pdf). */
export function statementUrl(id: number, kind: "csv" | "pdf"): string {
  return `/api/payouts/${id}/statement.${kind}`;
}
