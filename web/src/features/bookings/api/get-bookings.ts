import type { Booking } from "@crease/core/bookings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/bookings: the player's own bookings, newest date first (holds in progress are left out). */
export function getBookings(signal?: AbortSignal): Promise<Booking[]> {
  return api.get<Booking[]>("/api/bookings", { signal });
}

/** Every cached booking list; invalidate this after booking, paying or cancelling. */
export const bookingsQueryKey = ["bookings"] as const;

export function bookingsQueryOptions() {
  return queryOptions({ queryKey: bookingsQueryKey, queryFn: ({ signal }) => getBookings(signal) });
}

export function useBookings() {
  return useQuery(bookingsQueryOptions());
}
