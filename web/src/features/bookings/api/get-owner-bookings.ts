import type { ListedBookingStatus } from "@crease/core/booking-list";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { type BookingPage, getBookingPage } from "./booking-pages";

export const OWNER_BOOKINGS_PAGE = 50;

export interface OwnerBookingFilter {
  venueId: number | null;
  status: ListedBookingStatus | null;
}

/** Under "bookings", so everything that refreshes bookings refreshes these too. */
export const ownerBookingsKey = (filter: OwnerBookingFilter) =>
  ["bookings", "owner", filter.venueId ?? "all", filter.status ?? "all"] as const;

/**
 * GET /api/bookings?venueId=&status=, page by page: bookings at the owner's venues (every venue
 * for an admin), newest date first, filtered on the server so every page is complete.
 */
export function ownerBookingsQueryOptions(filter: OwnerBookingFilter) {
  return infiniteQueryOptions({
    queryKey: ownerBookingsKey(filter),
    queryFn: ({ pageParam, signal }) => getBookingPage({ ...filter, limit: OWNER_BOOKINGS_PAGE }, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: BookingPage) => last.nextCursor ?? undefined,
  });
}

export function useOwnerBookings(filter: OwnerBookingFilter = { venueId: null, status: null }) {
  return useInfiniteQuery({ ...ownerBookingsQueryOptions(filter), placeholderData: keepPreviousData });
}
