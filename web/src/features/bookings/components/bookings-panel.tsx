import { movesFor } from "@crease/core/booking-lifecycle";
import type { Booking } from "@crease/core/contracts/bookings";
import { paiseToRupeeString, rupeesToPaise } from "@crease/core/money";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, CalendarX2, Clock, Eye, RotateCcw, Search, Share2 } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { StatusBadge } from "@/components/ui/status-badge";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { bookingsOf } from "../api/booking-pages";
import { useBookings } from "../api/get-bookings";
import { canShare, rebookPath } from "../lib/booking-display";
import { arrangeBookings, type BookingEntry, needsMoreForNextGame } from "../lib/next-game";
import { BookingDates } from "./booking-dates";
import { BookingDetailsDialog } from "./booking-details-dialog";
import { BookingsTable } from "./bookings-table";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { BookingsLoadError, BookingsSkeleton, LoadMore, NoBookingsYet } from "./panel-parts";
import { PaymentText } from "./payment-text";
import { PendingMoveNotice } from "./pending-move";
import { MoneyNote, SlotText, Thumb } from "./player-booking-parts";
import { ShareBookingDialog } from "./share-booking-dialog";

type DialogKind = "details" | "share" | "cancel";
type OpenDialog = (kind: DialogKind, booking: Booking) => void;
type Entry = BookingEntry<Booking>;

/** What a line costs: the booking's amount, or the sum of a weekly booking's dates on it. */
function entryAmount(entry: Entry): string {
  return paiseToRupeeString(entry.dates.reduce((sum, date) => sum + rupeesToPaise(date.amount), 0));
}

/** Icon buttons in the table; icon-over-label buttons in a phone's card. */
function actionClasses(labelled: boolean, tone: "default" | "danger" = "default"): string {
  return cn(
    "inline-flex items-center justify-center rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&_svg]:size-4 [&_svg]:shrink-0",
    labelled ? "flex-col gap-1 px-1 py-2 text-xs" : "size-9",
    tone === "danger"
      ? "text-red-600 hover:bg-red-50 hover:text-red-700"
      : "text-slate-600 hover:bg-slate-100 hover:text-brand-700",
  );
}

function ActionButton({
  label,
  srLabel,
  icon,
  onClick,
  tone = "default",
  labelled,
}: {
  label: string;
  /** The full name read out ("Cancel your booking at …"); it starts with the visible label. */
  srLabel: string;
  icon: ReactNode;
  onClick: () => void;
  tone?: "default" | "danger";
  labelled: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={srLabel}
      title={labelled ? undefined : label}
      className={actionClasses(labelled, tone)}
    >
      {icon}
      {labelled ? label : null}
    </button>
  );
}

function Actions({ booking, onOpen, labelled }: { booking: Booking; onOpen: OpenDialog; labelled: boolean }) {
  const { t } = useLingui();
  const venue = booking.venueName;
  // The table keeps every action in its own column, so rows without one leave a gap.
  const spacer = labelled ? null : <span className="size-9" aria-hidden="true" />;
  return (
    <div
      className={cn(
        labelled ? "grid grid-cols-4 gap-1 border-t border-slate-100 pt-1.5" : "flex items-center justify-end gap-0.5",
      )}
    >
      <ActionButton
        label={t`Details`}
        srLabel={t`Details of your booking at ${venue}`}
        icon={<Eye aria-hidden="true" />}
        onClick={() => onOpen("details", booking)}
        labelled={labelled}
      />
      <Link
        to={rebookPath(booking)}
        aria-label={t`Rebook ${venue}`}
        title={labelled ? undefined : t`Rebook`}
        className={actionClasses(labelled)}
      >
        <RotateCcw aria-hidden="true" />
        {labelled ? t`Rebook` : null}
      </Link>
      {canShare(booking) ? (
        <ActionButton
          label={t`Share`}
          srLabel={t`Share your booking at ${venue}`}
          icon={<Share2 aria-hidden="true" />}
          onClick={() => onOpen("share", booking)}
          labelled={labelled}
        />
      ) : (
        spacer
      )}
      {movesFor("player", booking).includes("cancel") ? (
        <ActionButton
          label={t({ message: "Cancel", context: "cancel a booking" })}
          srLabel={t`Cancel your booking at ${venue}`}
          icon={<CalendarX2 aria-hidden="true" />}
          onClick={() => onOpen("cancel", booking)}
          tone="danger"
          labelled={labelled}
        />
      ) : (
        spacer
      )}
    </div>
  );
}

function PlayerBookingsTable({ entries, caption, onOpen }: { entries: Entry[]; caption: string; onOpen: OpenDialog }) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const entryOf = new Map(entries.map((entry) => [entry.booking.id, entry]));
  const datesOf = (booking: Booking): Entry => entryOf.get(booking.id) ?? { booking, dates: [booking] };
  return (
    <BookingsTable
      bookings={entries.map((entry) => entry.booking)}
      caption={caption}
      columns={[
        {
          header: t`Venue`,
          cell: (booking) => (
            <div className="flex min-w-52 items-center gap-3">
              <Thumb booking={booking} className="size-11" />
              <div className="min-w-0">
                <Link
                  to={`/venues/${booking.venueId}`}
                  className="line-clamp-2 rounded font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {booking.venueName}
                </Link>
                <p className="truncate text-xs text-slate-500">
                  {[booking.venue.city, words.venueType(booking.venue.venueType)].filter(Boolean).join(" · ")}
                </p>
              </div>
            </div>
          ),
        },
        {
          header: t`Date`,
          cellClassName: "whitespace-nowrap text-slate-800",
          cell: (booking) => <BookingDates entry={datesOf(booking)} />,
        },
        { header: t`Time Slot`, cellClassName: "text-slate-800", cell: (booking) => <SlotText slot={booking.slot} /> },
        {
          header: t`Status`,
          cell: (booking) => <StatusBadge status={booking.status} />,
        },
        {
          header: t`Payment`,
          cell: (booking) => (
            <div className="flex flex-col gap-1">
              <PaymentText paymentStatus={booking.paymentStatus} />
              <MoneyNote booking={booking} />
              <PendingMoveNotice booking={booking} />
            </div>
          ),
        },
        {
          header: t`Amount`,
          alignRight: true,
          cellClassName: "text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums",
          cell: (booking) => format.rupees(entryAmount(datesOf(booking))),
        },
        {
          header: t`Actions`,
          alignRight: true,
          cell: (booking) => <Actions booking={booking} onOpen={onOpen} labelled={false} />,
        },
      ]}
    />
  );
}

function BookingCards({ entries, caption, onOpen }: { entries: Entry[]; caption: string; onOpen: OpenDialog }) {
  const format = useFormat();
  const words = useWords();
  return (
    <ul className="grid gap-3 md:hidden" aria-label={caption}>
      {entries.map((entry) => {
        const booking = entry.booking;
        return (
          <li key={booking.id}>
            <Card className="p-4 pb-2">
              <div className="flex items-center gap-3">
                <Thumb booking={booking} className="size-12" />
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/venues/${booking.venueId}`}
                    className="line-clamp-2 rounded leading-snug font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {booking.venueName}
                  </Link>
                  <p className="mt-0.5 truncate text-xs text-slate-500">
                    {[booking.venue.city, words.venueType(booking.venue.venueType)].filter(Boolean).join(" · ")}
                  </p>
                </div>
              </div>
              {/* Two lists of facts, each a <dl> whose items are its direct children (WCAG 1.3.1: a
                screen reader announces a list only when nothing else sits between it and its items). */}
              <div className="mt-3 space-y-2.5 rounded-xl bg-slate-50 px-3.5 py-3 text-sm">
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-800">
                  <dl className="flex flex-wrap items-center gap-x-4 gap-y-1">
                    <div className="flex items-center gap-1.5">
                      <dt>
                        <span className="sr-only">
                          <Trans>Date</Trans>
                        </span>
                        <CalendarDays className="size-4 text-slate-400" aria-hidden="true" />
                      </dt>
                      <dd>
                        <BookingDates entry={entry} />
                      </dd>
                    </div>
                    <div className="flex items-center gap-1.5">
                      <dt>
                        <span className="sr-only">
                          <Trans>Time slot</Trans>
                        </span>
                        <Clock className="size-4 text-slate-400" aria-hidden="true" />
                      </dt>
                      <dd>{words.slot(booking.slot)}</dd>
                    </div>
                  </dl>
                </div>
                <dl className="flex items-end gap-2.5 border-t border-slate-200/70 pt-2.5">
                  <div className="self-start">
                    <dt className="sr-only">
                      <Trans>Status</Trans>
                    </dt>
                    <dd>
                      <StatusBadge status={booking.status} />
                    </dd>
                  </div>
                  <div className="flex min-w-0 flex-col self-start">
                    <dt className="sr-only">
                      <Trans>Payment</Trans>
                    </dt>
                    <dd className="flex flex-col leading-tight">
                      <PaymentText paymentStatus={booking.paymentStatus} />
                      <MoneyNote booking={booking} />
                    </dd>
                  </div>
                  <div className="ml-auto shrink-0 pl-0.5 text-right">
                    <dt className="sr-only">
                      <Trans>Amount</Trans>
                    </dt>
                    <dd className="text-base font-bold text-slate-900 tabular-nums">
                      {format.rupees(entryAmount(entry))}
                    </dd>
                  </div>
                </dl>
                <PendingMoveNotice booking={booking} />
              </div>
              <div className="mt-2">
                <Actions booking={booking} onOpen={onOpen} labelled />
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/** Games to play (soonest first) or past and cancelled ones (latest first), under a heading of their own. */
function BookingsPart({ entries, kind, onOpen }: { entries: Entry[]; kind: "upcoming" | "past"; onOpen: OpenDialog }) {
  const { t } = useLingui();
  if (entries.length === 0) return null;
  const heading = kind === "upcoming" ? t`Upcoming games` : t`Past and cancelled`;
  const caption =
    kind === "upcoming" ? t`Your upcoming games, soonest first` : t`Your past and cancelled bookings, latest first`;
  return (
    <section aria-label={heading} data-testid={`bookings-${kind}`} className="mb-6">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">{heading}</h3>
      <PlayerBookingsTable entries={entries} caption={caption} onOpen={onOpen} />
      <BookingCards entries={entries} caption={caption} onOpen={onOpen} />
    </section>
  );
}

/**
 * The dashboard's Bookings tab (docs/product/screens.md#player-dashboard): the games to play first,
 * soonest first, then past and cancelled ones, a weekly booking as one line with its dates; a table
 * on wide screens and cards on phones, with details, rebook, share (confirmed or completed) and
 * cancel (confirmed).
 */
export function BookingsPanel() {
  const { count } = useFormat();
  const bookings = useBookings();
  const list = bookingsOf(bookings.data);
  const first = bookings.data?.pages[0];
  const total = first?.total ?? list.length;
  const [open, setOpen] = useState<{ kind: DialogKind; id: number } | null>(null);
  const onOpen: OpenDialog = (kind, booking) => setOpen({ kind, id: booking.id });
  const current = open ? (list.find((b) => b.id === open.id) ?? null) : null;
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  // The next game must be on screen: load on while every loaded date is still to come.
  const loadMore = needsMoreForNextGame(list, bookings.hasNextPage) && !bookings.isFetchingNextPage;
  const { fetchNextPage } = bookings;
  useEffect(() => {
    if (loadMore) void fetchNextPage();
  }, [loadMore, fetchNextPage]);

  if (bookings.isPending) return <BookingsSkeleton />;

  if (bookings.isError) return <BookingsLoadError onRetry={() => void bookings.refetch()} />;

  if (list.length === 0) return <NoBookingsYet />;

  const arranged = arrangeBookings(list);
  const upcoming = first?.statusCounts.confirmed ?? 0;
  const totalCount = count(total);
  const upcomingCount = count(upcoming);

  return (
    <section aria-labelledby="bookings-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="bookings-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Your bookings</Trans>
          </h2>
          <p className="text-sm text-slate-500">
            {upcoming > 0
              ? plural(total, {
                  one: `${totalCount} booking · ${upcomingCount} upcoming`,
                  other: `${totalCount} bookings · ${upcomingCount} upcoming`,
                })
              : plural(total, { one: `${totalCount} booking`, other: `${totalCount} bookings` })}
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/search">
            <Search aria-hidden="true" />
            <Trans>Book a venue</Trans>
          </Link>
        </Button>
      </div>

      <BookingsPart entries={arranged.upcoming} kind="upcoming" onOpen={onOpen} />
      <BookingsPart entries={arranged.past} kind="past" onOpen={onOpen} />
      <LoadMore
        shown={list.length}
        total={total}
        hasMore={bookings.hasNextPage}
        loading={bookings.isFetchingNextPage}
        onMore={() => void bookings.fetchNextPage()}
      />

      <BookingDetailsDialog booking={open?.kind === "details" ? current : null} onOpenChange={close} />
      <ShareBookingDialog booking={open?.kind === "share" ? current : null} onOpenChange={close} />
      <CancelBookingDialog booking={open?.kind === "cancel" ? current : null} onOpenChange={close} />
    </section>
  );
}
