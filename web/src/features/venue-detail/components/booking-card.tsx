import type { AvailabilityDay } from "@crease/core/contracts/availability";
import type { Venue, VenueDetails } from "@crease/core/contracts/venues";
import type { Court } from "@crease/core/courts";
import { formatPaise, formatRupees, paiseToRupeeString } from "@crease/core/money";
import { lowestPrice, offeredSlots, slotPricePaise } from "@crease/core/pricing";
import { type QuoteAsk, quoteBooking } from "@crease/core/quote";
import { isCalendarDate } from "@crease/core/slots";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, Clock, LayoutGrid, Lock, Sparkles, Zap } from "lucide-react";
import { memo, type ReactNode, useId, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useAvailability, useCourts } from "@/features/venues";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { loginPathFor } from "@/lib/safe-redirect";
import { useBookingSelection } from "../hooks/use-booking-selection";
import { useOwnHoldLinks } from "../hooks/use-own-holds";
import { useWaitlistJoin } from "../hooks/use-waitlist-join";
import { checkoutPath, venuePathWithSelection } from "../lib/booking-params";
import { availabilityRange, monthOf } from "../lib/calendar";
import { AddOnList } from "./add-on-list";
import { BookingCalendar } from "./booking-calendar";
import { BookingSkeleton, MobileBookingBar, Step, slotShort } from "./booking-card-parts";
import { CourtPicker } from "./court-picker";
import { PriceBreakdown } from "./price-breakdown";
import { RepeatWeekly } from "./repeat-weekly";
import { isTakenSlot, type SlotOption, SlotPicker } from "./slot-picker";
import { type SlotIndicator, SlotStatus } from "./slot-status";
import { TakenSlotNotice } from "./taken-slot-notice";

interface BookingCardProps {
  venue: Venue;
  details: VenueDetails | null | undefined;
  detailsStatus: "pending" | "error" | "success";
  onRetryDetails: () => void;
  /** Today in IST. */
  today: string;
  /** The session: visitors are sent to log in before checkout; nothing happens while it loads. */
  session: "loading" | "signed-in" | "signed-out";
  /** A live update said this venue just took a booking: show Checking while it is re-read. */
  liveChecking?: boolean;
}

/** The courts while they load, or at a venue with none: one list, so the memoised parts keep still. */
const NO_COURTS: readonly Court[] = [];

function toMap(...lists: (AvailabilityDay[] | undefined)[]): Map<string, AvailabilityDay> {
  const map = new Map<string, AvailabilityDay>();
  for (const list of lists) for (const day of list ?? []) map.set(day.date, day);
  return map;
}

/** What Book Now still needs, in so many words: a date, a time slot, or both. */
export function missingChoice(
  date: string | null | undefined,
  slot: string | null | undefined,
): { title: MessageDescriptor; description: MessageDescriptor } {
  if (!date && slot)
    return {
      title: msg`Pick a date`,
      description: msg`You've chosen a time slot: now pick the date you want to play on the calendar.`,
    };
  if (date && !slot)
    return { title: msg`Pick a time slot`, description: msg`Choose one of the day's time slots to book.` };
  if (!date && !slot) {
    return {
      title: msg`Pick a date and a time slot`,
      description: msg`Choose a date on the calendar, then one of its time slots.`,
    };
  }
  return {
    title: msg`Prices still loading`,
    description: msg`The venue's prices haven't loaded yet. Try Book Now again in a moment.`,
  };
}

/** The booking's price by core's one quote (channel online), as checkout and the server price it; null when it cannot be booked. */
function safePrice(details: VenueDetails, venue: Venue, ask: Omit<QuoteAsk, "channel" | "details" | "terms">) {
  try {
    return quoteBooking({ channel: "online", details, terms: venue, ...ask });
  } catch {
    return null;
  }
}

/**
 * The booking side card (docs/product/screens.md): calendar, slots of the chosen day with their
 * live state, add-ons, the price exactly as the server will charge it, and Book Now. On phones
 * a bar with the price and Book Now stays at the bottom of the screen. Memoised, as its calendar
 * and slots: the page re-renders as its own queries answer, which change nothing here.
 */
export const BookingCard = memo(function BookingCard({
  venue,
  details,
  detailsStatus,
  onRetryDetails,
  today,
  session,
  liveChecking = false,
}: BookingCardProps) {
  const { t, i18n } = useLingui();
  const words = useWords();
  const format = useFormat();
  const dayLabel = (date: string) => (isCalendarDate(date) ? format.date(date, "weekday-day-month") : date);
  const navigate = useNavigate();
  const slotsHeadingId = useId();
  const courtsHeadingId = useId();
  const { selection, selectDate, selectSlot, selectCourt, toggleAddOn } = useBookingSelection(
    details,
    today,
    venue.advanceBookingDays,
  );
  const [month, setMonth] = useState(() => monthOf(selection.date ?? today));
  const [weeks, setWeeks] = useState<number | null>(null);

  // At a venue with several courts the player books one: the chosen (or first) court's slots.
  const courts = useCourts(venue.id).data ?? NO_COURTS;
  const court = courts.length > 1 ? (courts.find((c) => c.id === selection.court) ?? courts[0]) : undefined;
  const courtId = court?.id ?? null;
  const withCourt = (range: { from: string; days: number } | null) => (range ? { ...range, courtId } : null);
  const visible = useAvailability(venue.id, withCourt(availabilityRange(month, today, venue.advanceBookingDays)));
  const chosenRange = selection.date
    ? withCourt(availabilityRange(monthOf(selection.date), today, venue.advanceBookingDays))
    : null;
  const chosen = useAvailability(venue.id, chosenRange);
  const days = useMemo(() => toMap(chosen.data?.days, visible.data?.days), [chosen.data, visible.data]);

  // The chosen day's price under the venue's rules (availability carries them), as the server will charge.
  const rules = chosen.data?.priceRules;
  const price =
    details && selection.slot
      ? safePrice(details, venue, {
          date: selection.date ?? "",
          slot: selection.slot,
          addOns: selection.addOns,
          courts,
          courtId,
          // Before a date is chosen or its rules are read: the base price.
          rules: selection.date ? rules : undefined,
        })
      : null;
  const chosenDay = selection.date ? days.get(selection.date) : undefined;
  const chosenSlot = selection.slot ? chosenDay?.slots.find((s) => s.slot === selection.slot) : undefined;

  const slots: SlotOption[] | null = useMemo(() => {
    if (!details) return [];
    if (chosenDay) return chosenDay.slots;
    if (selection.date && chosen.isPending) return null;
    // No date yet (or availability could not be read): the venue's slots and prices, state unknown.
    return offeredSlots(details).map((slot) => ({
      slot,
      status: "unknown" as const,
      price: paiseToRupeeString(slotPricePaise(details, slot) ?? 0),
    }));
  }, [details, chosenDay, selection.date, chosen.isPending]);

  const indicator: SlotIndicator | null =
    selection.date && selection.slot
      ? chosen.isFetching || liveChecking
        ? "checking"
        : chosenSlot
          ? chosenSlot.status === "available"
            ? "available"
            : "booked"
          : null
      : null;

  const bookNow = () => {
    if (!details || !selection.date || !selection.slot || !price) {
      const missing = missingChoice(selection.date, selection.slot);
      toast({ title: i18n._(missing.title), description: i18n._(missing.description), variant: "destructive" });
      return;
    }
    if (indicator === "booked") {
      toast({
        title: t`Slot not available`,
        description: t`This slot has just been taken. Please choose another date or time slot.`,
        variant: "destructive",
      });
      return;
    }
    if (session === "loading") return;
    if (session === "signed-out") {
      toast({ title: t`Login required`, description: t`Please log in to continue with booking` });
      void navigate(loginPathFor(venuePathWithSelection(venue.id, selection, details.addOns)));
      return;
    }
    void navigate(
      checkoutPath({
        venueId: venue.id,
        venueName: venue.name,
        venueType: venue.venueType,
        date: selection.date,
        slot: selection.slot,
        price,
        court: court ? { id: court.id, name: court.name } : null,
        weeks,
      }),
    );
  };

  const waitlist = useWaitlistJoin({
    venueId: venue.id,
    date: selection.date,
    courtId,
    session,
    returnPath: venuePathWithSelection(venue.id, selection, details?.addOns ?? []),
  });

  const ownHolds = useOwnHoldLinks({ venue, details, date: selection.date, courtId, courts, rules });
  const tapped = chosenDay?.slots.find((s) => s.slot === waitlist.visitorTapped);

  const headline = words.price(venue);
  const lowest = lowestPrice(venue.prices);
  const lowestText = lowest ? formatRupees(lowest) : "";
  const fromText = lowest ? t`From ${lowestText}` : headline;
  const partial = venue.paymentType === "partial";
  const advanceText = formatPaise(Math.round(Number(venue.partialPaymentAmount) * 100));

  let body: ReactNode;
  if (detailsStatus === "pending") {
    body = <BookingSkeleton />;
  } else if (detailsStatus === "error") {
    body = (
      <div className="space-y-3">
        <Alert tone="error" title={t`Couldn't load prices`}>
          <Trans>We could not load this venue's prices and slots. Please try again.</Trans>
        </Alert>
        <Button variant="secondary" onClick={onRetryDetails} className="w-full">
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (!details) {
    body = (
      <Alert tone="info" title={t`Booking opens soon`}>
        <Trans>
          The owner hasn't published prices and time slots for this venue yet. Save it to your favorites and check back
          soon.
        </Trans>
      </Alert>
    );
  } else {
    body = (
      <div className="space-y-6">
        <Step icon={CalendarDays} title={t`Pick a date`}>
          <BookingCalendar
            month={month}
            onMonthChange={setMonth}
            today={today}
            advanceDays={venue.advanceBookingDays}
            selected={selection.date}
            onSelect={selectDate}
            days={days}
            loading={visible.isPending && visible.fetchStatus === "fetching"}
          />
          {visible.isError ? (
            <p className="mt-2 text-xs text-amber-700">
              <Trans>Live availability could not be checked right now; taken slots are refused at checkout.</Trans>
            </p>
          ) : null}
        </Step>

        {court ? (
          <Step icon={LayoutGrid} title={t`Pick a court`} titleId={courtsHeadingId}>
            <CourtPicker courts={courts} selected={court.id} onSelect={selectCourt} labelledBy={courtsHeadingId} />
          </Step>
        ) : null}

        <Step
          icon={Clock}
          title={details.venueType === "ground" ? t`Pick a time slot` : t`Pick an hour`}
          titleId={slotsHeadingId}
          aside={<SlotStatus state={indicator} />}
        >
          {selection.date ? (
            <p className="mb-2.5 text-sm text-slate-600">{dayLabel(selection.date)}</p>
          ) : (
            <p className="mb-2.5 text-sm text-slate-500">
              <Trans>Pick a date to see which slots are free.</Trans>
            </p>
          )}
          <SlotPicker
            slots={slots}
            selected={selection.slot}
            onSelect={selectSlot}
            placeholderCount={details.venueType === "ground" ? 4 : 8}
            layout={details.venueType === "ground" ? "list" : "grid"}
            labelledBy={slotsHeadingId}
            onJoinWaitlist={waitlist.onJoinWaitlist}
            waitlisted={waitlist.waitlisted}
            visitor={session === "signed-out"}
            ownHolds={ownHolds}
          />
          {tapped && isTakenSlot(tapped.status) ? (
            <TakenSlotNotice
              slot={tapped.slot}
              status={tapped.status === "booked" ? "booked" : "held"}
              loginHref={waitlist.loginHref}
            />
          ) : null}
        </Step>

        {details.addOns.length > 0 ? (
          <Step
            icon={Sparkles}
            title={t`Add-ons`}
            aside={
              <span className="text-xs text-slate-500">
                <Trans>Optional</Trans>
              </span>
            }
          >
            <AddOnList addOns={details.addOns} selected={selection.addOns} onToggle={toggleAddOn} />
          </Step>
        ) : null}

        <RepeatWeekly weeks={weeks} onChange={setWeeks} discountPercent={venue.seriesDiscountPercent ?? 0} />

        {price && selection.slot ? <PriceBreakdown price={price} slot={selection.slot} partial={partial} /> : null}

        <div className="space-y-3">
          <Button size="lg" className="w-full" onClick={bookNow}>
            <Trans>Book Now</Trans>
          </Button>
          <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
            <Lock className="size-3.5" aria-hidden="true" />
            <Trans>Secure payment · Instant confirmation</Trans>
          </p>
        </div>
      </div>
    );
  }

  return (
    <>
      <section
        aria-labelledby="booking-card-title"
        className="rounded-2xl border border-slate-200/80 bg-white shadow-card lg:shadow-lift"
      >
        <div className="rounded-t-2xl border-b border-slate-100 bg-gradient-to-br from-brand-50 via-white to-white px-5 py-4 sm:px-6">
          <h2 id="booking-card-title" className="text-sm font-semibold text-brand-700">
            <Trans>Book this venue</Trans>
          </h2>
          <p className="mt-0.5 text-xl font-bold tracking-tight text-slate-900">{headline}</p>
          {partial && venue.partialPaymentAmount ? (
            <p className="mt-1 text-xs font-medium text-pitch-700">
              <Trans>Only {advanceText} online, the rest at the venue</Trans>
            </p>
          ) : (
            <p className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-pitch-700">
              <Zap className="size-3.5" aria-hidden="true" />
              <Trans>Instant confirmation</Trans>
            </p>
          )}
        </div>
        <div className="p-5 sm:p-6">{body}</div>
      </section>

      {details ? (
        <MobileBookingBar
          summary={
            selection.date && selection.slot
              ? `${dayLabel(selection.date)} · ${slotShort(selection.slot, words.slotName)}`
              : t`Pick a date and slot`
          }
          amount={price ? formatPaise(price.totalPaise) : fromText}
          withTax={Boolean(price)}
          onBook={bookNow}
        />
      ) : null}
    </>
  );
});
