export const VENUE_TYPES = ["ground", "nets", "box"] as const;
export type VenueType = (typeof VENUE_TYPES)[number];

/** Display names; any other type value is displayed as received (docs/product/venues.md). */
export const VENUE_TYPE_LABELS: Record<VenueType, string> = {
  ground: "Cricket Ground",
  nets: "Practice Nets",
  box: "Box Cricket",
};

export function venueTypeLabel(type: string): string {
  return (VENUE_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

export const VENUE_STATUSES = ["pending", "approved", "rejected", "suspended"] as const;
export type VenueStatus = (typeof VENUE_STATUSES)[number];

/** Admin moves between statuses (docs/product/venues.md#moderation). */
export const VENUE_STATUS_MOVES: Record<VenueStatus, readonly VenueStatus[]> = {
  pending: ["approved", "rejected"],
  approved: ["suspended"],
  suspended: ["approved"],
  rejected: ["pending"],
};

/** Rejecting and suspending must say why: the owner reads the note (docs/product/venues.md, "Venue status"). */
export const VENUE_MOVES_NEEDING_NOTE: readonly VenueStatus[] = ["rejected", "suspended"];
/** The longest note an admin's move keeps. */
export const VENUE_NOTE_MAX = 1000;

/**
 * The note rule of a status move, for the move dialog and `PATCH /api/venues/{id}` alike: null
 * when the note will do, else the message to show under the note field.
 */
export function venueMoveNoteError(to: VenueStatus, note: string | null | undefined): string | null {
  const text = (note ?? "").trim();
  if (VENUE_MOVES_NEEDING_NOTE.includes(to) && text.length === 0) {
    // Whole sentences, one per move, so each has its own translation.
    return to === "rejected"
      ? "A note is required: tell the owner why the venue is rejected"
      : "A note is required: tell the owner why the venue is suspended";
  }
  if (text.length > VENUE_NOTE_MAX) return "The note must be at most 1000 characters";
  return null;
}

export const PITCH_TYPES = ["artificial", "matting", "concrete", "clay"] as const;
export type PitchType = (typeof PITCH_TYPES)[number];

export const PAYMENT_TYPES = ["full", "partial"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const TEAM_CAPACITY = { min: 5, max: 8, default: 6 } as const;

/** The twelve cities of the home page grid (docs/product/venues.md). */
export const CITIES = [
  "Delhi",
  "Mumbai",
  "Bangalore",
  "Pune",
  "Hyderabad",
  "Chennai",
  "Kolkata",
  "Ahmedabad",
  "Gurgaon",
  "Noida",
  "Thane",
  "Faridabad",
] as const;

/** The state each home-page city is in, so "Maharashtra" finds Mumbai, Pune and Thane. */
export const CITY_STATES: Record<(typeof CITIES)[number], string> = {
  Delhi: "Delhi",
  Mumbai: "Maharashtra",
  Bangalore: "Karnataka",
  Pune: "Maharashtra",
  Hyderabad: "Telangana",
  Chennai: "Tamil Nadu",
  Kolkata: "West Bengal",
  Ahmedabad: "Gujarat",
  Gurgaon: "Haryana",
  Noida: "Uttar Pradesh",
  Thane: "Maharashtra",
  Faridabad: "Haryana",
};

/** Ground add-on keys and labels (docs/product/venues.md). */
export const GROUND_ADD_ONS = {
  umpireFees: "Umpire Service",
  redBalls: "Red Balls",
  whiteBalls: "White Balls",
  groundsmen: "Groundsmen Service",
  scoreboard: "Scoreboard Operator",
} as const;

/** Red and white balls cannot be booked together (docs/product/bookings.md Add-ons). */
export const EXCLUSIVE_ADD_ONS: readonly (readonly [string, string])[] = [["redBalls", "whiteBalls"]];

// The wire shapes (zod schemas and their types) are in contracts/venues.ts, kept apart so
// screens that only need the constants here do not load zod. That file imports these
// constants, so this one never imports it back (no cycles, decision 019).
