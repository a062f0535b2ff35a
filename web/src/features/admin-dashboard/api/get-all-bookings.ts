import type { ListedBookingStatus } from "@crease/core/booking-list";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { type BookingPage, getBookingPage } from "@/features/bookings";

export const ADMIN_BOOKINGS_PAGE = 50;

export interface AdminBookingFilter {
  venueId: number | null;
  status: ListedBookingStatus | null;
}

/** Under the app's `["bookings"]` key, so anything that refreshes bookings refreshes these too. */
export const allBookingsKey = ["bookings", "admin"] as const;

/**
 * GET /api/bookings?venueId=&status=, page by page: for an admin every booking (or one venue's),
 * newest date first, filtered on the server so every page is complete.
 */
export function allBookingsQueryOptions(filter: AdminBookingFilter) {
  return infiniteQueryOptions({
    queryKey: [...allBookingsKey, filter.venueId ?? "all", filter.status ?? "all"] as const,
    queryFn: ({ pageParam, signal }) => getBookingPage({ ...filter, limit: ADMIN_BOOKINGS_PAGE }, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: BookingPage) => last.nextCursor ?? undefined,
  });
}

export function useAllBookings(filter: AdminBookingFilter = { venueId: null, status: null }) {
  return useInfiniteQuery({ ...allBookingsQueryOptions(filter), placeholderData: keepPreviousData });
}
