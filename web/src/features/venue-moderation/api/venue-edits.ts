import type { VenueEdit } from "@crease/core/venue-edits";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** Under ["venues"]: an approved change shows on every venue list and page at once. */
const venueEditsKey = ["venues", "edits"] as const;

/** GET /api/venue-edits: every owner's change waiting for review, oldest first. */
export function useVenueEditsToReview() {
  return useQuery(
    queryOptions({
      queryKey: venueEditsKey,
      queryFn: ({ signal }) => data(api.GET("/api/venue-edits", { signal })),
    }),
  );
}

export interface VenueEditDecision {
  edit: Pick<VenueEdit, "id" | "venueVersion">;
  decision: "approve" | "reject";
  note?: string;
}

/**
 * POST /api/venue-edits/{id}/approve {version} (the venue's version the change was shown against:
 * 409 when the owner changed the venue since) or …/reject {note} (the note the owner reads).
 */
export function useReviewVenueEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ edit, decision, note }: VenueEditDecision) => {
      const path = { id: String(edit.id) };
      return decision === "reject"
        ? data(api.POST("/api/venue-edits/{id}/reject", { params: { path }, body: { note: note ?? "" } }))
        : data(api.POST("/api/venue-edits/{id}/approve", { params: { path }, body: { version: edit.venueVersion } }));
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["venues"] }),
    // A refusal (the venue changed, or the change was replaced): reload the list to show it as it is.
    onError: () => void queryClient.invalidateQueries({ queryKey: ["venues"] }),
  });
}
