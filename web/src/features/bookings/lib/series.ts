/**
 * Weekly bookings in a list (docs/product/weekly-slots.md): each date of a series is a booking of
 * its own carrying `seriesId`; the list groups them to say "Weekly · 2 of 6" and to offer the
 * dates still to come for cancelling at once.
 */
import type { Booking } from "@crease/core/contracts/bookings";

type Dated = Pick<Booking, "id" | "date" | "seriesId">;

/** The dates of `booking`'s series among `all`, earliest first (its own included); [] for a single booking. */
export function seriesOf<T extends Dated>(booking: Dated, all: readonly T[]): T[] {
  if (booking.seriesId == null) return [];
  return all
    .filter((b) => b.seriesId === booking.seriesId)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
}

/** Where the booking stands in its series ("2 of 6"), or null for a single booking. */
export function seriesPosition(booking: Dated, all: readonly Dated[]): { index: number; count: number } | null {
  const dates = seriesOf(booking, all);
  const index = dates.findIndex((b) => b.id === booking.id);
  return index < 0 ? null : { index: index + 1, count: dates.length };
}

/** The series in a list, each with its dates (earliest first), in the order the list first shows them. */
export function seriesGroups<T extends Dated>(all: readonly T[]): { seriesId: number; bookings: T[] }[] {
  const groups = new Map<number, T[]>();
  for (const booking of all) {
    if (booking.seriesId == null) continue;
    const list = groups.get(booking.seriesId) ?? [];
    list.push(booking);
    groups.set(booking.seriesId, list);
  }
  return [...groups].map(([seriesId, bookings]) => ({ seriesId, bookings: seriesOf(bookings[0] as T, bookings) }));
}
