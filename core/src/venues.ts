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

/** An add-on on the wire: a stable key (what a booking sends), its label and price in rupees. */
export interface WireAddOn {
  key: string;
  name: string;
  /** Rupees as a numeric string ("500.00"). */
  price: string;
}

/** Red and white balls cannot be booked together (SPEC.md §4 Add-ons). */
export const EXCLUSIVE_ADD_ONS: readonly (readonly [string, string])[] = [["redBalls", "whiteBalls"]];

/** What a venue charges, enough to print its price text (SPEC.md §9) without a second call. */
export type VenuePrices =
  | { kind: "slot"; morningPrice: string; afternoonPrice: string; eveningPrice: string; nightPrice: string }
  | { kind: "hourly"; hourlyPrice: string; startTime: string; endTime: string };

/**
 * A venue as the API returns it (SPEC.md §3), plus what a card needs in the same answer:
 * thumbnails beside the images, and `prices` for the price text. Owner contact details
 * are not public; `ownerName` is.
 */
export interface Venue {
  id: number;
  name: string;
  description: string;
  venueType: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  /** The owner's maps URL, if any. */
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Full-size image URLs, cover first. */
  images: string[];
  /** Thumbnail URLs, same order as `images` (a missing thumbnail repeats the image URL). */
  thumbnails: string[];
  amenities: string[];
  reschedulingRules: string;
  cancellationRules: string;
  paymentType: PaymentType;
  /** Rupees as a numeric string when paymentType is partial. */
  partialPaymentAmount: string | null;
  upiQrCodeUrl: string | null;
  /** How many days ahead the venue takes bookings (1–180; 60 unless the owner chose another). */
  advanceBookingDays: number;
  status: VenueStatus;
  /** Numeric string; "0.00" means no ratings yet. */
  avgRating: string;
  reviewCount: number;
  ownerId: number;
  ownerName: string;
  prices: VenuePrices | null;
  createdAt: string;
  /** In the answer to an owner's edit of an approved venue: its material changes wait for an admin. */
  reviewPending?: boolean;
  /** Kilometres from the lat/lng of a distance search. */
  distanceKm?: number;
}

export interface GroundDetails {
  venueId: number;
  venueType: "ground";
  morningPrice: string;
  afternoonPrice: string;
  eveningPrice: string;
  nightPrice: string;
  addOns: WireAddOn[];
}

export interface NetsDetails {
  venueId: number;
  venueType: "nets";
  startTime: string;
  endTime: string;
  hourlyPrice: string;
  pitchType: PitchType;
  addOns: WireAddOn[];
}

export interface BoxCricketDetails {
  venueId: number;
  venueType: "box";
  startTime: string;
  endTime: string;
  hourlyPrice: string;
  teamCapacity: number;
  addOns: WireAddOn[];
}

/** `GET /api/venues/{id}/details`: one of these, or null while the owner has not added them. */
export type VenueDetails = GroundDetails | NetsDetails | BoxCricketDetails;

/** `GET /api/venues/compare`: each venue with its details. */
export interface VenueWithDetails extends Venue {
  details: VenueDetails | null;
}

/** `GET /api/config`: what the browser needs to know about this installation. */
export interface PublicConfig {
  /** Leaflet tile URL template, or null when map tiles are switched off. */
  mapTileUrl: string | null;
  mapAttribution: string;
  /** Which checkout to prepare before an order exists (Razorpay's script, or the sandbox sheet). */
  paymentProvider: "sandbox" | "razorpay";
}
