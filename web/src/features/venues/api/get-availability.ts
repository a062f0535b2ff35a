import type { VenueAvailability } from "@crease/core/contracts/availability";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { venueKey } from "./get-venue";

export interface AvailabilityRange {
  /** First IST date, YYYY-MM-DD. */
  from: string;
  /** How many days from `from` (1 to 62). */
  days: number;
}

/** GET /api/venues/{id}/availability?from=&days=: per day, per offered slot, its state (IST). */
export function getAvailability(id: number, range: AvailabilityRange, signal?: AbortSignal) {
  return api.get<VenueAvailability>(`/api/venues/${id}/availability`, {
    query: { from: range.from, days: range.days },
    signal,
  });
}

/** Every availability range of one venue, for invalidating them all at once. */
export const availabilityKey = (id: number) => [...venueKey(id), "availability"] as const;

export function availabilityQueryOptions(id: number, range: AvailabilityRange) {
  return queryOptions({
    queryKey: [...availabilityKey(id), range.from, range.days] as const,
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
