import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";
import { venues } from "./venues";

export interface BookedAddOn {
  name: string;
  pricePaise: number;
}

export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** The IST calendar date of the slot. */
    date: date("date", { mode: "string" }).notNull(),
    /** "morning" … "night" for grounds, "06:00-07:00" for nets and box cricket. */
    slot: text("slot").notNull(),
    status: text("status").notNull().default("held"),
    paymentStatus: text("payment_status").notNull().default("pending"),
    basePaise: integer("base_paise").notNull(),
    addOnsPaise: integer("add_ons_paise").notNull().default(0),
    gstPaise: integer("gst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    /** What is taken online: the total, or the venue's partial amount. */
    payNowPaise: integer("pay_now_paise").notNull(),
    addOns: jsonb("add_ons").$type<BookedAddOn[]>().notNull().default([]),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: integer("cancelled_by").references(() => users.id),
    cancellationReason: text("cancellation_reason"),
    refundPaise: integer("refund_paise").notNull().default(0),
    refundStatus: text("refund_status").notNull().default("none"),
    refundId: text("refund_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "bookings_status_check",
      sql`${t.status} in ('held', 'confirmed', 'completed', 'cancelled', 'disputed', 'expired')`,
    ),
    check("bookings_payment_status_check", sql`${t.paymentStatus} in ('pending', 'paid', 'partial', 'refunded')`),
    check("bookings_refund_status_check", sql`${t.refundStatus} in ('none', 'pending', 'processed', 'failed')`),
    check(
      "bookings_amounts_check",
      sql`${t.basePaise} >= 0 and ${t.addOnsPaise} >= 0 and ${t.gstPaise} >= 0 and ${t.totalPaise} = ${t.basePaise} + ${t.addOnsPaise} + ${t.gstPaise} and ${t.payNowPaise} > 0 and ${t.payNowPaise} <= ${t.totalPaise} and ${t.refundPaise} >= 0 and ${t.refundPaise} <= ${t.payNowPaise}`,
    ),
    // The database itself makes double booking impossible: one live booking or hold per
    // venue, date and slot. Cancelled and expired rows step aside.
    uniqueIndex("bookings_one_per_slot")
      .on(t.venueId, t.date, t.slot)
      .where(sql`${t.status} in ('held', 'confirmed', 'completed', 'disputed')`),
    index("bookings_user_idx").on(t.userId, t.createdAt),
    index("bookings_venue_date_idx").on(t.venueId, t.date),
    index("bookings_hold_expiry_idx").on(t.holdExpiresAt).where(sql`${t.status} = 'held'`),
  ],
);

/** A payment provider order for one booking (Razorpay protocol). */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: text("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    provider: text("provider").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    status: text("status").notNull().default("created"),
    paymentId: text("payment_id").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    // refunded: paid after its hold ran out and the slot went to someone else, so given back.
    check("payment_orders_status_check", sql`${t.status} in ('created', 'paid', 'failed', 'refunded')`),
    check("payment_orders_amount_check", sql`${t.amountPaise} > 0`),
    index("payment_orders_booking_idx").on(t.bookingId),
  ],
);
