import type { User } from "@crease/core/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** GET /api/auth/session: the signed-in user, or null for a visitor (always a 200, so no console error). */
export async function getMe(): Promise<User | null> {
  return (await data(api.GET(SESSION_URL))).user;
}

export const SESSION_URL = "/api/auth/session" as const;

export const meQueryKey = ["auth", "me"] as const;

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe });
}

/** `enabled: false` holds the question back (until the app has taken over a drawn page). */
export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions(), enabled });
}
