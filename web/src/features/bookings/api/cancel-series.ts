import { useMutation, useQueryClient } from "@tanstack/react-query";
import { availabilityKey } from "@/features/venues";
import { api, data } from "@/lib/api-client";
import { bookingsQueryKey } from "./get-bookings";

/**
 * POST /api/bookings/series/{id}/cancel: the player's dates of a weekly booking still to come
 * (from `fromDate` on, when given), each refunded by the rules of its own start.
 */
export function cancelSeries(seriesId: number, fromDate?: string) {
  return data(
    api.POST("/api/bookings/series/{id}/cancel", {
      params: { path: { id: String(seriesId) } },
      body: fromDate ? { fromDate } : {},
    }),
  );
}

export function useCancelSeries(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seriesId, fromDate }: { seriesId: number; fromDate?: string }) => cancelSeries(seriesId, fromDate),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      // The slots are free again on the venue page.
      void queryClient.invalidateQueries({ queryKey: availabilityKey(venueId) });
    },
  });
}
