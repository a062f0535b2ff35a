/**
 * The admin dashboard's sections and the view options kept in the address bar (`?tab=`,
 * `?period=`, `?status=`), so a reload or a shared link opens the same view.
 */
import { addDays, todayInIst } from "@crease/core/slots";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const ADMIN_TABS = [
  "overview",
  "venues",
  "users",
  "bookings",
  "payouts",
  "refunds",
  "offers",
  "messages",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const DEFAULT_ADMIN_TAB: AdminTab = "overview";

export const ADMIN_TAB_LABELS: Record<AdminTab, MessageDescriptor> = {
  overview: msg`Overview`,
  venues: msg`Venues`,
  users: msg`Users`,
  bookings: msg`Bookings`,
  payouts: msg`Payouts`,
  refunds: msg`Refunds`,
  offers: msg`Offers`,
  messages: msg`Messages`,
};

/** The tab named in the query string; anything else is the Overview. */
export function adminTabFrom(value: string | null | undefined): AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? "") ? (value as AdminTab) : DEFAULT_ADMIN_TAB;
}

export const PERIOD_DAYS = [7, 30, 90] as const;
export type PeriodDays = (typeof PERIOD_DAYS)[number];
export const DEFAULT_PERIOD_DAYS: PeriodDays = 30;

/** `?period=7|30|90`; anything else is the last 30 days. */
export function periodDaysFrom(value: string | null | undefined): PeriodDays {
  const days = Number(value);
  return (PERIOD_DAYS as readonly number[]).includes(days) ? (days as PeriodDays) : DEFAULT_PERIOD_DAYS;
}

export interface PeriodRange {
  from: string;
  to: string;
}

/** The last `days` IST calendar days, today included (the analytics period is inclusive at both ends). */
export function periodRange(days: number, now: Date = new Date()): PeriodRange {
  const to = todayInIst(now);
  return { from: addDays(to, -(days - 1)), to };
}
