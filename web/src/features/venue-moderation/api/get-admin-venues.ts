import type { Venue } from "@crease/core/contracts/venues";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api, page } from "@/lib/api-client";
import { nextStreamCursors, type StreamCursors, streamQuery, type VenueFilter, venueStreams } from "../lib/venue-list";

export const ADMIN_VENUES_PAGE = 50;

export interface AdminVenuePage {
  venues: Venue[];
  /** Each fetched stream's next cursor (null: no more). */
  cursors: StreamCursors;
  /** Each fetched stream's X-Total-Count. */
  totals: Record<string, number | null>;
}

/**
 * GET /api/venues?status=&q=|city=&limit=&cursor= for each stream of the list (see
 * lib/venue-list.ts): an admin sees pending, rejected and suspended venues only by naming the
 * status. `cursors` null = the first page of every stream.
 */
export async function getAdminVenuePage(
  filter: VenueFilter,
  text: string,
  cursors: StreamCursors | null,
  signal?: AbortSignal,
): Promise<AdminVenuePage> {
  const streams = venueStreams(filter, text).filter((stream) => cursors === null || stream.key in cursors);
  const pages = await Promise.all(
    streams.map((stream) =>
      page(
        api.GET("/api/venues", {
          params: { query: streamQuery(stream, text, ADMIN_VENUES_PAGE, cursors?.[stream.key]) },
          signal,
        }),
      ),
    ),
  );
  const answer: AdminVenuePage = { venues: [], cursors: {}, totals: {} };
  streams.forEach((stream, index) => {
    const result = pages[index]!;
    answer.venues.push(...result.items);
    answer.cursors[stream.key] = result.nextCursor;
    answer.totals[stream.key] = result.total;
  });
  return answer;
}

/** Every admin venue list, for refreshing them after a status move. */
export const adminVenuesKey = ["venues", "admin-list"] as const;

export function adminVenuesQueryOptions(filter: VenueFilter, text: string) {
  const search = text.trim().toLowerCase();
  return infiniteQueryOptions({
    queryKey: [...adminVenuesKey, filter, search] as const,
    queryFn: ({ pageParam, signal }) => getAdminVenuePage(filter, search, pageParam, signal),
    initialPageParam: null as StreamCursors | null,
    getNextPageParam: (last: AdminVenuePage) => nextStreamCursors(last.cursors),
  });
}

export function useAdminVenues(filter: VenueFilter, text: string) {
  return useInfiniteQuery({ ...adminVenuesQueryOptions(filter, text), placeholderData: keepPreviousData });
}
