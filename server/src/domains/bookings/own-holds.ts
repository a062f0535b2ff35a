import type { OwnHold } from "@crease/core";
import { sql } from "drizzle-orm";
import { statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isoOf, queryRows } from "../../db/rows";

interface OwnHoldRow {
  id: number;
  court_id: number;
  court_name: string;
  date: string;
  slot: string;
  add_ons: { key?: string; name: string }[] | string;
  coupon_code: string | null;
  hold_expires_at: unknown;
}

/**
 * The player's own live holds at a venue (issue 46: their hold showed to them as someone else's).
 * Only `userId`'s rows are read, so nobody learns whose another hold is; a weekly booking's dates
 * belong to that order's checkout and are left out.
 */
export async function ownHoldsAt(db: Db, userId: number, venueId: number): Promise<OwnHold[]> {
  const rows = await queryRows<OwnHoldRow>(
    db,
    sql`select bk.id, bk.court_id, c.name as court_name, bk.date::text as date, bk.slot, bk.add_ons,
          (select cp.code from coupons cp where cp.id = bk.coupon_id) as coupon_code, bk.hold_expires_at
        from bookings bk join courts c on c.id = bk.court_id
        where bk.user_id = ${userId} and bk.venue_id = ${venueId} and ${statusIn(sql`bk.status`, "held")}
          and bk.hold_expires_at > now() and bk.series_id is null
        order by bk.date, bk.slot`,
  );
  return rows.map((row) => {
    const addOns = typeof row.add_ons === "string" ? JSON.parse(row.add_ons) : row.add_ons;
    return {
      bookingId: row.id,
      courtId: row.court_id,
      courtName: row.court_name,
      date: row.date,
      slot: row.slot,
      addOns: (addOns as { key?: string; name: string }[]).map((a) => a.key ?? a.name),
      couponCode: row.coupon_code,
      holdExpiresAt: isoOf(row.hold_expires_at),
    };
  });
}
