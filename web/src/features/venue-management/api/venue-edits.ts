import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data, done } from "@/lib/api-client";

/** Under ["venues"], so saving a venue refreshes its pending change too. */
export const venueEditsKey = ["venues", "edits"] as const;

/** GET /api/venue-edits: the owner's changes waiting for an admin. */
export function useOwnerVenueEdits() {
  return useQuery(
    queryOptions({
      queryKey: venueEditsKey,
      queryFn: ({ signal }) => data(api.GET("/api/venue-edits", { signal })),
    }),
  );
}

/** DELETE /api/venue-edits/{id}: the owner takes a pending change back. */
export function useWithdrawVenueEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => done(api.DELETE("/api/venue-edits/{id}", { params: { path: { id: String(id) } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: venueEditsKey }),
  });
}
