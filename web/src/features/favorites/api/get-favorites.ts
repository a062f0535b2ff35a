import type { Favorite } from "@crease/core/favorites";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAuth } from "@/features/auth";
import { api, data } from "@/lib/api-client";

/** GET /api/favorites: the signed-in user's saved venues, newest first (401 for visitors). */
export function getFavorites(signal?: AbortSignal): Promise<Favorite[]> {
  return data(api.GET("/api/favorites", { signal }));
}

export const favoritesQueryKey = ["favorites"] as const;

export function favoritesQueryOptions() {
  return queryOptions({ queryKey: favoritesQueryKey, queryFn: ({ signal }) => getFavorites(signal) });
}

/** The saved venues; only asked for when someone is signed in (a visitor has none). */
export function useFavorites() {
  const { status } = useAuth();
  return useQuery({ ...favoritesQueryOptions(), enabled: status === "signed-in" });
}
