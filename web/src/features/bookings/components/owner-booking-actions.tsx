import { movesFor } from "@crease/core/booking-lifecycle";
import { isCancelled } from "@crease/core/booking-status";
import type { Booking } from "@crease/core/contracts/bookings";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarCheck2, CalendarX2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import type { BookingActionTarget } from "./booking-action-dialog";

/** Opens the complete or cancel dialog for a booking. */
export type Open = (target: BookingActionTarget) => void;

/** A row's money note and its moves, shared by the owner's table and cards. */
export function MoneyNote({ booking }: { booking: Booking }) {
  const { rupees } = useFormat();
  if (isCancelled(booking) && Number(booking.refundAmount) > 0) {
    const refund = rupees(booking.refundAmount);
    return (
      <span className="text-xs whitespace-nowrap text-slate-500">
        <Trans>{refund} refunded</Trans>
      </span>
    );
  }
  if (Number(booking.balanceDue) > 0) {
    const due = rupees(booking.balanceDue);
    return (
      <span className="text-xs font-medium whitespace-nowrap text-amber-700">
        <Trans>{due} due at venue</Trans>
      </span>
    );
  }
  return null;
}

const iconAction =
  "inline-flex size-9 items-center justify-center gap-1.5 rounded-lg border border-slate-200 bg-white text-sm font-semibold shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-45 2xl:w-auto 2xl:px-3 [&_svg]:size-4";

export function Actions({ booking, onOpen, wide }: { booking: Booking; onOpen: Open; wide: boolean }) {
  // The buttons the booking lifecycle allows the venue's owner now (core/src/booking-lifecycle.ts).
  const { t } = useLingui();
  const format = useFormat();
  const moves = movesFor("owner", booking);
  if (!moves.includes("cancel"))
    return wide ? <span className="block text-right text-xs text-slate-500">—</span> : null;
  const completable = moves.includes("complete");
  const who = booking.userName || t`the player`;
  const completeHint = completable ? t`Mark as completed` : t`You can complete a booking once its slot has started`;
  const day = format.date(booking.date, "weekday-day-month");
  const complete = () => onOpen({ action: "complete", booking });
  const cancel = () => onOpen({ action: "cancel", booking });
  const completeLabel = t`Complete the booking of ${who} on ${day}`;
  const cancelLabel = t`Cancel the booking of ${who} on ${day}`;

  if (wide) {
    return (
      <div className="flex justify-end gap-1.5">
        <button
          type="button"
          className={cn(iconAction, "text-pitch-700")}
          disabled={!completable}
          title={completeHint}
          onClick={complete}
          aria-label={completeLabel}
        >
          <CalendarCheck2 aria-hidden="true" />
          <span className="hidden 2xl:inline">
            <Trans>Complete</Trans>
          </span>
        </button>
        <button
          type="button"
          className={cn(iconAction, "text-red-600 hover:text-red-700")}
          title={t`Cancel with a full refund`}
          onClick={cancel}
          aria-label={cancelLabel}
        >
          <CalendarX2 aria-hidden="true" />
          <span className="hidden 2xl:inline">
            <Trans context="cancel a booking">Cancel</Trans>
          </span>
        </button>
      </div>
    );
  }
  return (
    <div className="flex gap-2 border-t border-slate-100 pt-3">
      <Button
        size="sm"
        variant="secondary"
        className="flex-1 text-pitch-700"
        disabled={!completable}
        title={completeHint}
        onClick={complete}
        aria-label={completeLabel}
      >
        <CalendarCheck2 aria-hidden="true" />
        <Trans>Complete</Trans>
      </Button>
      <Button
        size="sm"
        variant="secondary"
        className="flex-1 text-red-600 hover:text-red-700"
        onClick={cancel}
        aria-label={cancelLabel}
      >
        <CalendarX2 aria-hidden="true" />
        <Trans context="cancel a booking">Cancel</Trans>
      </Button>
    </div>
  );
}
