import { sql } from "drizzle-orm";
import { isLive } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/rows";

/**
 * What a change of courts or blocks (the courts domain) asks of the bookings domain, as steps in
 * the caller's transaction (decision 047): pausing bookings while it looks, and keeping the
 * shared-space claims (`court_overlap_claims`, migration 0018's trigger) in step with the pairs.
 */

/**
 * Pauses bookings until the caller's transaction ends (holds, desk bookings and moves wait), so a
 * change that reads the live bookings first cannot miss one made at the same moment.
 */
export async function pauseBookings(tx: Pick<Db, "execute">): Promise<void> {
  await tx.execute(sql`lock table bookings in share row exclusive mode`);
}

/**
 * Claims the shared space of every pair of `courtId` (in court_overlaps, written by the caller)
 * for the live bookings of `today` and later, as the trigger does for a new booking: two bookings
 * that would now overlap fail (see `isSharedSpaceClash`). The caller has paused bookings.
 */
export async function claimSharedSpace(tx: Pick<Db, "execute">, courtId: number, today: string): Promise<void> {
  await tx.execute(
    sql`insert into court_overlap_claims (court_id, other_court_id, date, slot, booking_id)
        select o.court_id, o.other_court_id, bk.date, bk.slot, bk.id
        from court_overlaps o join bookings bk on bk.court_id in (o.court_id, o.other_court_id)
        where (o.court_id = ${courtId} or o.other_court_id = ${courtId})
          and bk.date >= ${today}::date and ${isLive(sql`bk.status`)}`,
  );
}

/** Drops the shared-space claims of every pair of `courtId`: from `fromDate` on, or all of them (null). */
export async function releaseSharedSpace(
  tx: Pick<Db, "execute">,
  courtId: number,
  fromDate: string | null,
): Promise<void> {
  const from = fromDate === null ? sql`` : sql`and date >= ${fromDate}::date`;
  await tx.execute(
    sql`delete from court_overlap_claims where (court_id = ${courtId} or other_court_id = ${courtId}) ${from}`,
  );
}

/** The error of a claim that two live bookings would overlap. */
export const isSharedSpaceClash = (error: unknown): boolean => isUniqueViolation(error, "court_overlap_claims_pkey");
