import type { DeskCalendar } from "@crease/core/desk";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/**
 * Under ["bookings"]: any booking move elsewhere in the app (a cancel from the bookings list)
 * reads the desk again too.
 */
export const deskKey = (venueId: number) => ["bookings", "desk", venueId] as const;

/** GET /api/venues/{id}/desk: `days` days (1 or 7) of every court, from `from`. */
export function useDeskCalendar(venueId: number, from: string, days: number) {
  return useQuery({
    queryKey: [...deskKey(venueId), from, days],
    queryFn: ({ signal }): Promise<DeskCalendar> =>
      data(
        api.GET("/api/venues/{id}/desk", {
          params: { path: { id: String(venueId) }, query: { from, days } },
          signal,
        }),
      ),
    // The next day's sheet replaces the last one without a blank screen in between.
    placeholderData: keepPreviousData,
  });
}
