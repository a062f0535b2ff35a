import type { Venue } from "@crease/core/contracts/venues";
import { pincodeOf } from "@crease/core/pincodes";
import type { VenueSort } from "@crease/core/search";
import { todayInIst } from "@crease/core/slots";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Loader2, LocateFixed, SlidersHorizontal, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CompareToggle } from "@/features/compare/components/compare-toggle";
import { FavoriteButton } from "@/features/favorites/components/favorite-button";
import { NearMeButton, positionRefusal } from "@/features/search/components/near-me-button";
import { type FilterPatch, SearchFiltersPanel } from "@/features/search/components/search-filters-panel";
import { useCurrentPosition } from "@/features/search/hooks/use-current-position";
import { useSearchFilters } from "@/features/search/hooks/use-search-filters";
import { emptySearchText } from "@/features/search/lib/empty-search";
import {
  countActiveFilters,
  NEAR_ME_RADIUS_KM,
  needsPosition,
  type SearchPageFilters,
  toVenueSearch,
} from "@/features/search/lib/search-filters";
import { chosenSlot } from "@/features/search/lib/search-url";
import { VENUE_SORTS } from "@/features/search/lib/sorts";
import { useInfiniteVenueSearch } from "@/features/venues/api/search-venue-pages";
import { VenueList, VenueListEmpty } from "@/features/venues/components/venue-list";
import { cn } from "@/lib/cn";
import { deferredComponent } from "@/lib/deferred-component";
import { useDocumentTitle } from "@/lib/use-document-title";

// The sheet's code (Radix Dialog) is not needed to draw the page: it downloads once the page is
// up, and a press on Filters before that opens the sheet as soon as it is there.
const FilterSheetDialog = deferredComponent(() => import("./search-filter-sheet").then((module) => module.default));

/** The sort orders' names on screen (VENUE_SORT_LABELS in English). */
const SORT_WORDS: Record<VenueSort, MessageDescriptor> = {
  relevance: msg`Best match`,
  price: msg`Price: low to high`,
  rating: msg`Top rated`,
  distance: msg`Nearest first`,
};

function cardActions(venue: Venue) {
  return (
    <>
      <CompareToggle venue={venue} />
      <FavoriteButton venueId={venue.id} venueName={venue.name} />
    </>
  );
}

// `plural` reads the app's i18n, which the page's useLingui keeps drawing in the language shown.
function countText(total: number): string {
  return total === 0 ? t`No venues found` : plural(total, { one: "# venue found", other: "# venues found" });
}

/** "12 venues" on the sheet's Show button; nothing when there are none (the button says Close). */
function venuesText(total: number | null): string {
  if (total === 0) return "";
  return total === null ? t`results` : plural(total, { one: "# venue", other: "# venues" });
}

/** The mobile filter sheet: the same filters in a dialog that slides up from the bottom. */
function FilterSheet({
  filters,
  update,
  today,
  activeCount,
  resultText,
  onClear,
  canClear,
}: {
  filters: SearchPageFilters;
  update: (patch: FilterPatch, options?: { replace?: boolean }) => void;
  today: string;
  activeCount: number;
  resultText: string;
  onClear: () => void;
  canClear: boolean;
}) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  return (
    <>
      {/* The same attributes as a Radix Dialog.Trigger. */}
      <Button
        ref={triggerRef}
        variant="secondary"
        size="sm"
        className="lg:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={contentId}
        data-state={open ? "open" : "closed"}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <SlidersHorizontal aria-hidden="true" />
        <Trans>Filters</Trans>
        {activeCount > 0 ? (
          <span className="ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-bold text-white">
            {activeCount}
            <span className="sr-only">
              {" "}
              <Trans>active</Trans>
            </span>
          </span>
        ) : null}
      </Button>
      <FilterSheetDialog
        open={open}
        onOpenChange={setOpen}
        contentId={contentId}
        triggerRef={triggerRef}
        filters={filters}
        update={update}
        today={today}
        resultText={resultText}
        onClear={onClear}
        canClear={canClear}
      />
    </>
  );
}

/**
 * The search page (docs/product/search.md#search, docs/product/search.md): every filter in the address, results in
 * pages of 24 with "Show more", a sidebar of filters on wide screens and a sheet on phones.
 */
export function Component() {
  const { i18n } = useLingui();
  const today = useMemo(() => todayInIst(), []);
  const { filters, update, clear, hasQuery } = useSearchFilters(today);
  const geo = useCurrentPosition();
  const [sortNote, setSortNote] = useState<string | null>(null);
  const wantsDistance = needsPosition(filters);
  const waitingForPosition = wantsDistance && !geo.position;
  const place = filters.location;
  // A city's title as the server sends it (server/src/plugins/pages.ts), so the tab keeps it.
  useDocumentTitle(place ? t`Cricket venues in ${place}` : t`Search venues`);

  // A "nearest first" address opened afresh: ask for the position; without one, fall back.
  const askedOnce = useRef(false);
  useEffect(() => {
    if (!wantsDistance || geo.status !== "idle" || askedOnce.current) return;
    askedOnce.current = true;
    geo.locate().catch((error: Error) => {
      setSortNote(positionRefusal(error.message));
      update({ sort: "relevance" }, { replace: true });
    });
  }, [wantsDistance, geo, update]);

  const onSort = (sort: VenueSort) => {
    setSortNote(null);
    if (sort !== "distance") {
      update({ sort });
      return;
    }
    if (geo.position) {
      update({ sort });
      return;
    }
    geo
      .locate()
      .then(() => update({ sort: "distance" }))
      .catch((error: Error) => setSortNote(positionRefusal(error.message)));
  };

  const apiParams = useMemo(() => toVenueSearch(filters, geo.position), [filters, geo.position]);
  const query = useInfiniteVenueSearch(apiParams, { enabled: !waitingForPosition, keepPrevious: true });
  const venues = useMemo(() => {
    const seen = new Set<number>();
    return (query.data?.pages ?? []).flatMap((page) =>
      page.items.filter((venue) => {
        if (seen.has(venue.id)) return false;
        seen.add(venue.id);
        return true;
      }),
    );
  }, [query.data]);
  const total = query.data ? (query.data.pages[0]?.total ?? venues.length) : null;
  const refreshing = query.isPlaceholderData && query.isFetching;
  const loading = query.isPending || waitingForPosition;
  const activeCount = countActiveFilters(filters);

  const heading = waitingForPosition
    ? t`Finding your location…`
    : loading || refreshing
      ? t`Searching venues…`
      : query.isError && venues.length === 0
        ? t`Venues could not be loaded`
        : countText(total ?? 0);

  // After "Show more", focus moves to the first new card so keyboard users carry on from there.
  const listRef = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null || query.isFetchingNextPage) return;
    const index = focusFrom.current;
    focusFrom.current = null;
    listRef.current?.querySelectorAll(":scope > ul > li")[index]?.querySelector<HTMLAnchorElement>("a")?.focus();
  }, [query.isFetchingNextPage]);

  const onClear = () => {
    setSortNote(null);
    clear();
  };

  const clearButton = (
    <Button variant="ghost" size="sm" onClick={onClear} disabled={!hasQuery}>
      <X aria-hidden="true" />
      <Trans>Clear All Filters</Trans>
    </Button>
  );

  return (
    <div className="bg-slate-50/60">
      <div className="container-page py-8 sm:py-10">
        <header className="mb-6 sm:mb-8">
          <p className="text-sm font-semibold tracking-wide text-pitch-700 uppercase">
            <Trans>Grounds · Nets · Box cricket</Trans>
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            <Trans>Search venues</Trans>
          </h1>
        </header>

        <div className="lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8">
          <aside
            aria-labelledby="filters-heading"
            className="hidden lg:sticky lg:top-24 lg:block lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:rounded-2xl"
          >
            <div className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card">
              <div className="mb-5 flex items-center justify-between">
                <h2 id="filters-heading" className="text-base font-semibold text-slate-900">
                  <Trans>Filters</Trans>
                </h2>
                {activeCount > 0 ? (
                  <span className="text-xs font-medium text-slate-500">
                    <Trans>{activeCount} active</Trans>
                  </span>
                ) : null}
              </div>
              <SearchFiltersPanel filters={filters} onChange={update} today={today} />
            </div>
          </aside>

          <section aria-labelledby="results-heading" className="min-w-0">
            <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <h2
                id="results-heading"
                aria-live="polite"
                className="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900"
              >
                {refreshing || (loading && !waitingForPosition) ? (
                  <Loader2 className="size-5 animate-spin text-brand-600" aria-hidden="true" />
                ) : null}
                {heading}
              </h2>
              <div className="flex flex-wrap items-center gap-2">
                <FilterSheet
                  filters={filters}
                  update={update}
                  today={today}
                  activeCount={activeCount}
                  resultText={venuesText(total)}
                  onClear={onClear}
                  canClear={hasQuery}
                />
                <div className="flex items-center gap-2">
                  <Label
                    htmlFor="search-sort"
                    className="sr-only text-sm whitespace-nowrap text-slate-600 sm:not-sr-only"
                  >
                    <Trans>Sort by</Trans>
                  </Label>
                  <Select
                    id="search-sort"
                    value={filters.sort}
                    onChange={(event) => onSort(event.target.value as VenueSort)}
                    className="h-9 min-w-40 text-sm"
                  >
                    {VENUE_SORTS.map((sort) => (
                      <option key={sort} value={sort}>
                        {i18n._(SORT_WORDS[sort])}
                      </option>
                    ))}
                  </Select>
                </div>
                <NearMeButton
                  locate={geo.locate}
                  locating={geo.status === "locating"}
                  onLocated={() => {
                    setSortNote(null);
                    // Near me replaces the typed place: the venues around the player, nearest first.
                    update({ sort: "distance", radiusKm: String(NEAR_ME_RADIUS_KM), location: "" });
                  }}
                  onRefused={setSortNote}
                />
                {clearButton}
              </div>
            </div>

            {geo.status === "locating" ? (
              <p role="status" className="mb-4 flex items-center gap-2 text-sm text-slate-600">
                <LocateFixed className="size-4 text-brand-600" aria-hidden="true" />
                <Trans>Asking your browser where you are, to sort venues by distance…</Trans>
              </p>
            ) : null}
            {sortNote ? (
              <Alert tone="error" className="mb-4" title={t`Can't find your location`}>
                {sortNote}
              </Alert>
            ) : null}

            <div
              ref={listRef}
              aria-busy={loading || refreshing || undefined}
              className={cn("transition-opacity", refreshing && "opacity-60")}
            >
              <VenueList
                venues={venues}
                isPending={loading}
                isError={query.isError}
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
                skeletonCount={6}
                // The first card's picture is the page's largest paint on a phone: fetched at once.
                priorityFirst
                renderActions={cardActions}
                slot={chosenSlot(filters)}
                date={filters.date || undefined}
                pincode={pincodeOf(filters.location) ?? undefined}
                empty={
                  <VenueListEmpty
                    title={t`No venues found`}
                    action={
                      hasQuery ? (
                        <Button variant="outline" onClick={onClear}>
                          <Trans>Clear All Filters</Trans>
                        </Button>
                      ) : undefined
                    }
                  >
                    {emptySearchText(filters, hasQuery)}
                  </VenueListEmpty>
                }
              />
            </div>

            {venues.length > 0 && !loading ? (
              <div className="mt-8 flex flex-col items-center gap-3">
                {total !== null && total > venues.length ? (
                  <p className="text-sm text-slate-600">
                    <Trans>
                      Showing {venues.length} of {total}
                    </Trans>
                  </p>
                ) : null}
                {query.isFetchNextPageError ? (
                  <Alert tone="error">{t`Error loading venues. Please try again later.`}</Alert>
                ) : null}
                {query.hasNextPage ? (
                  <Button
                    variant="secondary"
                    loading={query.isFetchingNextPage}
                    disabled={refreshing}
                    onClick={() => {
                      focusFrom.current = venues.length;
                      void query.fetchNextPage();
                    }}
                  >
                    {query.isFetchNextPageError ? <Trans>Try again</Trans> : <Trans>Show more</Trans>}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </section>
        </div>
      </div>
    </div>
  );
}
