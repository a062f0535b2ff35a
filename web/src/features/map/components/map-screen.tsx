import { CITIES } from "@crease/core/venues";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { LocateFixed, MapPin, SearchX, X } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useConfig, useVenue, useVenueSearch } from "@/features/venues";
import { cn } from "@/lib/cn";
import { useWords } from "@/lib/i18n";
import { useGeolocation } from "../hooks/use-geolocation";
import { countByType, placeVenues, type TypeFilter } from "../lib/map-venues";
import { TYPE_STYLES } from "../lib/type-styles";
import { MapVenueList, MapVenueListSkeleton } from "./map-venue-list";
import { VenueDetailCard } from "./venue-detail-card";
import { VenueMap } from "./venue-map";

const FILTERS: TypeFilter[] = ["all", "ground", "nets", "box"];

const CITY_DEBOUNCE_MS = 300;

function Legend({ located }: { located: boolean }) {
  const { t } = useLingui();
  const words = useWords();
  return (
    <div className="pointer-events-auto rounded-xl border border-slate-200/80 bg-white/95 px-3 py-2 text-xs shadow-md backdrop-blur">
      <ul className="space-y-1" aria-label={t`Legend`}>
        {(["ground", "nets", "box"] as const).map((type) => (
          <li key={type} className="flex items-center gap-2 text-slate-700">
            <span
              aria-hidden="true"
              className={cn("size-2.5 rounded-full ring-2 ring-white", TYPE_STYLES[type]?.dot)}
            />
            {words.venueType(type)}
          </li>
        ))}
        {located ? (
          <li className="flex items-center gap-2 text-slate-700">
            <span aria-hidden="true" className="size-2.5 rounded-full bg-blue-600 ring-2 ring-blue-200" />
            <Trans>You</Trans>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** /map (docs/product/search.md#map): every venue on a real map, with a list beside it. */
export function MapScreen() {
  const { t, i18n } = useLingui();
  const words = useWords();
  const [params, setParams] = useSearchParams();
  const venueParam = Number(params.get("venue"));
  const selectedId = Number.isInteger(venueParam) && venueParam > 0 ? venueParam : null;

  const [filter, setFilter] = useState<TypeFilter>("all");
  const [cityText, setCityText] = useState(() => params.get("city") ?? "");
  const [city, setCity] = useState(cityText.trim());
  useEffect(() => {
    const timer = setTimeout(() => setCity(cityText.trim()), CITY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [cityText]);

  const config = useConfig();
  const search = useVenueSearch({ limit: 100, city: city || undefined });
  const { state: geo, locate } = useGeolocation();
  const origin = geo.status === "located" ? geo.position : null;

  const listed = search.data?.items;
  // A venue asked for by ?venue= that the list does not hold (another city, say) is fetched on its own.
  const missing = selectedId !== null && listed !== undefined && !listed.some((v) => v.id === selectedId);
  const extra = useVenue(missing && selectedId !== null ? selectedId : Number.NaN);
  const venues = useMemo(() => {
    const all = listed ?? [];
    return missing && extra.data ? [...all, extra.data] : all;
  }, [listed, missing, extra.data]);

  // The venue fetched on its own is on the map (it was asked for) but not in the city's counts and list:
  // Pune's chips must not count a Thane venue opened with ?venue=.
  const counts = useMemo(() => countByType(listed ?? []), [listed]);
  const items = useMemo(() => placeVenues(venues, filter, origin), [venues, filter, origin]);
  const listItems = useMemo(() => placeVenues(listed ?? [], filter, origin), [listed, filter, origin]);
  const selected = items.find((item) => item.venue.id === selectedId) ?? null;

  const mapRef = useRef<HTMLDivElement>(null);
  const listHeadingId = useId();
  const cityId = useId();

  const select = useCallback(
    (id: number | null) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete("venue");
          else next.set("venue", String(id));
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const selectFromList = (id: number) => {
    select(id);
    // On a phone the list is under the map: bring the map (and the card on it) into view.
    const box = mapRef.current?.getBoundingClientRect();
    if (box && (box.bottom < 80 || box.top > window.innerHeight)) {
      mapRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    }
  };

  // A filter that hides the open venue closes its card (so does a ?venue= that does not exist).
  const waitingForExtra = missing && extra.isPending;
  useEffect(() => {
    if (selectedId === null || !listed || waitingForExtra) return;
    if (!items.some((item) => item.venue.id === selectedId)) select(null);
  }, [selectedId, listed, items, waitingForExtra, select]);

  const tileUrl = config.isPending ? undefined : (config.data?.mapTileUrl ?? null);

  return (
    <div className="container-page py-6 pb-28 sm:pt-8">
      <div className="flex flex-col gap-1.5">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          <Trans>Venues on the map</Trans>
        </h1>
        <p className="text-slate-600">
          <Trans>Find grounds, nets and box cricket near you, then get directions in a tap.</Trans>
        </p>
      </div>

      <div className="mt-5 flex flex-col gap-3 lg:flex-row lg:items-center lg:gap-4">
        <div className="w-full lg:w-64">
          <Label htmlFor={cityId} className="sr-only">
            <Trans>City</Trans>
          </Label>
          <div className="relative">
            <MapPin
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-brand-500"
              aria-hidden="true"
            />
            <Input
              id={cityId}
              type="search"
              list={`${cityId}-cities`}
              value={cityText}
              onChange={(event) => setCityText(event.target.value)}
              placeholder={t`City, e.g. Pune`}
              autoComplete="off"
              className="pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
            />
            <datalist id={`${cityId}-cities`}>
              {CITIES.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
            {cityText ? (
              <button
                type="button"
                onClick={() => setCityText("")}
                aria-label={t`Clear city`}
                className="absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-full text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            ) : null}
          </div>
        </div>

        <div
          role="group"
          aria-label={t`Venue type`}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:flex-wrap sm:px-0"
        >
          {FILTERS.map((value) => {
            const label = value === "all" ? t`All` : words.venueType(value);
            const active = filter === value;
            const dot = value === "all" ? null : TYPE_STYLES[value]?.dot;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={active}
                onClick={() => setFilter(value)}
                className={cn(
                  "inline-flex h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  active
                    ? "border-transparent bg-slate-900 text-white shadow-sm"
                    : "border-slate-200 bg-white text-slate-700 hover:border-slate-300 hover:bg-slate-50",
                )}
              >
                {dot ? <span aria-hidden="true" className={cn("size-2.5 rounded-full", dot)} /> : null}
                {label}
                {listed ? (
                  <span className={cn("text-xs font-medium", active ? "text-white/70" : "text-slate-500")}>
                    {counts[value]}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>

        <Button
          variant={origin ? "outline" : "pitch"}
          className="lg:ml-auto"
          onClick={locate}
          loading={geo.status === "locating"}
        >
          {geo.status === "locating" ? null : <LocateFixed aria-hidden="true" />}
          {geo.status === "locating" ? t`Finding you…` : origin ? t`Update my location` : t`Use my location`}
        </Button>
      </div>

      {geo.status === "error" ? (
        <Alert tone="error" className="mt-4">
          {i18n._(geo.message)}
        </Alert>
      ) : null}

      <div className="mt-5 grid grid-cols-1 overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-card lg:h-[calc(100dvh-16.5rem)] lg:min-h-[34rem] lg:grid-cols-[23rem_minmax(0,1fr)]">
        <div
          ref={mapRef}
          className="relative h-[55dvh] min-h-80 scroll-mt-20 border-b border-slate-200 lg:order-2 lg:h-full lg:border-b-0"
        >
          <VenueMap
            venues={items}
            selectedId={selected ? selected.venue.id : null}
            onSelect={select}
            userLocation={origin}
            tileUrl={tileUrl}
            attribution={config.data?.mapAttribution ?? ""}
          />
          <div className="pointer-events-none absolute top-3 right-3 z-[500]">
            <Legend located={origin !== null} />
          </div>
          {selected ? (
            <div className="pointer-events-none absolute inset-x-3 bottom-3 z-[500] sm:right-auto sm:bottom-4 sm:left-4">
              <VenueDetailCard item={selected} onClose={() => select(null)} />
            </div>
          ) : null}
        </div>

        <section
          aria-labelledby={listHeadingId}
          className="flex min-h-0 flex-col lg:order-1 lg:border-r lg:border-slate-200"
        >
          <div className="flex items-baseline justify-between gap-3 border-b border-slate-100 px-4 py-3">
            <h2 id={listHeadingId} className="font-semibold text-slate-900" aria-live="polite">
              {search.isPending ? (
                <Trans>Loading venues…</Trans>
              ) : (
                <Plural value={listItems.length} one="# venue" other="# venues" />
              )}
            </h2>
            <p className="text-xs text-slate-500">
              {origin ? <Trans>Nearest first</Trans> : city ? <Trans>In “{city}”</Trans> : <Trans>All cities</Trans>}
            </p>
          </div>
          <div className="min-h-0 flex-1 lg:overflow-y-auto">
            {search.isPending ? (
              <MapVenueListSkeleton />
            ) : search.isError ? (
              <div className="p-4">
                <Alert tone="error">
                  <Trans>Error loading venues. Please try again later.</Trans>
                </Alert>
              </div>
            ) : listItems.length === 0 ? (
              <div className="flex flex-col items-center px-6 py-12 text-center">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
                  <SearchX className="size-6" aria-hidden="true" />
                </span>
                <p className="mt-3 font-semibold text-slate-900">
                  <Trans>No venues found</Trans>
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  <Trans>Try another city or venue type.</Trans>
                </p>
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-4"
                  onClick={() => {
                    setCityText("");
                    setFilter("all");
                  }}
                >
                  <Trans>Clear filters</Trans>
                </Button>
              </div>
            ) : (
              <MapVenueList items={listItems} selectedId={selected?.venue.id ?? null} onSelect={selectFromList} />
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
