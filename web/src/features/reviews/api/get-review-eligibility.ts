import type { ReviewEligibility } from "@crease/core/reviews";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { reviewsKey } from "@/features/venues";
import { api, data } from "@/lib/api-client";

/** GET /api/venues/{id}/reviews/eligibility: whether this user may review the venue, and why not. */
export function getReviewEligibility(venueId: number, signal?: AbortSignal): Promise<ReviewEligibility> {
  return data(api.GET("/api/venues/{id}/reviews/eligibility", { params: { path: { id: String(venueId) } }, signal }));
}

export const reviewEligibilityKey = (venueId: number) => [...reviewsKey(venueId), "eligibility"] as const;

export function reviewEligibilityQueryOptions(venueId: number) {
  return queryOptions({
    queryKey: reviewEligibilityKey(venueId),
    queryFn: ({ signal }) => getReviewEligibility(venueId, signal),
  });
}

export function useReviewEligibility(venueId: number) {
  return useQuery({ ...reviewEligibilityQueryOptions(venueId), enabled: Number.isInteger(venueId) && venueId > 0 });
}
