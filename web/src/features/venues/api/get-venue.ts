import type { Venue, VenueDetails } from "@crease/core/contracts/venues";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** GET /api/venues/{id}: 404 when it does not exist or is not visible to this user. */
export function getVenue(id: number): Promise<Venue> {
  return data(api.GET("/api/venues/{id}", { params: { path: { id: String(id) } } }));
}

export const venueKey = (id: number) => ["venues", id] as const;

export function venueQueryOptions(id: number) {
  return queryOptions({ queryKey: venueKey(id), queryFn: () => getVenue(id) });
}

export function useVenue(id: number) {
  return useQuery({ ...venueQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

/** GET /api/venues/{id}/details: type-specific prices, hours and add-ons; null when not added yet. */
export function getVenueDetails(id: number): Promise<VenueDetails | null> {
  return data(api.GET("/api/venues/{id}/details", { params: { path: { id: String(id) } } }));
}

export function venueDetailsQueryOptions(id: number) {
  return queryOptions({ queryKey: [...venueKey(id), "details"] as const, queryFn: () => getVenueDetails(id) });
}

export function useVenueDetails(id: number) {
  return useQuery({ ...venueDetailsQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
