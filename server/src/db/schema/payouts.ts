import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { users } from "./users";

/**
 * One row per weekly run (a Tuesday, IST). Its primary key makes a run happen once per Tuesday
 * however many instances or admins try; owners below the ₹500 minimum are listed in `carried`.
 */
export const payoutRuns = pgTable("payout_runs", {
  runDate: date("run_date", { mode: "string" }).primaryKey(),
  /** The Monday before: bookings dated up to it were included. */
  periodEnd: date("period_end", { mode: "string" }).notNull(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
  carried: jsonb("carried").$type<{ ownerId: number; netPaise: number }[]>().notNull().default([]),
});

/** What one owner is sent for one run. */
export const payouts = pgTable(
  "payouts",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id),
    runDate: date("run_date", { mode: "string" })
      .notNull()
      .references(() => payoutRuns.runDate),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    grossPaise: bigint("gross_paise", { mode: "number" }).notNull(),
    feePaise: bigint("fee_paise", { mode: "number" }).notNull(),
    refundPaise: bigint("refund_paise", { mode: "number" }).notNull(),
    /** GST collected on the owner's behalf, inside net (net = gross − refund − fee = earnings + GST). */
    gstPaise: bigint("gst_paise", { mode: "number" }).notNull().default(0),
    netPaise: bigint("net_paise", { mode: "number" }).notNull(),
    bookingCount: integer("booking_count").notNull(),
    status: text("status").notNull().default("scheduled"),
    reference: text("reference"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paidBy: integer("paid_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payouts_status_check", sql`${t.status} in ('scheduled', 'paid')`),
    check(
      "payouts_amounts_check",
      sql`${t.netPaise} > 0 and ${t.netPaise} = ${t.grossPaise} - ${t.refundPaise} - ${t.feePaise}`,
    ),
    unique("payouts_owner_run").on(t.ownerId, t.runDate),
    index("payouts_status_idx").on(t.status, t.runDate),
  ],
);

/**
 * The ledger lines a payout paid: per booking, what it added since the booking's earlier lines
 * (usually one line per booking; a refund after payout adds a negative one next time). The sum of
 * a booking's lines is what it has been paid, so nothing is paid twice.
 */
export const payoutItems = pgTable(
  "payout_items",
  {
    id: serial("id").primaryKey(),
    payoutId: integer("payout_id")
      .notNull()
      .references(() => payouts.id),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    paidPaise: integer("paid_paise").notNull(),
    refundPaise: integer("refund_paise").notNull(),
    feePaise: integer("fee_paise").notNull(),
    /** The GST share of the line (negative when a refund came after the payout). */
    gstPaise: integer("gst_paise").notNull().default(0),
    netPaise: integer("net_paise").notNull(),
  },
  (t) => [
    unique("payout_items_payout_booking").on(t.payoutId, t.bookingId),
    index("payout_items_booking_idx").on(t.bookingId),
  ],
);
