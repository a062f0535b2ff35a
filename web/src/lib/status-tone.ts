/**
 * How a status reads on screen, the same on every dashboard: docs/product/bookings.md colours as badge tones
 * (confirmed/approved green, completed blue, cancelled/rejected red, pending amber, disputed
 * purple, anything else grey) and its words.
 */
import { statusColour } from "@crease/core/bookings";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18n } from "./i18n";

export type StatusTone = "pitch" | "blue" | "red" | "amber" | "brand" | "slate";

const TONES: Record<string, StatusTone> = {
  green: "pitch",
  blue: "blue",
  red: "red",
  amber: "amber",
  purple: "brand",
  grey: "slate",
};

export function statusTone(status: string): StatusTone {
  // An account's status: active reads like an approved venue.
  if (status === "active") return "pitch";
  return TONES[statusColour(status)] ?? "slate";
}

const VENUE_STATUS_TEXT: Record<string, MessageDescriptor> = {
  pending: msg`Pending approval`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  suspended: msg`Suspended`,
};

/** Booking, payment, payout and account statuses (core/src/bookings.ts, users.ts, payouts.ts). */
const STATUS_TEXT: Record<string, MessageDescriptor> = {
  held: msg`Held`,
  confirmed: msg`Confirmed`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  disputed: msg`Disputed`,
  expired: msg`Expired`,
  pending: msg`Pending`,
  paid: msg`Paid`,
  partial: msg`Part paid`,
  refunded: msg`Refunded`,
  scheduled: msg`Scheduled`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  active: msg`Active`,
  suspended: msg`Suspended`,
};

/**
 * "Confirmed"; for a venue, "Pending approval" rather than a bare "Pending". In the language on
 * screen: a component that shows it draws again on a change of language through `useLingui()`.
 */
export function statusText(status: string, kind: "venue" | "booking" = "booking"): string {
  const words = (kind === "venue" && VENUE_STATUS_TEXT[status]) || STATUS_TEXT[status];
  if (words) return i18n._(words);
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : i18n._(msg`Unknown`);
}
