import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { users } from "./users";

/**
 * The reminders sent, one row per booking and kind (`24h`, `2h`): the primary key is what makes
 * each reminder go once, whichever instance runs the reminders job and however often, and it
 * outlives the notification itself (a player who clears their notifications is not reminded
 * again). Written by the same statement that stores the reminder (notifications/reminders-repo.ts).
 */
export const bookingReminders = pgTable(
  "booking_reminders",
  {
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "booking_reminders_pkey", columns: [t.bookingId, t.kind] }),
    check("booking_reminders_kind_check", sql`${t.kind} in ('24h', '2h')`),
  ],
);

/**
 * A player's private calendar feed (docs/product/calendars.md): at most one per account, found by
 * the SHA-256 of its token, never the token itself (docs/SECURITY.md). A new feed replaces the
 * row, so the old address stops working; revoking deletes it.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
