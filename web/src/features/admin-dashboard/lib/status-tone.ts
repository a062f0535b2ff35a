/** SPEC.md §4 status colours as badge tones: green, blue, red, amber, purple, grey. */
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

/** confirmed/approved green, completed blue, cancelled/rejected red, pending amber, disputed purple, else grey. */
export function statusTone(status: string): StatusTone {
  // An account's status: active reads like an approved venue.
  if (status === "active") return "pitch";
  return TONES[statusColour(status)] ?? "slate";
}

export function statusText(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : "Unknown";
}
