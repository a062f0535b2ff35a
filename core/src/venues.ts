import { z } from "zod";
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

/** Amenities the compare table checks for (docs/product/search.md#compare). */
export const COMPARE_AMENITIES = ["parking", "wifi", "refreshments", "security", "floodlights", "washrooms"] as const;

/** Ground add-on keys and labels (docs/product/venues.md). */
export const GROUND_ADD_ONS = {
  umpireFees: "Umpire Service",
  redBalls: "Red Balls",
  whiteBalls: "White Balls",
  groundsmen: "Groundsmen Service",
  scoreboard: "Scoreboard Operator",
} as const;

/** An add-on on the wire: a stable key (what a booking sends), its label and price in rupees (a numeric string). */
export const wireAddOnSchema = z.object({ key: z.string(), name: z.string(), price: z.string() });
export type WireAddOn = z.infer<typeof wireAddOnSchema>;

/** Red and white balls cannot be booked together (docs/product/bookings.md Add-ons). */
export const EXCLUSIVE_ADD_ONS: readonly (readonly [string, string])[] = [["redBalls", "whiteBalls"]];

/** What a venue charges, enough to print its price text without a second call. */
export const venuePricesSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("slot"),
    morningPrice: z.string(),
    afternoonPrice: z.string(),
    eveningPrice: z.string(),
    nightPrice: z.string(),
  }),
  z.object({ kind: z.literal("hourly"), hourlyPrice: z.string(), startTime: z.string(), endTime: z.string() }),
]);
export type VenuePrices = z.infer<typeof venuePricesSchema>;

/**
 * A venue as the API returns it, plus what a card needs in the same answer: thumbnails beside
 * the images, and `prices` for the price text. Owner contact details are not public; `ownerName`
 * is. Money is rupees as numeric strings ("500.00"); `avgRating` "0.00" means no ratings yet.
 */
export const venueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  venueType: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  /** The owner's maps URL, if any. */
  location: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Full-size image URLs, cover first. */
  images: z.array(z.string()),
  /** Thumbnail URLs, same order as `images` (a missing thumbnail repeats the image URL). */
  thumbnails: z.array(z.string()),
  amenities: z.array(z.string()),
  reschedulingRules: z.string(),
  cancellationRules: z.string(),
  paymentType: z.enum(PAYMENT_TYPES),
  /** Rupees when paymentType is partial. */
  partialPaymentAmount: z.string().nullable(),
  upiQrCodeUrl: z.string().nullable(),
  /** How many days ahead the venue takes bookings (1–180; 60 unless the owner chose another). */
  advanceBookingDays: z.number().int(),
  status: z.enum(VENUE_STATUSES),
  avgRating: z.string(),
  reviewCount: z.number().int(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  prices: venuePricesSchema.nullable(),
  createdAt: z.string(),
  /** In the answer to an owner's edit of an approved venue: its material changes wait for an admin. */
  reviewPending: z.boolean().optional(),
  /** Kilometres from the lat/lng of a distance search. */
  distanceKm: z.number().optional(),
});
export type Venue = z.infer<typeof venueSchema>;

export const groundDetailsSchema = z.object({
  venueId: z.number().int(),
  venueType: z.literal("ground"),
  morningPrice: z.string(),
  afternoonPrice: z.string(),
  eveningPrice: z.string(),
  nightPrice: z.string(),
  addOns: z.array(wireAddOnSchema),
});
export type GroundDetails = z.infer<typeof groundDetailsSchema>;

export const netsDetailsSchema = z.object({
  venueId: z.number().int(),
  venueType: z.literal("nets"),
  startTime: z.string(),
  endTime: z.string(),
  hourlyPrice: z.string(),
  pitchType: z.enum(PITCH_TYPES),
  addOns: z.array(wireAddOnSchema),
});
export type NetsDetails = z.infer<typeof netsDetailsSchema>;

export const boxCricketDetailsSchema = z.object({
  venueId: z.number().int(),
  venueType: z.literal("box"),
  startTime: z.string(),
  endTime: z.string(),
  hourlyPrice: z.string(),
  teamCapacity: z.number().int(),
  addOns: z.array(wireAddOnSchema),
});
export type BoxCricketDetails = z.infer<typeof boxCricketDetailsSchema>;

/** `GET /api/venues/{id}/details`: one of these, or null while the owner has not added them. */
export const venueDetailsSchema = z.discriminatedUnion("venueType", [
  groundDetailsSchema,
  netsDetailsSchema,
  boxCricketDetailsSchema,
]);
export type VenueDetails = z.infer<typeof venueDetailsSchema>;

/** `GET /api/venues/compare`: each venue with its details. */
export const venueWithDetailsSchema = venueSchema.extend({ details: venueDetailsSchema.nullable() });
export type VenueWithDetails = z.infer<typeof venueWithDetailsSchema>;

/** `GET /api/config`: what the browser needs to know about this installation. */
export const publicConfigSchema = z.object({
  /** Leaflet tile URL template, or null when map tiles are switched off. */
  mapTileUrl: z.string().nullable(),
  mapAttribution: z.string(),
  /** Which checkout to prepare before an order exists (Razorpay's script, or the sandbox sheet). */
  paymentProvider: z.enum(["sandbox", "razorpay"]),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
