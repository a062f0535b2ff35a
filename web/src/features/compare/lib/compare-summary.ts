import type { COMPARE_AMENITIES } from "@crease/core/amenities";

/**
 * What the compare table works out from the venues themselves (docs/product/search.md#compare): which of
 * the six checked amenities each venue has, and the summary of highest rated, most amenities
 * and most reviews.
 */

export type CompareAmenity = (typeof COMPARE_AMENITIES)[number];

/** "Wi-Fi", "wi fi", "WIFI" → "wifi": lower case without spaces, hyphens, underscores or dots. */
export function normaliseAmenity(text: string): string {
  return text.toLowerCase().replace(/[\s\-_.]+/g, "");
}

function singular(word: string): string {
  return word.endsWith("s") ? word.slice(0, -1) : word;
}

/**
 * Whether a venue's amenity list offers one of the checked amenities. Case, spaces and hyphens
 * do not matter, singular or plural neither ("Washroom", "Flood lights"), and a longer name
 * still counts ("Free Parking", "Wi-Fi Zone").
 */
export function hasAmenity(amenities: readonly string[], amenity: CompareAmenity): boolean {
  const wanted = singular(normaliseAmenity(amenity));
  return amenities.some((a) => normaliseAmenity(a).includes(wanted));
}

export interface SummaryVenue {
  id: number;
  name: string;
  avgRating: string;
  reviewCount: number;
  amenities: readonly string[];
}

export interface SummaryLeader {
  /** Every venue sharing the best value, in column order. */
  venues: { id: number; name: string }[];
  value: number;
}

export interface CompareSummary {
  highestRated: SummaryLeader | null;
  mostAmenities: SummaryLeader | null;
  mostReviews: SummaryLeader | null;
}

/** The venues with the largest value; null when nobody scores above zero. */
function leader<T extends SummaryVenue>(venues: readonly T[], score: (venue: T) => number): SummaryLeader | null {
  let best = 0;
  for (const venue of venues) best = Math.max(best, score(venue));
  if (best <= 0) return null;
  return {
    venues: venues.filter((v) => score(v) === best).map((v) => ({ id: v.id, name: v.name })),
    value: best,
  };
}

function rating(venue: SummaryVenue): number {
  const value = Number(venue.avgRating);
  return Number.isFinite(value) ? value : 0;
}

export function summarise(venues: readonly SummaryVenue[]): CompareSummary {
  return {
    highestRated: leader(venues, rating),
    mostAmenities: leader(venues, (v) => new Set(v.amenities.map(normaliseAmenity).filter(Boolean)).size),
    mostReviews: leader(venues, (v) => v.reviewCount),
  };
}
