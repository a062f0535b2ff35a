import type { Booking } from "@crease/core/contracts/bookings";
import { formatRupees } from "@crease/core/money";
import { slotLabel } from "@crease/core/slots";
import { CalendarCheck2, CalendarX2 } from "lucide-react";
import { useId, useState } from "react";
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
import { cn } from "@/lib/cn";
import { bookingDate } from "@/lib/period";
import { useLastValue } from "@/lib/use-last-value";
import { useUpdateBooking } from "../api/update-booking";

export type BookingAction = "complete" | "cancel";

export interface BookingActionTarget {
  action: BookingAction;
  booking: Booking;
}

/** Who is acting: the venue's owner, or an admin (who may say why they cancel). */
type ActingParty = "owner" | "admin";

function ActionBody({
  target,
  party,
  onDone,
}: {
  target: BookingActionTarget;
  party: ActingParty;
  onDone: () => void;
}) {
  const mutation = useUpdateBooking();
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const { action, booking } = target;
  const cancel = action === "cancel";
  const paid = Number(booking.paidOnline);
  const player = booking.userName || "The player";

  const confirm = () =>
    mutation.mutate(
      { id: booking.id, status: cancel ? "cancelled" : "completed", reason: cancel ? reason : undefined },
      {
        onSuccess: (updated) => {
          toast(
            cancel
              ? {
                  title: "Booking cancelled",
                  description:
                    Number(updated.refundAmount) > 0
                      ? `${player} gets ${formatRupees(updated.refundAmount)} back, and the slot is open again.`
                      : "The slot is open again.",
                  variant: "success",
                }
              : {
                  title: "Booking completed",
                  description: `${booking.venueName}, ${bookingDate(booking.date)} is marked as played.`,
                  variant: "success",
                },
          );
          onDone();
        },
        onError: (error) => {
          toast({
            title: "Update failed",
            description: messageOf(error, "There was an error updating the booking"),
            variant: "destructive",
          });
        },
      },
    );

  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
        <dt className="text-slate-500">Player</dt>
        <dd className="font-medium text-slate-900">{booking.userName || "—"}</dd>
        <dt className="text-slate-500">Venue</dt>
        <dd className="font-medium text-slate-900">{booking.venueName}</dd>
        <dt className="text-slate-500">When</dt>
        <dd className="text-slate-800">
          {bookingDate(booking.date)} · {slotLabel(booking.slot)}
        </dd>
        <dt className="text-slate-500">Amount</dt>
        <dd className="text-slate-800 tabular-nums">{formatRupees(booking.amount)}</dd>
      </dl>

      {cancel ? (
        <div className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm leading-relaxed text-amber-900">
          <p className="font-semibold">{player} gets a full refund.</p>
          <p className="mt-0.5">
            {paid > 0
              ? `All ${formatRupees(booking.paidOnline)} paid online goes back to the original payment method in 5-7 business days`
              : "Nothing was paid online, so there is nothing to refund"}
            {Number(booking.balanceDue) > 0
              ? `, and the ${formatRupees(booking.balanceDue)} due at the venue is not charged`
              : ""}
            . The slot opens up for others to book. This can't be undone.
          </p>
        </div>
      ) : (
        <p className="mt-4 text-sm leading-relaxed text-slate-600">
          Confirm that the slot was played.{" "}
          {party === "owner"
            ? "Completed bookings count towards your next payout"
            : "Its earnings become payable to the owner"}
          , and the player can then leave a review.
        </p>
      )}

      {cancel && party === "admin" ? (
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
        <Button variant="secondary" onClick={onDone} disabled={mutation.isPending}>
          {cancel ? "Keep booking" : "Not yet"}
        </Button>
        <Button variant={cancel ? "destructive" : "pitch"} onClick={confirm} loading={mutation.isPending}>
          {cancel ? "Cancel booking" : "Mark completed"}
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * The confirmation before an owner or an admin completes or cancels a confirmed booking
 * (docs/product/bookings.md). Failure shows the server's reason, or docs/product/screens.md's
 * 'Update failed' / 'There was an error updating the booking'.
 */
export function BookingActionDialog({
  target: open,
  party = "owner",
  onOpenChange,
}: {
  target: BookingActionTarget | null;
  party?: ActingParty;
  onOpenChange: (open: boolean) => void;
}) {
  const target = useLastValue(open);
  const cancel = target?.action === "cancel";
  return (
    <Dialog open={open !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <span
            className={cn(
              "mb-2 flex size-11 items-center justify-center rounded-xl ring-1",
              cancel ? "bg-red-50 text-red-600 ring-red-100" : "bg-pitch-50 text-pitch-700 ring-pitch-100",
            )}
          >
            {cancel ? (
              <CalendarX2 className="size-5" aria-hidden="true" />
            ) : (
              <CalendarCheck2 className="size-5" aria-hidden="true" />
            )}
          </span>
          <DialogTitle>{cancel ? "Cancel this booking?" : "Mark this booking completed?"}</DialogTitle>
          <DialogDescription>
            {cancel ? "When you cancel, the player is refunded in full." : "Do this once the slot has been played."}
          </DialogDescription>
        </DialogHeader>
        {target ? (
          <ActionBody
            key={`${target.action}-${target.booking.id}`}
            target={target}
            party={party}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
