import { CANCELLATION_REASON_MAX, cancellationReasonProblem } from "@crease/core/booking-lifecycle";
import type { Booking } from "@crease/core/contracts/bookings";
import { Trans, useLingui } from "@lingui/react/macro";
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
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { useLastValue } from "@/lib/use-last-value";
import { useUpdateBooking } from "../api/update-booking";

export type BookingAction = "complete" | "cancel";

export interface BookingActionTarget {
  action: BookingAction;
  booking: Booking;
}

/** Who is acting: the venue's owner, or an admin; both tell the player why they cancel. */
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
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const mutation = useUpdateBooking();
  const [reason, setReason] = useState("");
  const [reasonShown, setReasonShown] = useState(false);
  const reasonId = useId();
  const { action, booking } = target;
  const cancel = action === "cancel";
  const paid = Number(booking.paidOnline);
  const player = booking.userName || t`The player`;
  const day = format.date(booking.date, "weekday-day-month");
  const venue = booking.venueName;
  const paidOnline = format.rupees(booking.paidOnline);
  const dueAtVenue = format.rupees(booking.balanceDue);
  const balance = Number(booking.balanceDue) > 0;

  // The server's rule (core's cancellationReasonProblem), in the reader's language.
  const problem = cancel ? cancellationReasonProblem(party, reason) : null;
  const reasonError =
    !reasonShown || !problem
      ? undefined
      : reason.trim() === ""
        ? t`Tell the player why their booking is cancelled.`
        : reason.trim().length > CANCELLATION_REASON_MAX
          ? t`Keep the reason under 500 characters`
          : t`Write a few words the player will understand, at least 3 letters.`;

  const confirm = () => {
    if (problem) {
      setReasonShown(true);
      document.getElementById(reasonId)?.focus();
      return;
    }
    mutation.mutate(
      { id: booking.id, status: cancel ? "cancelled" : "completed", reason: cancel ? reason : undefined },
      {
        onSuccess: (updated) => {
          const refund = format.rupees(updated.refundAmount);
          toast(
            cancel
              ? {
                  title: t`Booking cancelled`,
                  description:
                    Number(updated.refundAmount) > 0
                      ? t`${player} gets ${refund} back, and the slot is open again.`
                      : t`The slot is open again.`,
                  variant: "success",
                }
              : {
                  title: t`Booking completed`,
                  description: t`${venue}, ${day} is marked as played.`,
                  variant: "success",
                },
          );
          onDone();
        },
        onError: (error) => {
          toast({
            title: t`Update failed`,
            description: messageOf(error, t`There was an error updating the booking`),
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
        <dt className="text-slate-500">
          <Trans>Player</Trans>
        </dt>
        <dd className="font-medium text-slate-900">{booking.userName || "—"}</dd>
        <dt className="text-slate-500">
          <Trans>Venue</Trans>
        </dt>
        <dd className="font-medium text-slate-900">{booking.venueName}</dd>
        <dt className="text-slate-500">
          <Trans>When</Trans>
        </dt>
        <dd className="text-slate-800">
          {day} · {words.slot(booking.slot)}
        </dd>
        <dt className="text-slate-500">
          <Trans>Amount</Trans>
        </dt>
        <dd className="text-slate-800 tabular-nums">{format.rupees(booking.amount)}</dd>
      </dl>

      {cancel ? (
        <div className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm leading-relaxed text-amber-900">
          <p className="font-semibold">
            <Trans>{player} gets a full refund.</Trans>
          </p>
          <p className="mt-0.5">
            {paid > 0 && balance ? (
              <Trans>
                All {paidOnline} paid online goes back to the original payment method in 5-7 business days, and the{" "}
                {dueAtVenue} due at the venue is not charged.
              </Trans>
            ) : paid > 0 ? (
              <Trans>All {paidOnline} paid online goes back to the original payment method in 5-7 business days.</Trans>
            ) : balance ? (
              <Trans>
                Nothing was paid online, so there is nothing to refund, and the {dueAtVenue} due at the venue is not
                charged.
              </Trans>
            ) : (
              <Trans>Nothing was paid online, so there is nothing to refund.</Trans>
            )}{" "}
            <Trans>The slot opens up for others to book. This can't be undone.</Trans>
          </p>
        </div>
      ) : (
        <p className="mt-4 text-sm leading-relaxed text-slate-600">
          {party === "owner" ? (
            <Trans>
              Confirm that the slot was played. Completed bookings count towards your next payout, and the player can
              then leave a review.
            </Trans>
          ) : (
            <Trans>
              Confirm that the slot was played. Its earnings become payable to the owner, and the player can then leave
              a review.
            </Trans>
          )}
        </p>
      )}

      {cancel ? (
        <FormField
          id={reasonId}
          label={t`Reason, shown to the player`}
          error={reasonError}
          hint={t`The player reads it in their bookings and notifications.`}
          className="mt-4"
        >
          <Textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            required
            maxLength={CANCELLATION_REASON_MAX}
            placeholder={t`e.g. Ground waterlogged after the rain`}
          />
        </FormField>
      ) : null}

      <DialogFooter>
        <Button variant="secondary" onClick={onDone} disabled={mutation.isPending}>
          {cancel ? t`Keep booking` : t`Not yet`}
        </Button>
        <Button variant={cancel ? "destructive" : "pitch"} onClick={confirm} loading={mutation.isPending}>
          {cancel ? t`Cancel booking` : t`Mark completed`}
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
  const { t } = useLingui();
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
          <DialogTitle>{cancel ? t`Cancel this booking?` : t`Mark this booking completed?`}</DialogTitle>
          <DialogDescription>
            {cancel ? t`When you cancel, the player is refunded in full.` : t`Do this once the slot has been played.`}
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
