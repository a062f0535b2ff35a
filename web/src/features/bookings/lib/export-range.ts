import { MAX_EXPORT_DAYS } from "@crease/core/booking-list";
import { isCalendarDate } from "@crease/core/slots";
import { msg } from "@lingui/core/macro";
// The app's i18n, started in English (relative: these files are unit-tested outside the app).
import { i18n } from "../../../lib/i18n";

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** Why the range cannot be exported, or null (the server checks the same, docs/SECURITY.md); in the language on screen. */
export function exportRangeProblem(from: string, to: string): string | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return i18n._(msg`Choose both dates.`);
  if (daysBetween(from, to) < 0) return i18n._(msg`The end date must be on or after the start date.`);
  if (daysBetween(from, to) >= MAX_EXPORT_DAYS) return i18n._(msg`Export at most one year at a time.`);
  return null;
}
