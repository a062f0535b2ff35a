import type { Booking } from "@crease/core/contracts/bookings";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, Clock, Loader2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { WIDE_FROM } from "@/components/ui/data-table";
import { Select } from "@/components/ui/input";
import { EmptyState, LoadError } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { StatusBadge } from "@/components/ui/status-badge";
import { useOwnerVenues, type VenueScope } from "@/features/venue-management";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { useMediaQuery } from "@/lib/use-media-query";
import { bookingsOf } from "../api/booking-pages";
import { useOwnerBookings } from "../api/get-owner-bookings";
import { BookingActionDialog, type BookingActionTarget } from "./booking-action-dialog";
import { BookingsTable } from "./bookings-table";
import { ExportBookings } from "./export-bookings";
import { Actions, MoneyNote, type Open } from "./owner-booking-actions";
import { OwnerSeriesList } from "./owner-series-list";
import { LoadMore } from "./panel-parts";
import { SeriesBadge } from "./series-parts";

const STATUS_FILTERS = ["all", "confirmed", "completed", "cancelled"] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];
const FILTER_LABELS: Record<StatusFilter, MessageDescriptor> = {
  all: msg`All`,
  confirmed: msg`Confirmed`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
};
/** "No confirmed bookings at this venue.": whole sentences, as Hindi puts the words in another order. */
const NONE_HERE: Record<StatusFilter, { anywhere: MessageDescriptor; atVenue: MessageDescriptor }> = {
  all: { anywhere: msg`No bookings.`, atVenue: msg`No bookings at this venue.` },
  confirmed: { anywhere: msg`No confirmed bookings.`, atVenue: msg`No confirmed bookings at this venue.` },
  completed: { anywhere: msg`No completed bookings.`, atVenue: msg`No completed bookings at this venue.` },
  cancelled: { anywhere: msg`No cancelled bookings.`, atVenue: msg`No cancelled bookings at this venue.` },
};

function OwnerBookingsTable({ bookings, onOpen }: { bookings: Booking[]; onOpen: Open }) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  return (
    <BookingsTable
      bookings={bookings}
      caption={t`Bookings at your venues, latest date first`}
      columns={[
        {
          header: t`Player`,
          cell: (booking) => (
            <>
              <p className="font-semibold text-slate-900">{booking.userName || "—"}</p>
              <p className="text-xs text-slate-500">#{booking.id}</p>
              <SeriesBadge booking={booking} all={bookings} />
            </>
          ),
        },
        {
          header: t`Venue`,
          cellClassName: "max-w-56",
          cell: (booking) => (
            <Link
              to={`/venues/${booking.venueId}`}
              className="line-clamp-2 font-medium text-slate-800 hover:text-brand-700 hover:underline"
            >
              {booking.venueName}
            </Link>
          ),
        },
        {
          header: t`Date & slot`,
          cellClassName: "whitespace-nowrap",
          cell: (booking) => (
            <>
              <p className="text-slate-800">{format.date(booking.date, "weekday-day-month")}</p>
              <p className="text-xs text-slate-500">{words.slot(booking.slot)}</p>
              {/* The court's name is the owner's and may be long: it wraps, the date and hours do not. */}
              <p className="max-w-40 text-xs whitespace-normal text-slate-500">{booking.courtName}</p>
            </>
          ),
        },
        { header: t`Status`, cell: (booking) => <StatusBadge status={booking.status} /> },
        {
          header: t`Amount`,
          alignRight: true,
          cellClassName: "text-right",
          cell: (booking) => (
            <>
              <p className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {format.rupees(booking.amount)}
              </p>
              <MoneyNote booking={booking} />
            </>
          ),
        },
        {
          header: t`Actions`,
          alignRight: true,
          cell: (booking) => <Actions booking={booking} onOpen={onOpen} wide />,
        },
      ]}
    />
  );
}

function BookingCards({ bookings, onOpen }: { bookings: Booking[]; onOpen: Open }) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  return (
    <ul className="grid gap-3 md:hidden" aria-label={t`Bookings at your venues, latest date first`}>
      {bookings.map((booking) => (
        <li key={booking.id}>
          <Card className="space-y-3 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  {booking.userName || "—"}
                  <SeriesBadge booking={booking} all={bookings} />
                </p>
                <Link
                  to={`/venues/${booking.venueId}`}
                  className="line-clamp-1 text-sm text-slate-600 hover:text-brand-700 hover:underline"
                >
                  {booking.venueName}
                </Link>
              </div>
              <StatusBadge status={booking.status} />
            </div>
            <div className="flex items-end justify-between gap-3 rounded-xl bg-slate-50 px-3.5 py-2.5 text-sm">
              <div className="space-y-1 text-slate-800">
                <p className="flex items-center gap-1.5">
                  <CalendarDays className="size-4 text-slate-400" aria-hidden="true" />
                  {format.date(booking.date, "weekday-day-month")}
                </p>
                <p className="flex items-center gap-1.5">
                  <Clock className="size-4 text-slate-400" aria-hidden="true" />
                  {words.slot(booking.slot)} · {booking.courtName}
                </p>
              </div>
              <div className="flex flex-col items-end text-right">
                <span className="text-base font-bold text-slate-900 tabular-nums">{format.rupees(booking.amount)}</span>
                <MoneyNote booking={booking} />
              </div>
            </div>
            <Actions booking={booking} onOpen={onOpen} wide={false} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

function BookingsSkeleton() {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-label={t`Loading your bookings`}
      className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-card"
    >
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex items-center gap-3 border-b border-slate-100 py-3.5 last:border-0">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="h-6 w-20 rounded-full" />
          <Skeleton className="h-5 w-16" />
        </div>
      ))}
    </div>
  );
}

/**
 * Bookings at the owner's venues (docs/product/screens.md), filtered by venue (GET /api/bookings?venueId=)
 * and status, with Complete and Cancel for confirmed bookings. A table on wide screens, cards on phones.
 */
export function OwnerBookingsPanel({
  scope,
  staffVenues,
}: {
  scope: VenueScope;
  /** For a venue's staff: the venues they work at (their own venues are none), and no export. */
  staffVenues?: readonly { venueId: number; venueName: string }[];
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const venues = useOwnerVenues(scope);
  const [venueId, setVenueId] = useState<number | null>(null);
  const [status, setStatus] = useState<StatusFilter>("all");
  const [target, setTarget] = useState<BookingActionTarget | null>(null);
  const wide = useMediaQuery(WIDE_FROM.md);
  // Filtered on the server: a status filter over one loaded page would miss older bookings.
  const bookings = useOwnerBookings({ venueId, status: status === "all" ? null : status });

  const venueOptions = (
    staffVenues ? staffVenues.map((m) => ({ id: m.venueId, name: m.venueName })) : [...(venues.data ?? [])]
  ).sort((a, b) => a.name.localeCompare(b.name));
  const shown = bookingsOf(bookings.data);
  const first = bookings.data?.pages[0];
  const byStatus = first?.statusCounts ?? {};
  const counts = Object.fromEntries(
    STATUS_FILTERS.map((s) => [
      s,
      s === "all" ? Object.values(byStatus).reduce((sum, n) => sum + n, 0) : (byStatus[s] ?? 0),
    ]),
  ) as Record<StatusFilter, number>;
  const total = first?.total ?? shown.length;
  const fmt = (n: number) => format.count(n);
  const all = fmt(counts.all);
  const confirmed = fmt(counts.confirmed);

  return (
    <section aria-labelledby="owner-bookings-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="owner-bookings-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Bookings</Trans>
          </h2>
          <p className="text-sm text-slate-500">
            {bookings.isPending ? (
              <Trans>Loading…</Trans>
            ) : (
              plural(counts.all, {
                one: `${all} booking · ${confirmed} confirmed`,
                other: `${all} bookings · ${confirmed} confirmed`,
              })
            )}
          </p>
        </div>
        <div className="flex w-full items-center gap-2 sm:w-72">
          <Select
            aria-label={t`Filter by venue`}
            value={venueId === null ? "" : String(venueId)}
            onChange={(event) => {
              setVenueId(event.target.value ? Number(event.target.value) : null);
            }}
          >
            <option value="">{t`All venues`}</option>
            {venueOptions.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name}
              </option>
            ))}
          </Select>
          {bookings.isFetching && !bookings.isPending ? (
            <Loader2 className="size-4 shrink-0 animate-spin text-slate-400" aria-label={t`Updating`} />
          ) : null}
        </div>
      </div>

      <div className="mb-4 flex gap-1.5 overflow-x-auto pb-1" role="group" aria-label={t`Filter by status`}>
        {STATUS_FILTERS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
            }}
            className={cn(
              "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold transition-colors",
              status === s
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-slate-200 bg-white text-slate-700 hover:border-slate-300",
            )}
          >
            {i18n._(FILTER_LABELS[s])}
            <span className={cn("text-xs tabular-nums", status === s ? "text-white" : "text-slate-500")}>
              {bookings.isPending ? "" : fmt(counts[s])}
            </span>
          </button>
        ))}
      </div>

      {bookings.isPending ? (
        <BookingsSkeleton />
      ) : bookings.isError ? (
        <LoadError message={t`An error occurred while loading your bookings`} onRetry={() => void bookings.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState icon={<CalendarDays />} title={counts.all === 0 ? t`No bookings yet` : t`No bookings here`}>
          {counts.all === 0
            ? t`When players book your venues, their bookings show up here.`
            : i18n._(venueId ? NONE_HERE[status].atVenue : NONE_HERE[status].anywhere)}
        </EmptyState>
      ) : (
        <>
          <OwnerSeriesList bookings={shown} />
          <OwnerBookingsTable bookings={shown} onOpen={setTarget} />
          {wide === true ? null : <BookingCards bookings={shown} onOpen={setTarget} />}
          <LoadMore
            shown={shown.length}
            total={total}
            hasMore={bookings.hasNextPage}
            loading={bookings.isFetchingNextPage}
            onMore={() => void bookings.fetchNextPage()}
          />
        </>
      )}

      {staffVenues ? null : <ExportBookings venueId={venueId} className="mt-6" />}

      <BookingActionDialog
        target={target}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
      />
    </section>
  );
}
