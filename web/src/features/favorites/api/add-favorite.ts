import type { Favorite } from "@crease/core/favorites";
import { useMutation } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** POST /api/favorites {venueId}: 201 with the new favourite (200 with the same one when already saved). */
export function addFavorite(venueId: number): Promise<Favorite> {
  return data(api.POST("/api/favorites", { body: { venueId } }));
}

export function useAddFavorite() {
  return useMutation({ mutationFn: addFavorite });
}
