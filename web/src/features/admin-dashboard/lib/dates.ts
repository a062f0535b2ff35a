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
