import { sql } from "drizzle-orm";
import { bookingStatus, occupiesSlot, statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { bookingRows } from "../bookings/reads/booking-rows";

const HELD = statusIn(sql`bk.status`, "held");

export interface TakenSlot {
  courtId: number;
  date: string;
  slot: string;
  /** "held" for a hold that has not run out, else "booked". */
  state: "held" | "booked";
  /** When a hold runs out (epoch ms); null for a booking. */
  holdEndsAt: number | null;
}

/** A slot the owner blocked: for one court (and those sharing space with it), or `null` for every court. */
export interface BlockedSlot {
  courtId: number | null;
  date: string;
  slot: string;
}

/** Drizzle only: which slots of a venue are taken over a range of dates, in one query. */
export function availabilityRepo(db: Db) {
  return {
    async takenSlots(venueId: number, from: string, to: string): Promise<TakenSlot[]> {
      const rows = await queryRows<Omit<TakenSlot, "holdEndsAt"> & { holdEndsAt: string | null }>(
        db,
        sql`select bk.court_id as "courtId", bk.date::text as date, bk.slot,
              case when ${HELD} then ${bookingStatus("held")} else 'booked' end as state,
              case when ${HELD}
                then (extract(epoch from bk.hold_expires_at) * 1000)::bigint::text end as "holdEndsAt"
            from ${bookingRows()} bk
            where bk.venue_id = ${venueId} and bk.date between ${from}::date and ${to}::date
              and ${occupiesSlot("bk")}`,
      );
      return rows.map((r) => ({
        ...r,
        courtId: Number(r.courtId),
        holdEndsAt: r.holdEndsAt === null ? null : Number(r.holdEndsAt),
      }));
    },

    async blockedSlots(venueId: number, from: string, to: string): Promise<BlockedSlot[]> {
      const rows = await queryRows<BlockedSlot>(
        db,
        sql`select court_id as "courtId", date::text as date, slot from court_blocks
            where venue_id = ${venueId} and date between ${from}::date and ${to}::date`,
      );
      return rows.map((r) => ({ ...r, courtId: r.courtId === null ? null : Number(r.courtId) }));
    },
  };
}
