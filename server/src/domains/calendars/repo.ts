import { isLanguage, type Language } from "@crease/core";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { playerBookingRecords } from "../bookings/reads/booking-records";
import type { BookingRecord } from "../bookings/record";

/** Most events one feed carries: more than a year of a weekly game, fewer than a calendar app chokes on. */
const FEED_EVENTS = 500;

/** Calendar feeds: one per player, found by the hash of its token only (docs/SECURITY.md). */
export function calendarsRepo(db: Db) {
  return {
    /** Gives the player a feed, replacing the one they had: the old token stops matching at once. */
    async replaceFeed(userId: number, tokenHash: string): Promise<void> {
      await db.execute(
        sql`insert into calendar_feeds (user_id, token_hash) values (${userId}, ${tokenHash})
            on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now()`,
      );
    },

    async deleteFeed(userId: number): Promise<void> {
      await db.execute(sql`delete from calendar_feeds where user_id = ${userId}`);
    },

    /** The active account whose feed has this token hash, with its language; null for none. */
    async feedOwner(tokenHash: string): Promise<{ userId: number; language: Language } | null> {
      const [row] = await queryRows<{ user_id: number; language: string }>(
        db,
        sql`select u.id as user_id, u.language from calendar_feeds f join users u on u.id = f.user_id
            where f.token_hash = ${tokenHash} and u.status = 'active'`,
      );
      return row ? { userId: Number(row.user_id), language: isLanguage(row.language) ? row.language : "en" } : null;
    },

    /**
     * The player's own bookings of the IST dates `from`…`to` that a calendar shows: booked or played
     * ones, and cancelled ones (so a subscribed calendar drops them). Never a hold, never another's.
     */
    async feedBookings(userId: number, from: string, to: string): Promise<BookingRecord[]> {
      return playerBookingRecords(db, {
        userId,
        statuses: ["confirmed", "completed", "disputed", "cancelled"],
        from,
        to,
        limit: FEED_EVENTS,
      });
    },
  };
}
