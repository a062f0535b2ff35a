import { index, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { coupons } from "./coupons";
import { users } from "./users";

/**
 * A use of a coupon, claimed for a hold while the coupon's row is locked (so the last use goes to
 * one player only, however many ask at once). It counts while its booking still carries the coupon
 * and is either a live hold or was paid (`confirmed_at` set, kept even when cancelled later); a
 * hold that runs out or is given up gives it back without anything being written.
 */
export const couponUses = pgTable(
  "coupon_uses",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One coupon per booking: a new code for the same hold replaces the claim.
    uniqueIndex("coupon_uses_booking_unique").on(t.bookingId),
    index("coupon_uses_coupon_idx").on(t.couponId, t.userId),
  ],
);
