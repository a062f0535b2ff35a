import type { Review, ReviewInput } from "@crease/core/reviews";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { reviewsKey, venueKey } from "@/features/venues";
import { api, data } from "@/lib/api-client";

/** POST /api/venues/{id}/reviews {rating, comment?, bookingId?}: 201 with the review. */
export function createReview(venueId: number, input: ReviewInput): Promise<Review> {
  return data(api.POST("/api/venues/{id}/reviews", { params: { path: { id: String(venueId) } }, body: input }));
}

/** Posts a review, then re-reads the reviews, the eligibility and the venue (its rating and count). */
export function useCreateReview(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => createReview(venueId, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKey(venueId) }),
        queryClient.invalidateQueries({ queryKey: venueKey(venueId), exact: true }),
        // Venue cards elsewhere show the rating too.
        queryClient.invalidateQueries({ queryKey: ["venues", "search"] }),
      ]);
    },
  });
}
