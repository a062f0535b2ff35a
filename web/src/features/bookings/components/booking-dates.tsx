import type { Booking } from "@crease/core/contracts/bookings";
import { plural } from "@lingui/core/macro";
import { Repeat } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useFormat } from "@/lib/format";
import type { BookingEntry } from "../lib/next-game";
import { bookingDay } from "../lib/share-text";

/**
 * When a line of My bookings is played: its day, or for a weekly booking "Weekly · 4 dates" and
 * each date (earliest first), so a series is one line instead of one per week.
 */
export function BookingDates({ entry }: { entry: BookingEntry<Booking> }) {
  const format = useFormat();
  if (entry.booking.seriesId == null) return <>{bookingDay(entry.booking.date, format)}</>;
  const count = entry.dates.length;
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone="blue" className="whitespace-nowrap" data-testid="series-badge">
        <Repeat className="size-3" aria-hidden="true" />
        {plural(count, { one: "Weekly · # date", other: "Weekly · # dates" })}
      </Badge>
      <ul className="flex flex-col gap-0.5 text-sm" data-testid="series-dates">
        {entry.dates.map((date) => (
          <li key={date.id} className="whitespace-nowrap">
            {bookingDay(date.date, format)}
          </li>
        ))}
      </ul>
    </span>
  );
}
