import { isCancelled } from "@crease/core/booking-status";
import type { Booking } from "@crease/core/contracts/bookings";
import { isGroundSlot } from "@crease/core/slots";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";

/** "Evening" over "2 PM – 6 PM" for grounds; the hour range for nets and box. */
export function SlotText({ slot }: { slot: string }) {
  const words = useWords();
  const label = words.slot(slot);
  if (!isGroundSlot(slot)) return <span className="whitespace-nowrap">{label}</span>;
  const [name, range] = [words.slotName(slot), label.match(/\((.*)\)/)?.[1]];
  return (
    <span className="flex flex-col">
      <span>{name}</span>
      <span className="text-xs whitespace-nowrap text-slate-500">{range}</span>
    </span>
  );
}

export function Thumb({ booking, className }: { booking: Booking; className?: string }) {
  const [failed, setFailed] = useState(false);
  const src = booking.venue.images[0];
  return (
    <span
      className={cn(
        "block shrink-0 overflow-hidden rounded-xl bg-gradient-to-br from-pitch-400 to-pitch-700 ring-1 ring-slate-200/60",
        className,
      )}
    >
      {src && !failed ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          onError={() => setFailed(true)}
          className="size-full object-cover"
          width={48}
          height={48}
        />
      ) : null}
    </span>
  );
}

/** The money note under the payment: the balance due at the venue, or the refund of a cancellation. */
export function MoneyNote({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const { rupees } = useFormat();
  if (isCancelled(booking)) {
    const refund = rupees(booking.refundAmount);
    const text =
      Number(booking.refundAmount) <= 0
        ? t`No refund`
        : booking.refundStatus === "processed"
          ? t`${refund} refunded`
          : booking.refundStatus === "failed"
            ? t`Refund of ${refund} failed`
            : t`Refund of ${refund} in progress`;
    return (
      <span className="text-xs text-slate-600" data-testid="refund-note">
        {text}
      </span>
    );
  }
  if (Number(booking.balanceDue) > 0) {
    const due = rupees(booking.balanceDue);
    return (
      <span className="text-xs font-medium text-amber-700">
        <Trans>{due} due at venue</Trans>
      </span>
    );
  }
  return null;
}
