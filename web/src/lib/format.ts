/** Display formatting at the edges. Dates and times are shown in India Standard Time. */

const IST = "Asia/Kolkata";

const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: IST });
const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: IST,
});
const longDateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: IST,
});

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "3:05 PM • Jan 5, 2025" (notification times, docs/product/screens.md). */
export function formatTimeAndDate(value: Date | string | number): string {
  const date = toDate(value);
  return `${timeFormat.format(date)} • ${dateFormat.format(date)}`;
}

/** "5 January 2025". */
export function formatLongDate(value: Date | string | number): string {
  return longDateFormat.format(toDate(value));
}

/** "Jan 5, 2025" for a calendar date "2025-01-05" (no time-zone shift). */
export function formatCalendarDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
