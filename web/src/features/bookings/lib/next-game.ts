/**
 * The player's bookings in the order they look for them (issue 46, "the next game first"):
 * the games still to play, soonest first, then everything else (played, cancelled, disputed),
 * latest first. The dates of a weekly booking make one entry in each part, with its dates.
 */
import { isConfirmed } from "@crease/core/booking-status";
import type { Booking } from "@crease/core/contracts/bookings";

type Listed = Pick<Booking, "id" | "date" | "seriesId" | "status" | "startsAt" | "endsAt">;

/** One line of the list: a booking, or a weekly booking's dates in this part (earliest first). */
export interface BookingEntry<T extends Listed> {
  /** The date the line acts on: the next one still to play, or the latest one played. */
  booking: T;
  /** Every date of the series in this part, earliest first; just `booking` for one booking. */
  dates: T[];
}

/** A game still to play: confirmed and not over yet. */
export function isUpcoming(booking: Listed, now: Date = new Date()): boolean {
  return isConfirmed(booking) && Date.parse(booking.endsAt) > now.getTime();
}

const soonestFirst = (a: Listed, b: Listed) => a.startsAt.localeCompare(b.startsAt) || a.id - b.id;
const latestFirst = (a: Listed, b: Listed) => -soonestFirst(a, b);

/** Orders one part and folds each series into the place of its first date in that order. */
function entries<T extends Listed>(bookings: T[], order: (a: T, b: T) => number, upcoming: boolean): BookingEntry<T>[] {
  const sorted = [...bookings].sort(order);
  const bySeries = new Map<number, BookingEntry<T>>();
  const list: BookingEntry<T>[] = [];
  for (const booking of sorted) {
    if (booking.seriesId == null) {
      list.push({ booking, dates: [booking] });
      continue;
    }
    const entry = bySeries.get(booking.seriesId);
    if (entry) {
      entry.dates.push(booking);
      continue;
    }
    const created = { booking, dates: [booking] };
    bySeries.set(booking.seriesId, created);
    list.push(created);
  }
  // A series' dates read earliest first in both parts; the line acts on the next (or latest) date.
  for (const entry of bySeries.values()) {
    entry.dates.sort(soonestFirst);
    entry.booking = (upcoming ? entry.dates[0] : entry.dates.at(-1)) as T;
  }
  return list;
}

/** The loaded bookings split into games still to play (soonest first) and the rest (latest first). */
export function arrangeBookings<T extends Listed>(
  bookings: readonly T[],
  now: Date = new Date(),
): { upcoming: BookingEntry<T>[]; past: BookingEntry<T>[] } {
  const upcoming = bookings.filter((b) => isUpcoming(b, now));
  const past = bookings.filter((b) => !isUpcoming(b, now));
  return { upcoming: entries(upcoming, soonestFirst, true), past: entries(past, latestFirst, false) };
}

/**
 * The server lists the latest date first, so the games still to play come before every date
 * that has passed: while the earliest loaded booking is still to come and more pages exist, the
 * soonest games may not be loaded yet and the next page is needed.
 */
export function needsMoreForNextGame(bookings: readonly Listed[], hasMore: boolean, now: Date = new Date()): boolean {
  const earliest = bookings.at(-1);
  return hasMore && earliest !== undefined && Date.parse(earliest.endsAt) > now.getTime();
}
