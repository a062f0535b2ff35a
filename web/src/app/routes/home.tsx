import { isGroundSlot, slotLabel, todayInIst } from "@crease/core/slots";
import { type Venue, type VenueType, venueTypeLabel } from "@crease/core/venues";
import { ArrowRight, BadgeCheck, ShieldCheck, X, Zap } from "lucide-react";
import { type ReactNode, type Ref, useEffect, useMemo, useRef } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { CompareToggle } from "@/features/compare/components/compare-toggle";
import { FavoriteButton } from "@/features/favorites/components/favorite-button";
import { CityGrid } from "@/features/marketing/components/city-grid";
import { HeroArt } from "@/features/marketing/components/hero-art";
import { HowItWorks } from "@/features/marketing/components/how-it-works";
import { OwnerSection } from "@/features/marketing/components/owner-section";
import { VenueTypes } from "@/features/marketing/components/venue-types";
import { WhyChooseUs } from "@/features/marketing/components/why-choose-us";
import { SearchHeroForm } from "@/features/search/components/search-hero-form";
import {
  chosenSlot,
  hourLabel,
  readHomeSearch,
  type SearchFilters,
  searchParamsOf,
  searchUrl,
} from "@/features/search/lib/search-url";
import { useVenueSearch } from "@/features/venues/api/search-venues";
import { VenueList, VenueListEmpty } from "@/features/venues/components/venue-list";
import { formatCalendarDate } from "@/lib/format";
import { useDocumentTitle } from "@/lib/use-document-title";

const PROMISES = [
  { icon: Zap, text: "Instant confirmation" },
  { icon: BadgeCheck, text: "Verified venues" },
  { icon: ShieldCheck, text: "Secure payments" },
] as const;

const FEATURED: Array<{ type: VenueType; title: string; blurb: string }> = [
  { type: "ground", title: "Featured Cricket Grounds", blurb: "Full-size grounds for matches and tournaments." },
  { type: "nets", title: "Practice Nets", blurb: "Lanes for batters and bowlers, booked by the hour." },
  { type: "box", title: "Box Cricket Facilities", blurb: "Walled arenas for quick games with friends." },
];

/** Inline results on the home page: the first few, then a link to the search page for the rest. */
const HOME_RESULTS_LIMIT = 9;

/** The favourite heart and the compare toggle over each card's cover. */
function cardActions(venue: Venue) {
  return (
    <>
      <CompareToggle venue={venue} />
      <FavoriteButton venueId={venue.id} venueName={venue.name} />
    </>
  );
}

function SectionHeader({
  id,
  title,
  blurb,
  action,
}: {
  id: string;
  title: string;
  blurb?: string;
  action?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {blurb ? <p className="mt-1.5 text-slate-600">{blurb}</p> : null}
      </div>
      {action}
    </div>
  );
}

/** Three top-rated venues of one type, with a link to all of them (SPEC.md §2 Home). */
function FeaturedSection({ type, title, blurb }: { type: VenueType; title: string; blurb: string }) {
  const query = useVenueSearch({ venueType: type, limit: 3, sort: "rating" });
  const headingId = `featured-${type}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeader
        id={headingId}
        title={title}
        blurb={blurb}
        action={
          <Link
            to={`/search?venueType=${type}`}
            className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline sm:self-end"
          >
            View all<span className="sr-only"> {title}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        }
      />
      <VenueList
        venues={query.data?.items}
        isPending={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        renderActions={cardActions}
        empty={
          <VenueListEmpty title="No venues available">
            We're adding new venues regularly. Check back soon or explore other venue types.
          </VenueListEmpty>
        }
      />
    </section>
  );
}

/** What a search asked for, as short chips under the results heading. */
function searchSummary(filters: Required<SearchFilters>): string[] {
  const parts: string[] = [];
  if (filters.location) parts.push(filters.location);
  if (filters.date) parts.push(formatCalendarDate(filters.date));
  if (filters.timeSlot) parts.push(slotLabel(filters.timeSlot));
  if (filters.hourlyTime) parts.push(`From ${hourLabel(filters.hourlyTime)}`);
  return parts;
}

function SearchResults({
  filters,
  onClear,
  headingRef,
}: {
  filters: Required<SearchFilters>;
  onClear: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const venueType = filters.venueType === "all" ? undefined : filters.venueType;
  const query = useVenueSearch({
    city: filters.location || undefined,
    venueType,
    date: filters.date || undefined,
    timeSlot: isGroundSlot(filters.timeSlot) ? filters.timeSlot : undefined,
    hourlyTime: filters.hourlyTime || undefined,
    limit: HOME_RESULTS_LIMIT,
  });
  const items = query.data?.items;
  const total = query.data ? (query.data.total ?? items?.length ?? 0) : null;
  const summary = searchSummary(filters);
  const fullSearch = searchUrl(filters);
  const clearButton = (
    <Button variant="secondary" size="sm" onClick={onClear}>
      <X aria-hidden="true" />
      Clear Search
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
            Search Results{venueType ? ` — ${venueTypeLabel(venueType)}` : ""}
          </h2>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {summary.map((part) => (
              <span key={part} className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-700">
                {part}
              </span>
            ))}
            <span role="status">
              {total === null
                ? query.isError
                  ? ""
                  : "Searching…"
                : total === 1
                  ? "1 venue found"
                  : `${total} venues found`}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {clearButton}
          <Button asChild variant="outline" size="sm">
            <Link to={fullSearch}>
              More filters
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
      <VenueList
        venues={items}
        isPending={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        skeletonCount={3}
        renderActions={cardActions}
        slot={chosenSlot(filters)}
        date={filters.date || undefined}
        empty={
          <VenueListEmpty title="No venues found" action={clearButton}>
            Nothing matches this search yet. Try another city, date or time, or clear the search to see our featured
            venues.
          </VenueListEmpty>
        }
      />
      {total !== null && items && total > items.length ? (
        <p className="mt-8 text-center">
          <Button asChild variant="secondary">
            <Link to={fullSearch}>
              View all {total} results
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </p>
      ) : null}
    </section>
  );
}

/**
 * Home (SPEC.md §2): the search hero; then either the three featured sections or, after a
 * search, its results in place; then the marketing sections. Loaded eagerly. The search lives
 * in the address (`/?location=Pune&venueType=ground`), so Back, reload and sharing keep it.
 */
export function HomeRoute() {
  useDocumentTitle("");
  const { user } = useAuth();
  const canList = user?.role === "owner" || user?.role === "admin";
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const today = useMemo(() => todayInIst(), []);
  const search = readHomeSearch(params, today);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusAfter = useRef<"results" | "form" | null>(null);

  // After a search the results take focus (and scroll into view); after Clear Search the
  // location box does, ready for the next one.
  useEffect(() => {
    if (focusAfter.current === "results") resultsHeading.current?.focus();
    if (focusAfter.current === "form") document.getElementById("search-location")?.focus();
    focusAfter.current = null;
  });

  const onSearch = (filters: Required<SearchFilters>) => {
    focusAfter.current = "results";
    setParams(searchParamsOf(filters, { keepAllType: true }));
  };
  const onClear = () => {
    focusAfter.current = "form";
    setParams(new URLSearchParams());
  };

  return (
    <>
      <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-brand-gradient">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 opacity-30 [background-image:radial-gradient(circle_at_20%_20%,rgb(255_255_255/0.35)_0,transparent_35%),radial-gradient(circle_at_80%_0%,rgb(56_189_248/0.5)_0,transparent_40%)]"
        />
        <HeroArt className="pointer-events-none absolute -right-40 -bottom-56 -z-10 w-[34rem] opacity-25 sm:-right-24 md:opacity-40 lg:top-10 lg:right-[-4rem] lg:bottom-auto lg:w-[36rem] lg:opacity-100 xl:right-0" />
        <div className="container-page pt-14 pb-36 sm:pt-20 lg:pt-24 lg:pb-44">
          <div className="max-w-2xl lg:max-w-xl xl:max-w-2xl">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/25 backdrop-blur">
              <span className="size-2 rounded-full bg-pitch-400" aria-hidden="true" />
              Grounds · Nets · Box cricket
            </p>
            <h1
              id="hero-heading"
              className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl"
            >
              Book your next game of cricket in minutes
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/85">
              Find cricket grounds, practice nets and box cricket arenas near you. Check live availability, pay securely
              and get instant confirmation.
            </p>
            <ul className="mt-7 flex flex-wrap gap-x-6 gap-y-2">
              {PROMISES.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-2 text-sm font-medium text-white">
                  <Icon className="size-4 text-pitch-300" aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <div className="container-page relative z-10 -mt-24 lg:-mt-28">
        <div className="rounded-3xl border border-slate-200/80 bg-white p-5 shadow-[0_30px_60px_-20px_rgb(49_46_129/0.35)] sm:p-7">
          <h2 className="mb-5 text-lg font-semibold text-slate-900">Find a venue</h2>
          {/* Remounted on every navigation so the fields always show the search in the address. */}
          <SearchHeroForm key={location.key} initial={search ?? undefined} onSearch={onSearch} />
        </div>
      </div>

      <div className="container-page py-14 sm:py-16">
        {search ? (
          <SearchResults filters={search} onClear={onClear} headingRef={resultsHeading} />
        ) : (
          <div className="space-y-14 sm:space-y-16">
            {FEATURED.map((section) => (
              <FeaturedSection key={section.type} {...section} />
            ))}
          </div>
        )}
      </div>

      <WhyChooseUs />
      <VenueTypes />
      <CityGrid />
      <HowItWorks />
      <OwnerSection canList={canList} />
    </>
  );
}
