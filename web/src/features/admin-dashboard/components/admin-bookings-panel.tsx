import { movesFor } from "@crease/core/booking-lifecycle";
import { isCancelled } from "@crease/core/booking-status";
import type { Booking } from "@crease/core/contracts/bookings";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, CheckCheck, Clock, XCircle } from "lucide-react";
import { type ReactNode, useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { WIDE_FROM } from "@/components/ui/data-table";
import { Select } from "@/components/ui/input";
import { EmptyState, ListSkeleton, LoadError, ShowMore } from "@/components/ui/panel-states";
import { StatusBadge } from "@/components/ui/status-badge";
import {
  BookingActionDialog,
  type BookingActionTarget,
  BookingsTable,
  bookingsOf,
  ExportBookings,
} from "@/features/bookings";
import { useAdminVenues } from "@/features/venue-moderation";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { useMediaQuery } from "@/lib/use-media-query";
import { useAllBookings } from "../api/get-all-bookings";
import {
  BOOKING_FILTER_LABELS,
  BOOKING_FILTERS,
  type BookingFilter,
  statusQueryOf,
  venueOptions,
} from "../lib/booking-filters";

const PAYMENT: Record<string, MessageDescriptor> = {
  paid: msg`Paid`,
  partial: msg`Part paid`,
  refunded: msg`Refunded`,
  pending: msg`Pending`,
};

function Money({ booking }: { booking: Booking }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const refund = format.rupees(booking.refundAmount);
  /** "₹500 refunded": a cancelled booking's refund and where it stands. */
  const refundText = (status: string) => {
    if (status === "processed") return t`${refund} refunded`;
    if (status === "pending") return t`${refund} refund pending`;
    if (status === "failed") return t`${refund} refund failed`;
    return t`${refund} refund`;
  };
  const payment = PAYMENT[booking.paymentStatus];
  return (
    <div className="flex flex-col items-end leading-tight">
      <span className="font-semibold text-slate-900 tabular-nums">{format.rupees(booking.amount)}</span>
      <span className="text-xs text-slate-500">
        {isCancelled(booking) && Number(booking.refundAmount) > 0
          ? refundText(booking.refundStatus)
          : payment
            ? i18n._(payment)
            : booking.paymentStatus}
      </span>
    </div>
  );
}

/** The empty list's words when a status is chosen. */
const NONE_WITH_STATUS: Record<string, MessageDescriptor> = {
  confirmed: msg`No confirmed bookings match these filters.`,
  completed: msg`No completed bookings match these filters.`,
  cancelled: msg`No cancelled bookings match these filters.`,
  disputed: msg`No disputed bookings match these filters.`,
};

function Actions({
  booking,
  onAction,
  className,
}: {
  booking: Booking;
  onAction: (action: BookingActionTarget) => void;
  className?: string;
}) {
  // The buttons the booking lifecycle allows an admin now (core/src/booking-lifecycle.ts).
  const { t } = useLingui();
  const moves = movesFor("admin", booking);
  const id = booking.id;
  if (moves.length === 0)
    return (
      <span className="text-xs text-slate-500">
        <Trans>No actions</Trans>
      </span>
    );
  const started = moves.includes("complete");
  return (
    <div className={cn("flex gap-2", className)}>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onAction({ booking, action: "complete" })}
        aria-label={t`Complete booking #${id}`}
        disabled={!started}
        title={started ? undefined : t`A booking can be completed once its slot has started`}
      >
        <CheckCheck aria-hidden="true" />
        <Trans>Complete</Trans>
      </Button>
      <Button
        size="sm"
        variant="secondary"
        className="text-red-700! hover:border-red-200! hover:bg-red-50! hover:text-red-800!"
        onClick={() => onAction({ booking, action: "cancel" })}
        aria-label={t`Cancel booking #${id}`}
      >
        <XCircle aria-hidden="true" />
        <Trans context="cancel a booking">Cancel</Trans>
      </Button>
    </div>
  );
}

interface RowsProps {
  bookings: Booking[];
  onAction: (action: BookingActionTarget) => void;
}

function MadeOn({ booking }: { booking: Booking }) {
  const format = useFormat();
  const made = format.instant(booking.createdAt, "month-day-year");
  return (
    <p className="text-xs text-slate-500">
      <Trans>made {made}</Trans>
    </p>
  );
}

function BookingTable({ bookings, onAction }: RowsProps) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  return (
    <BookingsTable
      bookings={bookings}
      caption={t`Bookings, latest date first`}
      showFrom="lg"
      columns={[
        {
          header: t`Booking`,
          cellClassName: "whitespace-nowrap",
          cell: (booking) => (
            <>
              <span className="font-semibold text-slate-900 tabular-nums">#{booking.id}</span>
              <MadeOn booking={booking} />
            </>
          ),
        },
        {
          header: t`Venue`,
          cell: (booking) => (
            <>
              <Link
                to={`/venues/${booking.venueId}`}
                className="line-clamp-2 min-w-40 rounded font-medium text-slate-900 hover:text-brand-700 hover:underline"
              >
                {booking.venueName}
              </Link>
              <p className="text-xs text-slate-500">{booking.venue.city}</p>
            </>
          ),
        },
        { header: t`Player`, cellClassName: "text-slate-700", cell: (booking) => booking.userName },
        {
          header: t`Date & slot`,
          cellClassName: "whitespace-nowrap",
          cell: (booking) => (
            <>
              <span className="text-slate-800">{format.date(booking.date, "month-day-year")}</span>
              <p className="text-xs text-slate-500">{words.slot(booking.slot)}</p>
            </>
          ),
        },
        { header: t`Status`, cell: (booking) => <StatusBadge status={booking.status} /> },
        {
          header: t`Amount`,
          alignRight: true,
          cellClassName: "text-right",
          cell: (booking) => <Money booking={booking} />,
        },
        {
          header: t`Actions`,
          alignRight: true,
          cell: (booking) => <Actions booking={booking} onAction={onAction} className="justify-end" />,
        },
      ]}
    />
  );
}

function BookingCards({ bookings, onAction }: RowsProps) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  return (
    <ul className="grid gap-3 md:grid-cols-2 lg:hidden" aria-label={t`Bookings, latest date first`}>
      {bookings.map((booking) => (
        <li key={booking.id}>
          <Card className="flex h-full flex-col p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link
                  to={`/venues/${booking.venueId}`}
                  className="line-clamp-2 rounded leading-snug font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {booking.venueName}
                </Link>
                <p className="mt-0.5 text-xs text-slate-500">
                  #{booking.id} · {booking.userName}
                </p>
              </div>
              <StatusBadge status={booking.status} className="shrink-0" />
            </div>
            <div className="mt-3 flex items-end justify-between gap-3 rounded-xl bg-slate-50 px-3.5 py-3 text-sm">
              <div className="space-y-1 text-slate-700">
                <p className="flex items-center gap-1.5">
                  <CalendarDays className="size-4 text-slate-400" aria-hidden="true" />
                  {format.date(booking.date, "month-day-year")}
                </p>
                <p className="flex items-center gap-1.5">
                  <Clock className="size-4 text-slate-400" aria-hidden="true" />
                  {words.slot(booking.slot)}
                </p>
              </div>
              <Money booking={booking} />
            </div>
            {movesFor("admin", booking).length > 0 ? (
              <div className="mt-3 border-t border-slate-100 pt-3">
                <Actions booking={booking} onAction={onAction} />
              </div>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Bookings tab: every booking (GET /api/bookings as an admin), filtered by status and venue,
 * status colours, and Complete / Cancel for confirmed ones.
 */
export function AdminBookingsPanel() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [status, setStatus] = useState<BookingFilter>("all");
  const [venueId, setVenueId] = useState<number | null>(null);
  const [pending, setPending] = useState<BookingActionTarget | null>(null);
  const wide = useMediaQuery(WIDE_FROM.lg);
  // Filtered on the server: a status filter over one loaded page would miss older bookings.
  const list = useAllBookings({ venueId, status: statusQueryOf(status) });
  const everything = useAllBookings();
  const knownVenues = useAdminVenues("all", "");
  const statusId = useId();
  const venueSelectId = useId();

  const visible = useMemo(() => bookingsOf(list.data), [list.data]);
  const first = list.data?.pages[0];
  const counts = first?.statusCounts ?? {};
  const total = first?.total ?? visible.length;
  // The venue choices: venues the admin lists load plus those in the newest bookings.
  const venues = useMemo(() => {
    const fromVenues = (knownVenues.data?.pages ?? []).flatMap((page) =>
      page.venues.map((v) => ({ venueId: v.id, venueName: v.name })),
    );
    return venueOptions([...fromVenues, ...bookingsOf(everything.data), ...visible]);
  }, [knownVenues.data, everything.data, visible]);

  let body: ReactNode;
  if (list.isPending) {
    body = <ListSkeleton label={t`Loading bookings`} />;
  } else if (list.isError && !list.data) {
    body = <LoadError message={t`An error occurred while loading bookings`} onRetry={() => void list.refetch()} />;
  } else if (visible.length === 0) {
    body = (
      <EmptyState icon={<CalendarDays />} title={t`No bookings here`}>
        {status === "all" || !NONE_WITH_STATUS[status] ? (
          <Trans>No bookings have been made yet.</Trans>
        ) : (
          i18n._(NONE_WITH_STATUS[status])
        )}
      </EmptyState>
    );
  } else {
    body = (
      <div className={cn("transition-opacity", list.isPlaceholderData && "opacity-60")}>
        <BookingTable bookings={visible} onAction={setPending} />
        {wide === true ? null : <BookingCards bookings={visible} onAction={setPending} />}
        <ShowMore
          shown={visible.length}
          total={total}
          noun={total === 1 ? t`booking` : t`bookings`}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="bookings-heading" className="space-y-4">
      <div>
        <h2 id="bookings-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Bookings</Trans>
        </h2>
        <p className="text-sm text-slate-500">
          <Trans>Every booking on Crease, latest date first.</Trans>
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:w-[36rem]">
        <div>
          <label htmlFor={statusId} className="mb-1 block text-xs font-medium text-slate-600">
            <Trans>Status</Trans>
          </label>
          <Select
            id={statusId}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as BookingFilter);
            }}
            className="h-10"
          >
            {BOOKING_FILTERS.map((option) => (
              <option key={option} value={option}>
                {i18n._(BOOKING_FILTER_LABELS[option])}
                {option !== "all" && list.data ? ` (${format.count(counts[option] ?? 0)})` : ""}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={venueSelectId} className="mb-1 block text-xs font-medium text-slate-600">
            <Trans>Venue</Trans>
          </label>
          <Select
            id={venueSelectId}
            value={venueId ?? ""}
            onChange={(event) => {
              setVenueId(event.target.value ? Number(event.target.value) : null);
            }}
            className="h-10"
          >
            <option value="">{t`All venues`}</option>
            {venues.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {body}
      <ExportBookings venueId={venueId} />
      <BookingActionDialog target={pending} party="admin" onOpenChange={(open) => !open && setPending(null)} />
    </section>
  );
}
