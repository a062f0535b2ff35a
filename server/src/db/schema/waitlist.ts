import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { courts } from "./courts";
import { users } from "./users";
import { venues } from "./venues";

/**
 * A player waiting for a taken slot (docs/product/waitlist.md, decision 037). Entries of a slot
 * are served in the order of their ids. `waiting`: in the queue; `offered`: told the slot is
 * free, with the slot theirs to order until `offer_expires_at`; `booked`: they took it; `passed`:
 * they declined or let the offer run out. While a slot is free and has a waiting or offered entry,
 * the hold's own statement lets only the head of the queue hold it (holds.ts, `waitlistAheadSql`).
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    courtId: integer("court_id")
      .notNull()
      .references(() => courts.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    slot: text("slot").notNull(),
    status: text("status").notNull().default("waiting"),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Once per slot per player: a second join is a 409, not a second place in the queue.
    unique("waitlist_entries_once").on(t.userId, t.courtId, t.date, t.slot),
    index("waitlist_entries_slot_idx").on(t.date, t.slot, t.courtId, t.id),
    index("waitlist_entries_user_idx").on(t.userId, t.status),
    check("waitlist_entries_status_check", sql`${t.status} in ('waiting', 'offered', 'booked', 'passed')`),
    check("waitlist_entries_offer_check", sql`${t.status} <> 'offered' or ${t.offerExpiresAt} is not null`),
  ],
);
