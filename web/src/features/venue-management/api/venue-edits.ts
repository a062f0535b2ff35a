import type { VenueEdit } from "@crease/core/venue-edits";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Under ["venues"], so saving a venue refreshes its pending change too. */
export const venueEditsKey = ["venues", "edits"] as const;

/** GET /api/venue-edits: the owner's changes waiting for an admin. */
export function useOwnerVenueEdits() {
  return useQuery(
    queryOptions({
      queryKey: venueEditsKey,
      queryFn: ({ signal }) => api.get<VenueEdit[]>("/api/venue-edits", { signal }),
    }),
  );
}

/** DELETE /api/venue-edits/{id}: the owner takes a pending change back. */
export function useWithdrawVenueEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/venue-edits/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: venueEditsKey }),
  });
}
