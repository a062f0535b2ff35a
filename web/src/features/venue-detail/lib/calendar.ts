/**
 * The booking calendar's arithmetic, on IST calendar dates ("YYYY-MM-DD") and months
 * ("YYYY-MM") as plain strings, so the browser's own time zone never shifts a day.
 */

import { MAX_AVAILABILITY_DAYS } from "@crease/core/availability";
import { DEFAULT_ADVANCE_DAYS } from "@crease/core/checkout-limits";
import type { AvailabilityDay } from "@crease/core/contracts/availability";
import { formatDate } from "@crease/core/format";
import type { Language } from "@crease/core/language";
import { addDays, isCalendarDate } from "@crease/core/slots";

export const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function addMonths(month: string, count: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Months between two months (b - a). */
export function monthsBetween(a: string, b: string): number {
  const [ay, am] = a.split("-").map(Number) as [number, number];
  const [by, bm] = b.split("-").map(Number) as [number, number];
  return (by - ay) * 12 + (bm - am);
}

export function daysInMonth(month: string): number {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function firstOfMonth(month: string): string {
  return `${month}-01`;
}

export function lastOfMonth(month: string): string {
  return `${month}-${String(daysInMonth(month)).padStart(2, "0")}`;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  const [ay, am, ad] = a.split("-").map(Number) as [number, number, number];
  const [by, bm, bd] = b.split("-").map(Number) as [number, number, number];
  return Math.round((Date.UTC(by, bm - 1, bd) - Date.UTC(ay, am - 1, ad)) / 86_400_000);
}

/**
 * The month as weeks of seven cells, Sunday first; cells outside the month are null.
 * Always whole weeks, so every row has seven cells.
 */
export function monthGrid(month: string): (string | null)[][] {
  const first = firstOfMonth(month);
  const lead = weekdayOf(first);
  const count = daysInMonth(month);
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 0; day < count; day++) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * The availability call that covers the visible month from today to the venue's last bookable
 * day: null when none of the month can be booked. Never more days than the API allows.
 */
export function availabilityRange(
  month: string,
  today: string,
  advanceDays = DEFAULT_ADVANCE_DAYS,
): { from: string; days: number } | null {
  const lastBookable = lastBookableDate(today, advanceDays);
  const last = lastOfMonth(month) < lastBookable ? lastOfMonth(month) : lastBookable;
  const from = firstOfMonth(month) > today ? firstOfMonth(month) : today;
  if (last < from) return null;
  return { from, days: Math.min(MAX_AVAILABILITY_DAYS, daysBetween(from, last) + 1) };
}

/** The last day a player may pick: the venue takes bookings `advanceDays` ahead (IST, today is day 0). */
export function lastBookableDate(today: string, advanceDays = DEFAULT_ADVANCE_DAYS): string {
  return addDays(today, advanceDays);
}

/** Whether a month may be shown: from today's month to the month of the last bookable day. */
export function isBrowsableMonth(month: string, today: string, advanceDays = DEFAULT_ADVANCE_DAYS): boolean {
  const offset = monthsBetween(monthOf(today), month);
  return offset >= 0 && month <= monthOf(lastBookableDate(today, advanceDays));
}

export type DayState =
  /** Before today (IST). */
  | "past"
  /** Past the venue's advance booking window. */
  | "out-of-range"
  /** Every slot that day is taken (availableCount 0). */
  | "full"
  /** At least one slot can be booked. */
  | "available"
  /** Availability not known yet (loading, or the call failed). */
  | "unknown";

export function dayState(
  date: string,
  today: string,
  days: ReadonlyMap<string, AvailabilityDay>,
  advanceDays = DEFAULT_ADVANCE_DAYS,
): DayState {
  if (date < today) return "past";
  if (date > lastBookableDate(today, advanceDays)) return "out-of-range";
  const day = days.get(date);
  if (!day) return "unknown";
  return day.availableCount > 0 ? "available" : "full";
}

/** Past, out-of-range and full days cannot be picked; unknown ones can (the slots say more). */
export function isSelectableDay(state: DayState): boolean {
  return state === "available" || state === "unknown";
}

/** Where keyboard focus goes from a day: arrows move by a day or a week, Home/End to the week's ends. */
export function moveFocus(date: string, key: string): string | null {
  switch (key) {
    case "ArrowLeft":
      return addDays(date, -1);
    case "ArrowRight":
      return addDays(date, 1);
    case "ArrowUp":
      return addDays(date, -7);
    case "ArrowDown":
      return addDays(date, 7);
    case "Home":
      return addDays(date, -weekdayOf(date));
    case "End":
      return addDays(date, 6 - weekdayOf(date));
    default:
      return null;
  }
}

/** "July 2026". */
export function monthLabel(month: string, language: Language = "en"): string {
  return formatDate(firstOfMonth(month), "month-year", language);
}

/** "Wednesday, 8 July 2026" (screen readers, summaries). */
export function longDateLabel(date: string, language: Language = "en"): string {
  return isCalendarDate(date) ? formatDate(date, "long", language) : date;
}

/** "Wed, 8 Jul". */
export function shortDateLabel(date: string, language: Language = "en"): string {
  return isCalendarDate(date) ? formatDate(date, "weekday-day-month", language) : date;
}

/** The calendar's column heads, Sunday first: "Sun"… or "रवि"…, as Intl names them. */
export function weekdayNames(language: Language): string[] {
  if (language === "en") return [...WEEKDAYS];
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => formatDate(`2026-11-0${i + 1}`, "weekday", language));
}
