import { t } from "@lingui/core/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { messageOf } from "@/lib/api-client";
import { type SeriesQuoteBody, useSeriesQuote } from "../api/series-quote";
import { priceOfQuote, type WeeklyPrice } from "../lib/series-price";

interface WeeklyBooking {
  venueId: number;
  courtId?: number;
  date: string;
  slot: string;
  /** From the address; null for one date. */
  weeks: number | null;
  /** The add-on keys, once the venue's add-ons are read (null until then). */
  addOns: string[] | null;
}

/**
 * A weekly booking at checkout: the dates the player skips, the server's quote for the rest, and
 * its price in the checkout's shape. Inert (no request) for a booking of one date.
 */
export function useWeeklyCheckout({ venueId, courtId, date, slot, weeks, addOns }: WeeklyBooking) {
  const queryClient = useQueryClient();
  const [skipped, setSkipped] = useState<string[]>([]);
  const body: SeriesQuoteBody | null = useMemo(
    () =>
      weeks !== null && addOns !== null
        ? { venueId, courtId, date, slot, weeks, addOns, skipDates: [...skipped].sort() }
        : null,
    [venueId, courtId, date, slot, weeks, addOns, skipped],
  );
  const quote = useSeriesQuote(body);
  const toggleSkip = useCallback(
    (day: string) => setSkipped((list) => (list.includes(day) ? list.filter((d) => d !== day) : [...list, day])),
    [],
  );
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: ["series-quote"] }), [queryClient]);
  // The price is the answer to the dates on screen: while a new skip is being quoted, none (Pay waits).
  const current = quote.data && !quote.isPlaceholderData ? quote.data : null;
  const price: WeeklyPrice | null = current && current.bookedDates.length >= 2 ? priceOfQuote(current) : null;
  return {
    weekly: weeks !== null,
    weeks: weeks ?? 0,
    skipped,
    toggleSkip,
    quote: quote.data,
    updating: quote.isFetching,
    error: quote.isError ? messageOf(quote.error, t`The dates could not be checked. Please try again.`) : null,
    price,
    refresh,
  };
}
