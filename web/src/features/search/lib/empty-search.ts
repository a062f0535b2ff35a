import { pincodeOf } from "@crease/core/pincodes";
import { t } from "@lingui/core/macro";
import type { SearchPageFilters } from "./search-filters";

/** What an empty search page says: for a pincode and for "Near me", where it looked (docs/product/search.md). */
export function emptySearchText(filters: SearchPageFilters, hasQuery: boolean): string {
  const pincode = pincodeOf(filters.location);
  if (pincode) {
    return t`No venues in or near pincode ${pincode}. Check the pincode, or search by your city or area, or use Near me.`;
  }
  if (filters.sort === "distance" && filters.radiusKm) {
    const radius = filters.radiusKm;
    return t`No venues within ${radius} km of you. Search by city, area or pincode to look further.`;
  }
  return hasQuery
    ? t`Nothing matches these filters. Try a nearby city, another date or time, or fewer amenities.`
    : t`There are no venues listed yet. Check back soon.`;
}
