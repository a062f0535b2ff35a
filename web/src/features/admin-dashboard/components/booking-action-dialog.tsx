import type { Booking } from "@crease/core/bookings";
import { formatDate } from "@crease/core/format";
import { formatRupees } from "@crease/core/money";
import { slotLabel } from "@crease/core/slots";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { messageOf } from "@/lib/api-client";
import { useUpdateBookingStatus } from "../api/update-booking-status";

export interface PendingBookingAction {
  booking: Booking;
  action: "completed" | "cancelled";
}

/**
 * Confirms an admin's Complete or Cancel of a confirmed booking (PATCH /api/bookings/{id}).
 * Cancelling refunds everything paid online. Failure: docs/product/screens.md 'Update failed' /
 * 'There was an error updating the booking', or the server's reason.
 */
export function BookingActionDialog({
  pending,
  onOpenChange,
}: {
  pending: PendingBookingAction | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState("");
  const mutation = useUpdateBookingStatus();
  const reasonId = useId();
  const { reset } = mutation;

  useEffect(() => {
    if (pending) {
      setReason("");
      reset();
    }
  }, [pending, reset]);

  if (!pending) return <Dialog open={false} onOpenChange={onOpenChange} />;
  const { booking, action } = pending;
  const cancelling = action === "cancelled";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      { id: booking.id, status: action, reason: cancelling ? reason : undefined },
      {
        onSuccess: (updated) => {
          toast({
            title: cancelling ? "Booking cancelled" : "Booking completed",
            description: cancelling
              ? Number(updated.refundAmount) > 0
                ? `${formatRupees(updated.refundAmount)} is being refunded to ${updated.userName}.`
                : `${updated.userName}'s booking is cancelled.`
              : `${updated.userName}'s booking at ${updated.venueName} is marked completed.`,
            variant: "success",
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: "Update failed",
            description: messageOf(error, "There was an error updating the booking"),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !mutation.isPending && onOpenChange(open)}>
      <DialogContent>
        <form onSubmit={submit}>
          <DialogHeader>
            <DialogTitle>{cancelling ? "Cancel this booking?" : "Mark this booking completed?"}</DialogTitle>
            <DialogDescription>
              {cancelling
                ? `${booking.userName} gets a full refund of the ${formatRupees(booking.paidOnline)} paid online and is notified.`
                : "Do this once the slot has been played. Its earnings become payable to the owner."}
            </DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4 text-sm">
            <div className="col-span-2">
              <dt className="text-xs text-slate-500">Venue</dt>
              <dd className="font-semibold text-slate-900">{booking.venueName}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Player</dt>
              <dd className="font-medium text-slate-900">{booking.userName}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Amount</dt>
              <dd className="font-medium text-slate-900 tabular-nums">{formatRupees(booking.amount)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Date</dt>
              <dd className="font-medium text-slate-900">{formatDate(booking.date, "month-day-year")}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Slot</dt>
              <dd className="font-medium text-slate-900">{slotLabel(booking.slot)}</dd>
            </div>
          </dl>
          {cancelling ? (
            <FormField id={reasonId} label="Reason (optional)" className="mt-4">
              <Textarea
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                rows={3}
                maxLength={500}
                placeholder="e.g. Ground closed for maintenance"
              />
            </FormField>
          ) : null}
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
              Keep as is
            </Button>
            <Button type="submit" variant={cancelling ? "destructive" : "pitch"} loading={mutation.isPending}>
              {cancelling ? "Cancel booking" : "Mark completed"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
