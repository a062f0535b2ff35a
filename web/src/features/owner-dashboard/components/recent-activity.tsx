import { formatRupees } from "@crease/core/money";
import { GROUND_SLOT_TIMES, isGroundSlot, slotLabel } from "@crease/core/slots";
import { Activity, CalendarCheck2, CalendarX2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { bookingsOf, useOwnerBookings } from "@/features/bookings";
import { cn } from "@/lib/cn";
import { timeAgo } from "@/lib/dates";
import { bookingDate } from "@/lib/period";
import { recentActivity } from "../lib/activity";

const PHONE_ITEMS = 2;

/** "Evening" for a ground slot, "6 PM – 7 PM" for an hourly one. */
function shortSlot(slot: string): string {
  return isGroundSlot(slot) ? GROUND_SLOT_TIMES[slot].label : slotLabel(slot);
}

/** The latest five bookings and cancellations at the owner's venues (docs/product/screens.md). */
export function RecentActivity() {
  const bookings = useOwnerBookings();
  const events = recentActivity(bookingsOf(bookings.data));
  // Phones show the latest two until asked for more, so the tabs stay close to the top.
  const [expanded, setExpanded] = useState(false);

  return (
    <section
      aria-labelledby="recent-activity-heading"
      className="rounded-2xl border border-slate-200/80 bg-white shadow-card"
    >
      <div className="flex items-center gap-2 border-b border-slate-100 px-5 py-4">
        <Activity className="size-4 text-brand-600" aria-hidden="true" />
        <h2 id="recent-activity-heading" className="text-sm font-semibold text-slate-900">
          Recent activity
        </h2>
      </div>
      {bookings.isPending ? (
        <ul className="space-y-4 px-5 py-4" aria-label="Loading recent activity">
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
          An error occurred while loading your bookings
        </p>
      ) : events.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600">
          No bookings yet. New bookings and cancellations will show up here as they happen.
        </p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {events.map((event, index) => {
            const { booking } = event;
            const cancelled = event.kind === "cancelled";
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
                    <span className="font-semibold text-slate-900">{booking.userName || "A player"}</span>{" "}
                    {cancelled ? "cancelled at" : "booked"}{" "}
                    <Link
                      to={`/venues/${booking.venueId}`}
                      className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {booking.venueName}
                    </Link>
                  </p>
                  <p className="mt-0.5 text-xs text-slate-500">
                    {bookingDate(booking.date)} · {shortSlot(booking.slot)} · {formatRupees(booking.amount)}
                  </p>
                </div>
                <time dateTime={event.at} className="shrink-0 text-xs whitespace-nowrap text-slate-500">
                  {timeAgo(event.at)}
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
          {expanded ? "Show less" : `Show ${events.length - PHONE_ITEMS} more`}
        </button>
      ) : null}
    </section>
  );
}
