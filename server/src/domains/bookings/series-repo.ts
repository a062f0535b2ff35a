import type { DiscountedPrice, HoldCounts } from "@crease/core";
import { sql } from "drizzle-orm";
import { isLive, moveSql, occupiesSlot, statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isoOf, isUniqueViolation, queryRows } from "../../db/rows";
import { dropOpenOrdersStep, seriesOrderRows } from "../payments/booking-charges";
import { blockedSql, type CountsRow, countsOf, countsSql, courtsSharing, waitlistAheadSql } from "./holds";

/** One date of a weekly booking at its own price (the series discount in `discountPaise`). */
export interface SeriesDate {
  date: string;
  price: DiscountedPrice;
}

export interface SeriesHoldInput {
  userId: number;
  venueId: number;
  courtId: number;
  slot: string;
  weeks: number;
  discountPercent: number;
  dates: SeriesDate[];
  holdMinutes: number;
  /** Refuses the hold (its transaction rolls back) when the player's limits say so, counted with it. */
  refuse: (counts: HoldCounts) => Error | null;
  /** The provider's order id when known before the hold (the sandbox): recorded in the same transaction. */
  order?: { id: string; provider: string };
}

export interface SeriesHold {
  seriesId: number;
  /** The dates' holds, oldest date first: the first is the one the provider's order names. */
  holds: { id: number; date: string; price: DiscountedPrice }[];
  holdExpiresAt: Date;
  orderId: string | null;
}

/** A date of the series someone else has (or the waitlist or a block keeps): nothing is held. */
export class SeriesDateTaken extends Error {}

const HELD = statusIn(sql`status`, "held");

/** SQL only: weekly bookings (docs/product/weekly-slots.md, decision 039). */
export function seriesRepo(db: Db) {
  return {
    /**
     * For each date, why it cannot be held now (null: free): a live booking of the court or one
     * sharing its space, the owner's block or closure, or the waitlist ahead of the player.
     */
    async freeDates(input: { userId: number; venueId: number; courtId: number; slot: string; dates: string[] }) {
      if (input.dates.length === 0) return new Map<string, "taken" | "blocked" | null>();
      const rows = await queryRows<{ date: string; taken: boolean; blocked: boolean }>(
        db,
        sql`select d.date::text as date,
              exists (select 1 from bookings bk where bk.court_id in (${courtsSharing(input.courtId)})
                and bk.date = d.date and bk.slot = ${input.slot} and ${occupiesSlot("bk")})
              or ${waitlistAheadSql(input.userId, input.courtId, sql`d.date`, sql`${input.slot}`)} as taken,
              ${blockedSql(input.venueId, input.courtId, sql`d.date`, sql`${input.slot}`)} as blocked
            from unnest(${`{${input.dates.join(",")}}`}::date[]) as d(date)`,
      );
      return new Map(rows.map((r) => [r.date, r.blocked ? "blocked" : r.taken ? "taken" : null] as const));
    },

    /**
     * Holds every date of the series in one transaction, or none: the player's row is locked first
     * (their other holds wait, then count these), holds past their time on these slots step aside,
     * and one insert holds the dates. A date another live booking has (or its space, a block, the
     * waitlist) throws SeriesDateTaken; the limits, counted with these holds as one checkout, may
     * refuse it (`refuse`). Then, when the provider's order id is known, its order rows.
     */
    async hold(input: SeriesHoldInput): Promise<SeriesHold> {
      const slot = sql`${input.slot}`;
      const expire = moveSql("expire");
      const hold = moveSql("hold");
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(sql`update users set holds_placed = holds_placed + 1 where id = ${input.userId}`);
          const [series] = await queryRows<{ id: number }>(
            tx,
            sql`insert into booking_series (user_id, venue_id, court_id, slot, weeks, discount_percent)
                values (${input.userId}, ${input.venueId}, ${input.courtId}, ${input.slot}, ${input.weeks},
                  ${input.discountPercent}) returning id`,
          );
          const seriesId = Number(series?.id);
          const dates = sql.join(
            input.dates.map((d) => sql`${d.date}::date`),
            sql`, `,
          );
          await tx.execute(
            sql`update bookings set status = ${expire.to}, updated_at = now()
                where court_id in (${courtsSharing(input.courtId)}) and date in (${dates}) and slot = ${slot}
                  and ${expire.from} and hold_expires_at <= now()`,
          );
          const values = sql.join(
            input.dates.map(
              ({ date, price: p }) =>
                sql`(${date}::date, ${p.basePaise}::int, ${p.addOnsPaise}::int, ${p.gstPaise}::int, ${p.totalPaise}::int,
                  ${p.payNowPaise}::int, ${JSON.stringify(p.addOns)}::jsonb, ${p.discountPaise}::int)`,
            ),
            sql`, `,
          );
          const held = await queryRows<{ id: number; date: string; hold_expires_at: unknown }>(
            tx,
            sql`insert into bookings (venue_id, court_id, user_id, date, slot, status, payment_status, base_paise,
                  add_ons_paise, gst_paise, total_paise, pay_now_paise, add_ons, discount_paise, payment_attempts,
                  hold_expires_at, series_id)
                select ${input.venueId}, ${input.courtId}, ${input.userId}, d.date, ${slot}, ${hold.to},
                  ${hold.paymentTo("pending")}, d.base, d.add_ons_paise, d.gst, d.total, d.pay_now, d.add_ons, d.discount, 1,
                  now() + make_interval(mins => ${input.holdMinutes}), ${seriesId}
                from (values ${values}) as d(date, base, add_ons_paise, gst, total, pay_now, add_ons, discount)
                where not ${blockedSql(input.venueId, input.courtId, sql`d.date`, slot)}
                  and not ${waitlistAheadSql(input.userId, input.courtId, sql`d.date`, slot)}
                on conflict (court_id, date, slot) where ${isLive(sql`status`)} do nothing
                returning id, date::text as date, hold_expires_at`,
          );
          if (held.length < input.dates.length) throw new SeriesDateTaken();
          const [first] = input.dates;
          const [counts] = await queryRows<CountsRow>(
            tx,
            countsSql(sql`bookings where user_id = ${input.userId} and created_at > now() - interval '1 hour'`, {
              id: Number(held[0]?.id),
              courtId: input.courtId,
              date: first?.date ?? "",
              slot: input.slot,
              seriesId,
            }),
          );
          const refusal = input.refuse(countsOf(counts));
          if (refusal) throw refusal;
          const byDate = new Map(held.map((h) => [h.date, h]));
          const holds = input.dates.map(({ date, price }) => ({ id: Number(byDate.get(date)?.id), date, price }));
          if (input.order) await tx.execute(seriesOrderRows(input.order.id, input.order.provider, input.userId, holds));
          return {
            seriesId,
            holds,
            holdExpiresAt: new Date(isoOf(held[0]?.hold_expires_at)),
            orderId: input.order?.id ?? null,
          };
        });
      } catch (error) {
        // Another live booking of a court sharing the space (the claims' primary key) took a date.
        if (isUniqueViolation(error, "court_overlap_claims_pkey")) throw new SeriesDateTaken();
        throw error;
      }
    },

    /** The provider's order for a series held without one (Razorpay): its rows, one per date. */
    async attachOrder(orderId: string, provider: string, userId: number, holds: SeriesHold["holds"]) {
      await db.execute(seriesOrderRows(orderId, provider, userId, holds));
    },

    /** Takes back a series' holds nothing was paid for (the provider opened no order). */
    async drop(seriesId: number): Promise<void> {
      await db.execute(
        sql`with gone as (delete from bookings where series_id = ${seriesId} and ${HELD} returning id)
            ${dropOpenOrdersStep(sql`select id from gone`)}`,
      );
    },

    /** The player's series and its bookings (oldest date first); undefined when it is not theirs. */
    async bookingIdsOf(seriesId: number, userId: number): Promise<number[] | undefined> {
      const rows = await queryRows<{ id: number | null }>(
        db,
        sql`select bk.id from booking_series s left join bookings bk on bk.series_id = s.id
            where s.id = ${seriesId} and s.user_id = ${userId} order by bk.date, bk.id`,
      );
      if (rows.length === 0) return undefined;
      return rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)]));
    },
  };
}
