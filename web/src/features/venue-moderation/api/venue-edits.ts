import type { VenueEdit } from "@crease/core/venue-edits";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Under ["venues"]: an approved change shows on every venue list and page at once. */
const venueEditsKey = ["venues", "edits"] as const;

/** GET /api/venue-edits: every owner's change waiting for review, oldest first. */
export function useVenueEditsToReview() {
  return useQuery(
    queryOptions({
      queryKey: venueEditsKey,
      queryFn: ({ signal }) => api.get<VenueEdit[]>("/api/venue-edits", { signal }),
    }),
  );
}

/** POST /api/venue-edits/{id}/approve or …/reject (with the note the owner reads). */
export function useReviewVenueEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: number; decision: "approve" | "reject"; note?: string }) =>
      api.post<unknown>(`/api/venue-edits/${id}/${decision}`, decision === "reject" ? { note } : undefined),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["venues"] }),
  });
}
