import { isGroundSlot, todayInIst } from "@crease/core/slots";
import type { VenueType } from "@crease/core/venues";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { readHomeSearch, type SearchFilters } from "@/features/search/lib/search-url";
import type { VenueSearchParams } from "@/features/venues/api/search-venues";

/** The home page's featured sections (docs/product/screens.md#public), in order. */
export const FEATURED: Array<{ type: VenueType; title: MessageDescriptor; blurb: MessageDescriptor }> = [
  { type: "ground", title: msg`Featured Cricket Grounds`, blurb: msg`Full-size grounds for matches and tournaments.` },
  { type: "nets", title: msg`Practice Nets`, blurb: msg`Lanes for batters and bowlers, booked by the hour.` },
  { type: "box", title: msg`Box Cricket Facilities`, blurb: msg`Walled arenas for quick games with friends.` },
];

/** Inline results on the home page: the first few, then a link to the search page for the rest. */
const HOME_RESULTS_LIMIT = 9;

/** What a featured section asks for: the three top-rated venues of its type. */
export function featuredSearch(type: VenueType): VenueSearchParams {
  return { venueType: type, limit: 3, sort: "rating" };
}

/** What the inline results of a home search ask for. */
export function resultsSearch(filters: Required<SearchFilters>): VenueSearchParams {
  return {
    city: filters.location || undefined,
    venueType: filters.venueType === "all" ? undefined : filters.venueType,
    date: filters.date || undefined,
    timeSlot: isGroundSlot(filters.timeSlot) ? filters.timeSlot : undefined,
    hourlyTime: filters.hourlyTime || undefined,
    limit: HOME_RESULTS_LIMIT,
  };
}

/**
 * The venue searches the home page at this address will make: the featured sections, or the
 * results of the search in the address. main.tsx starts them before the first render.
 */
export function homeVenueSearches(params: URLSearchParams): VenueSearchParams[] {
  const search = readHomeSearch(params, todayInIst());
  return search ? [resultsSearch(search)] : FEATURED.map((section) => featuredSearch(section.type));
}
