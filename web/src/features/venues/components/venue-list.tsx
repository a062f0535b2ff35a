import type { Venue } from "@crease/core/contracts/venues";
import { Trans } from "@lingui/react/macro";
import { AlertCircle, RotateCw, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { VenueCard } from "./venue-card";
import { VENUE_GRID_CLASSES, VenueGridSkeleton } from "./venue-grid";

/** The failure of a venue list, with a way to ask again. */
export function VenueListError({
  onRetry,
  retrying,
  className,
}: {
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50/70 px-6 py-10 text-center",
        className,
      )}
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-white text-red-600 ring-1 ring-red-200">
        <AlertCircle className="size-5" aria-hidden="true" />
      </span>
      <p className="font-medium text-red-800">
        <Trans>Error loading venues. Please try again later.</Trans>
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        {retrying ? null : <RotateCw aria-hidden="true" />}
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/** A list with nothing in it: a title, a line of help and an optional action. */
export function VenueListEmpty({
  title,
  children,
  action,
  className,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center",
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-slate-50 text-slate-500 ring-1 ring-slate-200">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {children ? <p className="max-w-md text-sm leading-relaxed text-slate-600">{children}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

export interface VenueListProps {
  venues: Venue[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  retrying?: boolean;
  /** How many skeleton cards stand in while loading. */
  skeletonCount?: number;
  /** What an empty answer shows. */
  empty: ReactNode;
  /** Buttons over each card's cover (favourite, compare): composed by the page. */
  renderActions?: (venue: Venue) => ReactNode;
  /** A chosen slot and date, priced on the cards and preset on the venue page. */
  slot?: string;
  date?: string;
  /** The pincode searched for: its own venues' cards say "In <pincode>" (VenueCard). */
  pincode?: string;
  /**
   * Fetch the first card's cover at once and first: for a list at the top of its page, as search
   * results are (on a 390 × 844 phone the first cover starts 357 px down and is the page's largest
   * paint). Off by default: the home page shows several lists, all below the fold, and a first
   * cover fetched eagerly in each cost 38 kB more on a phone when measured.
   */
  priorityFirst?: boolean;
  className?: string;
}

/** A grid of venue cards with its loading, failure and empty states. */
export function VenueList({
  venues,
  isPending,
  isError,
  onRetry,
  retrying,
  skeletonCount = 3,
  empty,
  renderActions,
  slot,
  date,
  pincode,
  priorityFirst = false,
  className,
}: VenueListProps) {
  if (isPending) return <VenueGridSkeleton count={skeletonCount} className={className} />;
  if (isError && !venues?.length) return <VenueListError onRetry={onRetry} retrying={retrying} className={className} />;
  if (!venues?.length) return <>{empty}</>;
  return (
    <ul className={cn(VENUE_GRID_CLASSES, className)}>
      {venues.map((venue, i) => (
        <li key={venue.id} className="min-w-0">
          <VenueCard
            venue={venue}
            slot={slot}
            date={date}
            pincode={pincode}
            actions={renderActions?.(venue)}
            priority={priorityFirst && i === 0}
          />
        </li>
      ))}
    </ul>
  );
}
