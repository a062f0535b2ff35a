import type { Booking } from "@crease/core/contracts/bookings";
import { formatInstant } from "@crease/core/format";
import { formatRupees } from "@crease/core/money";
import { isGroundSlot, slotLabel } from "@crease/core/slots";
import { venueTypeLabel } from "@crease/core/venues";
import { QrCode, RotateCcw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { StatusBadge } from "@/components/ui/status-badge";
import { useLastBooking } from "../hooks/use-last-booking";
import { rebookPath, refundText } from "../lib/booking-display";
import { shareDate } from "../lib/share-text";
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
          alt="The venue's UPI QR code"
          width={128}
          height={128}
          onError={() => setFailed(true)}
          className="size-32 shrink-0 rounded-lg bg-white object-contain p-1.5 ring-1 ring-slate-200"
        />
      )}
      <div className="text-sm">
        <p className="font-semibold text-amber-900">Pay {formatRupees(amount)} at the venue</p>
        <p className="mt-1 leading-relaxed text-amber-900/85">
          Scan this code with any UPI app when you arrive, and show the payment to the venue staff.
        </p>
        {failed ? (
          <p className="mt-1 text-amber-900/85">The QR code could not be loaded; ask the venue for it.</p>
        ) : null}
      </div>
    </div>
  );
}

function DetailsBody({ booking }: { booking: Booking }) {
  const base = isGroundSlot(booking.slot) ? `${slotLabel(booking.slot).split(" (")[0]} slot` : "1 hour";
  const balance = Number(booking.balanceDue);
  const refund = Number(booking.refundAmount);
  const showBalance = balance > 0 && booking.status !== "cancelled";
  return (
    <div className="space-y-5 text-sm">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-slate-50 p-4">
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Date</dt>
          <dd className="mt-0.5 font-medium text-slate-900">{shareDate(booking.date)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Time slot</dt>
          <dd className="mt-0.5 font-medium text-slate-900">{slotLabel(booking.slot)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Status</dt>
          <dd className="mt-1">
            <StatusBadge status={booking.status} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Payment</dt>
          <dd className="mt-0.5">
            <PaymentText paymentStatus={booking.paymentStatus} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Booking ID</dt>
          <dd className="mt-0.5 font-medium text-slate-900">#{booking.id}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Booked on</dt>
          <dd className="mt-0.5 font-medium text-slate-900">
            {formatInstant(booking.createdAt, "day-long-month-year")}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="booking-price-heading">
        <h3 id="booking-price-heading" className="mb-2 font-semibold text-slate-900">
          Price
        </h3>
        <dl className="space-y-2">
          <Line label={`Base price (${base})`} value={formatRupees(booking.basePrice)} />
          {booking.addOns.map((addOn) => (
            <Line key={addOn.key} label={addOn.name} value={formatRupees(addOn.price)} />
          ))}
          <Line label="GST (18%)" value={formatRupees(booking.gst)} />
          <div className="border-t border-dashed border-slate-200 pt-2">
            <Line label="Total" value={formatRupees(booking.amount)} strong />
          </div>
          <Line label="Paid online" value={formatRupees(booking.paidOnline)} />
          {showBalance ? (
            <Line
              label={<span className="font-semibold text-amber-800">Balance due at the venue</span>}
              value={<span className="font-bold text-amber-800">{formatRupees(booking.balanceDue)}</span>}
            />
          ) : null}
        </dl>
      </section>

      {booking.status === "cancelled" ? (
        <div className="rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 text-blue-900">
          <p className="font-semibold">
            {refund > 0 ? `Refund ${formatRupees(booking.refundAmount)}` : "No refund"} ·{" "}
            {refundText(booking.refundStatus)}
          </p>
          <p className="mt-0.5 text-blue-900/85">
            {booking.refundStatus === "failed"
              ? "The refund could not be sent automatically. Our support team will put it through; contact us if you have questions."
              : refund > 0
                ? "Refunds reach your original payment method in 5-7 business days."
                : "Nothing was refunded for this booking."}
          </p>
        </div>
      ) : null}

      {showBalance && booking.venue.upiQrCodeUrl ? (
        <UpiQr url={booking.venue.upiQrCodeUrl} amount={booking.balanceDue} />
      ) : showBalance ? (
        <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          Pay the {formatRupees(booking.balanceDue)} balance at the venue by UPI when you arrive.
        </p>
      ) : null}

      <Button asChild variant="outline" className="w-full">
        <Link to={rebookPath(booking)}>
          <RotateCcw aria-hidden="true" />
          Book this venue again
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
  const shown = useLastBooking(booking);
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{shown?.venueName ?? "Booking"}</DialogTitle>
          <DialogDescription>
            {shown ? [venueTypeLabel(shown.venue.venueType), shown.venue.city].filter(Boolean).join(" · ") : null}
          </DialogDescription>
        </DialogHeader>
        {shown ? <DetailsBody booking={shown} /> : null}
      </DialogContent>
    </Dialog>
  );
}
