import type { Booking } from "@crease/core/contracts/bookings";
import { isGroundSlot } from "@crease/core/slots";
import { Trans, useLingui } from "@lingui/react/macro";
import { QrCode, RotateCcw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { StatusBadge } from "@/components/ui/status-badge";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { useLastBooking } from "../hooks/use-last-booking";
import { rebookPath, refundText } from "../lib/booking-display";
import { bookingDay } from "../lib/share-text";
import { PaymentText } from "./payment-text";

function Line({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className={strong ? "font-semibold text-slate-900" : "text-slate-600"}>{label}</dt>
      <dd
        className={
          strong ? "text-base font-bold text-slate-900 tabular-nums" : "font-medium text-slate-800 tabular-nums"
        }
      >
        {value}
      </dd>
    </div>
  );
}

function UpiQr({ url, amount }: { url: string; amount: string }) {
  const { t } = useLingui();
  const due = useFormat().rupees(amount);
  const [failed, setFailed] = useState(false);
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4 text-center sm:flex-row sm:text-left">
      {failed ? (
        <span className="flex size-32 shrink-0 items-center justify-center rounded-lg bg-white text-slate-400 ring-1 ring-slate-200">
          <QrCode className="size-10" aria-hidden="true" />
        </span>
      ) : (
        <img
          src={url}
          alt={t`The venue's UPI QR code`}
          width={128}
          height={128}
          onError={() => setFailed(true)}
          className="size-32 shrink-0 rounded-lg bg-white object-contain p-1.5 ring-1 ring-slate-200"
        />
      )}
      <div className="text-sm">
        <p className="font-semibold text-amber-900">
          <Trans>Pay {due} at the venue</Trans>
        </p>
        <p className="mt-1 leading-relaxed text-amber-900/85">
          <Trans>Scan this code with any UPI app when you arrive, and show the payment to the venue staff.</Trans>
        </p>
        {failed ? (
          <p className="mt-1 text-amber-900/85">
            <Trans>The QR code could not be loaded; ask the venue for it.</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}

function DetailsBody({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const slotName = words.slotName(booking.slot);
  const base = isGroundSlot(booking.slot) ? t`${slotName} slot` : t`1 hour`;
  const rupees = format.rupees;
  const balance = Number(booking.balanceDue);
  const refund = Number(booking.refundAmount);
  const showBalance = balance > 0 && booking.status !== "cancelled";
  const refundAmount = rupees(booking.refundAmount);
  const balanceDue = rupees(booking.balanceDue);
  return (
    <div className="space-y-5 text-sm">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-slate-50 p-4">
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            <Trans>Date</Trans>
          </dt>
          <dd className="mt-0.5 font-medium text-slate-900">{bookingDay(booking.date, format)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            <Trans>Time slot</Trans>
          </dt>
          <dd className="mt-0.5 font-medium text-slate-900">{words.slot(booking.slot)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            <Trans>Court</Trans>
          </dt>
          <dd className="mt-0.5 font-medium text-slate-900">{booking.courtName}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            <Trans>Status</Trans>
          </dt>
          <dd className="mt-1">
            <StatusBadge status={booking.status} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            <Trans>Payment</Trans>
          </dt>
          <dd className="mt-0.5">
            <PaymentText paymentStatus={booking.paymentStatus} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            <Trans>Booking ID</Trans>
          </dt>
          <dd className="mt-0.5 font-medium text-slate-900">#{booking.id}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            <Trans>Booked on</Trans>
          </dt>
          <dd className="mt-0.5 font-medium text-slate-900">
            {format.instant(booking.createdAt, "day-long-month-year")}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="booking-price-heading">
        <h3 id="booking-price-heading" className="mb-2 font-semibold text-slate-900">
          <Trans>Price</Trans>
        </h3>
        <dl className="space-y-2">
          <Line label={t`Base price (${base})`} value={rupees(booking.basePrice)} />
          {booking.addOns.map((addOn) => (
            <Line key={addOn.key} label={addOn.name} value={rupees(addOn.price)} />
          ))}
          <Line label={t`GST (18%)`} value={rupees(booking.gst)} />
          <div className="border-t border-dashed border-slate-200 pt-2">
            <Line label={t`Total`} value={rupees(booking.amount)} strong />
          </div>
          <Line label={t`Paid online`} value={rupees(booking.paidOnline)} />
          {showBalance ? (
            <Line
              label={
                <span className="font-semibold text-amber-800">
                  <Trans>Balance due at the venue</Trans>
                </span>
              }
              value={<span className="font-bold text-amber-800">{rupees(booking.balanceDue)}</span>}
            />
          ) : null}
        </dl>
      </section>

      {booking.status === "cancelled" ? (
        <div className="rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 text-blue-900">
          {booking.cancellationReason && (booking.cancelledBy === "owner" || booking.cancelledBy === "admin") ? (
            <p className="mb-2 border-b border-blue-200 pb-2" data-testid="cancellation-reason">
              <span className="font-semibold">
                {booking.cancelledBy === "owner" ? t`Cancelled by the venue:` : t`Cancelled by Crease:`}
              </span>{" "}
              <q>{booking.cancellationReason}</q>
            </p>
          ) : null}
          <p className="font-semibold">
            {refund > 0 ? t`Refund ${refundAmount}` : t`No refund`} · {refundText(booking.refundStatus)}
          </p>
          <p className="mt-0.5 text-blue-900/85">
            {booking.refundStatus === "failed"
              ? t`The refund could not be sent automatically. Our support team will put it through; contact us if you have questions.`
              : refund > 0
                ? t`Refunds reach your original payment method in 5-7 business days.`
                : t`Nothing was refunded for this booking.`}
          </p>
        </div>
      ) : null}

      {showBalance && booking.venue.upiQrCodeUrl ? (
        <UpiQr url={booking.venue.upiQrCodeUrl} amount={booking.balanceDue} />
      ) : showBalance ? (
        <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          <Trans>Pay the {balanceDue} balance at the venue by UPI when you arrive.</Trans>
        </p>
      ) : null}

      <Button asChild variant="outline" className="w-full">
        <Link to={rebookPath(booking)}>
          <RotateCcw aria-hidden="true" />
          <Trans>Book this venue again</Trans>
        </Link>
      </Button>
    </div>
  );
}

interface BookingDetailsDialogProps {
  booking: Booking | null;
  onOpenChange: (open: boolean) => void;
}

/** Everything about one booking: the price, what was paid, a refund, and the venue's UPI QR for a balance. */
export function BookingDetailsDialog({ booking, onOpenChange }: BookingDetailsDialogProps) {
  const { t } = useLingui();
  const words = useWords();
  const shown = useLastBooking(booking);
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{shown?.venueName ?? t`Booking`}</DialogTitle>
          <DialogDescription>
            {shown ? [words.venueType(shown.venue.venueType), shown.venue.city].filter(Boolean).join(" · ") : null}
          </DialogDescription>
        </DialogHeader>
        {shown ? <DetailsBody booking={shown} /> : null}
      </DialogContent>
    </Dialog>
  );
}
