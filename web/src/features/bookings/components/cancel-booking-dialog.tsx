import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_PERCENT } from "@crease/core/booking-lifecycle";
import type { Booking } from "@crease/core/contracts/bookings";
import { formatPaise } from "@crease/core/money";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarX2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
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
import { RefundDestination, useVenueCredit } from "@/features/credit";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { useCancelBooking } from "../api/cancel-booking";
import { useLastBooking } from "../hooks/use-last-booking";
import { refundQuote } from "../lib/booking-display";
import { bookingDay } from "../lib/share-text";

function CancelBody({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const mutation = useCancelBooking();
  // Where the owner offers venue credit, the player may take the refund as credit at once (docs/product/credit.md).
  const credit = useVenueCredit(booking.venueId);
  const [refundTo, setRefundTo] = useState<"original" | "credit">("original");
  // Quoted once when the dialog opens; the server applies the same rule at the moment it cancels.
  const quote = useMemo(() => refundQuote(booking), [booking]);
  const partial = Number(booking.balanceDue) > 0;
  const hours = FREE_CANCELLATION_HOURS;
  const fee = LATE_CANCELLATION_FEE_PERCENT;
  const paidOnline = formatPaise(quote.paidPaise);
  const balanceDue = format.rupees(booking.balanceDue);
  // Paid with credit only: the refund can only go back to credit, at once (no choice to make).
  const creditOnly = Number(booking.paidWithCredit ?? 0) > 0 && Number(booking.paidOnline) === 0;
  const usedCredit = Number(booking.paidWithCredit ?? 0) > 0;
  const offersCredit = quote.refundPaise > 0 && !creditOnly && credit.data?.enabled === true;
  const to = creditOnly ? "credit" : offersCredit ? refundTo : "original";

  const confirm = () =>
    mutation.mutate(
      { id: booking.id, refundTo: to },
      {
        onSuccess: (cancelled) => {
          // A refund to credit is in the balance at once; the amount is the one the dialog showed.
          const refund = to === "credit" ? quote.refundPaise / 100 : Number(cancelled.refundAmount);
          const refundAmount = to === "credit" ? formatPaise(quote.refundPaise) : format.rupees(cancelled.refundAmount);
          const venue = cancelled.venueName;
          toast({
            title: t`Booking cancelled`,
            description:
              refund > 0
                ? to === "credit"
                  ? t`${refundAmount} is back in your venue credit, ready to spend.`
                  : t`${refundAmount} will be refunded to your original payment method in 5-7 business days.`
                : t`Your booking at ${venue} has been cancelled.`,
            variant: "success",
          });
          onDone();
        },
        onError: () => {
          toast({
            title: t`Failed to cancel booking`,
            description: t`There was an error cancelling your booking`,
            variant: "destructive",
          });
        },
      },
    );

  return (
    <>
      <div className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
        <p className="font-semibold text-slate-900">{booking.venueName}</p>
        <p className="mt-0.5 text-slate-600">
          {bookingDay(booking.date, format)} · {words.slot(booking.slot)}
        </p>
      </div>

      <div className="mt-4 rounded-xl border border-pitch-200 bg-pitch-50 px-4 py-3.5" data-testid="refund-quote">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-sm font-semibold text-pitch-900">
            <Trans>You'll get back</Trans>
          </p>
          <p className="text-xl font-extrabold text-pitch-800 tabular-nums">{formatPaise(quote.refundPaise)}</p>
        </div>
        <p className="mt-1 text-sm leading-relaxed text-pitch-900/85">
          {quote.late ? (
            usedCredit ? (
              <Trans>
                Your slot starts within {hours} hours, so a {fee}% fee applies to the {paidOnline} you paid.
              </Trans>
            ) : (
              <Trans>
                Your slot starts within {hours} hours, so a {fee}% fee applies to the {paidOnline} you paid online.
              </Trans>
            )
          ) : usedCredit ? (
            <Trans>Free cancellation: all {paidOnline} you paid comes back.</Trans>
          ) : (
            <Trans>Free cancellation: all {paidOnline} you paid online comes back.</Trans>
          )}
          {creditOnly ? (
            <>
              {" "}
              <Trans>It goes back to your venue credit at once.</Trans>
            </>
          ) : offersCredit ? null : (
            <>
              {" "}
              <Trans>Refunds reach your original payment method in 5-7 business days.</Trans>
            </>
          )}
        </p>
        {partial ? (
          <p className="mt-1 text-sm text-pitch-900/85">
            <Trans>The {balanceDue} balance due at the venue won't be charged.</Trans>
          </p>
        ) : null}
      </div>

      {offersCredit ? <RefundDestination value={refundTo} onChange={setRefundTo} /> : null}

      <p className="mt-3 text-xs text-slate-500">
        <Trans>
          This can't be undone, and the slot is released for others to book.{" "}
          <Link to="/cancellation-policy" className="font-medium text-brand-700 hover:underline">
            Cancellation policy
          </Link>
        </Trans>
      </p>

      <DialogFooter>
        <Button variant="secondary" onClick={onDone} disabled={mutation.isPending}>
          <Trans>Keep booking</Trans>
        </Button>
        <Button variant="destructive" onClick={confirm} loading={mutation.isPending}>
          <Trans>Cancel booking</Trans>
        </Button>
      </DialogFooter>
    </>
  );
}

interface CancelBookingDialogProps {
  booking: Booking | null;
  onOpenChange: (open: boolean) => void;
}

/** The confirmation before a player cancels a confirmed booking, with the refund they will get. */
export function CancelBookingDialog({ booking, onOpenChange }: CancelBookingDialogProps) {
  const shown = useLastBooking(booking);
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-red-50 text-red-600 ring-1 ring-red-100">
            <CalendarX2 className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>
            <Trans>Cancel this booking?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Check the refund below before you cancel.</Trans>
          </DialogDescription>
        </DialogHeader>
        {shown ? <CancelBody booking={shown} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
