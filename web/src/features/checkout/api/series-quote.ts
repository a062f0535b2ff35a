import type { SeriesQuote } from "@crease/core/series";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, data, type RequestBody } from "@/lib/api-client";

/** The weekly booking asked about: the first date, its slot and court, how many weeks, and the dates skipped. */
export type SeriesQuoteBody = RequestBody<"/api/bookings/series/quote", "post">;

/** POST /api/bookings/series/quote: which of the weeks are free, and the price of those booked (rupee strings). */
export function quoteSeries(body: SeriesQuoteBody): Promise<SeriesQuote> {
  return data(api.POST("/api/bookings/series/quote", { body }));
}

/**
 * The quote of a weekly booking, asked again whenever a date is skipped or put back: the last
 * answer stays on screen while the next one comes (no flicker of the dates).
 */
export function useSeriesQuote(body: SeriesQuoteBody | null) {
  return useQuery(
    queryOptions({
      queryKey: ["series-quote", body] as const,
      queryFn: () => quoteSeries(body as SeriesQuoteBody),
      enabled: body !== null,
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
