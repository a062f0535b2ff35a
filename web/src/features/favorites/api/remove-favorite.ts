import { useMutation } from "@tanstack/react-query";
import { api, done } from "@/lib/api-client";

/** DELETE /api/favorites/{venueId}: 204, also when it was not saved. */
export function removeFavorite(venueId: number): Promise<null> {
  return done(api.DELETE("/api/favorites/{venueId}", { params: { path: { venueId: String(venueId) } } }));
}

export function useRemoveFavorite() {
  return useMutation({ mutationFn: removeFavorite });
}
