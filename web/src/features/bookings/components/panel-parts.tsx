import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, RefreshCw, Search } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat } from "@/lib/format";

export function BookingsSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading your bookings`} className="space-y-3">
      <Skeleton className="h-6 w-40" />
      <div className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-card sm:p-5">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-center gap-3 border-b border-slate-100 py-3.5 last:border-0">
            <Skeleton className="size-11 rounded-xl" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-1/4" />
            </div>
            <Skeleton className="hidden h-6 w-20 rounded-full sm:block" />
            <Skeleton className="h-5 w-16" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The list could not be read: say so, with a retry. */
export function BookingsLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <p className="font-semibold text-red-800">
        <Trans>Failed to fetch bookings</Trans>
      </p>
      <p className="mt-1 text-sm text-red-700">
        <Trans>Please check your connection and try again.</Trans>
      </p>
      <Button variant="secondary" className="mt-5" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/** The player's empty list: where to start. */
export function NoBookingsYet() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-pitch-50 text-pitch-700 ring-1 ring-pitch-100">
        <CalendarDays className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">
        <Trans>No bookings yet</Trans>
      </h2>
      <p className="mt-1.5 max-w-md text-sm leading-relaxed text-slate-600">
        <Trans>
          Find a ground, practice nets or a box cricket arena near you and book your first slot in a couple of taps.
        </Trans>
      </p>
      <Button asChild className="mt-6">
        <Link to="/search">
          <Search aria-hidden="true" />
          <Trans>Find a venue</Trans>
        </Link>
      </Button>
    </div>
  );
}

/**
 * "Showing 50 of 1,234 bookings" and Load more, under a paged booking list (GET /api/bookings
 * answers pages; the total comes with the first). Nothing when every booking is shown.
 */
export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  onMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const { count } = useFormat();
  if (!hasMore && shown >= total) return null;
  const shownCount = count(shown);
  const totalCount = count(total);
  return (
    <div className="mt-4 flex flex-col items-center gap-2">
      <p className="text-sm text-slate-500" aria-live="polite">
        {plural(total, {
          one: `Showing ${shownCount} of ${totalCount} booking`,
          other: `Showing ${shownCount} of ${totalCount} bookings`,
        })}
      </p>
      {hasMore ? (
        <Button variant="secondary" loading={loading} onClick={onMore}>
          <Trans>Load more</Trans>
        </Button>
      ) : null}
    </div>
  );
}
