/**
 * The search page's sort orders and their labels: the same values as VENUE_SORTS and
 * VENUE_SORT_LABELS in @crease/core/search (sorts.test.ts holds them equal). Repeated here
 * because that module builds the API's zod schemas when it loads, and importing anything from
 * it would put zod (about 24 KB gzip) into the search page's first paint for two constants.
 */
import type { VenueSort } from "@crease/core/search";

export const VENUE_SORTS = ["relevance", "price", "rating", "distance"] as const satisfies readonly VenueSort[];

export const VENUE_SORT_LABELS: Record<VenueSort, string> = {
  relevance: "Best match",
  price: "Price: low to high",
  rating: "Top rated",
  distance: "Nearest first",
};
