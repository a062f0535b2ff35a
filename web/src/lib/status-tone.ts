/**
 * How a status reads on screen, the same on every dashboard: docs/product/bookings.md colours as badge tones
 * (confirmed/approved green, completed blue, cancelled/rejected red, pending amber, disputed
 * purple, anything else grey) and its words.
 */
import { statusColour } from "@crease/core/bookings";

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

const VENUE_STATUS_TEXT: Record<string, string> = {
  pending: "Pending approval",
  approved: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
};

/** "Confirmed"; for a venue, "Pending approval" rather than a bare "Pending". */
export function statusText(status: string, kind: "venue" | "booking" = "booking"): string {
  if (kind === "venue" && VENUE_STATUS_TEXT[status]) return VENUE_STATUS_TEXT[status];
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : "Unknown";
}
