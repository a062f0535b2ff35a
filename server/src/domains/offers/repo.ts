import { type Coupon, type CouponKind, paiseToRupeeString } from "@crease/core";
import { sql } from "drizzle-orm";
import { statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isoOf, isUniqueViolation, queryRows } from "../../db/rows";
import { bookingRows } from "../bookings/reads/booking-rows";
import { lockLiveHold } from "../bookings/reads/live-hold";

/** A coupon as stored: amounts in paise. */
export interface CouponRecord {
  id: number;
  code: string;
  ownerId: number | null;
  kind: CouponKind;
  value: number;
  maxDiscountPaise: number | null;
  minOrderPaise: number | null;
  validFrom: string;
  validTo: string;
  venueIds: number[];
  cities: string[];
  firstBookingOnly: boolean;
  perUserLimit: number | null;
  totalLimit: number | null;
  active: boolean;
  createdAt: string;
}

export type NewCoupon = Omit<CouponRecord, "id" | "active" | "createdAt"> & { createdBy: number };

interface CouponRow {
  id: number;
  code: string;
  owner_id: number | null;
  kind: string;
  value: number;
  max_discount_paise: number | null;
  min_order_paise: number | null;
  valid_from: string;
  valid_to: string;
  venue_ids: number[] | string;
  cities: string[] | string;
  first_booking_only: boolean;
  per_user_limit: number | null;
  total_limit: number | null;
  active: boolean;
  created_at: unknown;
  uses?: number | string;
}

/** PGlite may hand back a Postgres array literal ('{1,2}') where PostgreSQL gives an array. */
function arrayOf(value: unknown[] | string): string[] {
  if (Array.isArray(value)) return value.map(String);
  const inner = value.replace(/^\{|\}$/g, "");
  return inner === "" ? [] : inner.split(",").map((v) => v.replace(/^"|"$/g, ""));
}

const nullableNumber = (v: number | null) => (v === null ? null : Number(v));

function recordOf(row: CouponRow): CouponRecord {
  return {
    id: Number(row.id),
    code: row.code,
    ownerId: nullableNumber(row.owner_id),
    kind: row.kind as CouponKind,
    value: Number(row.value),
    maxDiscountPaise: nullableNumber(row.max_discount_paise),
    minOrderPaise: nullableNumber(row.min_order_paise),
    validFrom: String(row.valid_from),
    validTo: String(row.valid_to),
    venueIds: arrayOf(row.venue_ids).map(Number),
    cities: arrayOf(row.cities),
    firstBookingOnly: Boolean(row.first_booking_only),
    perUserLimit: nullableNumber(row.per_user_limit),
    totalLimit: nullableNumber(row.total_limit),
    active: Boolean(row.active),
    createdAt: isoOf(row.created_at),
  };
}

export function toCoupon(c: CouponRecord, uses: number): Coupon {
  const money = (p: number | null) => (p === null ? null : paiseToRupeeString(p));
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    value: c.kind === "percent" ? String(c.value) : paiseToRupeeString(c.value),
    maxDiscount: money(c.maxDiscountPaise),
    minOrder: money(c.minOrderPaise),
    validFrom: c.validFrom,
    validTo: c.validTo,
    venueIds: c.venueIds,
    cities: c.cities,
    firstBookingOnly: c.firstBookingOnly,
    perUserLimit: c.perUserLimit,
    totalLimit: c.totalLimit,
    ownerId: c.ownerId,
    uses,
    active: c.active,
    createdAt: c.createdAt,
  };
}

const HELD = statusIn(sql`b.status`, "held");

/**
 * The uses a coupon holds (`u` the claims): the booking still carries the coupon (it was not
 * ordered again without it) and was paid (kept even when cancelled later) or is a hold still running.
 * A hold that ran out or was given up counts for nothing, whether or not the sweep has reached it.
 */
const HELD_USE = sql`b.coupon_id = u.coupon_id and (b.confirmed_at is not null or (${HELD} and b.hold_expires_at > now()))`;

const COLUMNS = sql`c.id, c.code, c.owner_id, c.kind, c.value, c.max_discount_paise, c.min_order_paise,
  c.valid_from::text as valid_from, c.valid_to::text as valid_to, c.venue_ids, c.cities, c.first_booking_only,
  c.per_user_limit, c.total_limit, c.active, c.created_at`;

/**
 * Why a booking may not take a use of a coupon: switched off or outside its days ("gone"), used up,
 * used by this player as often as they may, or (first booking only) the player has booked before.
 */
export type UseRefusal = "gone" | "used_up" | "used_by_you" | "booked_before";

/**
 * Whether `bookingId` (of `userId`) may take a use of the coupon on `today` (IST), within every
 * limit, counted on `tx`, a transaction of the caller's: the hold's claim and the paid order's
 * confirmation (bookings/confirm-paid.ts) both call it, so the rule is one. The coupon's row is locked
 * first, so uses taken at once wait for each other, and the counts (a statement after the lock,
 * which sees every use committed before the lock was granted) are complete: the last use goes to
 * one. A single statement would count in a snapshot taken before the lock and let them all through
 * (coupons.test.ts, "redeemed at once", and coupon-payments.test.ts, "the last use, taken by re-orders
 * and payments at once", fail on PostgreSQL without the lock). "First booking only"
 * is a limit of one per player, counted like the per-player limit (live holds included), and no
 * other paid booking of theirs. The booking itself is never counted: a re-order of its hold, or a
 * replayed payment, does not use the coupon twice.
 */
export async function checkUse(
  tx: Db,
  use: { couponId: number; bookingId: number; userId: number; today: string },
): Promise<UseRefusal | null> {
  const [coupon] = await queryRows<{
    per_user_limit: number | null;
    total_limit: number | null;
    first_booking_only: boolean;
    live: boolean;
  }>(
    tx,
    sql`select per_user_limit, total_limit, first_booking_only,
          active and ${use.today}::date between valid_from and valid_to as live
        from coupons where id = ${use.couponId} for update`,
  );
  if (!coupon?.live) return "gone";
  const [counts] = await queryRows<{ total: number; mine: number; booked_before: boolean }>(
    tx,
    sql`select count(*)::int as total, count(*) filter (where u.user_id = ${use.userId})::int as mine,
          exists (select 1 from ${bookingRows()} pb where pb.user_id = ${use.userId} and pb.confirmed_at is not null
            and pb.id <> ${use.bookingId}) as booked_before
        from coupon_uses u join ${bookingRows()} b on b.id = u.booking_id
        where u.coupon_id = ${use.couponId} and u.booking_id <> ${use.bookingId} and ${HELD_USE}`,
  );
  const perPlayer = coupon.first_booking_only
    ? Math.min(Number(coupon.per_user_limit ?? 1), 1)
    : nullableNumber(coupon.per_user_limit);
  if (coupon.first_booking_only && counts?.booked_before) return "booked_before";
  if (perPlayer !== null && Number(counts?.mine ?? 0) >= perPlayer) return "used_by_you";
  if (coupon.total_limit !== null && Number(counts?.total ?? 0) >= Number(coupon.total_limit)) return "used_up";
  return null;
}

/**
 * The use's row, written by the statement that confirms a paid order (`b`: the bookings it
 * confirmed, at the paid order's coupon), so the use recorded is the paid order's coupon.
 */
export const RECORD_PAID_USE = sql`, paid_use as (
  insert into coupon_uses (coupon_id, booking_id, user_id)
  select b.coupon_id, b.id, b.user_id from b where b.coupon_id is not null and b.user_id is not null
  on conflict (booking_id) do update set coupon_id = excluded.coupon_id, created_at = now()
)`;

/** Drizzle only: coupons and their uses (docs/product/offers.md). */
export function offersRepo(db: Db) {
  return {
    /** Null when the code is taken (codes are unique however they were typed). */
    async insert(c: NewCoupon): Promise<CouponRecord | null> {
      try {
        const [row] = await queryRows<CouponRow>(
          db,
          sql`insert into coupons as c (code, owner_id, kind, value, max_discount_paise, min_order_paise, valid_from,
                valid_to, venue_ids, cities, first_booking_only, per_user_limit, total_limit, created_by)
              values (${c.code}, ${c.ownerId}::int, ${c.kind}, ${c.value}, ${c.maxDiscountPaise}::int,
                ${c.minOrderPaise}::int, ${c.validFrom}::date, ${c.validTo}::date,
                ${`{${c.venueIds.join(",")}}`}::int[], ${`{${c.cities.map((x) => JSON.stringify(x)).join(",")}}`}::text[],
                ${c.firstBookingOnly}, ${c.perUserLimit}::int, ${c.totalLimit}::int, ${c.createdBy})
              returning ${COLUMNS}`,
        );
        return row ? recordOf(row) : null;
      } catch (error) {
        if (isUniqueViolation(error, "coupons_code_unique")) return null;
        throw error;
      }
    },

    /** The platform's coupons (`ownerId` null) or one owner's, newest first, with their uses. */
    async list(ownerId: number | null): Promise<{ coupon: CouponRecord; uses: number }[]> {
      const rows = await queryRows<CouponRow>(
        db,
        sql`select ${COLUMNS}, (select count(*) from coupon_uses u join ${bookingRows()} b on b.id = u.booking_id
              where u.coupon_id = c.id and ${HELD_USE})::int as uses
            from coupons c where c.owner_id is not distinct from ${ownerId}::int
            order by c.created_at desc, c.id desc limit 500`,
      );
      return rows.map((row) => ({ coupon: recordOf(row), uses: Number(row.uses ?? 0) }));
    },

    async byId(id: number): Promise<CouponRecord | null> {
      const [row] = await queryRows<CouponRow>(db, sql`select ${COLUMNS} from coupons c where c.id = ${id}`);
      return row ? recordOf(row) : null;
    },

    /** `code` upper-cased already. */
    async byCode(code: string): Promise<CouponRecord | null> {
      const [row] = await queryRows<CouponRow>(db, sql`select ${COLUMNS} from coupons c where c.code = ${code}`);
      return row ? recordOf(row) : null;
    },

    async deactivate(id: number): Promise<void> {
      await db.execute(sql`update coupons set active = false where id = ${id}`);
    },

    /** The player has a booking that was paid and confirmed (any since, cancelled or not), other than `bookingId`. */
    async hasBookedBefore(userId: number, bookingId: number | null): Promise<boolean> {
      const [row] = await queryRows<{ booked: boolean }>(
        db,
        sql`select exists (select 1 from ${bookingRows()} bk where bk.user_id = ${userId} and bk.confirmed_at is not null
              and bk.id is distinct from ${bookingId}::int) as booked`,
      );
      return Boolean(row?.booked);
    },

    /**
     * Claims a use of the coupon for a live hold of the player's, within its limits (`checkUse`,
     * under the coupon's row lock), and only while the booking is still a live hold: its row is
     * locked next, so a payment confirming it meanwhile (which records the paid order's coupon)
     * is never re-pointed to this one. "hold_gone" when it is no longer a live hold.
     */
    async claim(use: {
      couponId: number;
      bookingId: number;
      userId: number;
      today: string;
    }): Promise<UseRefusal | "hold_gone" | "claimed"> {
      return db.transaction(async (tx) => {
        const refusal = await checkUse(tx, use);
        if (refusal) return refusal;
        if (!(await lockLiveHold(tx, { bookingId: use.bookingId, userId: use.userId }))) return "hold_gone";
        await tx.execute(
          sql`insert into coupon_uses (coupon_id, booking_id, user_id) values (${use.couponId}, ${use.bookingId}, ${use.userId})
              on conflict (booking_id) do update set coupon_id = excluded.coupon_id, created_at = now()`,
        );
        return "claimed";
      });
    },
  };
}
