import type { Booking } from "@crease/core/bookings";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * GET /api/bookings?venueId=: bookings at the owner's venues (every venue for an admin),
 * newest date first; `venueId` narrows it to one venue.
 */
export function getOwnerBookings(venueId: number | null, signal?: AbortSignal): Promise<Booking[]> {
  return api.get<Booking[]>("/api/bookings", { query: { venueId: venueId ?? undefined }, signal });
}

/** Under "bookings", so everything that refreshes bookings refreshes these too. */
export const ownerBookingsKey = (venueId: number | null) => ["bookings", "owner", venueId ?? "all"] as const;

export function ownerBookingsQueryOptions(venueId: number | null) {
  return queryOptions({
    queryKey: ownerBookingsKey(venueId),
    queryFn: ({ signal }) => getOwnerBookings(venueId, signal),
  });
}

export function useOwnerBookings(venueId: number | null) {
  return useQuery({ ...ownerBookingsQueryOptions(venueId), placeholderData: keepPreviousData });
}
