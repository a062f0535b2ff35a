import { MAX_EXPORT_DAYS } from "@crease/core/booking-list";
import { isCalendarDate } from "@crease/core/slots";

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** Why the range cannot be exported, or null (the server checks the same, docs/SECURITY.md). */
export function exportRangeProblem(from: string, to: string): string | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return "Choose both dates.";
  if (daysBetween(from, to) < 0) return "The end date must be on or after the start date.";
  if (daysBetween(from, to) >= MAX_EXPORT_DAYS) return "Export at most one year at a time.";
  return null;
}
