import type { ListedBookingStatus } from "@crease/core/booking-list";
import type { Booking } from "@crease/core/contracts/bookings";
import type { InfiniteData } from "@tanstack/react-query";
import { api, apiUrl, type Page, page } from "@/lib/api-client";

export interface BookingListParams {
  venueId?: number | null;
  scope?: "mine";
  status?: ListedBookingStatus | null;
  limit?: number;
}

export interface BookingPage extends Page<Booking> {
  /** Bookings of each status matching the other filters (X-Status-Counts). */
  statusCounts: Record<string, number>;
}

/**
 * GET /api/bookings?venueId=&scope=&status=&limit=&cursor=: one page, newest slot date first.
 * The next cursor, the total and the per-status counts come in headers.
 */
export async function getBookingPage(
  params: BookingListParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<BookingPage> {
  let counts: string | null = null;
  const answer = await page(
    api.GET("/api/bookings", {
      params: {
        query: {
          venueId: params.venueId == null ? undefined : String(params.venueId),
          scope: params.scope,
          status: params.status ?? undefined,
          limit: params.limit === undefined ? undefined : String(params.limit),
          cursor: cursor ?? undefined,
        },
      },
      signal,
    }),
    (headers) => {
      counts = headers.get("X-Status-Counts");
    },
  );
  let statusCounts: Record<string, number> = {};
  try {
    statusCounts = counts ? (JSON.parse(counts) as Record<string, number>) : {};
  } catch {
    statusCounts = {};
  }
  return { ...answer, statusCounts };
}

/** Every loaded page's bookings in order. */
export function bookingsOf(data: InfiniteData<BookingPage> | undefined): Booking[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/** Puts a changed booking in place in loaded pages (after a cancel, before the refetch). */
export function replaceBooking(
  data: InfiniteData<BookingPage> | undefined,
  booking: Booking,
): InfiniteData<BookingPage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((b) => (b.id === booking.id ? booking : b)),
    })),
  };
}

/** The address of the CSV export of bookings dated from..to (owners: their venues; admins: all). */
export function exportUrl(from: string, to: string, venueId?: number | null): string {
  return apiUrl("/api/bookings/export.csv", { from, to, venueId: venueId ?? undefined });
}
