import type { Language } from "./language";
import { slotLabel } from "./slots";

/**
 * Dates and times on screen and in messages, the one way (money and counts: `formatRupees`,
 * `formatPaise` and `formatCount` in money.ts). Always India Standard Time, in words, never ISO
 * (docs/product/README.md#conventions-everywhere). Calendar dates (`2026-11-28`) are formatted
 * as the date they name, whatever the machine's zone; instants (ISO timestamps) as the IST time.
 * Each style has one form per language (decision 022): Hindi month and day names in Hindi
 * ("28 नव॰ 2026", "शनि, 28 नव॰"), with Latin digits as Indian apps write them.
 */

const STYLES = {
  /** "28 Nov" */
  "day-month": { locale: "en-IN", options: { day: "numeric", month: "short" } },
  /** "28 Nov 2026" */
  "day-month-year": { locale: "en-IN", options: { day: "numeric", month: "short", year: "numeric" } },
  /** "Sat" */
  weekday: { locale: "en-IN", options: { weekday: "short" } },
  /** "Sat, 28 Nov" */
  "weekday-day-month": { locale: "en-IN", options: { weekday: "short", day: "numeric", month: "short" } },
  /** "Sat, 28 Nov, 2026" */
  "weekday-day-month-year": {
    locale: "en-IN",
    options: { weekday: "short", day: "numeric", month: "short", year: "numeric" },
  },
  /** "Saturday, 28 November 2026" */
  long: { locale: "en-IN", options: { weekday: "long", day: "numeric", month: "long", year: "numeric" } },
  /** "28 November 2026" */
  "day-long-month-year": { locale: "en-IN", options: { day: "numeric", month: "long", year: "numeric" } },
  /** "November 2026" */
  "month-year": { locale: "en-IN", options: { month: "long", year: "numeric" } },
  /** "November" */
  month: { locale: "en-IN", options: { month: "long" } },
  /** "Nov 28" (chart axes) */
  "month-day": { locale: "en-US", options: { month: "short", day: "numeric" } },
  /** "Nov 28, 2026" (lists and notifications) */
  "month-day-year": { locale: "en-US", options: { month: "short", day: "numeric", year: "numeric" } },
  /** "3:05 PM" */
  time: { locale: "en-US", options: { hour: "numeric", minute: "2-digit" } },
} as const satisfies Record<string, { locale: string; options: Intl.DateTimeFormatOptions }>;

export type DateStyle = keyof typeof STYLES;

/** Hindi as India writes it, with Latin digits ("28 नवंबर 2026", not "२८ नवंबर २०२६"). */
export const HINDI_LOCALE = "hi-IN-u-nu-latn";

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(style: DateStyle, timeZone: "UTC" | "Asia/Kolkata", language: Language): Intl.DateTimeFormat {
  const key = `${style}|${timeZone}|${language}`;
  let found = cache.get(key);
  if (!found) {
    const { locale, options } = STYLES[style];
    found = new Intl.DateTimeFormat(language === "hi" ? HINDI_LOCALE : locale, { ...options, timeZone });
    cache.set(key, found);
  }
  return found;
}

/** A calendar date ("2026-11-28") in words: the day it names, with no time-zone shift. */
export function formatDate(
  date: string,
  style: DateStyle = "weekday-day-month-year",
  language: Language = "en",
): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return formatter(style, "UTC", language).format(new Date(Date.UTC(y, m - 1, d)));
}

/** An instant (a timestamp, or its ISO text) as IST. */
/** A moment in IST with its date, "6:30 PM, Tue, 6 Jan, 2026", in `language`. */
export function formatMoment(value: Date | string | number, language: Language = "en"): string {
  return `${formatInstant(value, "time", language)}, ${formatInstant(value, "weekday-day-month-year", language)}`;
}

export function formatInstant(
  value: Date | string | number,
  style: DateStyle = "month-day-year",
  language: Language = "en",
): string {
  const at = value instanceof Date ? value : new Date(value);
  const format = formatter(style, "Asia/Kolkata", language);
  if (language !== "hi" || style !== "time") return format.format(at);
  // Hindi's clock says "9:44 am"; the slot names and every other time on screen say "AM" and "PM".
  return format
    .formatToParts(at)
    .map((part) => (part.type === "dayPeriod" ? part.value.toUpperCase() : part.value))
    .join("");
}

/** "3:05 PM • Jan 5, 2025" (notification times). */
export function formatTimeAndDate(value: Date | string | number, language: Language = "en"): string {
  return `${formatInstant(value, "time", language)} • ${formatInstant(value, "month-day-year", language)}`;
}

/** When a booked slot is, in words (messages and mails): "Sat, 28 Nov · Morning (6 AM – 10 AM)". */
export function formatSlotDate(date: string, slot: string): string {
  return `${formatDate(date, "weekday-day-month")} · ${slotLabel(slot)}`;
}
