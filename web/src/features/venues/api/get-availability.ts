import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";
import { venueKey } from "./get-venue";

export interface AvailabilityRange {
  /** First IST date, YYYY-MM-DD. */
  from: string;
  /** How many days from `from` (1 to 62). */
  days: number;
  /** One court's slots; without it, the venue's (a slot is free while any court is). */
  courtId?: number | null;
}

/** GET /api/venues/{id}/availability?from=&days=: per day, per offered slot, its state (IST). */
export function getAvailability(id: number, range: AvailabilityRange, signal?: AbortSignal) {
  return data(
    api.GET("/api/venues/{id}/availability", {
      params: {
        path: { id: String(id) },
        query: {
          from: range.from,
          days: String(range.days),
          ...(range.courtId ? { courtId: String(range.courtId) } : {}),
        },
      },
      signal,
    }),
  );
}

/** Every availability range of one venue, for invalidating them all at once. */
export const availabilityKey = (id: number) => [...venueKey(id), "availability"] as const;

export function availabilityQueryOptions(id: number, range: AvailabilityRange) {
  return queryOptions({
    queryKey: [...availabilityKey(id), range.from, range.days, range.courtId ?? null] as const,
    queryFn: ({ signal }) => getAvailability(id, range, signal),
    // Slots are taken all the time: ask again whenever a screen showing them opens.
    refetchOnMount: "always",
  });
}

export function useAvailability(id: number, range: AvailabilityRange | null) {
  return useQuery({
    ...availabilityQueryOptions(id, range ?? { from: "", days: 0 }),
    enabled: range !== null && Number.isInteger(id) && id > 0,
  });
}
