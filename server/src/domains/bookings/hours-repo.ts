import type { DiscountedPrice, HoldCounts } from "@crease/core";
import { sql } from "drizzle-orm";
import { isLive, moveSql, statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isoOf, isUniqueViolation, queryRows } from "../../db/rows";
import { dropOpenOrdersStep, hoursOrderRows } from "../payments/booking-charges";
import { blockedSql, type CountsRow, countsOf, countsSql, courtsSharing, waitlistAheadSql } from "./holds";

/** One hour on one court of a booking of several hours, at its own price. */
export interface HourCell {
  courtId: number;
  slot: string;
  price: DiscountedPrice;
}

export interface HoursHoldInput {
  userId: number;
  venueId: number;
  date: string;
  /** Lead first: the first hour of the first court; then the rest, court by court, hour by hour. */
  cells: HourCell[];
  holdMinutes: number;
  /** Refuses the hold (its transaction rolls back) when the player's limits say so, counted with it. */
  refuse: (counts: HoldCounts) => Error | null;
  /** The provider's order id when known before the hold (the sandbox): recorded in the same transaction. */
  order?: { id: string; provider: string };
}

export interface HoursHold {
  /** The lead row: the booking's id, the one the provider's order names. */
  leadId: number;
  cells: (HourCell & { id: number })[];
  holdExpiresAt: Date;
  orderId: string | null;
}

/** An hour or court someone else has (or the waitlist or a block keeps): nothing is held. */
export class HourTaken extends Error {}

const HELD = statusIn(sql`status`, "held");

/**
 * SQL only: a booking of several hours (decision 049) is one bookings row per hour and court, every
 * row naming the lead (`part_of`), so the unique index `bookings_one_per_slot` and the overlap
 * claims refuse a double booking of any of its hours exactly as they do for one.
 */
export function hoursRepo(db: Db) {
  return {
    /**
     * Holds every hour and court in one transaction, or none: the player's row is locked first
     * (their other holds wait, then count this one), holds past their time on these slots step
     * aside, and one insert holds them all. Any hour another live booking has (or its space, a
     * block, the waitlist) throws HourTaken and rolls back; two players racing for overlapping
     * hours meet at the unique index, so exactly one of them holds. The limits count the booking
     * as one checkout (`refuse`). Then, when the provider's order id is known, its order rows.
     */
    async hold(input: HoursHoldInput): Promise<HoursHold> {
      const expire = moveSql("expire");
      const hold = moveSql("hold");
      const slots = sql.join(
        [...new Set(input.cells.map((c) => c.slot))].map((slot) => sql`${slot}`),
        sql`, `,
      );
      const courts = [...new Set(input.cells.map((c) => c.courtId))];
      // Inserted in one order (court, then time) by everyone, so two racing holds wait, never deadlock.
      const ordered = [...input.cells].sort((a, b) => a.courtId - b.courtId || a.slot.localeCompare(b.slot));
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(sql`update users set holds_placed = holds_placed + 1 where id = ${input.userId}`);
          for (const courtId of courts) {
            await tx.execute(
              sql`update bookings set status = ${expire.to}, updated_at = now()
                  where court_id in (${courtsSharing(courtId)}) and date = ${input.date}::date and slot in (${slots})
                    and ${expire.from} and hold_expires_at <= now()`,
            );
          }
          const values = sql.join(
            ordered.map(
              ({ courtId, slot, price: p }) =>
                sql`(${courtId}::int, ${slot}::text, ${p.basePaise}::int, ${p.addOnsPaise}::int, ${p.gstPaise}::int,
                  ${p.totalPaise}::int, ${p.payNowPaise}::int, ${JSON.stringify(p.addOns)}::jsonb, ${p.discountPaise}::int)`,
            ),
            sql`, `,
          );
          const date = sql`${input.date}::date`;
          const held = await queryRows<{ id: number; court_id: number; slot: string; hold_expires_at: unknown }>(
            tx,
            sql`insert into bookings (venue_id, court_id, user_id, date, slot, status, payment_status, base_paise,
                  add_ons_paise, gst_paise, total_paise, pay_now_paise, add_ons, discount_paise, payment_attempts,
                  hold_expires_at)
                select ${input.venueId}, h.court_id, ${input.userId}, ${date}, h.slot, ${hold.to},
                  ${hold.paymentTo("pending")}, h.base, h.add_ons_paise, h.gst, h.total, h.pay_now, h.add_ons, h.discount, 1,
                  now() + make_interval(mins => ${input.holdMinutes})
                from (values ${values}) as h(court_id, slot, base, add_ons_paise, gst, total, pay_now, add_ons, discount)
                on conflict (court_id, date, slot) where ${isLive(sql`status`)} do nothing
                returning id, court_id, slot, hold_expires_at`,
          );
          if (held.length < input.cells.length) throw new HourTaken();
          const idOf = new Map(held.map((h) => [`${h.court_id} ${h.slot}`, Number(h.id)]));
          const cells = input.cells.map((c) => ({ ...c, id: idOf.get(`${c.courtId} ${c.slot}`) as number }));
          const [lead] = cells;
          if (!lead) throw new HourTaken();
          // Blocks and the waitlist, per court (their SQL names one court); any of them undoes it all.
          for (const courtId of courts) {
            const [kept] = await queryRows<{ kept: boolean }>(
              tx,
              sql`select exists (select 1 from bookings h where h.id in (${sql.join(
                cells.filter((c) => c.courtId === courtId).map((c) => sql`${c.id}`),
                sql`, `,
              )}) and (${blockedSql(input.venueId, courtId, date, sql`h.slot`)}
                or ${waitlistAheadSql(input.userId, courtId, date, sql`h.slot`)})) as kept`,
            );
            if (kept?.kept) throw new HourTaken();
          }
          await tx.execute(
            sql`update bookings set part_of = ${lead.id} where id in (${sql.join(
              cells.map((c) => sql`${c.id}`),
              sql`, `,
            )})`,
          );
          const [counts] = await queryRows<CountsRow>(
            tx,
            countsSql(sql`bookings where user_id = ${input.userId} and created_at > now() - interval '1 hour'`, {
              id: lead.id,
              courtId: lead.courtId,
              date: input.date,
              slot: lead.slot,
            }),
          );
          const refusal = input.refuse(countsOf(counts));
          if (refusal) throw refusal;
          if (input.order) await tx.execute(hoursOrderRows(input.order.id, input.order.provider, input.userId, cells));
          return {
            leadId: lead.id,
            cells,
            holdExpiresAt: new Date(isoOf(held[0]?.hold_expires_at)),
            orderId: input.order?.id ?? null,
          };
        });
      } catch (error) {
        // Another live booking of a court sharing the space (the claims' primary key) took an hour.
        if (isUniqueViolation(error, "court_overlap_claims_pkey")) throw new HourTaken();
        throw error;
      }
    },

    /** The provider's order for hours held without one (Razorpay): its rows, one per hour and court. */
    async attachOrder(orderId: string, provider: string, userId: number, cells: HoursHold["cells"]) {
      await db.execute(hoursOrderRows(orderId, provider, userId, cells));
    },

    /** Takes back the hours nothing was paid for (the provider opened no order). */
    async drop(leadId: number): Promise<void> {
      await db.execute(
        sql`with gone as (delete from bookings where part_of = ${leadId} and ${HELD} returning id)
            ${dropOpenOrdersStep(sql`select id from gone`)}`,
      );
    },
  };
}
