import type { Booking } from "@crease/core/bookings";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * GET /api/bookings?venueId=: for an admin every booking (or one venue's), newest date first.
 * The server answers at most 500 and has no status filter; the panel filters by status itself.
 */
export function getAllBookings(venueId: number | null, signal?: AbortSignal): Promise<Booking[]> {
  return api.get<Booking[]>("/api/bookings", { query: { venueId: venueId ?? undefined }, signal });
}

/** Under the app's `["bookings"]` key, so anything that refreshes bookings refreshes these too. */
export const allBookingsKey = ["bookings", "admin"] as const;

export function allBookingsQueryOptions(venueId: number | null) {
  return queryOptions({
    queryKey: [...allBookingsKey, venueId ?? "all"] as const,
    queryFn: ({ signal }) => getAllBookings(venueId, signal),
  });
}

export function useAllBookings(venueId: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...allBookingsQueryOptions(venueId),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
