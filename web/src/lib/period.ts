/**
 * Analytics periods: the last 7, 30 or 90 days (today included) or a custom range, as IST
 * calendar dates. The server takes at most 366 days, both ends included.
 */

import { MAX_PERIOD_DAYS } from "@crease/core/analytics";
import { formatDate } from "@crease/core/format";
import type { Language } from "@crease/core/language";
import { addDays, isCalendarDate } from "@crease/core/slots";

export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface DateRange {
  from: string;
  to: string;
}

/** The last `days` days up to and including today. */
export function lastDays(days: number, today: string): DateRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The first of this month to today (this month's earnings). */
export function monthToDate(today: string): DateRange {
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

/** Why a custom range cannot be asked for, or null when it can. */
export function customRangeProblem(range: DateRange): string | null {
  if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) return "Choose both dates";
  if (range.from > range.to) return "The start date must be on or before the end date";
  const days =
    Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1;
  if (days > MAX_PERIOD_DAYS) return `Choose at most ${MAX_PERIOD_DAYS} days`;
  return null;
}

/** "1 Nov – 22 Nov 2026" (the year once when both ends share it). */
export function rangeLabel(range: DateRange, language: Language = "en"): string {
  if (range.from === range.to) return formatDate(range.from, "day-month-year", language);
  const sameYear = range.from.slice(0, 4) === range.to.slice(0, 4);
  return `${formatDate(range.from, sameYear ? "day-month" : "day-month-year", language)} – ${formatDate(range.to, "day-month-year", language)}`;
}

/** "5 Nov" for a chart axis. */
export function shortDate(date: string, language: Language = "en"): string {
  return formatDate(date, "day-month", language);
}

/** "Sat, 5 Dec" for a booking's calendar date. */
export function bookingDate(date: string, language: Language = "en"): string {
  return formatDate(date, "weekday-day-month", language);
}
