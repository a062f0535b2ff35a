/** When something happened, as its India Standard Time calendar day ("Nov 22, 2026"). */
import { formatInstant } from "@crease/core/format";
import type { Language } from "@crease/core/language";
export function formatIstDay(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : formatInstant(date, "month-day-year");
}

/** "1 venue", "3 venues". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The words of timeAgo per language: a formatter like format.ts, so lib needs no catalogue. */
const AGO: Record<
  Language,
  { now: string; minutes(n: number): string; hours(n: number): string; yesterday: string; days(n: number): string }
> = {
  en: {
    now: "just now",
    minutes: (n) => `${n} min ago`,
    hours: (n) => `${n} h ago`,
    yesterday: "yesterday",
    days: (n) => `${n} days ago`,
  },
  hi: {
    now: "अभी",
    minutes: (n) => `${n} मिनट पहले`,
    hours: (n) => `${n} घंटे पहले`,
    yesterday: "कल",
    days: (n) => `${n} दिन पहले`,
  },
};

/**
 * How long ago something happened, the one way every activity list writes it: "just now",
 * "5 min ago", "3 h ago", "yesterday", "4 days ago", and from a week on the date ("2 Oct 2025");
 * in Hindi "अभी", "5 मिनट पहले", "3 घंटे पहले", "कल", "4 दिन पहले".
 */
export function timeAgo(at: string, now: Date = new Date(), language: Language = "en"): string {
  const ms = now.getTime() - Date.parse(at);
  if (!Number.isFinite(ms)) return "";
  const words = AGO[language];
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return words.now;
  if (minutes < 60) return words.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return words.hours(hours);
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? words.yesterday : words.days(days);
  return formatInstant(at, "day-month-year", language);
}
