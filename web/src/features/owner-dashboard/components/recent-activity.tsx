import { isGroundSlot, slotLabel } from "@crease/core/slots";
import { Trans, useLingui } from "@lingui/react/macro";
import { Activity, CalendarCheck2, CalendarX2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { useLatestBookings } from "@/features/bookings";
import { cn } from "@/lib/cn";
import { timeAgo } from "@/lib/dates";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { bookingDate } from "@/lib/period";
import { recentActivity } from "../lib/activity";

const PHONE_ITEMS = 2;

/** The latest five bookings and cancellations at the owner's venues (docs/product/screens.md). */
export function RecentActivity() {
  const bookings = useLatestBookings();
  const events = recentActivity(bookings.data ?? []);
  // Phones show the latest two until asked for more, so the tabs stay close to the top.
  const [expanded, setExpanded] = useState(false);
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  /** "Evening" for a ground slot, "6 PM – 7 PM" for an hourly one. */
  const shortSlot = (slot: string) => (isGroundSlot(slot) ? words.slotName(slot) : slotLabel(slot));
  const more = events.length - PHONE_ITEMS;

  return (
    <section
      aria-labelledby="recent-activity-heading"
      className="rounded-2xl border border-slate-200/80 bg-white shadow-card"
    >
      <div className="flex items-center gap-2 border-b border-slate-100 px-5 py-4">
        <Activity className="size-4 text-brand-600" aria-hidden="true" />
        <h2 id="recent-activity-heading" className="text-sm font-semibold text-slate-900">
          <Trans>Recent activity</Trans>
        </h2>
      </div>
      {bookings.isPending ? (
        <ul className="space-y-4 px-5 py-4" aria-label={t`Loading recent activity`}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex gap-3">
              <Skeleton className="size-8 rounded-full" />
              <div className="flex-1 space-y-1.5">
                <Skeleton className="h-3.5 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </li>
          ))}
        </ul>
      ) : bookings.isError ? (
        <p className="px-5 py-4 text-sm text-red-700" role="alert">
          <Trans>An error occurred while loading your bookings</Trans>
        </p>
      ) : events.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600">
          <Trans>No bookings yet. New bookings and cancellations will show up here as they happen.</Trans>
        </p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {events.map((event, index) => {
            const { booking } = event;
            const cancelled = event.kind === "cancelled";
            const player = booking.userName || t`A player`;
            const venueName = booking.venueName;
            const playerName = <span className="font-semibold text-slate-900">{player}</span>;
            const venueLink = (
              <Link
                to={`/venues/${booking.venueId}`}
                className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
              >
                {venueName}
              </Link>
            );
            return (
              <li
                key={event.key}
                className={cn("gap-3 px-5 py-3.5", index >= PHONE_ITEMS && !expanded ? "hidden lg:flex" : "flex")}
              >
                <span
                  className={cn(
                    "mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full ring-1",
                    cancelled ? "bg-red-50 text-red-600 ring-red-100" : "bg-pitch-50 text-pitch-700 ring-pitch-100",
                  )}
                  aria-hidden="true"
                >
                  {cancelled ? <CalendarX2 className="size-4" /> : <CalendarCheck2 className="size-4" />}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm leading-snug text-slate-700">
                    {cancelled ? (
                      <Trans>
                        {playerName} cancelled at {venueLink}
                      </Trans>
                    ) : (
                      <Trans>
                        {playerName} booked {venueLink}
                      </Trans>
                    )}
                  </p>
                  <p className="mt-0.5 text-xs text-slate-500">
                    {bookingDate(booking.date, format.language)} · {shortSlot(booking.slot)} ·{" "}
                    {format.rupees(booking.amount)}
                  </p>
                </div>
                <time dateTime={event.at} className="shrink-0 text-xs whitespace-nowrap text-slate-500">
                  {timeAgo(event.at, undefined, format.language)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
      {events.length > PHONE_ITEMS ? (
        <button
          type="button"
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          className="w-full border-t border-slate-100 px-5 py-3 text-left text-sm font-semibold text-brand-700 hover:bg-slate-50 lg:hidden"
        >
          {expanded ? <Trans>Show less</Trans> : <Trans>Show {more} more</Trans>}
        </button>
      ) : null}
    </section>
  );
}
