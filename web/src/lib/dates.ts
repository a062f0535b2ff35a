/** When something happened, as its India Standard Time calendar day ("Nov 22, 2026"). */
import { formatInstant } from "@crease/core/format";
export function formatIstDay(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : formatInstant(date, "month-day-year");
}

/** "1 venue", "3 venues". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * How long ago something happened, the one way every activity list writes it: "just now",
 * "5 min ago", "3 h ago", "yesterday", "4 days ago", and from a week on the date ("2 Oct 2025").
 */
export function timeAgo(at: string, now: Date = new Date()): string {
  const ms = now.getTime() - Date.parse(at);
  if (!Number.isFinite(ms)) return "";
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? "yesterday" : `${days} days ago`;
  return formatInstant(at, "day-month-year");
}
