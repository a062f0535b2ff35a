import { MAX_WAITLIST_ENTRIES, WAITLIST_OFFER_MINUTES, type WaitlistEntry, type WaitlistStatus } from "@crease/core";
import { sql } from "drizzle-orm";
import { occupiesSlot, statusNotIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isoOf, queryRows } from "../../db/rows";
import { enqueueJob } from "../../lib/jobs";
import { blockedSql, courtsSharing } from "../bookings/holds";
import { bookingRows } from "../bookings/reads/booking-rows";
import { WAITLIST_OFFER_JOB } from "../bookings/waitlist-offers";

/** The job that tells an offered player (in-app and by mail), queued with the offer itself. */
export const WAITLIST_NOTIFY_JOB = "waitlist.notify";

export interface SlotKey {
  courtId: number;
  date: string;
  slot: string;
}

/** Why a join was refused, for the service to word. */
export type JoinRefusal = "free" | "own" | "again" | "cap";

interface EntryRow {
  id: number;
  venue_id: number;
  venue_name: string;
  court_id: number;
  court_name: string;
  date: string;
  slot: string;
  status: WaitlistStatus;
  ahead: number;
  offer_expires_at: unknown;
  created_at: unknown;
}

const entryOf = (row: EntryRow): WaitlistEntry => ({
  id: row.id,
  venueId: row.venue_id,
  venueName: row.venue_name,
  courtId: row.court_id,
  courtName: row.court_name,
  date: row.date,
  slot: row.slot,
  status: row.status,
  ahead: row.ahead,
  offerExpiresAt: row.offer_expires_at ? isoOf(row.offer_expires_at) : null,
  createdAt: isoOf(row.created_at),
});

const sameSlot = (alias: string, key: SlotKey) =>
  sql`${sql.raw(alias)}.court_id in (${courtsSharing(key.courtId)}) and ${sql.raw(alias)}.date = ${key.date}::date
    and ${sql.raw(alias)}.slot = ${key.slot}`;

/** The player's entries still waiting or offered, for slots from today on; one with `id`. */
async function listIn(on: Db, userId: number, today: string, id?: number): Promise<WaitlistEntry[]> {
  const rows = await queryRows<EntryRow>(
    on,
    sql`select w.id, w.venue_id, v.name as venue_name, w.court_id, c.name as court_name, w.date::text as date,
          w.slot, w.status, w.offer_expires_at, w.created_at,
          (select count(*)::int from waitlist_entries a where a.court_id = w.court_id and a.date = w.date
            and a.slot = w.slot and a.id < w.id and a.status in ('waiting', 'offered')) as ahead
        from waitlist_entries w join venues v on v.id = w.venue_id join courts c on c.id = w.court_id
        where w.user_id = ${userId} and w.status in ('waiting', 'offered') and w.date >= ${today}::date
          -- Booked already (the queue marks it so on its next run): no longer waited for.
          and not exists (select 1 from ${bookingRows()} bk where bk.user_id = w.user_id and bk.court_id = w.court_id
            and bk.date = w.date and bk.slot = w.slot and ${occupiesSlot("bk")} and ${statusNotIn(sql`bk.status`, "held")})
          and (${id ?? null}::int is null or w.id = ${id ?? null}::int)
        order by w.date, w.slot, w.id`,
  );
  return rows.map(entryOf);
}

/** Drizzle only: waitlist entries and the offers made from them (decision 037). */
export function waitlistRepo(db: Db) {
  return {
    /**
     * Adds the player at the end of the slot's queue. The player's row is locked first, so joins
     * sent at once are counted one after another against MAX_WAITLIST_ENTRIES. A slot may be
     * joined while someone else holds or books it, or while its queue is being offered it.
     */
    async join(userId: number, venueId: number, key: SlotKey, today: string): Promise<WaitlistEntry | JoinRefusal> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${userId} for update`);
        const [state] = await queryRows<{ mine: boolean; others: boolean; queued: boolean; active: number }>(
          tx,
          sql`select
                exists (select 1 from ${bookingRows()} bk where ${sameSlot("bk", key)} and ${occupiesSlot("bk")}
                  and bk.user_id = ${userId}) as mine,
                exists (select 1 from ${bookingRows()} bk where ${sameSlot("bk", key)} and ${occupiesSlot("bk")}
                  and bk.user_id is distinct from ${userId}) as others,
                exists (select 1 from waitlist_entries w where ${sameSlot("w", key)}
                  and w.status in ('waiting', 'offered')) as queued,
                (select count(*)::int from waitlist_entries where user_id = ${userId}
                  and status in ('waiting', 'offered') and date >= ${today}::date) as active`,
        );
        if (state?.mine) return "own";
        if (!state?.others && !state?.queued) return "free";
        if ((state?.active ?? 0) >= MAX_WAITLIST_ENTRIES) return "cap";
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`insert into waitlist_entries (user_id, venue_id, court_id, date, slot)
              values (${userId}, ${venueId}, ${key.courtId}, ${key.date}::date, ${key.slot})
              on conflict on constraint waitlist_entries_once do nothing returning id`,
        );
        if (!row) return "again";
        const [entry] = await listIn(tx, userId, today, row.id);
        return entry as WaitlistEntry;
      });
    },

    listIn: (userId: number, today: string) => listIn(db, userId, today),

    /**
     * Takes the player out of a queue (leave) or passes their running offer on (decline): the
     * slot's next offer is queued in the same transaction. Another player's entry is "missing".
     */
    async release(userId: number, id: number, how: "leave" | "decline"): Promise<"done" | "missing" | "not-offered"> {
      return db.transaction(async (tx) => {
        const [entry] = await queryRows<{ court_id: number; date: string; slot: string; status: WaitlistStatus }>(
          tx,
          sql`select court_id, date::text as date, slot, status from waitlist_entries
              where id = ${id} and user_id = ${userId} for update`,
        );
        if (!entry) return "missing";
        if (how === "decline" && entry.status !== "offered") return "not-offered";
        if (how === "leave") await tx.execute(sql`delete from waitlist_entries where id = ${id}`);
        else await tx.execute(sql`update waitlist_entries set status = 'passed' where id = ${id}`);
        await enqueueJob(tx, WAITLIST_OFFER_JOB, { courtId: entry.court_id, date: entry.date, slot: entry.slot });
        return "done";
      });
    },

    /** Every slot with a live queue from today on (the sweep's work). */
    async queuedSlots(today: string): Promise<SlotKey[]> {
      const rows = await queryRows<{ court_id: number; date: string; slot: string }>(
        db,
        sql`select distinct court_id, date::text as date, slot from waitlist_entries
            where status in ('waiting', 'offered') and date >= ${today}::date`,
      );
      return rows.map((r) => ({ courtId: r.court_id, date: r.date, slot: r.slot }));
    },

    /** Queues of days gone by are closed: nobody can be offered a slot that was played. */
    async closePast(today: string): Promise<void> {
      await db.execute(
        sql`update waitlist_entries set status = 'passed'
            where status in ('waiting', 'offered') and date < ${today}::date`,
      );
    },

    /**
     * Moves a slot's queue on, in one transaction that locks the queue's rows first, so two runs
     * for one slot (the sweep and an offer's expiry) go one after the other and make one offer.
     * An offer whose player holds or booked the slot is `booked`; one that ran out is `passed`.
     * While the slot is free (no live booking of a court sharing it, no block) and no offer runs,
     * the first waiting player is offered it for WAITLIST_OFFER_MINUTES, with the job that tells
     * them and the job that passes it on when it runs out. Returns the entry offered, if any.
     */
    async offerNext(key: SlotKey): Promise<number | null> {
      return db.transaction(async (tx) => {
        const queue = await queryRows<{ id: number; user_id: number; status: WaitlistStatus; running: boolean }>(
          tx,
          sql`select id, user_id, status, coalesce(offer_expires_at > now(), false) as running from waitlist_entries
              where court_id = ${key.courtId} and date = ${key.date}::date and slot = ${key.slot}
                and status in ('waiting', 'offered')
              order by id for update`,
        );
        if (queue.length === 0) return null;
        const [court] = await queryRows<{ venue_id: number }>(
          tx,
          sql`select venue_id from courts where id = ${key.courtId}`,
        );
        if (!court) return null;
        const [slot] = await queryRows<{ holders: number[] | null; booked: number[] | null; blocked: boolean }>(
          tx,
          sql`select
                (select array_agg(bk.user_id) from ${bookingRows()} bk where ${sameSlot("bk", key)} and ${occupiesSlot("bk")})
                  as holders,
                (select array_agg(bk.user_id) from ${bookingRows()} bk where ${sameSlot("bk", key)} and ${occupiesSlot("bk")}
                  and ${statusNotIn(sql`bk.status`, "held")}) as booked,
                ${blockedSql(court.venue_id, key.courtId, sql`${key.date}::date`, sql`${key.slot}`)} as blocked`,
        );
        const holders = new Set(slot?.holders ?? []);
        const booked = new Set(slot?.booked ?? []);
        // A waiter whose booking of the slot is made got it: out of the queue as booked. One who is
        // still paying keeps their place until the hold is paid or runs out.
        const got = queue.filter((e) => booked.has(e.user_id)).map((e) => e.id);
        const ranOut = queue
          .filter((e) => e.status === "offered" && !e.running && !holders.has(e.user_id))
          .map((e) => e.id);
        const ids = (list: number[]) =>
          sql.join(
            list.map((id) => sql`${id}`),
            sql`, `,
          );
        if (got.length > 0)
          await tx.execute(sql`update waitlist_entries set status = 'booked' where id in (${ids(got)})`);
        if (ranOut.length > 0) {
          await tx.execute(sql`update waitlist_entries set status = 'passed' where id in (${ids(ranOut)})`);
        }
        const left = queue.filter((e) => !got.includes(e.id) && !ranOut.includes(e.id));
        if (holders.size > 0 || slot?.blocked || left.some((e) => e.status === "offered")) return null;
        const head = left.find((e) => e.status === "waiting");
        if (!head) return null;
        const [offered] = await queryRows<{ offer_expires_at: unknown }>(
          tx,
          sql`update waitlist_entries set status = 'offered', offered_at = now(),
                offer_expires_at = now() + make_interval(mins => ${WAITLIST_OFFER_MINUTES})
              where id = ${head.id} returning offer_expires_at`,
        );
        const expiresAt = new Date(isoOf(offered?.offer_expires_at));
        await enqueueJob(tx, WAITLIST_NOTIFY_JOB, { entryId: head.id });
        // A second after the offer runs out, the queue moves on (and the sweep would anyway).
        await enqueueJob(tx, WAITLIST_OFFER_JOB, { ...key }, new Date(expiresAt.getTime() + 1000));
        return head.id;
      });
    },

    /**
     * A running offer with what its notification says; null once it is no longer offered, or once
     * the player holds or has booked the slot: a notify job that runs late (the queue yields to a
     * busy server) must not tell them to book what they have just booked.
     */
    async offer(entryId: number) {
      const [row] = await queryRows<{
        user_id: number;
        venue_id: number;
        venue_name: string;
        court_id: number;
        date: string;
        slot: string;
        offer_expires_at: unknown;
      }>(
        db,
        sql`select w.user_id, w.venue_id, v.name as venue_name, w.court_id, w.date::text as date, w.slot,
              w.offer_expires_at
            from waitlist_entries w join venues v on v.id = w.venue_id
            where w.id = ${entryId} and w.status = 'offered' and w.offer_expires_at > now()
              and not exists (select 1 from ${bookingRows()} bk where bk.user_id = w.user_id and bk.court_id = w.court_id
                and bk.date = w.date and bk.slot = w.slot and ${occupiesSlot("bk")})`,
      );
      return row ? { ...row, expiresAt: isoOf(row.offer_expires_at) } : null;
    },
  };
}

export type WaitlistRepo = ReturnType<typeof waitlistRepo>;
