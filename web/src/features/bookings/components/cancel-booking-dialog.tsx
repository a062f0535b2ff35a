import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_PERCENT } from "@crease/core/booking-lifecycle";
import type { Booking } from "@crease/core/contracts/bookings";
import { formatPaise, formatRupees } from "@crease/core/money";
import { slotLabel } from "@crease/core/slots";
import { CalendarX2 } from "lucide-react";
import { useMemo } from "react";
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
import { useCancelBooking } from "../api/cancel-booking";
import { useLastBooking } from "../hooks/use-last-booking";
import { refundQuote } from "../lib/booking-display";
import { shareDate } from "../lib/share-text";

function CancelBody({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const mutation = useCancelBooking();
  // Quoted once when the dialog opens; the server applies the same rule at the moment it cancels.
  const quote = useMemo(() => refundQuote(booking), [booking]);
  const partial = Number(booking.balanceDue) > 0;

  const confirm = () =>
    mutation.mutate(booking.id, {
      onSuccess: (cancelled) => {
        const refund = Number(cancelled.refundAmount);
        toast({
          title: "Booking cancelled",
          description:
            refund > 0
              ? `${formatRupees(cancelled.refundAmount)} will be refunded to your original payment method in 5-7 business days.`
              : `Your booking at ${cancelled.venueName} has been cancelled.`,
          variant: "success",
        });
        onDone();
      },
      onError: () => {
        toast({
          title: "Failed to cancel booking",
          description: "There was an error cancelling your booking",
          variant: "destructive",
        });
      },
    });

  return (
    <>
      <div className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
        <p className="font-semibold text-slate-900">{booking.venueName}</p>
        <p className="mt-0.5 text-slate-600">
          {shareDate(booking.date)} · {slotLabel(booking.slot)}
        </p>
      </div>

      <div className="mt-4 rounded-xl border border-pitch-200 bg-pitch-50 px-4 py-3.5" data-testid="refund-quote">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-sm font-semibold text-pitch-900">You'll get back</p>
          <p className="text-xl font-extrabold text-pitch-800 tabular-nums">{formatPaise(quote.refundPaise)}</p>
        </div>
        <p className="mt-1 text-sm leading-relaxed text-pitch-900/85">
          {quote.late
            ? `Your slot starts within ${FREE_CANCELLATION_HOURS} hours, so a ${LATE_CANCELLATION_FEE_PERCENT}% fee applies to the ${formatPaise(quote.paidPaise)} you paid online.`
            : `Free cancellation: all ${formatPaise(quote.paidPaise)} you paid online comes back.`}{" "}
          Refunds reach your original payment method in 5-7 business days.
        </p>
        {partial ? (
          <p className="mt-1 text-sm text-pitch-900/85">
            The {formatRupees(booking.balanceDue)} balance due at the venue won't be charged.
          </p>
        ) : null}
      </div>

      <p className="mt-3 text-xs text-slate-500">
        This can't be undone, and the slot is released for others to book.{" "}
        <Link to="/cancellation-policy" className="font-medium text-brand-700 hover:underline">
          Cancellation policy
        </Link>
      </p>

      <DialogFooter>
        <Button variant="secondary" onClick={onDone} disabled={mutation.isPending}>
          Keep booking
        </Button>
        <Button variant="destructive" onClick={confirm} loading={mutation.isPending}>
          Cancel booking
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
          <DialogTitle>Cancel this booking?</DialogTitle>
          <DialogDescription>Check the refund below before you cancel.</DialogDescription>
        </DialogHeader>
        {shown ? <CancelBody booking={shown} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
