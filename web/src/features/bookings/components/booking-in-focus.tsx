import { movesFor } from "@crease/core/booking-lifecycle";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarCheck2, CalendarX2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { StatusBadge } from "@/components/ui/status-badge";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { useBooking } from "../api/get-booking";
import { BookingActionDialog, type BookingActionTarget } from "./booking-action-dialog";
import { RescheduledLine } from "./booking-details-dialog";

/**
 * The booking a new-booking notification or mail leads to (`?booking=` on the owner's Bookings
 * tab, issue 25): who booked what, what was paid, and the moves the lifecycle allows now, above
 * the list, so the owner does not have to page through it.
 */
export function BookingInFocus({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const booking = useBooking(id);
  const [target, setTarget] = useState<BookingActionTarget | null>(null);
  const section = useRef<HTMLElement>(null);
  // On a phone the summary and Recent activity come first: bring the booking the link named into view.
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: "start" });
  }, []);
  const shown = booking.data;
  const moves = shown ? movesFor("owner", shown) : [];
  const due = shown ? format.rupees(shown.balanceDue) : "";

  return (
    <section
      ref={section}
      aria-label={t`Booking #${id}`}
      className="mb-6 scroll-mt-24 rounded-2xl border border-brand-200 bg-brand-50/60 p-4 shadow-card sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-sm font-semibold text-slate-900">
          <Trans>Booking #{id}</Trans>
        </h3>
        <button
          type="button"
          onClick={onClose}
          aria-label={t`Close booking #${id}`}
          className="-m-1 inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      {booking.isPending ? (
        <div role="status" aria-label={t`Loading the booking`} className="mt-2 space-y-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : !shown ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          <Trans>This booking could not be found. It may be at a venue that is not yours.</Trans>
        </p>
      ) : (
        <>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-slate-600">
              <Trans>Player</Trans>
            </dt>
            <dd className="font-medium text-slate-900">{shown.userName || "—"}</dd>
            <dt className="text-slate-600">
              <Trans>Venue</Trans>
            </dt>
            <dd>
              <Link to={`/venues/${shown.venueId}`} className="font-medium text-slate-900 hover:underline">
                {shown.venueName}
              </Link>
            </dd>
            <dt className="text-slate-600">
              <Trans>When</Trans>
            </dt>
            <dd className="text-slate-800">
              {format.date(shown.date, "weekday-day-month")} · {words.slot(shown.slot)}
            </dd>
            <dt className="text-slate-600">
              <Trans>Amount</Trans>
            </dt>
            <dd className="text-slate-800 tabular-nums">
              {format.rupees(shown.amount)}
              {Number(shown.balanceDue) > 0 ? (
                <span className="ml-2 text-xs font-medium text-amber-700">
                  <Trans>{due} due at venue</Trans>
                </span>
              ) : null}
            </dd>
            <dt className="text-slate-600">
              <Trans>Status</Trans>
            </dt>
            <dd>
              <StatusBadge status={shown.status} />
            </dd>
          </dl>
          {shown.rescheduledFrom ? (
            <div className="mt-3 text-sm">
              <RescheduledLine booking={shown} />
            </div>
          ) : null}
          {moves.length > 0 ? (
            <div className="mt-4 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                className="text-pitch-700"
                disabled={!moves.includes("complete")}
                title={moves.includes("complete") ? undefined : t`You can complete a booking once its slot has started`}
                onClick={() => setTarget({ action: "complete", booking: shown })}
              >
                <CalendarCheck2 aria-hidden="true" />
                <Trans>Complete</Trans>
              </Button>
              {moves.includes("cancel") ? (
                <Button
                  size="sm"
                  variant="secondary"
                  className="text-red-600 hover:text-red-700"
                  onClick={() => setTarget({ action: "cancel", booking: shown })}
                >
                  <CalendarX2 aria-hidden="true" />
                  <Trans context="cancel a booking">Cancel</Trans>
                </Button>
              ) : null}
            </div>
          ) : null}
        </>
      )}
      <BookingActionDialog
        target={target}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
      />
    </section>
  );
}
