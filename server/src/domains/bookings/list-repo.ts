import { type SQL, sql } from "drizzle-orm";
import { statusNotIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { ONE_ROW_PER_BOOKING, withHours } from "./hours-read";
import { BOOKING_SELECT, type BookingRecord, type BookingRow, bookingOf } from "./record";

/** Whose bookings a list or export covers; the service decides it from the acting user. */
export interface BookingScope {
  userId?: number;
  ownerId?: number;
  /** Venues the actor works at as staff: their bookings are in scope besides the owner's own. */
  staffVenueIds?: readonly number[];
  venueId?: number;
}

/** Held and expired rows are checkout leftovers, not bookings: never listed, counted or exported. */
function scopeWhere(scope: BookingScope): SQL[] {
  // A booking of several hours is listed, counted and exported once, as its lead (decision 049).
  const where: SQL[] = [statusNotIn(sql`bk.status`, "held", "expired"), ONE_ROW_PER_BOOKING];
  if (scope.userId !== undefined) where.push(sql`bk.user_id = ${scope.userId}`);
  const staffVenues = scope.staffVenueIds?.length
    ? sql`bk.venue_id in (${sql.join(
        scope.staffVenueIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : null;
  if (scope.ownerId !== undefined && staffVenues) where.push(sql`(v.owner_id = ${scope.ownerId} or ${staffVenues})`);
  else if (scope.ownerId !== undefined) where.push(sql`v.owner_id = ${scope.ownerId}`);
  else if (scope.staffVenueIds !== undefined) where.push(staffVenues ?? sql`false`);
  if (scope.venueId !== undefined) where.push(sql`bk.venue_id = ${scope.venueId}`);
  return where;
}

/** SQL only: pages of bookings (newest slot date first) and date-range batches for the export. */
export function bookingListRepo(db: Db) {
  return {
    /** `limit + 1` rows after the cursor `(date, id)`, so the caller knows whether a next page exists. */
    async page(
      scope: BookingScope,
      options: { status?: string; after?: { date: string; id: number }; limit: number },
    ): Promise<BookingRecord[]> {
      const where = scopeWhere(scope);
      if (options.status) where.push(sql`bk.status = ${options.status}`);
      if (options.after) where.push(sql`(bk.date, bk.id) < (${options.after.date}::date, ${options.after.id})`);
      const rows = await queryRows<BookingRow>(
        db,
        sql`${BOOKING_SELECT} where ${sql.join(where, sql` and `)}
            order by bk.date desc, bk.id desc limit ${options.limit + 1}`,
      );
      return withHours(db, rows.map(bookingOf));
    },

    /**
     * The `limit` bookings whose latest event (booked or cancelled) is newest, newest first: the
     * top events of "Recent activity" all belong to them.
     */
    async latest(scope: BookingScope, limit: number): Promise<BookingRecord[]> {
      const rows = await queryRows<BookingRow>(
        db,
        sql`${BOOKING_SELECT} where ${sql.join(scopeWhere(scope), sql` and `)}
            order by greatest(bk.created_at, bk.confirmed_at, bk.cancelled_at) desc, bk.id desc limit ${limit}`,
      );
      return withHours(db, rows.map(bookingOf));
    },

    /** How many bookings of each status the scope holds (the status filter's counts and the total). */
    async countsByStatus(scope: BookingScope): Promise<Record<string, number>> {
      const rows = await queryRows<{ status: string; n: number }>(
        db,
        sql`select bk.status, count(*)::int as n from bookings bk join venues v on v.id = bk.venue_id
            where ${sql.join(scopeWhere(scope), sql` and `)} group by bk.status`,
      );
      return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    },

    /** Up to `limit` bookings dated from..to, oldest first, after `(date, id)`. */
    async exportBatch(
      scope: BookingScope,
      range: { from: string; to: string },
      after: { date: string; id: number } | null,
      limit: number,
    ): Promise<BookingRecord[]> {
      const where = scopeWhere(scope);
      where.push(sql`bk.date between ${range.from}::date and ${range.to}::date`);
      if (after) where.push(sql`(bk.date, bk.id) > (${after.date}::date, ${after.id})`);
      const rows = await queryRows<BookingRow>(
        db,
        sql`${BOOKING_SELECT} where ${sql.join(where, sql` and `)} order by bk.date, bk.id limit ${limit}`,
      );
      return withHours(db, rows.map(bookingOf));
    },
  };
}
