import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { courts } from "./courts";
import { venues } from "./venues";

/**
 * A venue's price rules (docs/product/venues.md, "Prices and price rules"), in the owner's order
 * (`position`: a tie goes to the later rule). Replaced as a whole list by each save; read with the
 * venue (venues/venue-sql.ts) so checkout prices from memory. A booking keeps the price it was
 * held at (bookings.base_paise): changing rules never reprices one.
 */
export const priceRules = pgTable(
  "price_rules",
  {
    id: serial("id").primaryKey(),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    /** A court of the venue (checked on save), or null for the whole venue; goes with its court. */
    courtId: integer("court_id").references(() => courts.id, { onDelete: "cascade" }),
    /** 0 = Sunday … 6 = Saturday; null for every day. */
    weekdays: jsonb("weekdays").$type<number[]>(),
    fromTime: text("from_time"),
    toTime: text("to_time"),
    /** IST dates YYYY-MM-DD; null for any date. */
    dates: jsonb("dates").$type<string[]>(),
    pricePaise: integer("price_paise").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    index("price_rules_venue_idx").on(t.venueId, t.position),
    check("price_rules_price_check", sql`${t.pricePaise} > 0`),
    check("price_rules_band_check", sql`(${t.fromTime} is null) = (${t.toTime} is null)`),
  ],
);
