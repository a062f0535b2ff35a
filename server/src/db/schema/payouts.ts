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
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bookings, paymentOrders } from "./bookings";
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
    /** Where it was sent, masked as the owner sees it ("Bank ****1234 · HDFC0001234"), when marked paid. */
    paidTo: text("paid_to"),
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
    /** The booking whose earnings these are; null for a charge that is not a booking's. */
    bookingId: integer("booking_id").references(() => bookings.id),
    /**
     * The charge paid out (payment_orders): a booking's charge (none for a desk booking), or the
     * charge itself when it is not a booking's, such as a credit top-up (docs/product/payouts.md).
     */
    orderId: text("order_id").references(() => paymentOrders.id),
    paidPaise: integer("paid_paise").notNull(),
    refundPaise: integer("refund_paise").notNull(),
    feePaise: integer("fee_paise").notNull(),
    /** The GST share of the line (negative when a refund came after the payout). */
    gstPaise: integer("gst_paise").notNull().default(0),
    netPaise: integer("net_paise").notNull(),
    /**
     * Venue credit kept on the booking this line pays out (docs/product/payouts.md, "Venue
     * credit"): no money moves for it, but its fee is in `fee_paise`. 0 on a top-up's line.
     */
    creditPaise: integer("credit_paise").notNull().default(0),
  },
  (t) => [
    unique("payout_items_payout_booking").on(t.payoutId, t.bookingId),
    index("payout_items_booking_idx").on(t.bookingId),
    check("payout_items_subject_check", sql`${t.bookingId} is not null or ${t.orderId} is not null`),
    // A charge that is not a booking's is on one line per payout, as a booking is.
    uniqueIndex("payout_items_payout_charge").on(t.payoutId, t.orderId).where(sql`${t.bookingId} is null`),
    // A top-up (a charge with no booking) is paid out once, ever: a second run cannot pay it again.
    uniqueIndex("payout_items_charge_once").on(t.orderId).where(sql`${t.bookingId} is null`),
    index("payout_items_order_idx").on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

/**
 * Where an owner's payouts go (docs/product/payouts.md#payout-account): one row per owner. The
 * account number, UPI ID, PAN and GSTIN are kept only in `sealed` (AES-256-GCM, key from
 * PAYOUT_ACCOUNT_KEY or SESSION_SECRET: docs/SECURITY.md), so a dump of the database alone does not
 * give them; the masked forms beside it are what the owner's screen shows.
 */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    ownerId: integer("owner_id")
      .primaryKey()
      .references(() => users.id),
    method: text("method").notNull(),
    holderName: text("holder_name"),
    ifsc: text("ifsc"),
    accountLast4: text("account_last4"),
    upiMasked: text("upi_masked"),
    panMasked: text("pan_masked").notNull(),
    gstinMasked: text("gstin_masked"),
    /** The full account number, UPI ID, PAN and GSTIN as sealed JSON. */
    sealed: text("sealed").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Payouts of this owner are not marked paid before this (24 hours after each change). */
    payoutsHeldUntil: timestamp("payouts_held_until", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("payout_accounts_method_check", sql`${t.method} in ('bank', 'upi')`),
    check(
      "payout_accounts_method_fields_check",
      sql`(${t.method} = 'bank' and ${t.accountLast4} is not null and ${t.ifsc} is not null and ${t.holderName} is not null)
        or (${t.method} = 'upi' and ${t.upiMasked} is not null)`,
    ),
  ],
);
