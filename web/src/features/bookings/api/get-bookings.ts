import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { type BookingPage, getBookingPage } from "./booking-pages";

export const MY_BOOKINGS_PAGE = 50;

/** The prefix of every booking list (player, owner, admin): refreshing it refreshes them all. */
export const bookingsQueryKey = ["bookings"] as const;
export const myBookingsKey = [...bookingsQueryKey, "mine"] as const;

/**
 * GET /api/bookings?scope=mine, page by page: the bookings this user made as a player, newest
 * date first (holds in progress and expired checkouts are not listed).
 */
export function bookingsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: myBookingsKey,
    queryFn: ({ pageParam, signal }) => getBookingPage({ scope: "mine", limit: MY_BOOKINGS_PAGE }, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: BookingPage) => last.nextCursor ?? undefined,
  });
}

export function useBookings() {
  return useInfiniteQuery(bookingsQueryOptions());
}
