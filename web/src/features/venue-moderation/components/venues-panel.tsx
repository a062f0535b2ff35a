import type { Venue } from "@crease/core/contracts/venues";
import { Trans, useLingui } from "@lingui/react/macro";
import { Eye, Store } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { FilterChips } from "@/components/ui/filter-chips";
import { EmptyState, ListSkeleton, LoadError, ShowMore } from "@/components/ui/panel-states";
import { SearchBox } from "@/components/ui/search-box";
import { StatusBadge } from "@/components/ui/status-badge";
import { IMAGE_SIZES, VenueImage } from "@/components/ui/venue-image";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAdminVenues } from "../api/get-admin-venues";
import {
  mergeVenues,
  VENUE_FILTER_LABELS,
  VENUE_FILTERS,
  type VenueFilter,
  venueStreams,
  venueTotal,
} from "../lib/venue-list";
import type { VenueMove } from "../lib/venue-moves";
import { VenueDetailsDialog } from "./venue-details-dialog";
import { VenueMoveButtons } from "./venue-move-buttons";
import { type PendingMove, VenueMoveDialog } from "./venue-move-dialog";

function Thumb({ venue, className }: { venue: Venue; className?: string }) {
  const [failed, setFailed] = useState(false);
  const src = venue.images[0];
  return (
    <span
      className={cn(
        "block shrink-0 overflow-hidden rounded-xl bg-gradient-to-br from-pitch-400 to-pitch-700 ring-1 ring-slate-200/60",
        className,
      )}
    >
      {src && !failed ? (
        <VenueImage
          src={src}
          fallbackSrc={venue.thumbnails[0]}
          sizes={IMAGE_SIZES.tiny}
          alt=""
          width={56}
          height={56}
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : null}
    </span>
  );
}

function Listed({ owner, date }: { owner: string; date: string }) {
  return (
    <Trans>
      {owner} · listed {date}
    </Trans>
  );
}

interface RowProps {
  venues: Venue[];
  onDetails: (venue: Venue) => void;
  onMove: (venue: Venue, move: VenueMove) => void;
}

/** Each venue: a table row on wide screens, a card below (the UI kit's DataTable). */
function VenueRows({ venues, onDetails, onMove }: RowProps) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const dateOf = (iso: string) => format.instant(iso, "month-day-year");
  const details = (venue: Venue) => {
    const name = venue.name;
    return t`Details of ${name}`;
  };
  return (
    <DataTable
      rows={venues}
      rowKey={(venue) => venue.id}
      caption={t`Venues, pending first`}
      showFrom="lg"
      rowClassName={(venue) => venue.status === "pending" && "bg-amber-50/30"}
      columns={[
        {
          header: t`Venue`,
          cell: (venue) => (
            <div className="flex min-w-56 items-center gap-3">
              <Thumb venue={venue} className="size-11" />
              <div className="min-w-0">
                <button
                  type="button"
                  onClick={() => onDetails(venue)}
                  className="line-clamp-2 rounded text-left font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {venue.name}
                </button>
                <p className="truncate text-xs text-slate-500">
                  {venue.city}, {venue.state}
                </p>
              </div>
            </div>
          ),
        },
        {
          header: t`Type`,
          cellClassName: "whitespace-nowrap text-slate-700",
          cell: (venue) => words.venueType(venue.venueType),
        },
        { header: t`Owner`, cellClassName: "text-slate-700", cell: (venue) => venue.ownerName },
        {
          header: t`Listed`,
          cellClassName: "whitespace-nowrap text-slate-700",
          cell: (venue) => dateOf(venue.createdAt),
        },
        { header: t`Status`, cell: (venue) => <StatusBadge status={venue.status} /> },
        {
          header: t`Actions`,
          alignRight: true,
          cell: (venue) => (
            <div className="flex items-center justify-end gap-2">
              <VenueMoveButtons venue={venue} onMove={(move) => onMove(venue, move)} className="justify-end" />
              <Button
                variant="ghost"
                size="sm"
                aria-label={details(venue)}
                title={t`Details`}
                onClick={() => onDetails(venue)}
                className="px-2.5"
              >
                <Eye aria-hidden="true" />
              </Button>
            </div>
          ),
        },
      ]}
      cardsClassName="md:grid-cols-2"
      cardClassName={(venue) => cn("flex h-full flex-col", venue.status === "pending" && "ring-1 ring-amber-200")}
      card={(venue) => (
        <>
          <div className="flex items-start gap-3">
            <Thumb venue={venue} className="size-14" />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-2">
                <button
                  type="button"
                  onClick={() => onDetails(venue)}
                  className="line-clamp-2 rounded text-left leading-snug font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {venue.name}
                </button>
                <StatusBadge status={venue.status} className="shrink-0" />
              </div>
              <p className="mt-0.5 truncate text-xs text-slate-500">
                {words.venueType(venue.venueType)} · {venue.city}, {venue.state}
              </p>
              <p className="mt-0.5 truncate text-xs text-slate-500">
                <Listed owner={venue.ownerName} date={dateOf(venue.createdAt)} />
              </p>
            </div>
          </div>
          <div className="mt-3 flex items-center gap-2 border-t border-slate-100 pt-3">
            <VenueMoveButtons
              venue={venue}
              onMove={(move) => onMove(venue, move)}
              className="flex-1 flex-nowrap [&>button]:flex-1"
            />
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onDetails(venue)}
              aria-label={details(venue)}
              title={t`Details`}
              className="ml-auto px-2.5"
            >
              <Eye aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">
                <Trans>Details</Trans>
              </span>
            </Button>
          </div>
        </>
      )}
    />
  );
}

interface VenuesPanelProps {
  filter: VenueFilter;
  onFilterChange: (filter: VenueFilter) => void;
  /** Current counts per status from the summary, for the filter chips. */
  counts?: Partial<Record<VenueFilter, number>>;
}

/**
 * The Venues tab: every venue with a status filter (pending first by default), search by name
 * or city, the allowed status moves, and the Venue Details dialog.
 */
export function VenuesPanel({ filter, onFilterChange, counts }: VenuesPanelProps) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState("");
  const search = useDebouncedValue(text, 300);
  const list = useAdminVenues(filter, search);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [pendingMove, setPendingMove] = useState<PendingMove | null>(null);

  const venues = useMemo(() => mergeVenues(list.data?.pages.map((page) => page.venues) ?? []), [list.data]);
  const total = useMemo(() => {
    const first = list.data?.pages[0];
    return first ? venueTotal(venueStreams(filter, search), first.totals) : null;
  }, [list.data, filter, search]);

  const onMove = (venue: Pick<Venue, "id" | "name" | "status" | "version">, move: VenueMove) =>
    setPendingMove({ venue, move });

  const searched = search.trim();
  const filterLabels = Object.fromEntries(
    VENUE_FILTERS.map((option) => [option, i18n._(VENUE_FILTER_LABELS[option])]),
  ) as Record<VenueFilter, string>;

  let body: ReactNode;
  if (list.isPending) {
    body = <ListSkeleton label={t`Loading venues`} />;
  } else if (list.isError && venues.length === 0) {
    body = <LoadError message={t`An error occurred while loading venues`} onRetry={() => void list.refetch()} />;
  } else if (venues.length === 0) {
    body = (
      <EmptyState
        icon={<Store />}
        title={
          search
            ? t`No venues match your search`
            : filter === "pending"
              ? t`Nothing waiting for review`
              : t`No venues here`
        }
      >
        {search ? (
          <Trans>Nothing found for “{searched}”. Try another name or city.</Trans>
        ) : filter === "pending" ? (
          <Trans>New listings appear here as soon as an owner submits them.</Trans>
        ) : filter === "approved" ? (
          <Trans>There are no approved venues.</Trans>
        ) : filter === "rejected" ? (
          <Trans>There are no rejected venues.</Trans>
        ) : filter === "suspended" ? (
          <Trans>There are no suspended venues.</Trans>
        ) : (
          <Trans>There are no venues.</Trans>
        )}
      </EmptyState>
    );
  } else {
    body = (
      <div className={cn("transition-opacity", list.isPlaceholderData && "opacity-60")}>
        <VenueRows
          venues={venues}
          onDetails={(v) => setDetailsId(v.id)}
          // Approving a pending venue goes through its details, where the photo checklist is (issue 46).
          onMove={(v, move) =>
            move.from === "pending" && move.to === "approved" ? setDetailsId(v.id) : onMove(v, move)
          }
        />
        <ShowMore
          shown={venues.length}
          total={total}
          noun={total === 1 ? t`venue` : t`venues`}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="venues-heading" className="space-y-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="venues-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Venues</Trans>
          </h2>
          <p className="text-sm text-slate-500">
            <Trans>Review new listings and keep the marketplace in shape.</Trans>
          </p>
        </div>
        <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
          <Link to="/search">
            <Trans>View public search</Trans>
          </Link>
        </Button>
      </div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <FilterChips
          label={t`Venue status`}
          options={VENUE_FILTERS}
          labels={filterLabels}
          value={filter}
          onChange={onFilterChange}
          counts={counts}
          highlight={["pending"]}
        />
        <SearchBox
          label={t`Search venues by name or city`}
          placeholder={t`Search by name or city`}
          value={text}
          onChange={setText}
          className="w-full lg:w-80"
        />
      </div>
      {body}
      <VenueDetailsDialog
        venueId={detailsId}
        onOpenChange={(open) => !open && setDetailsId(null)}
        onMove={(venue, move) => onMove(venue, move)}
      />
      <VenueMoveDialog pending={pendingMove} onOpenChange={(open) => !open && setPendingMove(null)} />
    </section>
  );
}
