export const VENUE_TYPES = ["ground", "nets", "box"] as const;
export type VenueType = (typeof VENUE_TYPES)[number];

/** Display names; any other type value is displayed as received (SPEC.md §1). */
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

/** Admin moves between statuses (DECISIONS.md "Venue status"). */
export const VENUE_STATUS_MOVES: Record<VenueStatus, readonly VenueStatus[]> = {
  pending: ["approved", "rejected"],
  approved: ["suspended"],
  suspended: ["approved"],
  rejected: ["pending"],
};

export const PITCH_TYPES = ["artificial", "matting", "concrete", "clay"] as const;
export type PitchType = (typeof PITCH_TYPES)[number];

export const PAYMENT_TYPES = ["full", "partial"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const TEAM_CAPACITY = { min: 5, max: 8, default: 6 } as const;

/** The twelve cities of the home page grid (SPEC.md §1). */
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

/** Amenities the compare table checks for (SPEC.md §2 Compare). */
export const COMPARE_AMENITIES = ["parking", "wifi", "refreshments", "security", "floodlights", "washrooms"] as const;

/** Ground add-on keys and labels (SPEC.md §3, §9). */
export const GROUND_ADD_ONS = {
  umpireFees: "Umpire Service",
  redBalls: "Red Balls",
  whiteBalls: "White Balls",
  groundsmen: "Groundsmen Service",
  scoreboard: "Scoreboard Operator",
} as const;

export interface AddOn {
  name: string;
  /** Rupees as a numeric string on the wire. */
  price: string;
}
