/**
 * The venue search query (`GET /api/venues`), shared so the server validates exactly what
 * the client builds. Every parameter is optional; empty values count as absent.
 */
import { z } from "zod";
import { isBadPincode, MAX_RADIUS_KM, PINCODE_MESSAGE, pincodeOf } from "./pincodes";
import { QUERY_MESSAGES } from "./query-fields";
import { GROUND_SLOTS, isCalendarDate } from "./slots";
import { PITCH_TYPES, TEAM_CAPACITY, VENUE_STATUSES, VENUE_TYPES } from "./venues";

export const VENUE_SORTS = ["relevance", "price", "rating", "distance"] as const;
export type VenueSort = (typeof VENUE_SORTS)[number];

export const VENUE_SORT_LABELS: Record<VenueSort, string> = {
  relevance: "Best match",
  price: "Price: low to high",
  rating: "Top rated",
  distance: "Nearest first",
};

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/** Query strings arrive as text; "" and "all" mean "no filter". */
const blank = (value: unknown) => (value === "" || value === undefined ? undefined : value);

/** What a search refuses, one sentence each; the numbers are those of the schema below. */
const SEARCH_MESSAGES = {
  city: "Type a city of at most 100 characters",
  location: "Type a place of at most 100 characters",
  q: "Search with at most 100 characters",
  minPrice: "Enter the lowest price in rupees, from ₹0 to ₹1,00,00,000",
  maxPrice: "Enter the highest price in rupees, from ₹0 to ₹1,00,00,000",
  lat: "The latitude must be a number from -90 to 90",
  lng: "The longitude must be a number from -180 to 180",
  radiusKm: "Choose a distance from 1 to 100 km",
  radiusNeedsPlace: "A distance needs your location or a pincode",
  teamCapacity: "Choose a team size from 5 to 8 players a side",
  date: "Enter the date as a real date, like 2026-01-05",
  venueType: "Choose a venue type: cricket ground, practice nets or box cricket",
  timeSlot: "Choose a time slot: morning, afternoon, evening or night",
  hourlyTime: "Choose a time on the hour, like 18:00",
  amenity: "Each amenity must be at most 50 characters",
  amenities: "Choose at most 20 amenities",
  pitchType: "Choose a pitch type: artificial turf, matting, concrete or clay",
  sort: "Sort by best match, price, rating or distance",
  status: "Choose a venue status: pending, approved, rejected or suspended",
  priceOrder: "The lowest price cannot be more than the highest price",
  timeSlotForGrounds: "Time slots are for cricket grounds; for nets and box cricket, choose a time on the hour",
  hourlyTimeForHourly: "A time on the hour is for nets and box cricket; for cricket grounds, choose a time slot",
  distanceNeedsPlace: "Sorting by distance needs your location",
  latWithLng: "Send the latitude and the longitude together",
} as const;

const text = (message: string, max: number) =>
  z.preprocess(
    (v) => blank(typeof v === "string" ? v.trim() : v),
    z.string({ error: message }).max(max, message).optional(),
  );

/**
 * A decimal query parameter, rounded to `decimals` places: more precision means nothing here, and
 * a value like 5e-324 would otherwise reach PostgreSQL, which cannot store it (a 500).
 */
const number = (message: string, min: number, max: number, decimals: number) =>
  z.preprocess(
    (v) => {
      const value = blank(v);
      return typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    },
    z
      .number({ error: message })
      .refine(Number.isFinite, message)
      .min(min, message)
      .max(max, message)
      .transform((value) => Math.round(value * 10 ** decimals) / 10 ** decimals || 0)
      .optional(),
  );

const integer = (message: string, min: number, max: number) =>
  z.preprocess((v) => {
    const value = blank(v);
    return typeof value === "string" ? (/^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN) : value;
  }, z.number({ error: message }).int(message).min(min, message).max(max, message).optional());

/** "2026-01-05" or an ISO timestamp starting with it (docs/product/search.md), as a real calendar date. */
export const searchDate = z.preprocess((v) => {
  const value = blank(v);
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;
}, z.string({ error: SEARCH_MESSAGES.date }).refine(isCalendarDate, SEARCH_MESSAGES.date).optional());

export const venueSearchQuerySchema = z
  .object({
    city: text(SEARCH_MESSAGES.city, 100),
    /** Alias the search page uses in its own URL. */
    location: text(SEARCH_MESSAGES.location, 100),
    venueType: z.preprocess(
      (v) => (blank(v) === "all" ? undefined : blank(v)),
      z.enum(VENUE_TYPES, { error: SEARCH_MESSAGES.venueType }).optional(),
    ),
    date: searchDate,
    timeSlot: z.preprocess(blank, z.enum(GROUND_SLOTS, { error: SEARCH_MESSAGES.timeSlot }).optional()),
    hourlyTime: z.preprocess(
      blank,
      z
        .string()
        .regex(/^([01]\d|2[0-3]):00$/, SEARCH_MESSAGES.hourlyTime)
        .optional(),
    ),
    q: text(SEARCH_MESSAGES.q, 100),
    minPrice: number(SEARCH_MESSAGES.minPrice, 0, 10_000_000, 2),
    maxPrice: number(SEARCH_MESSAGES.maxPrice, 0, 10_000_000, 2),
    amenities: z.preprocess((v) => {
      const value = blank(v);
      const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : value;
      return Array.isArray(list)
        ? list.map((a) => (typeof a === "string" ? a.trim() : a)).filter((a) => a !== "")
        : list;
    }, z.array(z.string().max(50, SEARCH_MESSAGES.amenity)).max(20, SEARCH_MESSAGES.amenities).optional()),
    pitchType: z.preprocess(blank, z.enum(PITCH_TYPES, { error: SEARCH_MESSAGES.pitchType }).optional()),
    teamCapacity: integer(SEARCH_MESSAGES.teamCapacity, TEAM_CAPACITY.min, TEAM_CAPACITY.max),
    sort: z.preprocess(blank, z.enum(VENUE_SORTS, { error: SEARCH_MESSAGES.sort }).optional()),
    lat: number(SEARCH_MESSAGES.lat, -90, 90, 6),
    lng: number(SEARCH_MESSAGES.lng, -180, 180, 6),
    /** Only venues this far from the position (lat, lng) or the pincode's point, in km. */
    radiusKm: number(SEARCH_MESSAGES.radiusKm, 1, MAX_RADIUS_KM, 1),
    ownerId: integer(QUERY_MESSAGES.ownerId, 1, 2_147_483_647),
    status: z.preprocess(blank, z.enum(VENUE_STATUSES, { error: SEARCH_MESSAGES.status }).optional()),
    limit: integer(QUERY_MESSAGES.pageSize, 1, MAX_PAGE_SIZE),
    cursor: text(QUERY_MESSAGES.cursor, 200),
  })
  .superRefine((query, ctx) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      ctx.addIssue({ code: "custom", path: ["minPrice"], message: SEARCH_MESSAGES.priceOrder });
    }
    if (query.timeSlot && query.venueType && query.venueType !== "ground") {
      ctx.addIssue({
        code: "custom",
        path: ["timeSlot"],
        message: SEARCH_MESSAGES.timeSlotForGrounds,
      });
    }
    if (query.hourlyTime && query.venueType === "ground") {
      ctx.addIssue({
        code: "custom",
        path: ["hourlyTime"],
        message: SEARCH_MESSAGES.hourlyTimeForHourly,
      });
    }
    const place = query.city ?? query.location;
    if (isBadPincode(place)) {
      ctx.addIssue({ code: "custom", path: [query.city ? "city" : "location"], message: PINCODE_MESSAGE });
    }
    const hasPoint = (query.lat !== undefined && query.lng !== undefined) || pincodeOf(place) !== null;
    if (query.radiusKm !== undefined && !hasPoint) {
      ctx.addIssue({ code: "custom", path: ["radiusKm"], message: SEARCH_MESSAGES.radiusNeedsPlace });
    }
    if (query.sort === "distance" && !hasPoint) {
      ctx.addIssue({ code: "custom", path: ["sort"], message: SEARCH_MESSAGES.distanceNeedsPlace });
    }
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      ctx.addIssue({ code: "custom", path: ["lat"], message: SEARCH_MESSAGES.latWithLng });
    }
  });

export type VenueSearchQuery = z.infer<typeof venueSearchQuerySchema>;

/** Header carrying the next page's cursor (docs/product/README.md#conventions-everywhere). */
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";
