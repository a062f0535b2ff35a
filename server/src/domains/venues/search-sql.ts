import {
  DEFAULT_PAGE_SIZE,
  GROUND_SLOT_TIMES,
  type LatLng,
  MAX_ID,
  PINCODE_RADIUS_KM,
  pincodeOf,
  placeNames,
  rupeesToPaise,
  type VenueSearchQuery,
  type VenueSort,
  validationError,
} from "@crease/core";
import { type SQL, sql } from "drizzle-orm";
import { occupiesSlot } from "../../db/booking-status-sql";
import { likeContains, likePrefix } from "../../db/rows";
import { bookingRows } from "../bookings/reads/booking-rows";
import { groundSlotPriceColumn, LOWEST_PRICE } from "./venue-sql";

/**
 * Builds the search's WHERE and ORDER BY. Every sort is an ascending tuple ending in the id, so
 * keyset pagination is a single row comparison `(k1, k2, id) > (cursor values)` and pages never
 * skip or repeat a venue while the data stands still.
 */

/** A booking row that holds its slot right now: live bookings, and holds that have not run out. */
export const OCCUPYING = occupiesSlot("bk");

/** A filter on a slot the search asks about, resolved in the service (date already checked). */
export interface SlotFilter {
  date: string;
  /** A ground slot or a one-hour range; undefined for "any slot that day". */
  slot?: { kind: "ground"; name: keyof typeof GROUND_SLOT_TIMES } | { kind: "hourly"; start: string; name: string };
  /** Slots starting at or before this IST time are past ("" when the date is in the future). */
  notBefore: string;
}

export interface SearchPlan {
  where: SQL[];
  sortKeys: { expr: SQL; type: "int" | "float8" | "numeric" }[];
  /** Extra select items (distance). */
  extras: SQL[];
  /** A one-row `pt(lat, lng)` the search measures from (a pincode's point), worked out once. */
  point?: SQL;
  limit: number;
}

const HOUR_OF = (time: SQL) => sql`(split_part(${time}, ':', 1)::int * 60 + split_part(${time}, ':', 2)::int)`;

/** The slot names a venue offers with their IST start times, as a set-returning subquery. */
const OFFERED_SLOTS = sql`(
  select x.slot, x.start from (values
    ('morning', '06:00', g.morning_price_paise), ('afternoon', '10:00', g.afternoon_price_paise),
    ('evening', '14:00', g.evening_price_paise), ('night', '18:00', g.night_price_paise)
  ) as x(slot, start, price)
  where v.venue_type = 'ground' and x.price > 0
  union all
  -- Hours that run past midnight (closing before opening) go on to 24 + the closing hour; a slot
  -- after midnight is named by its clock hour ("01:00-02:00") and starts at "25:00" on the
  -- evening's date, so "not before now" today still counts it (docs/product/venues.md).
  select lpad((h % 24)::text, 2, '0') || ':00-' || lpad((h % 24 + 1)::text, 2, '0') || ':00', lpad(h::text, 2, '0') || ':00'
  from generate_series(
    ceil(${HOUR_OF(sql`coalesce(n.start_time, b.start_time)`)} / 60.0)::int,
    floor(${HOUR_OF(sql`coalesce(n.end_time, b.end_time)`)} / 60.0)::int - 1
      + case when coalesce(n.end_time, b.end_time) < coalesce(n.start_time, b.start_time) then 24 else 0 end
  ) as h
  where v.venue_type in ('nets', 'box')
)`;

/**
 * A venue is free at a slot when any of its courts is: no live booking of that court, nor of a
 * court sharing space with it (docs/product/courts.md), and no block of it, of a court sharing
 * space with it, or of the whole venue (docs/product/blocks.md).
 */
function slotFree(date: string, slotName: SQL): SQL {
  return sql`exists (select 1 from courts c where c.venue_id = v.id and c.removed_at is null and not exists (
    select 1 from ${bookingRows()} bk
    -- Courts that share space belong to one venue: the venue and date lead, so the lookup uses
    -- bookings_venue_date_idx (without them, each court's test read every booking: 60 s a search).
    where bk.venue_id = v.id and bk.date = ${date}::date
      and bk.court_id in (select c.id union all select o.other_court_id from court_overlaps o where o.court_id = c.id
                          union all select o.court_id from court_overlaps o where o.other_court_id = c.id)
      and bk.slot = ${slotName} and ${OCCUPYING})
    and not exists (select 1 from court_blocks cb where cb.venue_id = v.id and cb.date = ${date}::date
      and cb.slot = ${slotName} and (cb.court_id is null or cb.court_id = c.id
        or cb.court_id in (select o.other_court_id from court_overlaps o where o.court_id = c.id
                           union all select o.court_id from court_overlaps o where o.other_court_id = c.id))))`;
}

export function availabilityFilter(filter: SlotFilter): SQL {
  const { date, slot, notBefore } = filter;
  if (slot?.kind === "ground") {
    if (GROUND_SLOT_TIMES[slot.name].start <= notBefore) return sql`false`;
    return sql`(v.venue_type = 'ground' and ${groundSlotPriceColumn(slot.name)} > 0 and ${slotFree(date, sql`${slot.name}`)})`;
  }
  if (slot?.kind === "hourly") {
    if (slot.start <= notBefore) return sql`false`;
    const startMinutes = Number(slot.start.slice(0, 2)) * 60;
    const opens = HOUR_OF(sql`coalesce(n.start_time, b.start_time)`);
    const closes = HOUR_OF(sql`coalesce(n.end_time, b.end_time)`);
    // Open that hour: between opening and closing, or, for hours that run past midnight, after
    // opening or before closing.
    return sql`(v.venue_type in ('nets', 'box')
      and (case when ${closes} < ${opens} then ${opens} <= ${startMinutes} or ${closes} >= ${startMinutes + 60}
        else ${opens} <= ${startMinutes} and ${closes} >= ${startMinutes + 60} end)
      and ${slotFree(date, sql`${slot.name}`)})`;
  }
  return sql`exists (select 1 from ${OFFERED_SLOTS} as s where s.start > ${notBefore} and ${slotFree(date, sql`s.slot`)})`;
}

/**
 * Where a search measures distance from: the searcher's position (lat, lng), or the point of
 * the pincode typed as the place (docs/product/search.md, "By pincode").
 */
export type SearchPoint =
  | { kind: "position"; lat: number; lng: number }
  | { kind: "pincode"; pincode: string; table: LatLng | null };

/** The point a search measures from, or null when it names neither a position nor a pincode. */
export function searchPoint(query: VenueSearchQuery, table: (pincode: string) => LatLng | null): SearchPoint | null {
  const pincode = pincodeOf(query.city ?? query.location);
  if (pincode) return { kind: "pincode", pincode, table: table(pincode) };
  if (query.lat !== undefined && query.lng !== undefined) return { kind: "position", lat: query.lat, lng: query.lng };
  return null;
}

/**
 * A pincode's point as a one-row `pt(lat, lng)`: the centre of the listed venues that carry the
 * pincode (the owners' own map pins), else the offline table's; null when neither knows it, and
 * then only venues with that very pincode match. The search reads it once, before the venues.
 */
export function pincodePointRow(point: SearchPoint): SQL | undefined {
  if (point.kind !== "pincode") return undefined;
  return sql`select coalesce(avg(p.latitude), ${point.table?.lat ?? null}::float8) as lat,
      coalesce(avg(p.longitude), ${point.table?.lng ?? null}::float8) as lng
    from venues p where p.postal_code = ${point.pincode} and p.status = 'approved'
      and p.latitude is not null and p.longitude is not null`;
}

function pointSql(point: SearchPoint): { lat: SQL; lng: SQL } {
  if (point.kind === "position") return { lat: sql`${point.lat}::float8`, lng: sql`${point.lng}::float8` };
  return { lat: sql`pt.lat`, lng: sql`pt.lng` };
}

/** WHERE parts for the plain filters (not visibility, not availability). */
export function filterConditions(query: VenueSearchQuery, point: SearchPoint | null): SQL[] {
  const where: SQL[] = [];
  const place = query.city ?? query.location;
  if (point?.kind === "pincode") {
    // In the pincode, or near its point.
    const radius = query.radiusKm ?? PINCODE_RADIUS_KM;
    where.push(sql`(v.postal_code = ${point.pincode} or ${withinKm(point, radius)})`);
  } else if (place) {
    // place_search is lower("city, state, address") with a trigram index. The typed city becomes
    // each of its names before SQL ("Gurgaon" finds a venue listed as "Gurugram" and the other way
    // round), so an OR of indexed LIKEs serves every name.
    const names = placeNames(place).map((name) => sql`v.place_search like ${likeContains(name)}`);
    where.push(sql`(${sql.join(names, sql` or `)})`);
  }
  if (point?.kind === "position" && query.radiusKm !== undefined) {
    where.push(withinKm(point, query.radiusKm));
  }
  if (query.venueType) where.push(sql`v.venue_type = ${query.venueType}`);
  if (query.timeSlot) where.push(sql`v.venue_type = 'ground'`);
  if (query.hourlyTime) where.push(sql`v.venue_type in ('nets', 'box')`);
  if (query.q) where.push(sql`lower(v.name) like ${likeContains(query.q.toLowerCase())}`);
  const price = query.timeSlot ? sql`nullif(${groundSlotPriceColumn(query.timeSlot)}, 0)` : LOWEST_PRICE;
  if (query.minPrice !== undefined) where.push(sql`${price} >= ${rupeesToPaise(query.minPrice)}`);
  if (query.maxPrice !== undefined) where.push(sql`${price} <= ${rupeesToPaise(query.maxPrice)}`);
  for (const amenity of query.amenities ?? []) {
    where.push(sql`exists (select 1 from unnest(v.amenities) as a(name) where lower(a.name) = lower(${amenity}))`);
  }
  if (query.pitchType) where.push(sql`n.pitch_type = ${query.pitchType}`);
  if (query.teamCapacity !== undefined) where.push(sql`b.team_capacity = ${query.teamCapacity}`);
  return where;
}

export const everyVenue = (): SQL => sql`true`;
export const ownedBy = (ownerId: number): SQL => sql`v.owner_id = ${ownerId}`;
export const withStatus = (status: string): SQL => sql`v.status = ${status}`;

/** Great-circle distance in km from the search's point to the venue (null without coordinates). */
export function distanceKm(point: SearchPoint): SQL {
  const { lat, lng } = pointSql(point);
  return sql`(2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(v.latitude - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(v.latitude)) * power(sin(radians(v.longitude - ${lng}) / 2), 2)
  ))))`;
}

/**
 * Within `km` of the point. The latitude band (1 degree is 111 km) comes first: a plain
 * comparison that spares most venues the trigonometry.
 */
function withinKm(point: SearchPoint, km: number): SQL {
  const { lat } = pointSql(point);
  const band = km / 111;
  return sql`(v.latitude between ${lat} - ${band}::float8 and ${lat} + ${band}::float8
    and ${distanceKm(point)} <= ${km}::float8)`;
}

export function distanceColumn(point: SearchPoint): SQL {
  return sql`${distanceKm(point)} as distance_km`;
}

export function sortKeys(query: VenueSearchQuery, sort: VenueSort, point: SearchPoint | null): SearchPlan["sortKeys"] {
  if (point?.kind === "pincode" && (sort === "relevance" || sort === "distance")) {
    // The pincode's own venues first, then the nearest others.
    return [
      { expr: sql`(case when v.postal_code = ${point.pincode} then 0 else 1 end)`, type: "int" },
      { expr: sql`coalesce(${distanceKm(point)}, 1e9)`, type: "float8" },
    ];
  }
  const price = query.timeSlot ? sql`nullif(${groundSlotPriceColumn(query.timeSlot)}, 0)` : LOWEST_PRICE;
  switch (sort) {
    case "price":
      return [{ expr: sql`coalesce(${price}, 2147483647)`, type: "int" }];
    case "rating":
      return [
        { expr: sql`(-v.avg_rating)`, type: "numeric" },
        { expr: sql`(-v.review_count)`, type: "int" },
      ];
    case "distance":
      return [
        {
          expr: sql`coalesce(${distanceKm(point ?? { kind: "position", lat: 0, lng: 0 })}, 1e9)`,
          type: "float8",
        },
      ];
    default: {
      // Best match: names that start with the typed text first, then a rating that counts
      // for more the more reviews stand behind it.
      const keys: SearchPlan["sortKeys"] = [];
      if (query.q) {
        keys.push({ expr: sql`(case when v.name ilike ${likePrefix(query.q)} then 0 else 1 end)`, type: "int" });
      }
      keys.push({
        expr: sql`(-(v.avg_rating::float8 * v.review_count / (v.review_count + 5)))`,
        type: "float8",
      });
      return keys;
    }
  }
}

// ---- Cursors ----------------------------------------------------------------------------

interface CursorBody {
  s: VenueSort;
  k: (number | string)[];
}

export function encodeCursor(sort: VenueSort, values: (number | string)[]): string {
  return Buffer.from(JSON.stringify({ s: sort, k: values } satisfies CursorBody)).toString("base64url");
}

const BAD_CURSOR = "This page link has expired. Start again from the first page.";

/** A value PostgreSQL's `integer` holds: a bigger one in a cursor would be a 500, not a 400. */
function isInt4(value: number): boolean {
  return Number.isInteger(value) && value >= -2_147_483_648 && value <= MAX_ID;
}

/** Decodes and checks a cursor against the search it claims to continue. */
export function decodeCursor(cursor: string, sort: VenueSort, keyTypes: SearchPlan["sortKeys"]): (number | string)[] {
  let body: CursorBody;
  try {
    body = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as CursorBody;
  } catch {
    throw validationError(BAD_CURSOR, { cursor: "Invalid cursor" });
  }
  const values = body?.k;
  if (body?.s !== sort || !Array.isArray(values) || values.length !== keyTypes.length + 1) {
    throw validationError(BAD_CURSOR, { cursor: "Invalid cursor" });
  }
  const types = [...keyTypes.map((k) => k.type), "int" as const];
  values.forEach((value, i) => {
    const ok =
      types[i] === "numeric"
        ? typeof value === "string" && /^-?\d{1,6}(\.\d{1,6})?$/.test(value)
        : typeof value === "number" && Number.isFinite(value) && (types[i] !== "int" || isInt4(value));
    if (!ok) throw validationError(BAD_CURSOR, { cursor: "Invalid cursor" });
  });
  return values;
}

/** Names of the sort key columns in the search's CTE: k0, k1, … */
export function keyColumns(keys: SearchPlan["sortKeys"]): SQL[] {
  return keys.map((_, i) => sql.raw(`k${i}`));
}

/** `(k0, k1, id) > ($1, $2, $3)` for the page after the cursor. */
export function afterCursor(keys: SearchPlan["sortKeys"], values: (number | string)[]): SQL {
  const left = sql.join([...keyColumns(keys), sql.raw("id")], sql`, `);
  const right = sql.join(
    values.map((value, i) => sql`${value}::${sql.raw(i < keys.length ? keys[i]!.type : "int")}`),
    sql`, `,
  );
  return sql`(${left}) > (${right})`;
}

export function pageSize(query: VenueSearchQuery): number {
  return query.limit ?? DEFAULT_PAGE_SIZE;
}
