import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { bookings, paymentOrders } from "./bookings";
import { users } from "./users";

/**
 * A booking's cost split among players (docs/product/split-payments.md, decision 038): at most
 * one per booking. `total_paise` is what the organiser had paid online when it was made, which the
 * shares add up to exactly (core's `splitPaise`). The token is the link's secret, kept as it is
 * (not hashed) so the organiser can share the same link again at any time (decision 038).
 */
export const splits = pgTable(
  "splits",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .unique("splits_one_per_booking")
      .references(() => bookings.id),
    organiserId: integer("organiser_id")
      .notNull()
      .references(() => users.id),
    token: text("token").notNull().unique("splits_token_unique"),
    shares: integer("shares").notNull(),
    totalPaise: integer("total_paise").notNull(),
    /** Teammates' shares in whole rupees, the organiser's absorbing the difference (core's `splitPaise`). */
    roundShares: boolean("round_shares").notNull().default(false),
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    check("splits_shares_check", sql`${t.shares} between 2 and 22`),
    check("splits_total_check", sql`${t.totalPaise} > 0`),
    check("splits_status_check", sql`${t.status} in ('open', 'closed')`),
    check("splits_closed_check", sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
  ],
);

/**
 * A teammate's payment order for one share of a split. The order itself (payment_orders) carries
 * the amount and its state; its `booking_id` is the split booking's, so a paid share counts as the
 * booking's payment (payouts, a cancellation's proportional refunds).
 */
export const splitOrders = pgTable(
  "split_orders",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => paymentOrders.id),
    splitId: integer("split_id")
      .notNull()
      .references(() => splits.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
  },
  (t) => [index("split_orders_split_idx").on(t.splitId, t.userId)],
);
