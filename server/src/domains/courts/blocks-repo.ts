import type { Block } from "@crease/core";
import { type SQL, sql } from "drizzle-orm";
import { occupiesSlot } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isoOf, queryRows } from "../../db/rows";
import { pauseBookings } from "../bookings/court-changes";
import { courtsSharing } from "../bookings/holds";
import { bookingRows } from "../bookings/reads/booking-rows";

/** A live booking a block would cover, named for the owner. */
export interface BookingInTheWay {
  id: number;
  courtName: string;
  date: string;
  slot: string;
  playerName: string;
}

interface BlockRow {
  id: number;
  series_id: number;
  court_id: number | null;
  court_name: string | null;
  date: string;
  slot: string;
  reason: string;
  created_at: unknown;
}

const toBlock = (r: BlockRow): Block => ({
  id: Number(r.id),
  seriesId: Number(r.series_id),
  courtId: r.court_id === null ? null : Number(r.court_id),
  courtName: r.court_name,
  date: r.date,
  slot: r.slot,
  reason: r.reason,
  createdAt: isoOf(r.created_at),
});

const BLOCK_COLUMNS = sql`b.id, b.series_id, b.court_id, c.name as court_name, b.date::text as date, b.slot, b.reason, b.created_at`;

interface NewBlocks {
  venueId: number;
  courtId: number | null;
  dates: string[];
  slots: string[];
  reason: string;
  createdBy: number;
}

/**
 * Writes every date × slot as one series (its first block's id), leaving slots already blocked for
 * the same court as they are; the ids written. Called under the bookings lock.
 */
async function insertBlocks(tx: Pick<Db, "execute">, input: NewBlocks): Promise<number[]> {
  const rows = input.dates.flatMap((date) =>
    input.slots.map(
      (slot) =>
        sql`(${input.venueId}::int, ${input.courtId}::int, ${date}::date, ${slot}, ${input.reason}, ${input.createdBy}::int)`,
    ),
  );
  const made = await queryRows<{ id: number }>(
    tx,
    sql`insert into court_blocks (venue_id, court_id, date, slot, reason, created_by)
        values ${sql.join(rows, sql`, `)} on conflict do nothing returning id`,
  );
  const ids = made.map((m) => Number(m.id));
  if (ids.length > 0) {
    await tx.execute(
      sql`update court_blocks set series_id = ${Math.min(...ids)} where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  return ids;
}

/** Drizzle only: blocked slots (docs/product/blocks.md, decision 028). */
export function blocksRepo(db: Db) {
  return {
    /**
     * Blocks every date × slot for the court (null: the whole venue), unless a live booking is in
     * the way: then nothing is written and that booking is answered. Bookings are paused for the
     * few milliseconds this takes (the lock), so a hold made at the same moment is either seen
     * here or sees the block (holds.ts reads blocks in its own statement). A slot already blocked
     * for the same court is left as it is.
     */
    async block(input: NewBlocks): Promise<{ blocks: Block[] } | { inTheWay: BookingInTheWay }> {
      return db.transaction(async (tx) => {
        await pauseBookings(tx);
        const dates = sql`(${sql.join(
          input.dates.map((d) => sql`${d}::date`),
          sql`, `,
        )})`;
        const slots = sql`(${sql.join(
          input.slots.map((s) => sql`${s}`),
          sql`, `,
        )})`;
        const courts: SQL = input.courtId === null ? sql`true` : sql`bk.court_id in (${courtsSharing(input.courtId)})`;
        const [clash] = await queryRows<BookingInTheWay>(
          tx,
          sql`select bk.id, c.name as "courtName", bk.date::text as date, bk.slot, coalesce(bk.player_name, u.full_name) as "playerName"
              from ${bookingRows()} bk join courts c on c.id = bk.court_id left join users u on u.id = bk.user_id
              where bk.venue_id = ${input.venueId} and bk.date in ${dates} and bk.slot in ${slots}
                and ${courts} and ${occupiesSlot("bk")}
              order by bk.date, bk.slot limit 1`,
        );
        if (clash) return { inTheWay: { ...clash, id: Number(clash.id) } };
        const ids = await insertBlocks(tx, input);
        if (ids.length === 0) return { blocks: [] };
        const blocks = await queryRows<BlockRow>(
          tx,
          sql`select ${BLOCK_COLUMNS} from court_blocks b left join courts c on c.id = b.court_id
              where b.id in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )}) order by b.date, b.slot`,
        );
        return { blocks: blocks.map(toBlock) };
      });
    },

    /**
     * A closure's blocks: every date × slot for the court (null: the whole venue), written over
     * live bookings (the closure cancels them next) under the same lock as `block`, so no hold
     * slips in after. Slots already blocked are left as they are. Returns how many were new.
     */
    async close(input: NewBlocks): Promise<number> {
      return db.transaction(async (tx) => {
        await pauseBookings(tx);
        return (await insertBlocks(tx, input)).length;
      });
    },

    /** The venue's blocks from `from` on, in date and slot order. */
    async list(venueId: number, from: string): Promise<Block[]> {
      const rows = await queryRows<BlockRow>(
        db,
        sql`select ${BLOCK_COLUMNS} from court_blocks b left join courts c on c.id = b.court_id
            where b.venue_id = ${venueId} and b.date >= ${from}::date order by b.date, b.slot, b.id limit 1000`,
      );
      return rows.map(toBlock);
    },

    async byId(id: number): Promise<{ id: number; venueId: number; seriesId: number; date: string } | undefined> {
      const [row] = await queryRows<{ id: number; venueId: number; seriesId: number; date: string }>(
        db,
        sql`select id, venue_id as "venueId", series_id as "seriesId", date::text as date from court_blocks where id = ${id}`,
      );
      return row && { ...row, venueId: Number(row.venueId), seriesId: Number(row.seriesId) };
    },

    /** Removes one block, or with `series` every block of its series from its date on. */
    async remove(block: { id: number; seriesId: number; date: string }, series: boolean): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        series
          ? sql`delete from court_blocks where series_id = ${block.seriesId} and date >= ${block.date}::date returning id`
          : sql`delete from court_blocks where id = ${block.id} returning id`,
      );
      return rows.length;
    },
  };
}
