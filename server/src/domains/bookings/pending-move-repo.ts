import { sql } from "drizzle-orm";
import { moveSql, orderStatus, statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isoOf, queryRows } from "../../db/rows";
import { chargeRows } from "../payments/reads/charge-rows";
import { queueWaitlistOffers } from "./waitlist-offers";

/** A move to a dearer slot whose difference is being paid: its hold on the new slot, and its open order. */
export interface PendingMoveRecord {
  bookingId: number;
  holdId: number;
  venueId: number;
  venueName: string;
  courtId: number;
  courtName: string;
  date: string;
  slot: string;
  holdExpiresAt: Date;
  /** The open order for the difference (null when the provider could not open one). */
  orderId: string | null;
  amountPaise: number | null;
}

interface PendingRow {
  booking_id: number;
  hold_id: number;
  venue_id: number;
  venue_name: string;
  court_id: number;
  court_name: string;
  date: string;
  slot: string;
  hold_expires_at: unknown;
  order_id: string | null;
  amount_paise: number | null;
}

/** The player lets the hold go (Cancel the move): move `abandon`, as closing checkout's payment window. */
const ABANDON = moveSql("abandon");

const recordOf = (r: PendingRow): PendingMoveRecord => ({
  bookingId: Number(r.booking_id),
  holdId: Number(r.hold_id),
  venueId: Number(r.venue_id),
  venueName: r.venue_name,
  courtId: Number(r.court_id),
  courtName: r.court_name,
  date: r.date,
  slot: r.slot,
  holdExpiresAt: new Date(isoOf(r.hold_expires_at)),
  orderId: r.order_id,
  amountPaise: r.amount_paise === null ? null : Number(r.amount_paise),
});

/**
 * Drizzle only: a player's pending moves (docs/product/bookings.md#reschedule, "A payment left
 * midway"): live holds linked to a booking by `reschedule_of` (at most one per booking:
 * bookings_one_reschedule_hold), each with its newest open order.
 */
export function pendingMoveRepo(db: Db) {
  const select = (where: ReturnType<typeof sql>) =>
    queryRows<PendingRow>(
      db,
      sql`select h.reschedule_of as booking_id, h.id as hold_id, h.venue_id, v.name as venue_name, h.court_id,
            c.name as court_name, h.date::text as date, h.slot, h.hold_expires_at,
            (select o.id from ${chargeRows()} o where o.booking_id = h.id and o.status = ${orderStatus("created")}
              order by o.created_at desc limit 1) as order_id,
            (select o.amount_paise from ${chargeRows()} o where o.booking_id = h.id and o.status = ${orderStatus("created")}
              order by o.created_at desc limit 1) as amount_paise
          from bookings h join venues v on v.id = h.venue_id join courts c on c.id = h.court_id
          where ${where} and h.reschedule_of is not null and ${statusIn(sql`h.status`, "held")}
            and h.hold_expires_at > now()
          order by h.hold_expires_at`,
    );

  return {
    /** The player's own pending moves, soonest to run out first. */
    async ofPlayer(userId: number): Promise<PendingMoveRecord[]> {
      return (await select(sql`h.user_id = ${userId}`)).map(recordOf);
    },

    /** The pending move of this booking of this player, if any. */
    async ofBooking(bookingId: number, userId: number): Promise<PendingMoveRecord | null> {
      const [row] = await select(sql`h.reschedule_of = ${bookingId} and h.user_id = ${userId}`);
      return row ? recordOf(row) : null;
    },

    /**
     * Lets the pending move's hold go at once (move `abandon`, its expiry brought to now): the slot is
     * free for anyone, its waitlist offered it in the same transaction, and the booking may be moved
     * again (the hold still counts as one of its attempts). A payment of its order arriving later
     * finds no live hold and is refunded in full, as any late payment. The released slot, or null
     * when there was nothing to let go (closing twice is harmless).
     */
    async close(bookingId: number, userId: number): Promise<{ venueId: number; date: string; slot: string } | null> {
      return db.transaction(async (tx) => {
        const [released] = await queryRows<{ id: number; venue_id: number; date: string; slot: string }>(
          tx,
          sql`update bookings set status = ${ABANDON.to}, hold_expires_at = least(hold_expires_at, now()), updated_at = now()
              where reschedule_of = ${bookingId} and user_id = ${userId} and ${ABANDON.from} and hold_expires_at > now()
              returning id, venue_id, date::text as date, slot`,
        );
        if (!released) return null;
        await queueWaitlistOffers(tx, [Number(released.id)]);
        return { venueId: Number(released.venue_id), date: released.date, slot: released.slot };
      });
    },
  };
}
