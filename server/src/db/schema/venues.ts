import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/** An add-on as stored: a stable key, the label shown, and its price in paise. */
export interface StoredAddOn {
  key: string;
  name: string;
  pricePaise: number;
}

export const venues = pgTable(
  "venues",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    description: text("description").notNull(),
    venueType: text("venue_type").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    postalCode: text("postal_code").notNull(),
    country: text("country").notNull().default("India"),
    /** A maps URL given by the owner (the venue's `location`). */
    location: text("location"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    amenities: text("amenities").array().notNull().default(sql`'{}'::text[]`),
    reschedulingRules: text("rescheduling_rules").notNull(),
    cancellationRules: text("cancellation_rules").notNull(),
    paymentType: text("payment_type").notNull().default("full"),
    partialPaymentPaise: integer("partial_payment_paise"),
    upiQrCodeUrl: text("upi_qr_code_url"),
    /** "Chat with the venue": an Indian mobile as "+919876543210" (core/src/whatsapp.ts), or null. */
    whatsappNumber: text("whatsapp_number"),
    /** How many days ahead the venue takes bookings (docs/SECURITY.md, "An advance window"). */
    advanceBookingDays: integer("advance_booking_days").notNull().default(60),
    /** Off each date of a weekly booking, before GST (docs/product/weekly-slots.md): 0 to 50. */
    seriesDiscountPercent: integer("series_discount_percent").notNull().default(0),
    status: text("status").notNull().default("pending"),
    /**
     * Bumped by every write of the venue's content, details, photos or status (listings/repo.ts),
     * so an admin's approval names the version they saw and is refused when it changed since
     * (docs/product/venues.md, "Approval names the version"). Not `updated_at`: review counts
     * touch that, and an approval must not fail because a player left a review.
     */
    version: integer("version").notNull().default(1),
    /**
     * "city, state, address" in lower case, for location search: one column with a trigram
     * index instead of three ILIKE scans (docs/decisions/005-venue-search.md).
     */
    placeSearch: text("place_search").generatedAlwaysAs(sql`lower(city || ', ' || state || ', ' || address)`),
    avgRating: numeric("avg_rating", { precision: 3, scale: 2 }).notNull().default("0"),
    reviewCount: integer("review_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("venues_type_check", sql`${t.venueType} in ('ground', 'nets', 'box')`),
    check("venues_status_check", sql`${t.status} in ('pending', 'approved', 'rejected', 'suspended')`),
    check("venues_payment_type_check", sql`${t.paymentType} in ('full', 'partial')`),
    check("venues_partial_payment_check", sql`${t.partialPaymentPaise} is null or ${t.partialPaymentPaise} > 0`),
    check("venues_advance_booking_days_check", sql`${t.advanceBookingDays} between 1 and 180`),
    check("venues_series_discount_check", sql`${t.seriesDiscountPercent} between 0 and 50`),
    check("venues_whatsapp_number_check", sql`${t.whatsappNumber} ~ '^\\+91[6-9][0-9]{9}$'`),
    index("venues_search_idx").on(t.status, t.venueType, t.city),
    index("venues_owner_idx").on(t.ownerId),
    index("venues_place_trgm_idx").using("gin", sql`${t.placeSearch} gin_trgm_ops`),
    index("venues_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const venueImages = pgTable(
  "venue_images",
  {
    id: serial("id").primaryKey(),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    thumbnailUrl: text("thumbnail_url"),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("venue_images_venue_idx").on(t.venueId, t.position)],
);

export const groundDetails = pgTable(
  "ground_details",
  {
    venueId: integer("venue_id")
      .primaryKey()
      .references(() => venues.id, { onDelete: "cascade" }),
    morningPricePaise: integer("morning_price_paise").notNull().default(0),
    afternoonPricePaise: integer("afternoon_price_paise").notNull().default(0),
    eveningPricePaise: integer("evening_price_paise").notNull().default(0),
    nightPricePaise: integer("night_price_paise").notNull().default(0),
    addOns: jsonb("add_ons").$type<StoredAddOn[]>().notNull().default([]),
  },
  (t) => [
    check(
      "ground_prices_check",
      sql`${t.morningPricePaise} >= 0 and ${t.afternoonPricePaise} >= 0 and ${t.eveningPricePaise} >= 0 and ${t.nightPricePaise} >= 0`,
    ),
  ],
);

export const netsDetails = pgTable(
  "nets_details",
  {
    venueId: integer("venue_id")
      .primaryKey()
      .references(() => venues.id, { onDelete: "cascade" }),
    startTime: text("start_time").notNull().default("06:00"),
    endTime: text("end_time").notNull().default("22:00"),
    hourlyPricePaise: integer("hourly_price_paise").notNull(),
    pitchType: text("pitch_type").notNull(),
    addOns: jsonb("add_ons").$type<StoredAddOn[]>().notNull().default([]),
  },
  (t) => [
    check("nets_pitch_type_check", sql`${t.pitchType} in ('artificial', 'matting', 'concrete', 'clay')`),
    check("nets_price_check", sql`${t.hourlyPricePaise} >= 0`),
    // Closing before opening runs past midnight, at most until 06:00 (docs/product/venues.md).
    check("nets_hours_check", sql`${t.startTime} < ${t.endTime} or ${t.endTime} <= '06:00'`),
  ],
);

export const boxCricketDetails = pgTable(
  "box_cricket_details",
  {
    venueId: integer("venue_id")
      .primaryKey()
      .references(() => venues.id, { onDelete: "cascade" }),
    startTime: text("start_time").notNull().default("06:00"),
    endTime: text("end_time").notNull().default("22:00"),
    hourlyPricePaise: integer("hourly_price_paise").notNull(),
    teamCapacity: integer("team_capacity").notNull().default(6),
    addOns: jsonb("add_ons").$type<StoredAddOn[]>().notNull().default([]),
  },
  (t) => [
    check("box_team_capacity_check", sql`${t.teamCapacity} between 5 and 8`),
    check("box_price_check", sql`${t.hourlyPricePaise} >= 0`),
    // Closing before opening runs past midnight, at most until 06:00 (docs/product/venues.md).
    check("box_hours_check", sql`${t.startTime} < ${t.endTime} or ${t.endTime} <= '06:00'`),
  ],
);

/** Every admin status move: who, when, from, to, why. */
export const venueStatusChanges = pgTable(
  "venue_status_changes",
  {
    id: serial("id").primaryKey(),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => users.id),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("venue_status_changes_venue_idx").on(t.venueId)],
);

/**
 * Page views, at most one per visitor, venue and IST day (the unique index enforces it). The
 * visitor key is a user id or a keyed hash of the address, never the address (docs/SECURITY.md).
 */
export const venueViews = pgTable(
  "venue_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    visitorKey: text("visitor_key").notNull(),
    /** The visit's date in IST. */
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [
    uniqueIndex("venue_views_once_per_day").on(t.venueId, t.visitorKey, t.day),
    index("venue_views_day_idx").on(t.day),
  ],
);

/** Every image this server stored, and who uploaded it: a venue may show only its owner's uploads. */
export const uploads = pgTable(
  "uploads",
  {
    url: text("url").primaryKey(),
    uploaderId: integer("uploader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * Why the image looks like a screenshot rather than a photo, read at upload (uploads/screenshot-sign.ts):
     * 'screen-size' or 'few-colours'; null when it looks like a photo. A flag for moderation, never a refusal.
     */
    screenshotSign: text("screenshot_sign"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("uploads_screenshot_sign_check", sql`${t.screenshotSign} in ('screen-size', 'few-colours')`)],
);

/**
 * A material change of an approved venue (name, place, prices, photos, payment terms) waiting
 * for an admin: the approved version stays live until an admin applies it. One pending per venue.
 */
export const venueEdits = pgTable(
  "venue_edits",
  {
    id: serial("id").primaryKey(),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    submittedBy: integer("submitted_by")
      .notNull()
      .references(() => users.id),
    /** The PATCH body's material fields, as the owner sent them. */
    changes: jsonb("changes").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("pending"),
    note: text("note"),
    decidedBy: integer("decided_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    check("venue_edits_status_check", sql`${t.status} in ('pending', 'approved', 'rejected', 'withdrawn')`),
    uniqueIndex("venue_edits_one_pending").on(t.venueId).where(sql`${t.status} = 'pending'`),
  ],
);
