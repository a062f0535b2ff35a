import type { Venue } from "@crease/core/contracts/venues";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, X } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { CompareToggle } from "@/features/compare/components/compare-toggle";
import { FavoriteButton } from "@/features/favorites/components/favorite-button";
import { chosenSlot, hourLabel, type SearchFilters, searchUrl } from "@/features/search/lib/search-url";
import { useVenueSearch } from "@/features/venues/api/search-venues";
import { VenueList, VenueListEmpty, type VenueListProps } from "@/features/venues/components/venue-list";
import { type Formatters, useFormat } from "@/lib/format";
import { useWords, type Words } from "@/lib/i18n";
import { resultsSearch } from "./home-queries";

/*
 * The home page's venue cards: the featured sections' grids and a home search's results. Its
 * own chunk: until the venues arrive the home page shows skeleton cards, so the cards' code
 * (and the compare and favourite toggles) downloads in parallel with the venue requests
 * instead of before the first paint (see preloadHome).
 */

/** The favourite heart and the compare toggle over each card's cover. */
function cardActions(venue: Venue) {
  return (
    <>
      <CompareToggle venue={venue} />
      <FavoriteButton venueId={venue.id} venueName={venue.name} />
    </>
  );
}

export interface HomeVenueGridProps extends Omit<VenueListProps, "empty" | "renderActions"> {
  /** What an empty answer says: a title, a line of help and an optional action. */
  empty: { title: string; text: ReactNode; action?: ReactNode };
}

/** A grid of venue cards with the favourite and compare toggles, and its loading, failure and empty states. */
export function HomeVenueGrid({ empty, ...props }: HomeVenueGridProps) {
  return (
    <VenueList
      {...props}
      renderActions={cardActions}
      empty={
        <VenueListEmpty title={empty.title} action={empty.action}>
          {empty.text}
        </VenueListEmpty>
      }
    />
  );
}

/** What a search asked for, as short chips under the results heading. */
function searchSummary(
  filters: Required<SearchFilters>,
  format: Formatters,
  words: Words,
  from: (hour: string) => string,
): string[] {
  const parts: string[] = [];
  if (filters.location) parts.push(filters.location);
  if (filters.date) parts.push(format.date(filters.date, "month-day-year"));
  if (filters.timeSlot) parts.push(words.slot(filters.timeSlot));
  if (filters.hourlyTime) parts.push(from(hourLabel(filters.hourlyTime)));
  return parts;
}

/**
 * The results of a home search in place of the featured sections: what was asked, how many
 * venues match, the first few, and links to the search page for more.
 */
export function SearchResults({
  filters,
  onClear,
  headingRef,
}: {
  filters: Required<SearchFilters>;
  onClear: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const venueType = filters.venueType === "all" ? undefined : filters.venueType;
  const query = useVenueSearch(resultsSearch(filters));
  const items = query.data?.items;
  const total = query.data ? (query.data.total ?? items?.length ?? 0) : null;
  const summary = searchSummary(filters, format, words, (hour) => t`From ${hour}`);
  const fullSearch = searchUrl(filters);
  const clearButton = (
    <Button variant="secondary" size="sm" onClick={onClear}>
      <X aria-hidden="true" />
      <Trans>Clear Search</Trans>
    </Button>
  );

  return (
    <section aria-labelledby="search-results-heading">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2
            id="search-results-heading"
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl"
          >
            {venueType ? <Trans>Search Results — {words.venueType(venueType)}</Trans> : <Trans>Search Results</Trans>}
          </h2>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {summary.map((part) => (
              <span key={part} className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-700">
                {part}
              </span>
            ))}
            <span role="status">
              {total === null ? (
                query.isError ? (
                  ""
                ) : (
                  <Trans>Searching…</Trans>
                )
              ) : (
                <Plural value={total} one="# venue found" other="# venues found" />
              )}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {clearButton}
          <Button asChild variant="outline" size="sm">
            <Link to={fullSearch}>
              <Trans>More filters</Trans>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
      <HomeVenueGrid
        venues={items}
        isPending={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        skeletonCount={3}
        slot={chosenSlot(filters)}
        date={filters.date || undefined}
        empty={{
          title: t`No venues found`,
          action: clearButton,
          text: t`Nothing matches this search yet. Try another city, date or time, or clear the search to see our featured venues.`,
        }}
      />
      {total !== null && items && total > items.length ? (
        <p className="mt-8 text-center">
          <Button asChild variant="secondary">
            <Link to={fullSearch}>
              <Trans>View all {total} results</Trans>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </p>
      ) : null}
    </section>
  );
}
