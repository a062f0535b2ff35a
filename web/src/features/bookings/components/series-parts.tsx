import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_PERCENT, movesFor } from "@crease/core/booking-lifecycle";
import type { Booking } from "@crease/core/contracts/bookings";
import { formatPaise } from "@crease/core/money";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarX2, Repeat } from "lucide-react";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { messageOf } from "@/lib/api-client";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { useCancelSeries } from "../api/cancel-series";
import { refundQuote } from "../lib/booking-display";
import { seriesOf, seriesPosition } from "../lib/series";
import { bookingDay } from "../lib/share-text";

/** "Weekly · 2 of 6" on a date of a weekly booking (its place among the dates the list holds); nothing for one booking. */
export function SeriesBadge({ booking, all }: { booking: Booking; all: readonly Booking[] }) {
  if (booking.seriesId == null) return null;
  const position = seriesPosition(booking, all);
  const index = position?.index ?? 0;
  const count = position?.count ?? 0;
  return (
    <Badge tone="blue" className="whitespace-nowrap" data-testid="series-badge">
      <Repeat className="size-3" aria-hidden="true" />
      {position && count > 1 ? (
        <Trans>
          Weekly · {index} of {count}
        </Trans>
      ) : (
        <Trans>Weekly</Trans>
      )}
    </Badge>
  );
}

/** The dates of the series the player may still cancel (confirmed, not started), earliest first. */
export function remainingDates(booking: Booking, all: readonly Booking[], now = new Date()): Booking[] {
  return seriesOf(booking, all).filter((b) => movesFor("player", b, now).includes("cancel"));
}

/**
 * "Cancel all remaining dates" of a weekly booking: each date still to come, with what cancelling
 * it gives back by the refund rules of its own start, and the total (the server applies the same).
 */
export function CancelSeriesDialog({
  booking,
  all,
  open,
  onOpenChange,
  onCancelled,
}: {
  booking: Booking;
  all: readonly Booking[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancelled: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const mutation = useCancelSeries(booking.venueId);
  // Quoted when the dialog opens; the server applies the same rule at the moment it cancels.
  const dates = useMemo(
    () => (open ? remainingDates(booking, all).map((b) => ({ booking: b, quote: refundQuote(b) })) : []),
    [open, booking, all],
  );
  const totalPaise = dates.reduce((sum, d) => sum + d.quote.refundPaise, 0);
  const hours = FREE_CANCELLATION_HOURS;
  const fee = LATE_CANCELLATION_FEE_PERCENT;
  const slot = words.slot(booking.slot);

  const confirm = () => {
    if (booking.seriesId == null) return;
    mutation.mutate(
      { seriesId: booking.seriesId },
      {
        onSuccess: (answer) => {
          const refund = format.rupees(answer.refund);
          const count = answer.cancelled.length;
          toast({
            title: plural(count, { one: "# date cancelled", other: "# dates cancelled" }),
            description:
              Number(answer.refund) > 0
                ? t`${refund} will be refunded to your original payment method in 5-7 business days.`
                : t`Nothing was refunded for these dates.`,
            variant: "success",
          });
          onOpenChange(false);
          onCancelled();
        },
        onError: (error) =>
          toast({
            title: t`Failed to cancel the dates`,
            description: messageOf(error, t`There was an error cancelling your booking`),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-red-50 text-red-600 ring-1 ring-red-100">
            <CalendarX2 className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>
            <Trans>Cancel all remaining dates?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              {booking.venueName} · {slot}, every week
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <ul
          className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm"
          aria-label={t`Dates to cancel`}
        >
          {dates.map(({ booking: date, quote }) => (
            <li key={date.id} className="flex items-baseline justify-between gap-3 px-4 py-2.5">
              <span className="font-medium text-slate-900">{bookingDay(date.date, format)}</span>
              <span className="text-slate-700 tabular-nums">
                {quote.late ? (
                  <Trans>
                    {formatPaise(quote.refundPaise)} back ({fee}% fee)
                  </Trans>
                ) : (
                  <Trans>{formatPaise(quote.refundPaise)} back</Trans>
                )}
              </span>
            </li>
          ))}
        </ul>
        <div
          className="mt-4 rounded-xl border border-pitch-200 bg-pitch-50 px-4 py-3.5"
          data-testid="series-refund-quote"
        >
          <div className="flex items-baseline justify-between gap-3">
            <p className="text-sm font-semibold text-pitch-900">
              <Trans>You'll get back</Trans>
            </p>
            <p className="text-xl font-extrabold text-pitch-800 tabular-nums">{formatPaise(totalPaise)}</p>
          </div>
          <p className="mt-1 text-sm leading-relaxed text-pitch-900/85">
            <Trans>
              Each date follows the refund rules of its own start: everything you paid online for it comes back more
              than {hours} hours before it, and a {fee}% fee applies within {hours} hours.
            </Trans>
          </p>
        </div>
        <p className="mt-3 text-xs text-slate-500">
          <Trans>This can't be undone, and the slots are released for others to book.</Trans>
        </p>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
            <Trans>Keep my dates</Trans>
          </Button>
          <Button variant="destructive" onClick={confirm} loading={mutation.isPending} disabled={dates.length === 0}>
            {plural(dates.length, { one: "Cancel # date", other: "Cancel # dates" })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
