import type { Booking } from "@crease/core/contracts/bookings";
import { addDays, todayInIst } from "@crease/core/slots";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth";
import { SandboxPaymentSheet, useCheckoutPayment } from "@/features/checkout";
import { CourtPicker, type SlotOption, SlotPicker } from "@/features/venue-detail";
import { availabilityKey, useAvailability, useCourts, useVenue } from "@/features/venues";
import { messageOf } from "@/lib/api-client";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { isOrder, useRescheduleBooking, useRescheduleQuote } from "../api/reschedule-booking";
import { bookingDay } from "../lib/share-text";
import { CouponLine, MoveMoney } from "./move-money";

interface RescheduleDialogProps {
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The new price against what was paid: to pay now, to be refunded, or nothing. */
function Difference({
  bookingId,
  date,
  slot,
  courtId,
}: {
  bookingId: number;
  date: string;
  slot: string;
  courtId: number;
}) {
  const format = useFormat();
  const quote = useRescheduleQuote(bookingId, { date, slot, courtId });
  if (quote.isPending) {
    return (
      <p className="text-sm text-slate-600" role="status">
        <Trans>Working out the new price…</Trans>
      </p>
    );
  }
  if (quote.isError || !quote.data) {
    return (
      <p className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900" role="alert">
        {messageOf(quote.error, "")}
      </p>
    );
  }
  const newPrice = format.rupees(quote.data.amount);
  return (
    <div className="rounded-xl border border-pitch-200 bg-pitch-50 px-4 py-3 text-sm" data-testid="reschedule-quote">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-pitch-900">
          <Trans>New price</Trans>
        </span>
        <span className="font-bold text-pitch-900 tabular-nums">{newPrice}</span>
      </div>
      {quote.data.coupon ? <CouponLine coupon={quote.data.coupon} /> : null}
      <p className="mt-1 font-semibold text-pitch-900">
        <MoveMoney quote={quote.data} />
      </p>
    </div>
  );
}

/**
 * Reschedule (docs/product/bookings.md#reschedule): a date, the venue's free slots (and courts)
 * that day, the new price and the difference, then Move. A dearer slot opens the same payment
 * window as checkout; the booking moves once the difference is paid.
 */
export function RescheduleDialog({ booking, open, onOpenChange }: RescheduleDialogProps) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const { user } = useAuth();
  const dateId = useId();
  const courtsId = useId();
  const slotsId = useId();
  const today = useMemo(() => todayInIst(), []);
  const venue = useVenue(booking.venueId).data;
  const courts = useCourts(booking.venueId).data ?? [];
  const [date, setDate] = useState(booking.date);
  const [courtId, setCourtId] = useState(booking.courtId);
  const [slot, setSlot] = useState<string | null>(null);
  const availability = useAvailability(booking.venueId, open && date ? { from: date, days: 1, courtId } : null);
  const move = useRescheduleBooking(booking.id, booking.venueId);
  const close = () => onOpenChange(false);
  const queryClient = useQueryClient();
  const payment = useCheckoutPayment({
    user,
    // The difference is paid and the booking moved: the lists and both slots show it.
    onBooked: () => {
      void queryClient.invalidateQueries({ queryKey: ["bookings"] });
      void queryClient.invalidateQueries({ queryKey: availabilityKey(booking.venueId) });
      close();
    },
    onPriceChanged: () => {},
    onSlotTaken: () => {},
    onRefused: (message) => toast({ title: t`Could not reschedule`, description: message, variant: "destructive" }),
    successText: () => ({ title: t`Booking rescheduled`, description: t`Your booking has moved to the new slot.` }),
  });

  // The booking's own slot is not a place to move to.
  const slots: SlotOption[] | null = useMemo(() => {
    const day = availability.data?.days[0];
    if (!day) return availability.isPending ? null : [];
    return day.slots.map((s) =>
      s.slot === booking.slot && date === booking.date && courtId === booking.courtId
        ? { ...s, status: "booked" as const }
        : s,
    );
  }, [availability.data, availability.isPending, booking, date, courtId]);

  // mutateAsync, not mutate's callbacks: the move hides the Reschedule button (once per booking),
  // so this dialog may be gone before they would run.
  const confirm = async () => {
    if (!slot) return;
    let answer: Awaited<ReturnType<typeof move.mutateAsync>>;
    try {
      answer = await move.mutateAsync({ date, slot, courtId });
    } catch (error) {
      toast({
        title: t`Could not reschedule`,
        description: messageOf(error, t`Please try again.`),
        variant: "destructive",
      });
      return;
    }
    if (isOrder(answer)) {
      void payment.payOrder(answer);
      return;
    }
    toast({
      title: t`Booking rescheduled`,
      description: t`Your booking has moved to the new slot.`,
      variant: "success",
    });
    close();
  };

  const lastDay = addDays(today, venue?.advanceBookingDays ?? 60);
  const busy = move.isPending || payment.processing;
  return (
    <>
      <Dialog open={open && !payment.sandbox.open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              <Trans>Reschedule</Trans>
            </DialogTitle>
            <DialogDescription>
              {booking.venueName} · {bookingDay(booking.date, format)} · {words.slot(booking.slot)}
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-4 text-sm">
            <p className="text-slate-600">
              <Trans>
                You can move this booking once, to a free slot or court at this venue, up to 24 hours before it starts.
              </Trans>
            </p>
            <div>
              <label htmlFor={dateId} className="mb-1 block font-semibold text-slate-900">
                <Trans>New date</Trans>
              </label>
              <Input
                id={dateId}
                type="date"
                value={date}
                min={addDays(today, 1)}
                max={lastDay}
                onChange={(event) => {
                  setDate(event.target.value);
                  setSlot(null);
                }}
              />
            </div>
            {courts.length > 1 ? (
              <div>
                <p id={courtsId} className="mb-1 font-semibold text-slate-900">
                  <Trans>Court</Trans>
                </p>
                <CourtPicker
                  courts={courts}
                  selected={courtId}
                  onSelect={(id) => {
                    setCourtId(id);
                    setSlot(null);
                  }}
                  labelledBy={courtsId}
                />
              </div>
            ) : null}
            <div>
              <p id={slotsId} className="mb-1 font-semibold text-slate-900">
                <Trans>New slot</Trans>
              </p>
              <SlotPicker
                slots={date ? slots : []}
                selected={slot}
                onSelect={setSlot}
                placeholderCount={4}
                layout={booking.slot.includes(":") ? "grid" : "list"}
                labelledBy={slotsId}
              />
            </div>
            {slot ? <Difference bookingId={booking.id} date={date} slot={slot} courtId={courtId} /> : null}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              <Trans>Keep it as it is</Trans>
            </Button>
            <Button onClick={() => void confirm()} disabled={!slot || busy}>
              <CalendarClock aria-hidden="true" />
              {busy ? t`Moving…` : t`Move booking`}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <SandboxPaymentSheet
        order={payment.order}
        open={payment.sandbox.open}
        step={payment.sandbox.step}
        totalPaise={payment.order?.amount ?? 0}
        date={date}
        slot={slot ?? booking.slot}
        onPay={() => void payment.sandbox.succeed()}
        onFail={() => void payment.sandbox.decline()}
        onClose={payment.sandbox.dismiss}
      />
    </>
  );
}
