import {
  type Actor,
  type Court,
  can,
  GROUND_SLOT_TIMES,
  type GroundSlot,
  type PriceRule,
  paiseToRupeeString,
  supplierGstRatePercent,
  type Venue,
  type VenueDetails,
  type VenuePrices,
} from "@crease/core";
import { type SQL, sql } from "drizzle-orm";
import { supplierGstRegisteredSql } from "../../db/money-sql";
import { isoOf } from "../../db/rows";

/**
 * The one SELECT list and row mapper behind every venue answer (search, detail, favourites,
 * compare), so a card always has the same fields: venue, owner name, prices from whichever
 * details table applies, and the images, in a single query with no per-venue round trips.
 */
export const VENUE_FROM = sql`
  venues v
  join users u on u.id = v.owner_id
  left join ground_details g on g.venue_id = v.id
  left join nets_details n on n.venue_id = v.id
  left join box_cricket_details b on b.venue_id = v.id`;

export const VENUE_COLUMNS = sql`
  v.id, v.name, v.description, v.venue_type, v.address, v.city, v.state, v.postal_code, v.country,
  v.location, v.latitude, v.longitude, v.amenities, v.rescheduling_rules, v.cancellation_rules,
  v.payment_type, v.partial_payment_paise, v.upi_qr_code_url, v.whatsapp_number, v.advance_booking_days, v.series_discount_percent, v.status, v.version, v.avg_rating::text as avg_rating,
  v.review_count, v.owner_id, u.full_name as owner_name, v.created_at,
  ${supplierGstRegisteredSql(sql`v.owner_id`)} as gst_registered,
  g.venue_id as ground_id, g.morning_price_paise, g.afternoon_price_paise, g.evening_price_paise,
  g.night_price_paise, g.add_ons as ground_add_ons,
  n.venue_id as nets_id, n.pitch_type, n.add_ons as nets_add_ons,
  b.venue_id as box_id, b.team_capacity, b.add_ons as box_add_ons,
  coalesce(n.hourly_price_paise, b.hourly_price_paise) as hourly_price_paise,
  coalesce(n.start_time, b.start_time) as start_time,
  coalesce(n.end_time, b.end_time) as end_time`;

/** Images in order, as [[url, thumbnailUrl], …]; `v` must be in scope. */
export const VENUE_IMAGES = sql`coalesce((
  select json_agg(json_build_array(i.url, i.thumbnail_url) order by i.position, i.id)
  from venue_images i where i.venue_id = v.id), '[]'::json) as images`;

/**
 * The venue's price rules in the owner's order, as [courtId, weekdays, from, to, dates, paise]
 * rows; `v` must be in scope. Read with the venue on the single-venue read so checkout prices
 * from the venue it keeps in memory (booking-venues.ts), with no query of its own.
 */
export const VENUE_PRICE_RULES = sql`coalesce((
  select json_agg(json_build_array(r.court_id, r.weekdays, r.from_time, r.to_time, r.dates, r.price_paise)
    order by r.position, r.id)
  from price_rules r where r.venue_id = v.id), '[]'::json) as price_rules`;

/**
 * The venue's courts in order, as [[id, name, [ids it shares space with], own price in paise or
 * null], ...]; `v` in scope. Read with one venue (checkout, the venue page), never with a list.
 */
export const VENUE_COURTS = sql`coalesce((
  select json_agg(json_build_array(c.id, c.name, (
    select coalesce(json_agg(case when o.court_id = c.id then o.other_court_id else o.court_id end), '[]'::json)
    from court_overlaps o where o.court_id = c.id or o.other_court_id = c.id), c.price_paise) order by c.position, c.id)
  from courts c where c.venue_id = v.id and c.removed_at is null), '[]'::json) as courts`;

/** Who may see a venue: approved venues of active owners for everyone, plus own venues and, for admins, all. */
export function visibleTo(actor: Actor): SQL {
  if (can(actor, "venue.see-all")) return sql`true`;
  const publicVenue = sql`(v.status = 'approved' and u.status = 'active')`;
  if (!actor) return publicVenue;
  // A venue's staff see it in any status, as its owner does (docs/product/roles.md "Venue staff").
  const staffVenues = (actor.staffOf ?? []).map((m) => sql`${m.venueId}`);
  const theirs = staffVenues.length > 0 ? sql` or v.id in (${sql.join(staffVenues, sql`, `)})` : sql``;
  return sql`(${publicVenue} or v.owner_id = ${actor.id}${theirs})`;
}

/** The lowest price a venue charges (paise): its cheapest offered ground slot, or its hourly rate. */
export const LOWEST_PRICE = sql`(case when v.venue_type = 'ground'
  then least(nullif(g.morning_price_paise, 0), nullif(g.afternoon_price_paise, 0),
             nullif(g.evening_price_paise, 0), nullif(g.night_price_paise, 0))
  else coalesce(n.hourly_price_paise, b.hourly_price_paise) end)`;

export function groundSlotPriceColumn(slot: GroundSlot): SQL {
  return sql.raw(`g.${slot}_price_paise`);
}

interface StoredAddOn {
  key: string;
  name: string;
  pricePaise: number;
}

/**
 * A venue as the venues domain hands it to services: the venue and its type's details, typed and
 * camelCase. The columns above stay hand-written SQL (search and venue pages are the hottest
 * reads); `venueOf` is their one typed boundary.
 */
export interface VenueRecord {
  venue: Venue;
  details: VenueDetails | null;
  /** The owner's price rules; empty on reads that do not select VENUE_PRICE_RULES (lists). */
  priceRules: PriceRule[];
  /** Read only with one venue (VENUE_COURTS): checkout and the venue page. */
  courts?: Court[];
}

type StoredRule = [number | null, number[] | null, string | null, string | null, string[] | null, number];

/** A stored rule as the wire and the resolver read it: only what narrows it is present. */
export function priceRuleOf([courtId, weekdays, from, to, dates, paise]: StoredRule): PriceRule {
  const rule: PriceRule = { price: paiseToRupeeString(Number(paise)) };
  if (courtId !== null) rule.courtId = Number(courtId);
  if (weekdays?.length) rule.weekdays = weekdays;
  if (from !== null && to !== null) Object.assign(rule, { from, to });
  if (dates?.length) rule.dates = dates;
  return rule;
}

/** What the drivers return for VENUE_COLUMNS and VENUE_IMAGES. */
export interface VenueRow {
  id: number;
  name: string;
  description: string;
  venue_type: string;
  address: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  amenities: string[] | null;
  rescheduling_rules: string;
  cancellation_rules: string;
  payment_type: string;
  partial_payment_paise: number | null;
  upi_qr_code_url: string | null;
  whatsapp_number: string | null;
  advance_booking_days: number;
  series_discount_percent: number;
  status: string;
  version: number;
  avg_rating: string;
  review_count: number;
  owner_id: number;
  /** The owner has a GSTIN on their payout account (`supplierGstRegisteredSql`). */
  gst_registered: boolean;
  owner_name: string;
  created_at: unknown;
  ground_id: number | null;
  morning_price_paise: number | null;
  afternoon_price_paise: number | null;
  evening_price_paise: number | null;
  night_price_paise: number | null;
  ground_add_ons: StoredAddOn[] | null;
  nets_id: number | null;
  pitch_type: string | null;
  nets_add_ons: StoredAddOn[] | null;
  box_id: number | null;
  team_capacity: number | null;
  box_add_ons: StoredAddOn[] | null;
  hourly_price_paise: number | null;
  start_time: string | null;
  end_time: string | null;
  images: [string, string | null][] | string | null;
  price_rules?: StoredRule[] | string | null;
  courts?: [number, string, number[], number | null][] | string | null;
  distance_km?: number | null;
}

const rupees = (paise: number | null | undefined) => paiseToRupeeString(Number(paise ?? 0));

/** Both drivers parse json, but be tolerant of text. */
function jsonOf<T>(value: T | string | null | undefined, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

/** The type-specific details of a row, or null when the owner has not added them yet. */
function detailsOf(row: VenueRow): VenueDetails | null {
  const addOns = (list: StoredAddOn[] | string | null) =>
    jsonOf<StoredAddOn[]>(list, []).map((a) => ({ key: a.key, name: a.name, price: rupees(a.pricePaise) }));
  if (row.venue_type === "ground" && row.ground_id !== null) {
    return {
      venueId: row.id,
      venueType: "ground",
      morningPrice: rupees(row.morning_price_paise),
      afternoonPrice: rupees(row.afternoon_price_paise),
      eveningPrice: rupees(row.evening_price_paise),
      nightPrice: rupees(row.night_price_paise),
      addOns: addOns(row.ground_add_ons),
    };
  }
  if (row.venue_type === "nets" && row.nets_id !== null) {
    return {
      venueId: row.id,
      venueType: "nets",
      startTime: row.start_time ?? "06:00",
      endTime: row.end_time ?? "22:00",
      hourlyPrice: rupees(row.hourly_price_paise),
      pitchType: row.pitch_type as "artificial",
      addOns: addOns(row.nets_add_ons),
    };
  }
  if (row.venue_type === "box" && row.box_id !== null) {
    return {
      venueId: row.id,
      venueType: "box",
      startTime: row.start_time ?? "06:00",
      endTime: row.end_time ?? "22:00",
      hourlyPrice: rupees(row.hourly_price_paise),
      teamCapacity: Number(row.team_capacity ?? 6),
      addOns: addOns(row.box_add_ons),
    };
  }
  return null;
}

function pricesOfRow(row: VenueRow): VenuePrices | null {
  if (row.venue_type === "ground") {
    if (row.ground_id === null) return null;
    return {
      kind: "slot",
      morningPrice: rupees(row.morning_price_paise),
      afternoonPrice: rupees(row.afternoon_price_paise),
      eveningPrice: rupees(row.evening_price_paise),
      nightPrice: rupees(row.night_price_paise),
    };
  }
  if (row.hourly_price_paise === null) return null;
  return {
    kind: "hourly",
    hourlyPrice: rupees(row.hourly_price_paise),
    startTime: row.start_time ?? GROUND_SLOT_TIMES.morning.start,
    endTime: row.end_time ?? GROUND_SLOT_TIMES.night.end,
  };
}

function toVenue(row: VenueRow): Venue {
  const images = jsonOf<[string, string | null][]>(row.images, []);
  const venue: Venue = {
    id: row.id,
    name: row.name,
    description: row.description,
    venueType: row.venue_type,
    address: row.address,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    country: row.country,
    location: row.location,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    images: images.map(([url]) => url),
    thumbnails: images.map(([url, thumb]) => thumb ?? url),
    amenities: row.amenities ?? [],
    reschedulingRules: row.rescheduling_rules,
    cancellationRules: row.cancellation_rules,
    paymentType: row.payment_type === "partial" ? "partial" : "full",
    partialPaymentAmount: row.partial_payment_paise === null ? null : rupees(row.partial_payment_paise),
    upiQrCodeUrl: row.upi_qr_code_url,
    whatsappNumber: row.whatsapp_number ?? null,
    advanceBookingDays: Number(row.advance_booking_days),
    seriesDiscountPercent: Number(row.series_discount_percent ?? 0),
    gstRatePercent: supplierGstRatePercent(Boolean(row.gst_registered)),
    status: row.status as Venue["status"],
    version: Number(row.version),
    avgRating: Number(row.avg_rating).toFixed(2),
    reviewCount: Number(row.review_count),
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    prices: pricesOfRow(row),
    createdAt: isoOf(row.created_at),
  };
  if (row.distance_km !== undefined && row.distance_km !== null) {
    venue.distanceKm = Math.round(Number(row.distance_km) * 100) / 100;
  }
  return venue;
}

export function venueOf(row: VenueRow): VenueRecord {
  const record: VenueRecord = {
    venue: toVenue(row),
    details: detailsOf(row),
    priceRules: jsonOf<StoredRule[]>(row.price_rules, []).map(priceRuleOf),
  };
  if (row.courts !== undefined) {
    record.courts = jsonOf<[number, string, number[], number | null][]>(row.courts, []).map(
      ([id, name, overlapsWith, pricePaise]) => ({
        id: Number(id),
        name,
        overlapsWith: overlapsWith.map(Number).sort((a, b) => a - b),
        price: pricePaise == null ? null : paiseToRupeeString(Number(pricePaise)),
      }),
    );
  }
  return record;
}
