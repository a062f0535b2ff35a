import { todayInIst } from "@crease/core/slots";
import type { VenueType } from "@crease/core/venues";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, BadgeCheck, ShieldCheck, Zap } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { preloadSearchHeroForm, SearchHeroForm } from "@/features/search/components/search-hero-form";
import { readHomeSearch, type SearchFilters, searchParamsOf } from "@/features/search/lib/search-url";
import { useVenueSearch } from "@/features/venues/api/search-venues";
import { VenueGridSkeleton } from "@/features/venues/components/venue-grid";
import { deferredComponent, whenIdle } from "@/lib/deferred-component";
import { withCatalogue } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import { FEATURED, featuredSearch } from "./home-queries";

// Not part of the first script download: the venue cards come in their own chunk. A page the
// server drew has them drawn already (`ssr`: the browser loads their code before taking the
// page over); after a search in the browser, skeleton cards stand in until code and venues are
// there. The marketing sections are far below the fold: they download when the browser is
// idle, after the cards.
const HomeVenueGrid = deferredComponent(() => import("./home-venues").then((module) => module.HomeVenueGrid), {
  ssr: "home-venue-grid",
});
const SearchResults = deferredComponent(() => import("./home-venues").then((module) => module.SearchResults), {
  ssr: "home-search-results",
});
// The hero's picture is decoration: its inline SVG comes in a chunk of its own (drawn by the server,
// loaded before the page is taken over), so the first script stays within its budget.
const HeroArt = deferredComponent(
  () => import("@/features/marketing/components/hero-art").then((module) => module.HeroArt),
  { ssr: "home-hero-art", optional: true },
);
const MarketingSections = deferredComponent(
  withCatalogue("marketing", () =>
    import("@/features/marketing/components/marketing-sections").then((module) => module.default),
  ),
  { start: "idle", optional: true },
);

/** Starts loading what the home page draws once its venues arrive (and, when idle, the time chips). */
export function preloadHome() {
  void HomeVenueGrid.preload();
  void SearchResults.preload();
  whenIdle(preloadSearchHeroForm);
}

const PROMISES = [
  { icon: Zap, text: msg`Instant confirmation` },
  { icon: BadgeCheck, text: msg`Verified venues` },
  { icon: ShieldCheck, text: msg`Secure payments` },
] as const;

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

/** Three top-rated venues of one type, with a link to all of them (docs/product/screens.md#public). */
function FeaturedSection({
  type,
  title: titleMessage,
  blurb,
}: {
  type: VenueType;
  title: MessageDescriptor;
  blurb: MessageDescriptor;
}) {
  const { t, i18n } = useLingui();
  const title = i18n._(titleMessage);
  const query = useVenueSearch(featuredSearch(type));
  const headingId = `featured-${type}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeader
        id={headingId}
        title={title}
        blurb={i18n._(blurb)}
        action={
          <Link
            to={`/search?venueType=${type}`}
            className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline sm:self-end"
          >
            <Trans>
              View all<span className="sr-only"> {title}</span>
            </Trans>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        }
      />
      <HomeVenueGrid
        fallback={<VenueGridSkeleton count={3} />}
        venues={query.data?.items}
        isPending={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        empty={{
          title: t`No venues available`,
          text: t`We're adding new venues regularly. Check back soon or explore other venue types.`,
        }}
      />
    </section>
  );
}

/** Focus the results heading and bring it to the top of the screen (focus alone stops at its bottom edge). */
function showResults(heading: HTMLHeadingElement) {
  heading.focus({ preventScroll: true });
  heading.scrollIntoView({ block: "start" });
}

/**
 * Home (docs/product/screens.md): the search hero; then either the three featured sections or, after a
 * search, its results in place; then the marketing sections. Loaded eagerly (the venue cards
 * and the marketing sections just after the first paint). The search lives in the address
 * (`/?location=Pune&venueType=ground`), so Back, reload and sharing keep it.
 */
export function HomeRoute() {
  useDocumentTitle("");
  const { i18n } = useLingui();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const today = useMemo(() => todayInIst(), []);
  const search = readHomeSearch(params, today);
  const resultsHeading = useRef<HTMLHeadingElement | null>(null);
  const focusAfter = useRef<"results" | "form" | null>(null);

  // After a search the results take focus (and scroll into view); after Clear Search the
  // location box does, ready for the next one. The results heading may only arrive with the
  // results' code: then it takes focus as it appears (headingRef).
  useEffect(() => {
    if (focusAfter.current === "results") {
      if (!resultsHeading.current) return;
      showResults(resultsHeading.current);
    }
    if (focusAfter.current === "form") document.getElementById("search-location")?.focus();
    focusAfter.current = null;
  });
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    resultsHeading.current = heading;
    if (heading && focusAfter.current === "results") {
      focusAfter.current = null;
      showResults(heading);
    }
  }, []);

  const onSearch = (filters: Required<SearchFilters>) => {
    focusAfter.current = "results";
    // The results are drawn on this page, below the form: no jump to the top (on a phone that
    // hid them), the focused results heading scrolls into view instead.
    setParams(searchParamsOf(filters, { keepAllType: true }), { preventScrollReset: true });
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
        <div className="container-page pt-14 pb-36 sm:pt-20 lg:pt-24 lg:pb-44">
          <div className="max-w-2xl lg:max-w-xl xl:max-w-2xl">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/25 backdrop-blur">
              <span className="size-2 rounded-full bg-pitch-400" aria-hidden="true" />
              <Trans>Grounds · Nets · Box cricket</Trans>
            </p>
            <h1
              id="hero-heading"
              className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl"
            >
              <Trans>Book your next game of cricket in minutes</Trans>
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/85">
              <Trans>
                Find cricket grounds, practice nets and box cricket arenas near you. Check live availability, pay
                securely and get instant confirmation.
              </Trans>
            </p>
            <ul className="mt-7 flex flex-wrap gap-x-6 gap-y-2">
              {PROMISES.map(({ icon: Icon, text }) => (
                <li key={text.id} className="flex items-center gap-2 text-sm font-medium text-white">
                  <Icon className="size-4 text-pitch-300" aria-hidden="true" />
                  {i18n._(text)}
                </li>
              ))}
            </ul>
          </div>
        </div>
        {/* After the words, though drawn behind them (-z-10): on a phone the picture hangs from the
            section's bottom edge, so placed first it was painted before the browser had read the
            rest of the section and then moved down as it grew (Lighthouse: a layout shift of 0.41
            on a slow run). Read last, it is placed once. */}
        <HeroArt className="pointer-events-none absolute -right-40 -bottom-56 -z-10 w-[34rem] opacity-25 sm:-right-24 md:opacity-40 lg:top-10 lg:right-[-4rem] lg:bottom-auto lg:w-[36rem] lg:opacity-100 xl:right-0" />
      </section>

      <div className="container-page relative z-10 -mt-24 lg:-mt-28">
        <div className="rounded-3xl border border-slate-200/80 bg-white p-5 shadow-[0_30px_60px_-20px_rgb(49_46_129/0.35)] sm:p-7">
          <h2 className="mb-5 text-lg font-semibold text-slate-900">
            <Trans>Find a venue</Trans>
          </h2>
          {/* Remounted on every navigation so the fields always show the search in the address. */}
          <SearchHeroForm key={location.key} initial={search ?? undefined} onSearch={onSearch} />
        </div>
      </div>

      <div className="container-page py-14 sm:py-16">
        {search ? (
          <SearchResults
            fallback={<VenueGridSkeleton count={3} />}
            filters={search}
            onClear={onClear}
            headingRef={headingRef}
          />
        ) : (
          <div className="space-y-14 sm:space-y-16">
            {FEATURED.map((section) => (
              <FeaturedSection key={section.type} type={section.type} title={section.title} blurb={section.blurb} />
            ))}
          </div>
        )}
      </div>

      <MarketingSections actor={user} />
    </>
  );
}
