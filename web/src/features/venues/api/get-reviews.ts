import type { Review } from "@crease/core/reviews";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";
import { venueKey } from "./get-venue";

/** GET /api/venues/{id}/reviews: newest first. */
export function getReviews(id: number, signal?: AbortSignal): Promise<Review[]> {
  return data(api.GET("/api/venues/{id}/reviews", { params: { path: { id: String(id) } }, signal }));
}

export const reviewsKey = (id: number) => [...venueKey(id), "reviews"] as const;

export function reviewsQueryOptions(id: number) {
  return queryOptions({ queryKey: reviewsKey(id), queryFn: ({ signal }) => getReviews(id, signal) });
}

export function useReviews(id: number) {
  return useQuery({ ...reviewsQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
