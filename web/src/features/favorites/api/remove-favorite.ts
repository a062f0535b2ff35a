import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** DELETE /api/favorites/{venueId}: 204, also when it was not saved. */
export function removeFavorite(venueId: number): Promise<null> {
  return api.delete<null>(`/api/favorites/${venueId}`);
}

export function useRemoveFavorite() {
  return useMutation({ mutationFn: removeFavorite });
}
