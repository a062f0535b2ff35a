import { sql } from "drizzle-orm";
import { occupiesSlot } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { claimSharedSpace, isSharedSpaceClash, pauseBookings, releaseSharedSpace } from "../bookings/court-changes";
import { bookingRows } from "../bookings/reads/booking-rows";

export interface CourtRow {
  id: number;
  venueId: number;
  name: string;
}

/** Drizzle only: a venue's courts and which of them share space (docs/product/courts.md). */
export function courtsRepo(db: Db) {
  return {
    async byId(id: number): Promise<CourtRow | undefined> {
      const [row] = await queryRows<CourtRow>(
        db,
        sql`select id, venue_id as "venueId", name from courts where id = ${id} and removed_at is null`,
      );
      return row && { ...row, venueId: Number(row.venueId) };
    },

    /**
     * Adds a court after the venue's others, at its own price (null: the venue's), sharing space
     * with `others` from the start: the pairs are written and claimed by the same locked path as
     * a later change of shared space (`setOverlaps`), in the same transaction as the court.
     */
    async insert(
      venueId: number,
      court: { name: string; pricePaise: number | null; others: readonly number[] },
      today: string,
    ): Promise<CourtRow | "clash"> {
      return withClashRefused(() =>
        db.transaction(async (tx) => {
          if (court.others.length > 0) await pauseBookings(tx);
          const [row] = await queryRows<{ id: number }>(
            tx,
            sql`insert into courts (venue_id, name, position, price_paise)
                select ${venueId}, ${court.name}, coalesce(max(position), -1) + 1, ${court.pricePaise}
                from courts where venue_id = ${venueId}
                returning id`,
          );
          const id = Number(row?.id);
          await shareSpace(tx, id, court.others, today);
          return { id, venueId, name: court.name };
        }),
      );
    },

    /** The court's own price in paise; null gives it the venue's price again. */
    async setPrice(id: number, pricePaise: number | null): Promise<void> {
      await db.execute(sql`update courts set price_paise = ${pricePaise} where id = ${id}`);
    },

    /**
     * Removes a court from today on (docs/product/courts.md#removing-a-court): refused while it has
     * a live booking or a running hold today or later ("booked", with the first of them), or when
     * it is the venue's last court ("last"). Bookings are paused for the moment it takes (as for a
     * block), and a hold or desk booking reads removed courts in its own statement, so none lands
     * on it after the check. Its past bookings keep it; its sharing of space and its coming blocks
     * go with it.
     */
    async remove(
      court: CourtRow,
      today: string,
    ): Promise<"removed" | "last" | { booked: { id: number; date: string; slot: string; count: number } }> {
      return db.transaction(async (tx) => {
        await pauseBookings(tx);
        const [booked] = await queryRows<{ id: number; date: string; slot: string; count: number }>(
          tx,
          sql`select bk.id, bk.date::text as date, bk.slot, count(*) over ()::int as count from ${bookingRows()} bk
              where bk.court_id = ${court.id} and bk.date >= ${today}::date and ${occupiesSlot("bk")}
              order by bk.date, bk.slot limit 1`,
        );
        if (booked) return { booked: { ...booked, id: Number(booked.id), count: Number(booked.count) } };
        const [others] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from courts
              where venue_id = ${court.venueId} and id <> ${court.id} and removed_at is null`,
        );
        if ((others?.n ?? 0) === 0) return "last";
        await tx.execute(sql`update courts set removed_at = now() where id = ${court.id}`);
        await tx.execute(sql`delete from court_overlaps where court_id = ${court.id} or other_court_id = ${court.id}`);
        await releaseSharedSpace(tx, court.id, today);
        await tx.execute(sql`delete from court_blocks where court_id = ${court.id} and date >= ${today}::date`);
        return "removed";
      });
    },

    async rename(id: number, name: string): Promise<void> {
      await db.execute(sql`update courts set name = ${name} where id = ${id}`);
    },

    /**
     * Makes `others` the whole list of courts sharing space with `courtId`. The live bookings of
     * today and later on each new pair claim their shared space as new bookings do (migration
     * 0018's trigger), so two bookings that would now overlap are found: the change is refused
     * ("clash") and nothing is kept. Bookings are paused for the few milliseconds this takes, so a
     * booking made at the same moment cannot miss the new pairs.
     */
    async setOverlaps(courtId: number, others: readonly number[], today: string): Promise<"done" | "clash"> {
      return withClashRefused(() =>
        db.transaction(async (tx) => {
          await pauseBookings(tx);
          await releaseSharedSpace(tx, courtId, null);
          await tx.execute(sql`delete from court_overlaps where court_id = ${courtId} or other_court_id = ${courtId}`);
          await shareSpace(tx, courtId, others, today);
          return "done" as const;
        }),
      );
    },
  };
}

/**
 * Writes the pairs of `courtId` with each of `others` and has the bookings domain claim their
 * shared space for the live bookings of today and later, as migration 0018's trigger does for a
 * new booking: two bookings that would now overlap fail as a clash. The caller paused bookings.
 */
async function shareSpace(tx: Db, courtId: number, others: readonly number[], today: string): Promise<void> {
  if (others.length === 0) return;
  const pairs = others.map((other) => sql`(${Math.min(courtId, other)}::int, ${Math.max(courtId, other)}::int)`);
  await tx.execute(sql`insert into court_overlaps (court_id, other_court_id) values ${sql.join(pairs, sql`, `)}`);
  await claimSharedSpace(tx, courtId, today);
}

/** A change of shared space that two live bookings would break: "clash", nothing kept. */
async function withClashRefused<T>(change: () => Promise<T>): Promise<T | "clash"> {
  try {
    return await change();
  } catch (error) {
    if (isSharedSpaceClash(error)) return "clash";
    throw error;
  }
}
