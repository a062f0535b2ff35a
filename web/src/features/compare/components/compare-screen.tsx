import { Plural, Trans } from "@lingui/react/macro";
import { ArrowRight, MapPinned, RotateCw, Scale, Search, Trash2 } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { useCompareVenues } from "@/features/venues";
import { clearCompare, compareStore, removeFromCompare, useCompareSelection } from "../hooks/use-compare";
import { COMPARE_MAX } from "../lib/compare-store";
import { summarise } from "../lib/compare-summary";
import { CompareSummaryCards } from "./compare-summary-cards";
import { type CompareColumn, CompareTable } from "./compare-table";

function EmptyState() {
  const max = COMPARE_MAX;
  return (
    <div className="relative mx-auto max-w-2xl overflow-hidden rounded-3xl border border-slate-200/80 bg-white px-6 py-14 text-center shadow-card sm:px-12 sm:py-16">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1.5 bg-brand-gradient" />
      <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-gradient text-white shadow-lift">
        <Scale className="size-8" aria-hidden="true" />
      </span>
      <h2 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">
        <Trans>No venues to compare yet</Trans>
      </h2>
      <p className="mx-auto mt-3 max-w-md text-base leading-relaxed text-slate-600">
        <Trans>
          Tap the compare button on any venue card, or "Compare" on a venue's page, to add up to {max} venues. They line
          up here side by side: prices, amenities, ratings and policies.
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/search" className={buttonClasses("primary", "lg")}>
          <Search aria-hidden="true" />
          <Trans>Find venues to compare</Trans>
        </Link>
        <Link to="/map" className={buttonClasses("secondary", "lg")}>
          <MapPinned aria-hidden="true" />
          <Trans>Browse the map</Trans>
        </Link>
      </div>
    </div>
  );
}

/** /compare (docs/product/search.md#compare): the selected venues side by side, with a summary. */
export function CompareScreen() {
  const selection = useCompareSelection();
  const ids = useMemo(() => selection.map((v) => v.id), [selection]);
  const query = useCompareVenues(ids);
  const [dropped, setDropped] = useState(0);

  // Venues the API leaves out are no longer visible (suspended, say): forget them, quietly.
  useEffect(() => {
    if (!query.data || query.isPlaceholderData) return;
    const returned = new Set(query.data.map((v) => v.id));
    const missing = ids.filter((id) => !returned.has(id));
    if (missing.length === 0) return;
    const removed = compareStore.retain(
      compareStore
        .getSnapshot()
        .map((v) => v.id)
        .filter((id) => !missing.includes(id)),
    );
    if (removed > 0) setDropped((n) => n + removed);
  }, [query.data, query.isPlaceholderData, ids]);

  const columns: CompareColumn[] = useMemo(() => {
    const byId = new Map((query.data ?? []).map((v) => [v.id, v]));
    return ids
      .map((id) => ({ id, venue: byId.get(id) ?? null }))
      .filter((column) => column.venue !== null || query.isFetching);
  }, [ids, query.data, query.isFetching]);

  const loaded = useMemo(() => columns.flatMap((c) => (c.venue ? [c.venue] : [])), [columns]);
  const summary = useMemo(() => summarise(loaded), [loaded]);

  const empty = selection.length === 0;
  const max = COMPARE_MAX;
  const selected = selection.length;

  return (
    <div className="container-page py-8 pb-28 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-pitch-700 uppercase">
            <Trans>Side by side</Trans>
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            <Trans>Compare venues</Trans>
          </h1>
          <p className="mt-2 text-slate-600">
            {empty ? (
              <Trans>Pick up to {max} venues and see how they stack up.</Trans>
            ) : (
              <Trans>
                {selected} of {max} venues selected. Prices, amenities and policies at a glance.
              </Trans>
            )}
          </p>
        </div>
        {empty ? null : (
          <div className="flex flex-wrap gap-2">
            {selection.length < COMPARE_MAX ? (
              <Link to="/search" className={buttonClasses("secondary", "md")}>
                <Search aria-hidden="true" />
                <Trans>Add venue</Trans>
              </Link>
            ) : null}
            <Button variant="ghost" onClick={clearCompare}>
              <Trash2 aria-hidden="true" />
              <Trans>Clear all</Trans>
            </Button>
          </div>
        )}
      </div>

      {dropped > 0 ? (
        <Alert className="mt-6" tone="info">
          <Plural
            value={dropped}
            one="One venue is no longer available and was removed from your comparison."
            other="# venues are no longer available and were removed from your comparison."
          />
        </Alert>
      ) : null}

      <div className="mt-8 space-y-8">
        {empty ? (
          <EmptyState />
        ) : query.isError && !query.data ? (
          <Alert tone="error" title={<Trans>We couldn't load these venues</Trans>}>
            <p>
              <Trans>Please check your connection and try again.</Trans>
            </p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
              <RotateCw aria-hidden="true" />
              <Trans>Try again</Trans>
            </Button>
          </Alert>
        ) : (
          <>
            {loaded.length > 1 ? <CompareSummaryCards summary={summary} /> : null}
            {columns.length > 0 ? (
              <section aria-labelledby="compare-table-heading">
                <h2 id="compare-table-heading" className="sr-only">
                  <Trans>Comparison table</Trans>
                </h2>
                <CompareTable columns={columns} summary={summary} onRemove={removeFromCompare} />
                {loaded.length === 1 ? (
                  <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
                    <Trans>Add at least one more venue to see who comes out on top.</Trans>
                    <Link to="/search" className="inline-flex items-center gap-1 font-semibold text-brand-700">
                      <Trans>Find venues</Trans> <ArrowRight className="size-4" aria-hidden="true" />
                    </Link>
                  </p>
                ) : null}
              </section>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
