import type { Venue } from "@crease/core/contracts/venues";
import { haversineKm, type LatLng, venueCoordinates } from "@crease/core/geo";

/** A venue placed on the map, with its distance from the player when their location is known. */
export interface MapVenue {
  venue: Venue;
  point: LatLng;
  distanceKm: number | null;
}

export type TypeFilter = "all" | "ground" | "nets" | "box";

/**
 * Places venues (their own coordinates, their maps link's, else their city's), keeps those of
 * the chosen type, and, once the player's location is known, measures and sorts by distance
 * (nearest first; the API's order otherwise).
 */
export function placeVenues(venues: readonly Venue[], filter: TypeFilter, origin: LatLng | null): MapVenue[] {
  const placed = venues
    .filter((venue) => filter === "all" || venue.venueType === filter)
    .map((venue) => {
      const point = venueCoordinates(venue);
      return { venue, point, distanceKm: origin ? haversineKm(origin, point) : null };
    });
  if (origin) placed.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
  return placed;
}

/** How many venues of each type there are, for the filter chips. */
export function countByType(venues: readonly Venue[]): Record<TypeFilter, number> {
  const counts: Record<TypeFilter, number> = { all: venues.length, ground: 0, nets: 0, box: 0 };
  for (const venue of venues) {
    if (venue.venueType === "ground" || venue.venueType === "nets" || venue.venueType === "box") {
      counts[venue.venueType] += 1;
    }
  }
  return counts;
}
