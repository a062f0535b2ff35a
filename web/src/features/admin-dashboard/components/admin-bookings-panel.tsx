import { movesFor } from "@crease/core/booking-lifecycle";
import type { Booking } from "@crease/core/contracts/bookings";
import { formatDate } from "@crease/core/format";
import { formatCount, formatRupees } from "@crease/core/money";
import { slotLabel } from "@crease/core/slots";
import { CalendarDays, CheckCheck, Clock, XCircle } from "lucide-react";
import { type ReactNode, useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
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
import { formatIstDay } from "@/lib/dates";
import { useAllBookings } from "../api/get-all-bookings";
import {
  BOOKING_FILTER_LABELS,
  BOOKING_FILTERS,
  type BookingFilter,
  statusQueryOf,
  venueOptions,
} from "../lib/booking-filters";

const PAYMENT: Record<string, string> = {
  paid: "Paid",
  partial: "Part paid",
  refunded: "Refunded",
  pending: "Pending",
};
const REFUND: Record<string, string> = {
  processed: "refunded",
  pending: "refund pending",
  failed: "refund failed",
  none: "refund",
};

function Money({ booking }: { booking: Booking }) {
  return (
    <div className="flex flex-col items-end leading-tight">
      <span className="font-semibold text-slate-900 tabular-nums">{formatRupees(booking.amount)}</span>
      <span className="text-xs text-slate-500">
        {booking.status === "cancelled" && Number(booking.refundAmount) > 0
          ? `${formatRupees(booking.refundAmount)} ${REFUND[booking.refundStatus] ?? "refund"}`
          : (PAYMENT[booking.paymentStatus] ?? booking.paymentStatus)}
      </span>
    </div>
  );
}

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
  const moves = movesFor("admin", booking);
  if (moves.length === 0) return <span className="text-xs text-slate-500">No actions</span>;
  const started = moves.includes("complete");
  return (
    <div className={cn("flex gap-2", className)}>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onAction({ booking, action: "complete" })}
        aria-label={`Complete booking #${booking.id}`}
        disabled={!started}
        title={started ? undefined : "A booking can be completed once its slot has started"}
      >
        <CheckCheck aria-hidden="true" />
        Complete
      </Button>
      <Button
        size="sm"
        variant="secondary"
        className="text-red-700! hover:border-red-200! hover:bg-red-50! hover:text-red-800!"
        onClick={() => onAction({ booking, action: "cancel" })}
        aria-label={`Cancel booking #${booking.id}`}
      >
        <XCircle aria-hidden="true" />
        Cancel
      </Button>
    </div>
  );
}

interface RowsProps {
  bookings: Booking[];
  onAction: (action: BookingActionTarget) => void;
}

function BookingTable({ bookings, onAction }: RowsProps) {
  return (
    <BookingsTable
      bookings={bookings}
      caption="Bookings, latest date first"
      showFrom="lg"
      columns={[
        {
          header: "Booking",
          cellClassName: "whitespace-nowrap",
          cell: (booking) => (
            <>
              <span className="font-semibold text-slate-900 tabular-nums">#{booking.id}</span>
              <p className="text-xs text-slate-500">made {formatIstDay(booking.createdAt)}</p>
            </>
          ),
        },
        {
          header: "Venue",
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
        { header: "Player", cellClassName: "text-slate-700", cell: (booking) => booking.userName },
        {
          header: "Date & slot",
          cellClassName: "whitespace-nowrap",
          cell: (booking) => (
            <>
              <span className="text-slate-800">{formatDate(booking.date, "month-day-year")}</span>
              <p className="text-xs text-slate-500">{slotLabel(booking.slot)}</p>
            </>
          ),
        },
        { header: "Status", cell: (booking) => <StatusBadge status={booking.status} /> },
        {
          header: "Amount",
          alignRight: true,
          cellClassName: "text-right",
          cell: (booking) => <Money booking={booking} />,
        },
        {
          header: "Actions",
          alignRight: true,
          cell: (booking) => <Actions booking={booking} onAction={onAction} className="justify-end" />,
        },
      ]}
    />
  );
}

function BookingCards({ bookings, onAction }: RowsProps) {
  return (
    <ul className="grid gap-3 md:grid-cols-2 lg:hidden" aria-label="Bookings, latest date first">
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
                  {formatDate(booking.date, "month-day-year")}
                </p>
                <p className="flex items-center gap-1.5">
                  <Clock className="size-4 text-slate-400" aria-hidden="true" />
                  {slotLabel(booking.slot)}
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
  const [status, setStatus] = useState<BookingFilter>("all");
  const [venueId, setVenueId] = useState<number | null>(null);
  const [pending, setPending] = useState<BookingActionTarget | null>(null);
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
    body = <ListSkeleton label="Loading bookings" />;
  } else if (list.isError && !list.data) {
    body = <LoadError message="An error occurred while loading bookings" onRetry={() => void list.refetch()} />;
  } else if (visible.length === 0) {
    body = (
      <EmptyState icon={<CalendarDays />} title="No bookings here">
        {status === "all" ? "No bookings have been made yet." : `No ${status} bookings match these filters.`}
      </EmptyState>
    );
  } else {
    body = (
      <div className={cn("transition-opacity", list.isPlaceholderData && "opacity-60")}>
        <BookingTable bookings={visible} onAction={setPending} />
        <BookingCards bookings={visible} onAction={setPending} />
        <ShowMore
          shown={visible.length}
          total={total}
          noun={total === 1 ? "booking" : "bookings"}
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
          Bookings
        </h2>
        <p className="text-sm text-slate-500">Every booking on Crease, latest date first.</p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:w-[36rem]">
        <div>
          <label htmlFor={statusId} className="mb-1 block text-xs font-medium text-slate-600">
            Status
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
                {BOOKING_FILTER_LABELS[option]}
                {option !== "all" && list.data ? ` (${formatCount(counts[option] ?? 0)})` : ""}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={venueSelectId} className="mb-1 block text-xs font-medium text-slate-600">
            Venue
          </label>
          <Select
            id={venueSelectId}
            value={venueId ?? ""}
            onChange={(event) => {
              setVenueId(event.target.value ? Number(event.target.value) : null);
            }}
            className="h-10"
          >
            <option value="">All venues</option>
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
