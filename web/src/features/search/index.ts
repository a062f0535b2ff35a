/** The search feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { type FilterPatch, SearchFiltersPanel } from "./components/search-filters-panel";
export { preloadSearchHeroForm, SearchHeroForm } from "./components/search-hero-form";
export { useCurrentPosition } from "./hooks/use-current-position";
export {
  countActiveFilters,
  readSearchFilters,
  type SearchPageFilters,
  toVenueSearch,
  writeSearchFilters,
} from "./lib/search-filters";
export { chosenSlot, hourLabel, readHomeSearch, type SearchFilters, searchParamsOf, searchUrl } from "./lib/search-url";
export { VENUE_SORT_LABELS, VENUE_SORTS } from "./lib/sorts";
