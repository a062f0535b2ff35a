/** The venues feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { useCompareVenues } from "./api/compare-venues";
export { availabilityKey, useAvailability } from "./api/get-availability";
export { useConfig } from "./api/get-config";
export { courtsKey, useCourts } from "./api/get-courts";
export { useLocations } from "./api/get-locations";
export { reviewsKey, useReviews } from "./api/get-reviews";
export { useVenue, useVenueDetails, venueDetailsQueryOptions, venueKey, venueQueryOptions } from "./api/get-venue";
export { useVenueSearch, type VenueSearchParams } from "./api/search-venues";
export { VenueCard } from "./components/venue-card";
export { VenueGrid, VenueGridSkeleton } from "./components/venue-grid";
