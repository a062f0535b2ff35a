import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** GET /api/auth/verify-reset-token?token=: 200 for a usable token, 400 otherwise. */
export function verifyResetToken(token: string) {
  return data(api.GET("/api/auth/verify-reset-token", { params: { query: { token } } }));
}

export function verifyResetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["auth", "reset-token", token] as const,
    queryFn: () => verifyResetToken(token),
    // A token is checked when the page opens, never served from an older visit.
    gcTime: 0,
  });
}

export function useVerifyResetToken(token: string | null) {
  return useQuery({ ...verifyResetTokenQueryOptions(token ?? ""), enabled: Boolean(token) });
}
