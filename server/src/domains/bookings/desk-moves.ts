import type { VenuePaymentMethod } from "@crease/core";
import { sql } from "drizzle-orm";
import { isLive, moveSql } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isUniqueViolation, queryRows } from "../../db/rows";
import { blockedSql, courtsSharing } from "./holds";

/** A walk-in or phone booking as the desk service priced it (core's priceBooking). */
export interface DeskBookingRow {
  venueId: number;
  courtId: number;
  /** The account whose verified mobile is the player's, else null. */
  userId: number | null;
  playerName: string;
  playerPhone: string;
  date: string;
  slot: string;
  basePaise: number;
  addOnsPaise: number;
  gstPaise: number;
  totalPaise: number;
  addOns: { key: string; name: string; pricePaise: number }[];
  /** Paid at once at the venue, or null: due. */
  paidBy: { method: VenuePaymentMethod; actorId: number } | null;
}

const DESK_BOOK = moveSql("desk_book");
const MARK_PAID = moveSql("mark_paid");
const EXPIRE = moveSql("expire");

/**
 * The front desk's two moves of the lifecycle (core/src/booking-lifecycle.ts), the bookings
 * domain's to make: `desk_book` and `mark_paid` (docs/product/front-desk.md).
 */
export function deskMovesRepo(db: Db) {
  /**
   * The `desk_book` move in one statement: a confirmed booking, paid at the venue or due, unless
   * the slot is blocked (read in the same statement, as a hold does) or a live booking or hold of
   * this court or one sharing space holds it (the unique index and the overlap claims refuse it).
   */
  const insert = async (row: DeskBookingRow): Promise<number | null> => {
    const paid = row.paidBy !== null;
    try {
      // In its own savepoint: the desk books inside a transaction with its history row (issue 44),
      // and a refused overlap claim must not end that transaction, only this attempt.
      const rows = await db.transaction((tx) =>
        queryRows<{ id: number }>(
          tx,
          sql`insert into bookings (venue_id, court_id, user_id, source, player_name, player_phone, date, slot, status,
              payment_status, base_paise, add_ons_paise, gst_paise, total_paise, pay_now_paise, add_ons,
              paid_at_venue_paise, venue_payment_method, venue_paid_at, venue_paid_by, confirmed_at)
            select ${row.venueId}, ${row.courtId}, ${row.userId}, 'desk', ${row.playerName}, ${row.playerPhone},
              ${row.date}::date, ${row.slot}, ${DESK_BOOK.to}, ${paid ? DESK_BOOK.paymentTo("paid") : DESK_BOOK.paymentTo("pending")},
              ${row.basePaise}, ${row.addOnsPaise}, ${row.gstPaise}, ${row.totalPaise}, ${row.totalPaise},
              ${JSON.stringify(row.addOns)}::jsonb, ${paid ? row.totalPaise : 0}, ${row.paidBy?.method ?? null},
              ${paid ? sql`now()` : sql`null`}, ${row.paidBy?.actorId ?? null}, now()
            where not ${blockedSql(row.venueId, row.courtId, sql`${row.date}::date`, sql`${row.slot}`)}
            on conflict (court_id, date, slot) where ${isLive(sql`status`)} do nothing
            returning id`,
        ),
      );
      return rows[0]?.id ?? null;
    } catch (error) {
      if (isUniqueViolation(error, "court_overlap_claims_pkey")) return null;
      throw error;
    }
  };

  return {
    /**
     * Books the slot for the desk; null when it is taken or blocked. A hold whose ten minutes ran
     * out (the timer has not expired it yet) steps aside first, as it does for an online order.
     */
    async book(row: DeskBookingRow): Promise<number | null> {
      const id = await insert(row);
      if (id !== null) return id;
      const stepped = await queryRows<{ id: number }>(
        db,
        sql`update bookings set status = ${EXPIRE.to}, updated_at = now()
            where court_id in (${courtsSharing(row.courtId)}) and date = ${row.date}::date and slot = ${row.slot}
              and ${EXPIRE.from} and hold_expires_at <= now()
            returning id`,
      );
      return stepped.length > 0 ? insert(row) : null;
    },

    /**
     * The `mark_paid` move: the venue took what was due (a desk booking's price, an online
     * booking's balance after its advance), once. False when it was already paid or is no longer
     * confirmed or completed (someone got there first).
     */
    async markPaid(id: number, method: VenuePaymentMethod, actorId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update bookings set status = ${MARK_PAID.to}, payment_status = ${MARK_PAID.paymentTo("paid")},
              paid_at_venue_paise = total_paise - (case when source = 'online' then pay_now_paise else 0 end),
              venue_payment_method = ${method}, venue_paid_at = now(), venue_paid_by = ${actorId}, updated_at = now()
            where id = ${id} and ${MARK_PAID.from} returning id`,
      );
      return rows.length > 0;
    },
  };
}
