import { type Booking, paiseToRupeeString } from "@crease/core";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { isoOf, queryPrepared, queryRows } from "../../db/rows";
import { type RefundReason, refundsRepo } from "../refunds/repo";

export interface BookingRow {
  id: number;
  venue_id: number;
  user_id: number;
  date: string;
  slot: string;
  status: string;
  payment_status: string;
  base_paise: number;
  add_ons_paise: number;
  gst_paise: number;
  total_paise: number;
  pay_now_paise: number;
  add_ons: { key?: string; name: string; pricePaise: number }[] | string;
  hold_expires_at: unknown;
  confirmed_at: unknown;
  cancelled_at: unknown;
  /** From the booking's refund row (domains/refunds), the one owner of refund amounts and states. */
  refund_paise: number;
  refund_status: string;
  created_at: unknown;
  venue_name: string;
  venue_type: string;
  address: string;
  city: string;
  state: string;
  avg_rating: string;
  review_count: number;
  upi_qr_code_url: string | null;
  owner_id: number;
  user_name: string;
  images: string[] | string | null;
}

/** A booking's columns with its venue and player (`bk`, `v`, `u` in scope). */
const BOOKING_COLUMNS = sql`
  bk.id, bk.venue_id, bk.user_id, bk.date::text as date, bk.slot, bk.status, bk.payment_status,
    bk.base_paise, bk.add_ons_paise, bk.gst_paise, bk.total_paise, bk.pay_now_paise, bk.add_ons,
    bk.hold_expires_at, bk.confirmed_at, bk.cancelled_at,
    coalesce((select r.amount_paise from refunds r where r.booking_id = bk.id and r.reason <> 'late_payment' limit 1), 0) as refund_paise,
    coalesce((select r.status from refunds r where r.booking_id = bk.id and r.reason <> 'late_payment' limit 1), 'none') as refund_status,
    bk.created_at, v.name as venue_name, v.venue_type, v.address, v.city, v.state,
    v.avg_rating::text as avg_rating, v.review_count, v.upi_qr_code_url, v.owner_id, u.full_name as user_name,
    coalesce((select json_agg(i.url order by i.position, i.id) from venue_images i where i.venue_id = v.id), '[]'::json) as images`;
const BOOKING_JOINS = sql`join venues v on v.id = bk.venue_id join users u on u.id = bk.user_id`;
export const BOOKING_SELECT = sql`select ${BOOKING_COLUMNS} from bookings bk ${BOOKING_JOINS}`;

const rupees = (paise: number) => paiseToRupeeString(Number(paise));
const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : isoOf(value));

export function toBooking(row: BookingRow): Booking {
  type StoredAddOn = { key?: string; name: string; pricePaise: number };
  const addOns: StoredAddOn[] = typeof row.add_ons === "string" ? JSON.parse(row.add_ons) : row.add_ons;
  const images = typeof row.images === "string" ? JSON.parse(row.images) : (row.images ?? []);
  const paid = row.status === "held" || row.status === "expired" ? 0 : Number(row.pay_now_paise);
  return {
    id: row.id,
    venueId: row.venue_id,
    venueName: row.venue_name,
    venue: {
      id: row.venue_id,
      name: row.venue_name,
      venueType: row.venue_type,
      address: row.address,
      city: row.city,
      state: row.state,
      avgRating: Number(row.avg_rating).toFixed(2),
      reviewCount: Number(row.review_count),
      images,
      upiQrCodeUrl: row.upi_qr_code_url,
    },
    userId: row.user_id,
    userName: row.user_name,
    date: row.date,
    slot: row.slot,
    status: row.status as Booking["status"],
    paymentStatus: row.payment_status as Booking["paymentStatus"],
    amount: rupees(row.total_paise),
    basePrice: rupees(row.base_paise),
    addOnsPrice: rupees(row.add_ons_paise),
    gst: rupees(row.gst_paise),
    paidOnline: rupees(paid),
    balanceDue: rupees(row.status === "confirmed" || row.status === "completed" ? row.total_paise - paid : 0),
    addOns: addOns.map((a) => ({
      key: a.key ?? a.name,
      name: a.name,
      price: rupees(a.pricePaise),
    })),
    refundAmount: rupees(row.refund_paise),
    refundStatus: row.refund_status as Booking["refundStatus"],
    holdExpiresAt: isoOrNull(row.hold_expires_at),
    confirmedAt: isoOrNull(row.confirmed_at),
    cancelledAt: isoOrNull(row.cancelled_at),
    createdAt: isoOf(row.created_at),
  };
}

export interface OrderRow {
  id: string;
  booking_id: number;
  user_id: number;
  provider: string;
  amount_paise: number;
  status: string;
  payment_id: string | null;
}

/** Drizzle only: bookings and their payment orders. */
export function bookingsRepo(db: Db) {
  return {
    async byId(id: number): Promise<BookingRow | undefined> {
      const [row] = await queryPrepared<BookingRow>(db, sql`${BOOKING_SELECT} where bk.id = ${id}`);
      return row;
    },

    /**
     * The player closed the payment window: the order will not be paid, so its hold is let go at
     * once. Returns the freed slot, or null when there was no live hold (already paid, expired).
     */
    async abandonOrder(orderId: string): Promise<{ venueId: number; date: string; slot: string } | null> {
      return db.transaction(async (tx) => {
        const [order] = await queryRows<OrderRow>(
          tx,
          sql`select id, booking_id, user_id, provider, amount_paise, status, payment_id
              from payment_orders where id = ${orderId} for update`,
        );
        if (order?.status !== "created") return null;
        await tx.execute(sql`update payment_orders set status = 'failed' where id = ${orderId}`);
        const [freed] = await queryRows<{ venue_id: number; date: string; slot: string }>(
          tx,
          sql`update bookings set status = 'expired', updated_at = now()
              where id = ${order.booking_id} and status = 'held'
              returning venue_id, date::text as date, slot`,
        );
        return freed ? { venueId: freed.venue_id, date: freed.date, slot: freed.slot } : null;
      });
    },

    /** Every hold past its time, in one statement (the minute timer); returns the freed slots. */
    async expireHolds(): Promise<{ venueId: number; date: string; slot: string }[]> {
      const rows = await queryRows<{ venue_id: number; date: string; slot: string }>(
        db,
        sql`update bookings set status = 'expired', updated_at = now()
            where status = 'held' and hold_expires_at <= now() returning venue_id, date::text as date, slot`,
      );
      return rows.map((r) => ({ venueId: r.venue_id, date: r.date, slot: r.slot }));
    },

    async insertOrder(order: { id: string; bookingId: number; userId: number; provider: string; amountPaise: number }) {
      await queryPrepared(
        db,
        sql`insert into payment_orders (id, booking_id, user_id, provider, amount_paise)
            values (${order.id}, ${order.bookingId}, ${order.userId}, ${order.provider}, ${order.amountPaise})`,
      );
    },

    async orderById(id: string): Promise<OrderRow | undefined> {
      const [row] = await queryPrepared<OrderRow>(
        db,
        sql`select id, booking_id, user_id, provider, amount_paise, status, payment_id from payment_orders where id = ${id}`,
      );
      return row;
    },

    /**
     * Confirms the held booking of a paid order, once, in one statement (its own transaction):
     * the order row is locked, the booking confirmed if its hold is still live, and the order
     * marked paid, or refunded when the hold ran out first. A second confirm of the same order
     * (verify and webhook together) waits for the lock and then finds it paid. With a player,
     * only their own order matches. Null when there is no such order; else the outcome
     * ("confirmed" just now, "already", "expired" when the hold ran out first, "mismatch" when
     * the order was paid with another payment id), the order, and the booking just confirmed.
     */
    async confirmPaid(
      orderId: string,
      paymentId: string,
      playerId: number | null,
    ): Promise<{
      outcome: "confirmed" | "already" | "expired" | "mismatch";
      order: OrderRow;
      booking: BookingRow | null;
    } | null> {
      const [row] = await queryPrepared<
        BookingRow & {
          order_id: string;
          order_status: string;
          order_payment_id: string | null;
          order_booking_id: number;
          order_amount_paise: number;
          order_user_id: number;
          order_provider: string;
        }
      >(
        db,
        sql`with o as materialized (
              select id, booking_id, user_id, provider, amount_paise, status, payment_id from payment_orders
              where id = ${orderId} and (${playerId}::int is null or user_id = ${playerId}::int) for update
            ), b as (
              update bookings set status = 'confirmed',
                payment_status = case when pay_now_paise < total_paise then 'partial' else 'paid' end,
                confirmed_at = now(), hold_expires_at = null, updated_at = now()
              where id = (select booking_id from o where status = 'created')
                and status = 'held' and hold_expires_at > now()
              returning *
            ), paid as (
              update payment_orders
              set status = case when exists (select 1 from b) then 'paid' else 'refunded' end,
                payment_id = ${paymentId}, paid_at = now()
              where id = ${orderId} and exists (select 1 from o where status = 'created')
            ), late as (
              -- Paid after the hold ran out: the refund is decided here, in this same statement,
              -- and sent by a job; a replay finds the order refunded and records nothing more.
              insert into refunds (payment_id, order_id, booking_id, amount_paise, paid_paise, reason)
              select ${paymentId}::text, o.id, o.booking_id, o.amount_paise, o.amount_paise, 'late_payment' from o
              where o.status = 'created' and not exists (select 1 from b)
              on conflict (payment_id) do nothing
              returning id
            ), late_job as (
              insert into jobs (kind, payload) select 'refund', jsonb_build_object('refundId', late.id) from late
            )
            select o.id as order_id, o.status as order_status, o.payment_id as order_payment_id,
              o.booking_id as order_booking_id, o.amount_paise as order_amount_paise, o.user_id as order_user_id,
              o.provider as order_provider, ${BOOKING_COLUMNS}
            from o left join (b bk ${BOOKING_JOINS}) on true`,
      );
      if (!row) return null;
      const order: OrderRow = {
        id: row.order_id,
        booking_id: row.order_booking_id,
        user_id: row.order_user_id,
        provider: row.order_provider,
        amount_paise: row.order_amount_paise,
        status: row.order_status,
        payment_id: row.order_payment_id,
      };
      const booking = row.id === null ? null : row;
      if (row.order_status === "refunded") return { outcome: "expired", order, booking: null };
      if (row.order_status === "paid")
        return { outcome: row.order_payment_id === paymentId ? "already" : "mismatch", order, booking: null };
      return booking ? { outcome: "confirmed", order, booking } : { outcome: "expired", order, booking: null };
    },

    /**
     * Moves a confirmed booking on; false when it is no longer confirmed (someone got there
     * first). A cancellation that owes money records its refund as pending (and queues the job
     * that sends it) in the same transaction, so a refund is never lost nor made twice.
     */
    async transition(
      id: number,
      to: "completed" | "cancelled",
      extra: { actorId: number; reason?: string; refundPaise?: number; refundReason?: RefundReason },
    ): Promise<boolean> {
      if (to === "completed") {
        const rows = await queryRows<{ id: number }>(
          db,
          sql`update bookings set status = 'completed', completed_at = now(), updated_at = now()
              where id = ${id} and status = 'confirmed' returning id`,
        );
        return rows.length > 0;
      }
      return db.transaction(async (tx) => {
        const rows = await queryRows<{ id: number }>(
          tx,
          sql`update bookings set status = 'cancelled', cancelled_at = now(), cancelled_by = ${extra.actorId},
                cancellation_reason = ${extra.reason ?? null}, updated_at = now()
              where id = ${id} and status = 'confirmed' returning id`,
        );
        if (rows.length === 0) return false;
        if ((extra.refundPaise ?? 0) > 0) {
          await refundsRepo(db).recordForBooking(
            tx,
            id,
            extra.refundPaise as number,
            extra.refundReason ?? "owner_cancelled",
          );
        }
        return true;
      });
    },
  };
}

export type BookingsRepo = ReturnType<typeof bookingsRepo>;
