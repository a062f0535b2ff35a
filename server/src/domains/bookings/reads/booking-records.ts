import type { BookingStatus } from "@crease/core";
import { sql } from "drizzle-orm";
import { statusIn } from "../../../db/booking-status-sql";
import type { Db } from "../../../db/client";
import { queryRows } from "../../../db/rows";
import { BOOKING_SELECT, type BookingRecord, type BookingRow, bookingOf } from "../record";

/**
 * Whole bookings (venue, court, player, money, refund) as the bookings domain hands them to other
 * domains (decision 047): the same `BookingRecord` its own services read, so a reminder or a
 * calendar event says what the booking's page says.
 */

/** The bookings with these ids, in id order (ids that are not whole numbers are left out). */
export async function bookingRecordsByIds(db: Pick<Db, "execute">, ids: readonly number[]): Promise<BookingRecord[]> {
  const wanted = ids.filter(Number.isSafeInteger);
  if (wanted.length === 0) return [];
  const rows = await queryRows<BookingRow>(
    db,
    sql`${BOOKING_SELECT} where bk.id in ${sql.raw(`(${wanted.join(",")})`)} order by bk.id`,
  );
  return rows.map(bookingOf);
}

/** A player's own bookings of the IST dates `from`…`to` in these statuses, latest first, at most `limit`. */
export async function playerBookingRecords(
  db: Pick<Db, "execute">,
  query: { userId: number; statuses: BookingStatus[]; from: string; to: string; limit: number },
): Promise<BookingRecord[]> {
  const rows = await queryRows<BookingRow>(
    db,
    sql`${BOOKING_SELECT}
        where bk.user_id = ${query.userId} and ${statusIn(sql`bk.status`, ...query.statuses)}
          and bk.date between ${query.from}::date and ${query.to}::date
        order by bk.date desc, bk.id desc
        limit ${query.limit}`,
  );
  return rows.map(bookingOf);
}
