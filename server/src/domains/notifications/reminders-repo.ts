import { slotInstants } from "@crease/core";
import { sql } from "drizzle-orm";
import { statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { queryPrepared, queryRows } from "../../db/rows";
import { bookingRecordsByIds } from "../bookings/reads/booking-records";
import { bookingRows } from "../bookings/reads/booking-rows";
import type { BookingRecord } from "../bookings/record";
import { type InsertedRow, type NewNotificationRow, withRecipientOf } from "./repo";

/** The two reminders a booking may get (docs/product/notifications.md#reminders). */
export const REMINDER_KINDS = ["24h", "2h"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** A booking that may still be owed a reminder: when it starts, and whether its 24 h one went already. */
export interface ReminderCandidate {
  id: number;
  startsAt: Date;
  dayBeforeSent: boolean;
}

/** Candidates read per statement: small rows, read page by page until none is left. */
const CANDIDATES_PER_PAGE = 2000;

/** Drizzle-free SQL: who is owed a reminder, and storing one exactly once. */
export function remindersRepo(db: Db) {
  return {
    /**
     * Confirmed bookings of the IST dates `from`…`to` whose player has an account that did not turn
     * reminders off and that have not had their 2 h reminder (the last one), after `after` in
     * (date, id) order. Which reminder is due, if any, is the service's arithmetic on the start.
     */
    async candidates(from: string, to: string, after: { date: string; id: number } | null) {
      const rows = await queryRows<{
        id: number;
        date: string;
        slot: string;
        overnight_from: string | null;
        day_before_sent: boolean;
      }>(
        db,
        sql`select bk.id, bk.date::text as date, bk.slot,
              (select h.start_time from (select start_time, end_time from nets_details where venue_id = bk.venue_id
                  union all select start_time, end_time from box_cricket_details where venue_id = bk.venue_id) h
                where h.end_time < h.start_time limit 1) as overnight_from,
              exists (select 1 from booking_reminders r where r.booking_id = bk.id and r.kind = '24h') as day_before_sent
            from ${bookingRows()} bk join users u on u.id = bk.user_id
            where ${statusIn(sql`bk.status`, "confirmed")} and bk.date between ${from}::date and ${to}::date
              -- A booking of several hours is reminded of once, by its first hour (decision 049).
              and (bk.part_of is null or bk.part_of = bk.id)
              and coalesce(u.notification_prefs->>'reminders', 'true') <> 'false'
              and not exists (select 1 from booking_reminders r where r.booking_id = bk.id and r.kind = '2h')
              ${after ? sql`and (bk.date, bk.id) > (${after.date}::date, ${after.id}::int)` : sql``}
            order by bk.date, bk.id
            limit ${CANDIDATES_PER_PAGE}`,
      );
      // A desk booking without an account has no user row to join: it is never a candidate.
      const page = rows.map((row) => ({
        id: Number(row.id),
        date: row.date,
        startsAt: slotInstants(row.date, row.slot, row.overnight_from)?.start ?? null,
        dayBeforeSent: row.day_before_sent === true,
      }));
      const last = page.at(-1);
      return {
        candidates: page.flatMap(({ id, startsAt, dayBeforeSent }) =>
          startsAt ? [{ id, startsAt, dayBeforeSent }] : [],
        ),
        next: page.length === CANDIDATES_PER_PAGE && last ? { date: last.date, id: last.id } : null,
      };
    },

    /** The bookings a run reminds, whole (venue, court, add-ons, money), in id order. */
    async bookings(ids: number[]): Promise<BookingRecord[]> {
      return bookingRecordsByIds(db, ids);
    },

    /**
     * Stores one reminder, once: the `booking_reminders` row (its primary key refuses a second) and
     * the notification are written by one statement, so a second run, a second instance or a
     * restart finds the reminder sent, and never a row without its notification. Nothing is stored
     * when it was sent already or the booking is no longer confirmed (cancelled since it was read).
     */
    async storeOnce(bookingId: number, kind: ReminderKind, note: NewNotificationRow) {
      const rows = await queryPrepared<InsertedRow>(
        db,
        sql`with claimed as (
              insert into booking_reminders (booking_id, kind)
              select bk.id, ${kind}::text from ${bookingRows()} bk
              where bk.id = ${bookingId}::int and bk.user_id = ${note.userId}::int and ${statusIn(sql`bk.status`, "confirmed")}
              on conflict do nothing
              returning booking_id
            ),
            n as (
              insert into notifications (user_id, type, title, message, data)
              select u.id, ${note.type}::text,
                case when u.language = 'hi' then ${note.words.hi.title}::text else ${note.words.en.title}::text end,
                case when u.language = 'hi' then ${note.words.hi.message}::text else ${note.words.en.message}::text end,
                ${JSON.stringify(note.data ?? null)}::jsonb
              from claimed join users u on u.id = ${note.userId}::int
              returning *
            )
            select n.id, n.user_id, n.type, n.title, n.message, n.data, n.read_at, n.created_at,
              u.email, u.status, u.notification_prefs, u.full_name, u.verified_phone as phone, u.language
            from n join users u on u.id = n.user_id`,
      );
      const [row] = rows;
      return row ? withRecipientOf(row) : null;
    },
  };
}
