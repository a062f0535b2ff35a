import type { DaySheet } from "@crease/core/desk";
import { useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";
import { deskKey } from "./get-desk";

/**
 * GET /api/venues/{id}/day-sheet: the day's games with how each was paid and every player's
 * mobile, the totals by method and the blocked slots. Read only while the sheet is open (it
 * carries online players' numbers); under the desk's key, so any booking move reads it again.
 */
export function useDaySheet(venueId: number, date: string, open: boolean) {
  return useQuery({
    queryKey: [...deskKey(venueId), "day-sheet", date],
    queryFn: ({ signal }): Promise<DaySheet> =>
      data(
        api.GET("/api/venues/{id}/day-sheet", {
          params: { path: { id: String(venueId) }, query: { date } },
          signal,
        }),
      ),
    enabled: open,
  });
}
