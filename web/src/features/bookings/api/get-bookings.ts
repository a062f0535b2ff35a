import type { Booking } from "@crease/core/bookings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * GET /api/bookings?scope=mine: the bookings this user made as a player, newest date first (holds
 * in progress are left out). "mine" keeps an owner's own games here after Become a Host.
 */
export function getBookings(signal?: AbortSignal): Promise<Booking[]> {
  return api.get<Booking[]>("/api/bookings", { query: { scope: "mine" }, signal });
}

/** Every cached booking list; invalidate this after booking, paying or cancelling. */
export const bookingsQueryKey = ["bookings"] as const;

export function bookingsQueryOptions() {
  return queryOptions({ queryKey: bookingsQueryKey, queryFn: ({ signal }) => getBookings(signal) });
}

export function useBookings() {
  return useQuery(bookingsQueryOptions());
}
