import type { User } from "@crease/core/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/auth/me: the signed-in user, or null for a visitor (a 401 is not an error here). */
export function getMe(): Promise<User | null> {
  return api.get<User | null>("/api/auth/me", { on401: "returnNull" });
}

export const meQueryKey = ["auth", "me"] as const;

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
