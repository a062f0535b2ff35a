import { movesFor } from "@crease/core/booking-lifecycle";
import { isCancelled, isConfirmed } from "@crease/core/booking-status";
import type { Booking } from "@crease/core/contracts/bookings";
import { isGroundSlot } from "@crease/core/slots";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarClock, CalendarPlus, CalendarX2, MapPin, Navigation, Phone, QrCode, RotateCcw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { StatusBadge } from "@/components/ui/status-badge";
import { InvoiceLinks } from "@/features/invoices";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { bookingCalendarUrl } from "../api/booking-calendar";
import { bookingsOf } from "../api/booking-pages";
import { useBookings } from "../api/get-bookings";
import { useBookingSplit } from "../api/split-booking";
import { useLastBooking } from "../hooks/use-last-booking";
import { canReschedule, rebookPath, refundText } from "../lib/booking-display";
import { bookingDay } from "../lib/share-text";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { PaymentText } from "./payment-text";
import { PendingMoveNotice, usePendingMoveOf } from "./pending-move";
import { RescheduleDialog } from "./reschedule-dialog";
import { CancelSeriesDialog, remainingDates, SeriesBadge } from "./series-parts";
import { SplitCostSection } from "./split-cost-section";

/** "Rescheduled from Sat, 6 Dec · Evening (Court 1) to Sun, 7 Dec · Night (Court 1)": the booking's history. */
export function RescheduledLine({ booking }: { booking: Booking }) {
  const format = useFormat();
  const words = useWords();
  const from = booking.rescheduledFrom;
  if (!from) return null;
  const was = `${bookingDay(from.date, format)} · ${words.slot(from.slot)} (${from.courtName})`;
  const now = `${bookingDay(booking.date, format)} · ${words.slot(booking.slot)} (${booking.courtName})`;
  const at = format.instant(from.at, "day-long-month-year");
  const extra = format.rupees(from.paid);
  return (
    <p
      className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-slate-700"
      data-testid="rescheduled-from"
    >
      <CalendarClock className="mr-1.5 inline size-4 align-[-3px] text-slate-500" aria-hidden="true" />
      <Trans>
        Rescheduled from {was} to {now}, on {at}.
      </Trans>
      {Number(from.paid) > 0 ? (
        <>
          {" "}
          <Trans>You paid {extra} more for the new slot.</Trans>
        </>
      ) : null}
    </p>
  );
}

/** One line of the price: a term and its amount; `strong` is the total, set apart by a dashed rule. */
function Line({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    // A direct child of the <dl>: a second wrapper would hide the pair from screen readers' list.
    <div
      className={cn(
        "flex items-baseline justify-between gap-3",
        strong && "border-t border-dashed border-slate-200 pt-2",
      )}
    >
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

/** "+91 98765 43210" from the stored "+919876543210". */
const readablePhone = (phone: string) => phone.replace(/^\+91(\d{5})(\d{5})$/, "+91 $1 $2");

/** What a player needs on the day (issue 26): where the venue is, the way there and its phone. */
export function GettingThere({ booking }: { booking: Booking }) {
  const { venue } = booking;
  const phone = venue.phone ? readablePhone(venue.phone) : null;
  const address = [venue.address, venue.city, venue.state].filter((part) => part.trim() !== "").join(", ");
  return (
    <section aria-labelledby="booking-place-heading" className="rounded-xl border border-slate-200 p-4">
      <h3 id="booking-place-heading" className="font-semibold text-slate-900">
        <Trans>Getting there</Trans>
      </h3>
      <p className="mt-2 flex items-start gap-2 text-slate-700">
        <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span>{address}</span>
      </p>
      {/* Side by side when both fit (a long Hindi label takes a line of its own). */}
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={venue.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("secondary", "sm", "grow basis-48")}
        >
          <Navigation aria-hidden="true" />
          <Trans>Open in Maps</Trans>
        </a>
        {venue.phone ? (
          <a href={`tel:${venue.phone}`} className={buttonClasses("secondary", "sm", "grow basis-48")}>
            <Phone aria-hidden="true" />
            <Trans>Call {phone}</Trans>
          </a>
        ) : null}
      </div>
    </section>
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
  const showBalance = balance > 0 && !isCancelled(booking);
  const refundAmount = rupees(booking.refundAmount);
  const balanceDue = rupees(booking.balanceDue);
  const [rescheduling, setRescheduling] = useState(false);
  // A split booking keeps its slot: its teammates paid for that one (the server refuses the move).
  const movable = canReschedule(booking);
  const split = useBookingSplit(booking.id, movable);
  const reschedulable = movable && split.isSuccess && split.data === null;
  // A move waiting for its payment is resumed or cancelled from its notice, not started again (the
  // dialog that started it stays while its payment window is open).
  const pendingMove = usePendingMoveOf(booking);
  // A date of a weekly booking: cancel it alone, or every date still to come.
  const all = bookingsOf(useBookings().data);
  const weekly = booking.seriesId != null;
  const cancellable = weekly && movesFor("player", booking).includes("cancel");
  const remaining = cancellable ? remainingDates(booking, all).length : 0;
  const [cancelling, setCancelling] = useState<"one" | "all" | null>(null);
  return (
    <div className="space-y-5 text-sm">
      {weekly ? (
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          <SeriesBadge booking={booking} all={all} />
          <Trans>A date of your weekly booking: it can't be rescheduled or split.</Trans>
        </p>
      ) : null}
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

      <GettingThere booking={booking} />

      <section aria-labelledby="booking-price-heading">
        <h3 id="booking-price-heading" className="mb-2 font-semibold text-slate-900">
          <Trans>Price</Trans>
        </h3>
        <dl className="space-y-2">
          <Line label={t`Base price (${base})`} value={rupees(booking.basePrice)} />
          {booking.addOns.map((addOn) => (
            <Line key={addOn.key} label={words.addOn(addOn.name)} value={rupees(addOn.price)} />
          ))}
          {Number(booking.discount) > 0 ? (
            <Line
              label={booking.couponCode ? t`Coupon ${booking.couponCode}` : t`Coupon discount`}
              value={`−${rupees(booking.discount)}`}
            />
          ) : null}
          {/* As it was charged: none at a venue whose owner had no GSTIN (decision 041). */}
          {Number(booking.gst) > 0 ? <Line label={t`GST (18%)`} value={rupees(booking.gst)} /> : null}
          <Line label={t`Total`} value={rupees(booking.amount)} strong />
          {Number(booking.paidWithCredit ?? 0) > 0 ? (
            <Line label={t`Paid with credit`} value={rupees(booking.paidWithCredit)} />
          ) : null}
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

      {isCancelled(booking) ? (
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

      {/* A booking paid online has its GST invoice; a sent refund its credit note (docs/product/invoices.md). */}
      {booking.source === "online" && Number(booking.paidOnline) > 0 ? (
        <InvoiceLinks
          bookingId={booking.id}
          creditNote={booking.refundStatus === "processed"}
          debitNote={Number(booking.rescheduledFrom?.paid ?? 0) > 0}
        />
      ) : null}

      <RescheduledLine booking={booking} />

      <PendingMoveNotice booking={booking} />

      <SplitCostSection booking={booking} />

      {reschedulable ? (
        <>
          {pendingMove ? null : (
            <Button className="w-full" onClick={() => setRescheduling(true)}>
              <CalendarClock aria-hidden="true" />
              <Trans>Reschedule</Trans>
            </Button>
          )}
          {rescheduling ? (
            <RescheduleDialog booking={booking} open={rescheduling} onOpenChange={setRescheduling} />
          ) : null}
        </>
      ) : null}

      {cancellable ? (
        <div className="grid grid-cols-1 gap-2.5 min-[420px]:grid-cols-2">
          <Button variant="secondary" onClick={() => setCancelling("one")}>
            <CalendarX2 aria-hidden="true" />
            <Trans>Cancel this date</Trans>
          </Button>
          <Button variant="destructive" onClick={() => setCancelling("all")} disabled={remaining === 0}>
            <CalendarX2 aria-hidden="true" />
            <Trans>Cancel all remaining dates</Trans>
          </Button>
          <CancelBookingDialog
            booking={cancelling === "one" ? booking : null}
            onOpenChange={(open) => setCancelling(open ? "one" : null)}
          />
          <CancelSeriesDialog
            booking={booking}
            all={all}
            open={cancelling === "all"}
            onOpenChange={(open) => setCancelling(open ? "all" : null)}
            onCancelled={() => setCancelling(null)}
          />
        </div>
      ) : null}

      <div className="grid grid-cols-1 gap-2.5 min-[420px]:grid-cols-2">
        {isConfirmed(booking) ? (
          <a href={bookingCalendarUrl(booking.id)} download className={buttonClasses("secondary")}>
            <CalendarPlus aria-hidden="true" />
            <Trans>Add to calendar</Trans>
          </a>
        ) : null}
        <Button asChild variant="outline" className={isConfirmed(booking) ? "w-full" : "w-full min-[420px]:col-span-2"}>
          <Link to={rebookPath(booking)}>
            <RotateCcw aria-hidden="true" />
            <Trans>Book this venue again</Trans>
          </Link>
        </Button>
      </div>
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
