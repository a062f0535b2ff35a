import { isConfirmed } from "@crease/core/booking-status";
import type { Booking } from "@crease/core/contracts/bookings";
import { whatsappShareLink } from "@crease/core/whatsapp";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarPlus, CircleCheckBig, ListChecks, Search } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { WhatsAppIcon } from "@/components/ui/social-icons";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { bookingCalendarUrl } from "../api/booking-calendar";
import { useBooking } from "../api/get-booking";
import { bookingDay, shareText, shareUrl } from "../lib/share-text";
import { GettingThere } from "./booking-details-dialog";
import { SplitCostSection } from "./split-cost-section";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function Confirmed({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const text = shareText(booking, {
    date: (date) => bookingDay(date, format),
    slot: words.slot,
    venueType: words.venueType,
  });
  const whatsapp = whatsappShareLink(`${text} ${shareUrl(booking, window.location.origin)}`);
  const due = Number(booking.balanceDue) > 0 ? format.rupees(booking.balanceDue) : null;
  const credit = Number(booking.paidWithCredit ?? 0) > 0 ? format.rupees(booking.paidWithCredit ?? "0") : null;
  return (
    <div className="space-y-5 text-sm">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-slate-50 p-4">
        <Fact label={t`Booking code`}>
          <span className="font-mono text-base font-bold" data-testid="booking-code">
            #{booking.id}
          </span>
        </Fact>
        <Fact label={t`Date`}>{bookingDay(booking.date, format)}</Fact>
        <Fact label={t`Time slot`}>{words.slot(booking.slot)}</Fact>
        <Fact label={t`Court`}>{booking.courtName}</Fact>
        <Fact label={t`Paid online`}>{format.rupees(booking.paidOnline)}</Fact>
        {credit ? <Fact label={t`Paid with credit`}>{credit}</Fact> : null}
        {due ? (
          <Fact label={t`Balance due at the venue`}>
            <span className="text-amber-800">{due}</span>
          </Fact>
        ) : null}
      </dl>
      {booking.seriesId != null ? (
        <p className="text-slate-700">
          <Trans>The first date of your weekly booking. Every date is in My bookings.</Trans>
        </p>
      ) : null}

      <GettingThere booking={booking} />

      <div className="grid grid-cols-1 gap-2.5 min-[420px]:grid-cols-2">
        {isConfirmed(booking) ? (
          <a href={bookingCalendarUrl(booking.id)} download className={buttonClasses("secondary")}>
            <CalendarPlus aria-hidden="true" />
            <Trans>Add to calendar</Trans>
          </a>
        ) : null}
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClasses("secondary")}>
          <WhatsAppIcon className="size-4" />
          <Trans>Share on WhatsApp</Trans>
        </a>
      </div>

      <SplitCostSection booking={booking} />

      <div className="grid grid-cols-1 gap-2.5 border-t border-slate-100 pt-4 min-[420px]:grid-cols-2">
        <Link to="/dashboard" className={buttonClasses("primary")}>
          <ListChecks aria-hidden="true" />
          <Trans>See my bookings</Trans>
        </Link>
        <Link to="/search" className={buttonClasses("outline")}>
          <Search aria-hidden="true" />
          <Trans>Book another game</Trans>
        </Link>
      </div>
    </div>
  );
}

/**
 * What a player sees once paid (issue 46): the booking and its code, the venue's address, way and
 * phone, add to calendar, share on WhatsApp and split the cost; arrived at from checkout, at the
 * top of the page whatever was scrolled before.
 */
export function BookingConfirmed({ id }: { id: number }) {
  const { t } = useLingui();
  const booking = useBooking(id);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const shown = booking.data;
  return (
    <Card className="mx-auto max-w-2xl p-5 sm:p-7">
      <div className="mb-5 flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-pitch-50 text-pitch-700 ring-1 ring-pitch-200">
          <CircleCheckBig className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h1 className="text-xl font-bold text-slate-900">
            <Trans>Booking confirmed!</Trans>
          </h1>
          {shown ? (
            <p className="mt-0.5 text-slate-600">
              <Link to={`/venues/${shown.venueId}`} className="font-semibold text-slate-900 hover:underline">
                {shown.venueName}
              </Link>
              {shown.venue.city ? ` · ${shown.venue.city}` : null}
            </p>
          ) : null}
        </div>
      </div>
      {booking.isPending ? (
        <div role="status" aria-label={t`Loading the booking`} className="space-y-2">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : shown ? (
        <Confirmed booking={shown} />
      ) : (
        <p role="alert" className="text-red-700">
          <Trans>
            This booking could not be loaded. It is in{" "}
            <Link to="/dashboard" className="underline">
              My bookings
            </Link>
            .
          </Trans>
        </p>
      )}
    </Card>
  );
}
