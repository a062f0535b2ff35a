import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A coupon (docs/product/offers.md): the platform's (`owner_id` null, its discount comes out of the
 * fee) or an owner's for their own venues (out of the owner's share). Codes are stored upper-cased
 * and unique however they were typed.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    ownerId: integer("owner_id").references(() => users.id),
    kind: text("kind").notNull(),
    /** A percent (1–100), or paise for a flat discount. */
    value: integer("value").notNull(),
    maxDiscountPaise: integer("max_discount_paise"),
    minOrderPaise: integer("min_order_paise"),
    /** IST calendar days, both included. */
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validTo: date("valid_to", { mode: "string" }).notNull(),
    /** Empty: every venue (an owner's: every venue of theirs). */
    venueIds: integer("venue_ids").array().notNull().default(sql`'{}'::int[]`),
    cities: text("cities").array().notNull().default(sql`'{}'::text[]`),
    firstBookingOnly: boolean("first_booking_only").notNull().default(false),
    perUserLimit: integer("per_user_limit"),
    totalLimit: integer("total_limit"),
    active: boolean("active").notNull().default(true),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupons_code_unique").on(t.code),
    check("coupons_code_check", sql`${t.code} = upper(${t.code})`),
    check("coupons_kind_check", sql`${t.kind} in ('percent', 'flat')`),
    check(
      "coupons_value_check",
      sql`(${t.kind} = 'percent' and ${t.value} between 1 and 100) or (${t.kind} = 'flat' and ${t.value} > 0)`,
    ),
    check("coupons_dates_check", sql`${t.validTo} >= ${t.validFrom}`),
    check(
      "coupons_limits_check",
      sql`(${t.perUserLimit} is null or ${t.perUserLimit} > 0) and (${t.totalLimit} is null or ${t.totalLimit} > 0)`,
    ),
    index("coupons_owner_idx").on(t.ownerId),
  ],
);
