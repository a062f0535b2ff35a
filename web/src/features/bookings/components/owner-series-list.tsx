import { isConfirmed } from "@crease/core/booking-status";
import type { Booking } from "@crease/core/contracts/bookings";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Repeat } from "lucide-react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { statusText } from "@/lib/status-tone";
import { seriesGroups } from "../lib/series";

const DATE_TONE: Record<string, string> = {
  confirmed: "bg-pitch-50 text-pitch-800 ring-pitch-200",
  completed: "bg-slate-100 text-slate-700 ring-slate-200",
  cancelled: "bg-red-50 text-red-700 ring-red-200 line-through",
};

/**
 * The weekly bookings among the owner's listed bookings, each as one card (docs/product/weekly-slots.md):
 * the player, the venue, court and slot, the number of dates and each date with its status. The
 * dates stay in the list below too, each badged "Weekly · n of N", with their own actions.
 */
export function OwnerSeriesList({ bookings }: { bookings: readonly Booking[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const groups = seriesGroups(bookings);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="owner-series-heading" className="mb-5">
      <h3 id="owner-series-heading" className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Repeat className="size-4 text-blue-700" aria-hidden="true" />
        <Trans>Weekly bookings</Trans>
      </h3>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label={t`Weekly bookings`}>
        {groups.map(({ seriesId, bookings: dates }) => {
          const first = dates[0] as Booking;
          const player = first.userName || "—";
          const count = dates.length;
          const live = dates.filter(isConfirmed).length;
          return (
            <li key={seriesId} className="min-w-0">
              <Card className="space-y-2.5 p-4" data-testid="owner-series">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{player}</p>
                    <p className="line-clamp-2 text-sm text-slate-600">
                      {first.venueName} · {first.courtName}
                    </p>
                  </div>
                  <span className="shrink-0 rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-blue-700 ring-1 ring-blue-200 ring-inset">
                    {plural(count, { one: "# date", other: "# dates" })}
                  </span>
                </div>
                <p className="text-sm text-slate-700">
                  {words.slot(first.slot)} · {plural(live, { one: "# still to play", other: "# still to play" })}
                </p>
                <ul className="flex flex-wrap gap-1.5" aria-label={t`Dates of the weekly booking of ${player}`}>
                  {dates.map((date) => {
                    const day = format.date(date.date, "weekday-day-month");
                    const status = statusText(date.status);
                    return (
                      <li
                        key={date.id}
                        className={cn(
                          "rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
                          DATE_TONE[date.status] ?? DATE_TONE.completed,
                        )}
                        title={status}
                      >
                        {day}
                        <span className="sr-only"> · {status}</span>
                      </li>
                    );
                  })}
                </ul>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
