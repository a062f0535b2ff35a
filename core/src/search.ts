/**
 * The venue search query (`GET /api/venues`), shared so the server validates exactly what
 * the client builds. Every parameter is optional; empty values count as absent.
 */
import { z } from "zod";
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

const text = (field: string, max: number) =>
  z.preprocess(
    (v) => blank(typeof v === "string" ? v.trim() : v),
    z
      .string({ error: `${field} must be text` })
      .max(max, `${field} must be at most ${max} characters`)
      .optional(),
  );

/**
 * A decimal query parameter, rounded to `decimals` places: more precision means nothing here, and
 * a value like 5e-324 would otherwise reach PostgreSQL, which cannot store it (a 500).
 */
const number = (field: string, min: number, max: number, decimals: number) =>
  z.preprocess(
    (v) => {
      const value = blank(v);
      return typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    },
    z
      .number({ error: `${field} must be a number` })
      .refine(Number.isFinite, `${field} must be a number`)
      .min(min, `${field} must be at least ${min}`)
      .max(max, `${field} must be at most ${max}`)
      .transform((value) => Math.round(value * 10 ** decimals) / 10 ** decimals || 0)
      .optional(),
  );

const integer = (field: string, min: number, max: number) =>
  z.preprocess(
    (v) => {
      const value = blank(v);
      return typeof value === "string" ? (/^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN) : value;
    },
    z
      .number({ error: `${field} must be a whole number` })
      .int(`${field} must be a whole number`)
      .min(min, `${field} must be at least ${min}`)
      .max(max, `${field} must be at most ${max}`)
      .optional(),
  );

/** "2026-01-05" or an ISO timestamp starting with it (docs/product/search.md), as a real calendar date. */
export const searchDate = z.preprocess((v) => {
  const value = blank(v);
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;
}, z
  .string({ error: "date must be a date like 2026-01-05" })
  .refine(isCalendarDate, "date must be a real date like 2026-01-05")
  .optional());

export const venueSearchQuerySchema = z
  .object({
    city: text("city", 100),
    /** Alias the search page uses in its own URL. */
    location: text("location", 100),
    venueType: z.preprocess(
      (v) => (blank(v) === "all" ? undefined : blank(v)),
      z.enum(VENUE_TYPES, { error: "venueType must be ground, nets or box" }).optional(),
    ),
    date: searchDate,
    timeSlot: z.preprocess(
      blank,
      z.enum(GROUND_SLOTS, { error: "timeSlot must be morning, afternoon, evening or night" }).optional(),
    ),
    hourlyTime: z.preprocess(
      blank,
      z
        .string()
        .regex(/^([01]\d|2[0-3]):00$/, "hourlyTime must be a whole hour like 18:00")
        .optional(),
    ),
    q: text("q", 100),
    minPrice: number("minPrice", 0, 10_000_000, 2),
    maxPrice: number("maxPrice", 0, 10_000_000, 2),
    amenities: z.preprocess((v) => {
      const value = blank(v);
      const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : value;
      return Array.isArray(list)
        ? list.map((a) => (typeof a === "string" ? a.trim() : a)).filter((a) => a !== "")
        : list;
    }, z
      .array(z.string().max(50, "Each amenity must be at most 50 characters"))
      .max(20, "Choose at most 20 amenities")
      .optional()),
    pitchType: z.preprocess(
      blank,
      z.enum(PITCH_TYPES, { error: "pitchType must be artificial, matting, concrete or clay" }).optional(),
    ),
    teamCapacity: integer("teamCapacity", TEAM_CAPACITY.min, TEAM_CAPACITY.max),
    sort: z.preprocess(
      blank,
      z.enum(VENUE_SORTS, { error: "sort must be relevance, price, rating or distance" }).optional(),
    ),
    lat: number("lat", -90, 90, 6),
    lng: number("lng", -180, 180, 6),
    ownerId: integer("ownerId", 1, 2_147_483_647),
    status: z.preprocess(
      blank,
      z.enum(VENUE_STATUSES, { error: "status must be pending, approved, rejected or suspended" }).optional(),
    ),
    limit: integer("limit", 1, MAX_PAGE_SIZE),
    cursor: text("cursor", 200),
  })
  .superRefine((query, ctx) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      ctx.addIssue({ code: "custom", path: ["minPrice"], message: "minPrice cannot be more than maxPrice" });
    }
    if (query.timeSlot && query.venueType && query.venueType !== "ground") {
      ctx.addIssue({
        code: "custom",
        path: ["timeSlot"],
        message: "timeSlot is for cricket grounds; use hourlyTime for nets and box cricket",
      });
    }
    if (query.hourlyTime && query.venueType === "ground") {
      ctx.addIssue({
        code: "custom",
        path: ["hourlyTime"],
        message: "hourlyTime is for nets and box cricket; use timeSlot for grounds",
      });
    }
    if (query.sort === "distance" && (query.lat === undefined || query.lng === undefined)) {
      ctx.addIssue({ code: "custom", path: ["sort"], message: "Sorting by distance needs lat and lng" });
    }
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      ctx.addIssue({ code: "custom", path: ["lat"], message: "Send lat and lng together" });
    }
  });

export type VenueSearchQuery = z.infer<typeof venueSearchQuerySchema>;

/** Header carrying the next page's cursor (docs/product/README.md#conventions-everywhere). */
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";
