import { type SQL, sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users";
import { venues } from "./venues";

/**
 * A bookable part of a venue: "Net 1", "Box A", "Main ground" (docs/product/courts.md). Every
 * venue has at least one: the database adds the first when the venue is inserted (migration 0018's
 * trigger), so no code path can make a venue nobody can book.
 */
export const courts = pgTable(
  "courts",
  {
    id: serial("id").primaryKey(),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    /**
     * The court's own price in paise (per slot at a ground, per hour at nets or a box); null: the
     * venue's price. Price rules still beat it (core/src/price-rules.ts, docs/product/courts.md).
     */
    pricePaise: integer("price_paise"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the owner removed it: it is no longer listed, offered or bookable, and its past bookings
     * keep it (docs/product/courts.md#removing-a-court).
     */
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    check("courts_name_check", sql`char_length(${t.name}) between 1 and 40`),
    check("courts_price_check", sql`${t.pricePaise} is null or ${t.pricePaise} between 1 and 100000000`),
    index("courts_venue_idx").on(t.venueId, t.position),
  ],
);

/**
 * Two courts of one venue that share space (a full ground and one of its halves): a live booking
 * of either takes the other for that slot. Stored once per pair, lower id first.
 */
export const courtOverlaps = pgTable(
  "court_overlaps",
  {
    courtId: integer("court_id")
      .notNull()
      .references(() => courts.id, { onDelete: "cascade" }),
    otherCourtId: integer("other_court_id")
      .notNull()
      .references(() => courts.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.courtId, t.otherCourtId] }),
    check("court_overlaps_order_check", sql`${t.courtId} < ${t.otherCourtId}`),
    index("court_overlaps_other_idx").on(t.otherCourtId),
  ],
);

/** A venue's first court, for a row written for a venue with one court (seed data, tests). */
export function firstCourtOf(venueId: number | SQL) {
  return sql<number>`(select c.id from courts c where c.venue_id = ${venueId} and c.removed_at is null
    order by c.position, c.id limit 1)`;
}

/**
 * Slots an owner took off sale (docs/product/blocks.md): one row per date and slot, for one court
 * (and the courts sharing space with it) or, with `court_id` null, every court of the venue. A hold
 * is refused on a blocked slot; a block is refused over a live booking (both under the rules in
 * decision 028).
 */
export const courtBlocks = pgTable(
  "court_blocks",
  {
    id: serial("id").primaryKey(),
    /** The request that made it: the first block's id, shared by every week of a repeating block. */
    seriesId: integer("series_id").notNull().default(0),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    courtId: integer("court_id").references(() => courts.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    slot: text("slot").notNull(),
    reason: text("reason").notNull(),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("court_blocks_once").on(t.venueId, sql`coalesce(${t.courtId}, 0)`, t.date, t.slot),
    index("court_blocks_series_idx").on(t.seriesId),
  ],
);
