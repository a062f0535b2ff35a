import type { Booking } from "@crease/core/contracts/bookings";
import { useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** Under "bookings", so a booking's move or a live update refreshes Recent activity too. */
export const latestBookingsKey = ["bookings", "latest"] as const;

/** Enough for five events: a booking may bring two (booked, then cancelled). */
const LATEST = 10;

/**
 * GET /api/bookings/latest: the bookings at the owner's venues (every venue for an admin) with
 * the newest events first, for Recent activity. The bookings list is sorted by slot date, so its
 * first page misses a new booking or a cancellation for a nearby date.
 */
export function useLatestBookings() {
  return useQuery({
    queryKey: latestBookingsKey,
    queryFn: ({ signal }): Promise<Booking[]> =>
      data(api.GET("/api/bookings/latest", { params: { query: { limit: String(LATEST) } }, signal })),
  });
}
