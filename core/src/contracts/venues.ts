import { z } from "zod";
import { PAYMENT_TYPES, PITCH_TYPES, VENUE_STATUSES } from "../venues";

/** An add-on on the wire: a stable key (what a booking sends), its label and price in rupees (a numeric string). */
export const wireAddOnSchema = z.object({ key: z.string(), name: z.string(), price: z.string() });
export type WireAddOn = z.infer<typeof wireAddOnSchema>;

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
  /**
   * Full-size image URLs, cover first. A name ending in `-<width>w.webp` has smaller widths stored
   * beside it for `srcset` (`imageSources` in core/src/images.ts); other images have one size.
   */
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
  /**
   * The venue's WhatsApp number, "+919876543210", when the owner enabled "Chat with the venue"
   * (a public contact the owner chose to show; the owner's own phone stays private). Null otherwise.
   */
  whatsappNumber: z.string().nullable(),
  /** How many days ahead the venue takes bookings (1–180; 60 unless the owner chose another). */
  advanceBookingDays: z.number().int(),
  /** Off each date of a weekly booking, before GST (docs/product/weekly-slots.md): 0 to 50. */
  seriesDiscountPercent: z.number().int(),
  /**
   * The GST its prices carry: 18 when the owner is registered under GST (a GSTIN on their payout
   * account), 0 when not: then a price is the whole price, with no GST line (decision 041).
   */
  gstRatePercent: z.number().int(),
  status: z.enum(VENUE_STATUSES),
  /**
   * Bumped by every change of the venue's content, details, photos or status: an admin's
   * approval or rejection sends the version they saw, and is refused (409) when it changed since.
   */
  version: z.number().int(),
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
  /** The site's public address (APP_URL): what shared links point to, the same on the server's pages and in the browser. */
  appUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
