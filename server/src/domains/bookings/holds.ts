import type { HoldCounts } from "@crease/core";
import { type SQL, sql } from "drizzle-orm";
import { isLive, moveSql, occupiesSlot, statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isoOf, isUniqueViolation, queryPrepared, queryRows } from "../../db/rows";
import { dropOpenOrdersStep, holdOrderStep } from "../payments/booking-charges";

export interface HoldInput {
  venueId: number;
  /** The court to hold (one of the venue's: checkout has checked it). */
  courtId: number;
  userId: number;
  date: string;
  slot: string;
  basePaise: number;
  addOnsPaise: number;
  gstPaise: number;
  totalPaise: number;
  payNowPaise: number;
  addOns: { key: string; name: string; pricePaise: number }[];
  /** A coupon's discount off the taxable value (docs/product/offers.md), and the coupon. */
  discountPaise?: number;
  couponId?: number | null;
  holdMinutes: number;
  /** Provider orders a hold may open (MAX_ORDERS_PER_HOLD); a new hold's first is counted in it. */
  maxOrders: number;
  /**
   * The payment order to record with a new hold, in the same statement, when the provider's order
   * id is known before the hold (the sandbox makes its own ids); at the hold's price.
   */
  order?: { id: string; provider: string };
}

export interface Hold {
  id: number;
  holdExpiresAt: Date;
  /** False when the player's own live hold on the slot was handed back (its expiry unchanged). */
  fresh: boolean;
  /** A new hold's limits, counted in the statement that placed it; null: count them after (`countsAfter`). */
  counts?: HoldCounts | null;
  /** The payment order recorded with a new hold (HoldInput.order), else null. */
  orderId?: string | null;
}

/** The player's holds of this slot, continued after closed payment windows, opened every order they may. */
export interface OrdersSpent {
  spentUntil: Date;
}

const HELD = statusIn(sql`status`, "held");
const EXPIRED = statusIn(sql`status`, "expired");
const HOLD = moveSql("hold");
const EXPIRE = moveSql("expire");

const dateOrNull = (value: unknown) => (value === null || value === undefined ? null : new Date(isoOf(value)));

export interface CountsRow {
  live: number;
  next_free: unknown;
  last_hour: number;
  oldest_in_hour: unknown;
  last_lapsed: unknown;
}

type HoldRow = CountsRow & { id: number; hold_expires_at: unknown; counted: boolean };

export const countsOf = (row: CountsRow | undefined): HoldCounts => ({
  live: row?.live ?? 0,
  nextFree: dateOrNull(row?.next_free),
  lastHour: row?.last_hour ?? 0,
  oldestInHour: dateOrNull(row?.oldest_in_hour),
  lastLapsed: dateOrNull(row?.last_lapsed),
});

/**
 * What the hold limits count (core's holdRefusal) over `rows`: the player's bookings made within
 * the hour, the new hold (`hold.id`) among them. A live hold, and a hold that ended within the
 * cooldown, were all made within the hour (holds last minutes), so the account's last hour is all
 * this reads (bookings_user_idx).
 */
export function countsSql(
  rows: SQL,
  hold: { id: number; courtId: number; date: string; slot: string; seriesId?: number },
): SQL {
  // A weekly booking's dates are one checkout (docs/product/weekly-slots.md): one hold, one slot;
  // so are the hours and courts of one booking (decision 049): only its lead row counts.
  const single = sql`series_id is null and (part_of is null or part_of = id)`;
  return sql`select
      (count(*) filter (where ${HELD} and hold_expires_at > now() and ${single})
        + count(distinct series_id) filter (where ${HELD} and hold_expires_at > now()))::int as live,
      min(hold_expires_at) filter (where ${HELD} and hold_expires_at > now() and id <> ${hold.id}
        ${hold.seriesId === undefined ? sql`` : sql`and series_id is distinct from ${hold.seriesId}::int`}) as next_free,
      -- Slots, not holds: holding a slot again (a payment retried) is the same checkout.
      (count(distinct court_id::text || ' ' || date::text || ' ' || slot)
        filter (where created_at > now() - interval '1 hour' and ${single})
        + count(distinct series_id) filter (where created_at > now() - interval '1 hour'))::int as last_hour,
      min(created_at) filter (where created_at > now() - interval '1 hour') as oldest_in_hour,
      max(hold_expires_at)
        filter (where id <> ${hold.id} and court_id = ${hold.courtId} and date = ${hold.date}::date
          and slot = ${hold.slot} and ${statusIn(sql`status`, "held", "expired")} and hold_expires_at <= now())
        as last_lapsed
    from ${rows}`;
}

/**
 * A hold just placed. Its statement counted the limits in its own snapshot and bumped the
 * player's `holds_placed`: when the bump moved it by exactly one, no other hold of this player
 * committed after that snapshot (any other is still waiting for the bumped row, and will count
 * this one), so the counts are complete. Otherwise `counts` is null and the caller counts again
 * after this hold is in (`countsAfter`), as when holds are made at once.
 */
function placedHold(row: HoldRow, order: HoldInput["order"] | null): Hold {
  return {
    id: row.id,
    holdExpiresAt: new Date(isoOf(row.hold_expires_at)),
    fresh: true,
    counts: row.counted ? countsOf(row) : null,
    orderId: order?.id ?? null,
  };
}

/** The court and every court sharing space with it: a live booking of any of them takes the slot. */
export function courtsSharing(courtId: number): SQL {
  return sql`select ${courtId}::int union all
    select other_court_id from court_overlaps where court_id = ${courtId}
    union all select court_id from court_overlaps where other_court_id = ${courtId}`;
}

/**
 * True when the owner blocked the slot for this court, a court sharing space with it, or the whole
 * venue (docs/product/blocks.md), or removed the court (docs/product/courts.md). Read in the hold's
 * (and the desk booking's) own statement; a block or a removal being made at that moment waits for
 * the hold (it locks bookings first) and then finds it.
 */
export function blockedSql(venueId: number, courtId: number, date: SQL, slot: SQL): SQL {
  return sql`(exists (select 1 from court_blocks b where b.venue_id = ${venueId} and b.date = ${date}
    and b.slot = ${slot} and (b.court_id is null or b.court_id in (${courtsSharing(courtId)})))
    or exists (select 1 from courts rc where rc.id = ${courtId} and rc.removed_at is not null))`;
}

/**
 * True when, for this slot (or one sharing its space), the waitlist has someone ahead of `userId`
 * (docs/product/waitlist.md, decision 037): another player's offer still running, or, while no offer
 * runs for `userId`, another player waiting who joined before `userId` did (or `userId` is not in
 * the queue). Read in the hold's own statement, like `blockedSql`, so a slot that frees with a
 * queue is held by nobody but the head of the queue, even before the offer is sent.
 */
export function waitlistAheadSql(userId: number, courtId: number, date: SQL, slot: SQL): SQL {
  const sameSlot = (alias: string) =>
    sql`${sql.raw(alias)}.date = ${date} and ${sql.raw(alias)}.slot = ${slot}
      and ${sql.raw(alias)}.court_id in (${courtsSharing(courtId)})`;
  const offerRuns = (alias: string) =>
    sql`(${sql.raw(alias)}.status = 'offered' and ${sql.raw(alias)}.offer_expires_at > now())`;
  return sql`exists (select 1 from waitlist_entries w where ${sameSlot("w")} and w.user_id <> ${userId}
    and (${offerRuns("w")} or (w.status = 'waiting' and not exists (
      select 1 from waitlist_entries m where ${sameSlot("m")} and m.user_id = ${userId}
        and (${offerRuns("m")} or (m.status = 'waiting' and m.id < w.id))))))`;
}

/**
 * The hold's statement, where a live booking of a court sharing space (court_overlap_claims, kept
 * by the database's trigger) refuses it as a taken slot: no row, as `on conflict do nothing`.
 */
async function tryInsert(rows: Promise<HoldRow[]>): Promise<HoldRow[]> {
  try {
    return await rows;
  } catch (error) {
    if (isUniqueViolation(error, "court_overlap_claims_pkey")) return [];
    throw error;
  }
}

/** Drizzle only: holding a slot for checkout (docs/SECURITY.md, "No slot hoarding"). */
export function holdsRepo(db: Db) {
  return {
    /**
     * Holds a slot: the insert either wins or meets the unique index (another live hold or
     * booking). A hold's ten minutes are the player's for that slot, whatever they do with them:
     * ordering a slot they hold gets that hold back, and ordering it again after closing its
     * payment window (to retry a declined card, say) gets a hold that ends when the closed one
     * would have, so ordering again never extends a hold; it also carries the payment orders
     * already opened for the slot, so closing and ordering again never opens more than
     * MAX_ORDERS_PER_HOLD (a new hold counts the order it is made for). Holds past their time step
     * aside and the insert is tried once more. The common case is one statement, which also counts
     * the player's hold limits (`placedHold`) and records the payment order when its id is known
     * (HoldInput.order).
     */
    async hold(input: HoldInput): Promise<Hold | OrdersSpent | null> {
      const order = input.order ?? null;
      const insert = () =>
        tryInsert(
          queryPrepared<HoldRow>(
            db,
            sql`with closed as (
                select max(hold_expires_at) as ends, coalesce(max(payment_attempts), 0) as attempts from bookings
                where court_id = ${input.courtId} and date = ${input.date}::date and slot = ${input.slot}
                  and user_id = ${input.userId} and ${EXPIRED} and hold_expires_at > now()
              ), ins as (
                insert into bookings (venue_id, court_id, user_id, date, slot, status, payment_status, base_paise,
                  add_ons_paise, gst_paise, total_paise, pay_now_paise, add_ons, discount_paise, coupon_id,
                  payment_attempts, hold_expires_at)
                select ${input.venueId}, ${input.courtId}, ${input.userId}, ${input.date}::date, ${input.slot}, ${HOLD.to}, ${HOLD.paymentTo("pending")},
                  ${input.basePaise}, ${input.addOnsPaise}, ${input.gstPaise}, ${input.totalPaise}, ${input.payNowPaise},
                  ${JSON.stringify(input.addOns)}::jsonb, ${input.discountPaise ?? 0}, ${input.couponId ?? null}::int,
                  closed.attempts + 1,
                  coalesce(closed.ends, now() + make_interval(mins => ${input.holdMinutes}))
                from closed where closed.attempts < ${input.maxOrders}
                  and not ${blockedSql(input.venueId, input.courtId, sql`${input.date}::date`, sql`${input.slot}`)}
                  and not ${waitlistAheadSql(input.userId, input.courtId, sql`${input.date}::date`, sql`${input.slot}`)}
                on conflict (court_id, date, slot) where ${isLive(sql`status`)}
                do nothing
                returning id, hold_expires_at
              ), ord as (
                ${holdOrderStep({ order, bookingId: sql`ins.id`, from: sql`ins`, venueId: input.venueId, userId: input.userId, price: input })}
              ), seen as (
                select holds_placed from users where id = ${input.userId}
              ), placed as (
                update users set holds_placed = holds_placed + 1 where id = ${input.userId} returning holds_placed
              ), mine as (
                select id, court_id, date, slot, status, hold_expires_at, created_at, series_id, part_of from bookings
                where user_id = ${input.userId} and created_at > now() - interval '1 hour'
                -- The hold this statement places, which its own snapshot cannot see (id -1: not a row).
                union all
                select -1, ${input.courtId}, ${input.date}::date, ${input.slot}, ${HOLD.to}, 'infinity'::timestamptz, now(),
                  null::int, null::int
              ), counts as (
                ${countsSql(sql`mine`, { id: -1, courtId: input.courtId, date: input.date, slot: input.slot })}
              )
              select ins.id, ins.hold_expires_at, placed.holds_placed = seen.holds_placed + 1 as counted, counts.*
              from ins, seen, placed, counts`,
          ),
        );
      let [row] = await insert();
      if (row) return placedHold(row, order);
      const [own] = await queryRows<{ id: number; hold_expires_at: unknown }>(
        db,
        sql`select id, hold_expires_at from bookings
            where court_id = ${input.courtId} and date = ${input.date}::date and slot = ${input.slot}
              and ${HELD} and user_id = ${input.userId} and hold_expires_at > now()
              -- A date of the player's weekly booking, or an hour of a booking of several, is that
              -- order's: never handed to a single order.
              and series_id is null and part_of is null`,
      );
      if (own) return { id: own.id, holdExpiresAt: new Date(isoOf(own.hold_expires_at)), fresh: false };
      const [spent] = await queryRows<{ ends: unknown }>(
        db,
        sql`select max(hold_expires_at) as ends from bookings
            where court_id = ${input.courtId} and date = ${input.date}::date and slot = ${input.slot}
              and user_id = ${input.userId} and ${EXPIRED} and hold_expires_at > now()
              and payment_attempts >= ${input.maxOrders}`,
      );
      if (spent?.ends) return { spentUntil: new Date(isoOf(spent.ends)) };
      const stepped = await queryRows<{ id: number }>(
        db,
        sql`update bookings set status = ${EXPIRE.to}, updated_at = now()
            where court_id in (${courtsSharing(input.courtId)}) and date = ${input.date}::date and slot = ${input.slot}
              and ${EXPIRE.from} and hold_expires_at <= now()
            returning id`,
      );
      if (stepped.length > 0) [row] = await insert();
      return row ? placedHold(row, order) : null;
    },

    /**
     * Whether the slot, free, is refused to this player because its waitlist has someone ahead
     * (the 409's words: a slot someone has is simply taken).
     */
    async waitlistAhead(input: { userId: number; courtId: number; date: string; slot: string }): Promise<boolean> {
      const [row] = await queryRows<{ ahead: boolean }>(
        db,
        sql`select ${waitlistAheadSql(input.userId, input.courtId, sql`${input.date}::date`, sql`${input.slot}`)}
              and not exists (select 1 from bookings bk where bk.court_id in (${courtsSharing(input.courtId)})
                and bk.date = ${input.date}::date and bk.slot = ${input.slot} and ${occupiesSlot("bk")}) as ahead`,
      );
      return row?.ahead === true;
    },

    /**
     * Counted after the new hold is in, so of holds made at once only as many as the limits allow
     * pass (each count includes every hold inserted before it). One statement.
     */
    async countsAfter(hold: { id: number; userId: number; courtId: number; date: string; slot: string }) {
      const [row] = await queryPrepared<CountsRow>(
        db,
        sql`${countsSql(
          sql`bookings where user_id = ${hold.userId} and created_at > now() - interval '1 hour'`,
          hold,
        )}`,
      );
      return countsOf(row);
    },

    /**
     * Prices a live hold at what the player is ordering again (its expiry never changes) and, for
     * a new provider order, takes one of the hold's MAX_ORDERS_PER_HOLD in the same statement, so
     * orders sent at once cannot open more between them. "spent" when none is left, "gone" when
     * the hold is no longer live.
     */
    async price(
      holdId: number,
      price: Pick<
        HoldInput,
        | "basePaise"
        | "addOnsPaise"
        | "gstPaise"
        | "totalPaise"
        | "payNowPaise"
        | "addOns"
        | "discountPaise"
        | "couponId"
      >,
      newOrder: { maxOrders: number } | null,
    ): Promise<"priced" | "spent" | "gone"> {
      const [row] = await queryPrepared<{ priced: boolean; live: boolean }>(
        db,
        sql`with priced as (
              update bookings set base_paise = ${price.basePaise}, add_ons_paise = ${price.addOnsPaise},
                gst_paise = ${price.gstPaise}, total_paise = ${price.totalPaise}, pay_now_paise = ${price.payNowPaise},
                add_ons = ${JSON.stringify(price.addOns)}::jsonb, discount_paise = ${price.discountPaise ?? 0},
                coupon_id = ${price.couponId ?? null}::int,
                payment_attempts = payment_attempts + ${newOrder ? 1 : 0}, updated_at = now()
              where id = ${holdId} and ${HELD} and hold_expires_at > now()
                and (${newOrder?.maxOrders ?? null}::int is null or payment_attempts < ${newOrder?.maxOrders ?? null}::int)
              returning id
            )
            select exists (select 1 from priced) as priced,
              exists (select 1 from bookings where id = ${holdId} and ${HELD} and hold_expires_at > now()) as live`,
      );
      if (row?.priced) return "priced";
      return row?.live ? "spent" : "gone";
    },

    /**
     * Takes back a hold nothing refers to yet (refused by the limits, or the provider made no
     * order), with the payment order its statement recorded, if any (no payment can reach it: the
     * order's id was never handed out).
     */
    async drop(bookingId: number): Promise<void> {
      await db.execute(
        sql`with gone as (delete from bookings where id = ${bookingId} and ${HELD} returning id)
            ${dropOpenOrdersStep(sql`select id from gone`)}`,
      );
    },
  };
}
