import { sql } from "drizzle-orm";
import { moveSql, orderStatus, statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { queryPrepared, queryRows } from "../../db/rows";
import { type RefundReason, refundsRepo } from "../refunds/repo";
import {
  BOOKING_COLUMNS,
  BOOKING_JOINS,
  BOOKING_SELECT,
  type BookingRecord,
  type BookingRow,
  bookingOf,
} from "./record";

export { type BookingRecord, toBooking } from "./record";

/** The price an order is opened at, in paise; `payNowPaise` is what the provider collects. */
export interface OrderPrice {
  basePaise: number;
  addOnsPaise: number;
  gstPaise: number;
  totalPaise: number;
  payNowPaise: number;
  addOns: { key?: string; name: string; pricePaise: number }[];
}

export interface NewOrder {
  id: string;
  bookingId: number;
  userId: number;
  provider: string;
  price: OrderPrice;
}

/** A payment order: what the provider was asked to collect for one hold. */
export interface PaymentOrder {
  id: string;
  bookingId: number;
  userId: number;
  provider: string;
  amountPaise: number;
  status: string;
  paymentId: string | null;
}

interface OrderRow {
  id: string;
  booking_id: number;
  user_id: number;
  provider: string;
  amount_paise: number;
  status: string;
  payment_id: string | null;
}

const orderOf = (row: OrderRow): PaymentOrder => ({
  id: row.id,
  bookingId: Number(row.booking_id),
  userId: Number(row.user_id),
  provider: row.provider,
  amountPaise: Number(row.amount_paise),
  status: row.status,
  paymentId: row.payment_id,
});

/** Drizzle only: bookings and their payment orders. */
export function bookingsRepo(db: Db) {
  /**
   * An open order paid after its hold ran out: marked refunded, and the whole payment recorded
   * as a pending refund with the job that sends it, all in one transaction. Only an open order
   * moves, so a replay (or verify and webhook together) records nothing more.
   */
  async function refundLateOrder(orderId: string, paymentId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [flipped] = await queryRows<{ id: string }>(
        tx,
        sql`update payment_orders set status = ${orderStatus("refunded")}, payment_id = ${paymentId}, paid_at = now()
            where id = ${orderId} and status = ${orderStatus("created")} returning id`,
      );
      if (flipped) await refundsRepo(tx).recordStray(tx, orderId, paymentId, "late_payment");
    });
  }

  return {
    async byId(id: number): Promise<BookingRecord | undefined> {
      const [row] = await queryPrepared<BookingRow>(db, sql`${BOOKING_SELECT} where bk.id = ${id}`);
      return row && bookingOf(row);
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
        await tx.execute(sql`update payment_orders set status = ${orderStatus("failed")} where id = ${orderId}`);
        const abandon = moveSql("abandon");
        const [freed] = await queryRows<{ venue_id: number; date: string; slot: string }>(
          tx,
          sql`update bookings set status = ${abandon.to}, updated_at = now()
              where id = ${order.booking_id} and ${abandon.from}
              returning venue_id, date::text as date, slot`,
        );
        return freed ? { venueId: freed.venue_id, date: freed.date, slot: freed.slot } : null;
      });
    },

    /** Every hold past its time, in one statement (the minute timer); returns the freed slots. */
    async expireHolds(): Promise<{ venueId: number; date: string; slot: string }[]> {
      const expire = moveSql("expire");
      const rows = await queryRows<{ venue_id: number; date: string; slot: string }>(
        db,
        sql`update bookings set status = ${expire.to}, updated_at = now()
            where ${expire.from} and hold_expires_at <= now() returning venue_id, date::text as date, slot`,
      );
      return rows.map((r) => ({ venueId: r.venue_id, date: r.date, slot: r.slot }));
    },

    /** Records a provider order with the price it was opened at (its amount is the pay-now part). */
    async insertOrder(order: NewOrder) {
      const { price } = order;
      await queryPrepared(
        db,
        sql`insert into payment_orders (id, booking_id, user_id, provider, amount_paise, base_paise, add_ons_paise,
              gst_paise, total_paise, add_ons)
            values (${order.id}, ${order.bookingId}, ${order.userId}, ${order.provider}, ${price.payNowPaise},
              ${price.basePaise}, ${price.addOnsPaise}, ${price.gstPaise}, ${price.totalPaise},
              ${JSON.stringify(price.addOns)}::jsonb)`,
      );
    },

    /**
     * An order of this hold still open at exactly this price: ordering the same thing again (a
     * double click, a reload) gets it back instead of a new provider order.
     */
    async openOrderAt(bookingId: number, price: OrderPrice): Promise<string | null> {
      const [row] = await queryPrepared<{ id: string }>(
        db,
        sql`select id from payment_orders
            where booking_id = ${bookingId} and status = 'created' and amount_paise = ${price.payNowPaise}
              and base_paise = ${price.basePaise} and add_ons_paise = ${price.addOnsPaise}
              and gst_paise = ${price.gstPaise} and total_paise = ${price.totalPaise}
              and add_ons = ${JSON.stringify(price.addOns)}::jsonb
            order by created_at desc limit 1`,
      );
      return row?.id ?? null;
    },

    async orderById(id: string): Promise<PaymentOrder | undefined> {
      const [row] = await queryPrepared<OrderRow>(
        db,
        sql`select id, booking_id, user_id, provider, amount_paise, status, payment_id from payment_orders where id = ${id}`,
      );
      return row && orderOf(row);
    },

    /**
     * Confirms the held booking of a paid order, once, in one statement (its own transaction):
     * the order row is locked, the booking confirmed at the order's price if its hold is still
     * live (what is paid is what is booked, whatever else was ordered for the hold), and the order
     * marked paid. When the hold ran out first (rare), the order is marked refunded and its refund
     * recorded with its job, together, in a second transaction (`refundLateOrder`), so the common
     * path stays one statement and the job is queued by `enqueueJob`. A second confirm of the same
     * order (verify and webhook together) waits for the lock and then finds it paid. With a player,
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
      order: PaymentOrder;
      booking: BookingRecord | null;
    } | null> {
      const confirm = moveSql("confirm", {
        column: sql`bookings.status`,
        paymentColumn: sql`bookings.payment_status`,
      });
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
              select id, booking_id, user_id, provider, amount_paise, base_paise, add_ons_paise, gst_paise,
                total_paise, add_ons, status, payment_id from payment_orders
              where id = ${orderId} and (${playerId}::int is null or user_id = ${playerId}::int) for update
            ), b as (
              update bookings set status = ${confirm.to},
                payment_status = case when o.amount_paise < o.total_paise
                  then ${confirm.paymentTo("partial")} else ${confirm.paymentTo("paid")} end,
                base_paise = o.base_paise, add_ons_paise = o.add_ons_paise, gst_paise = o.gst_paise,
                total_paise = o.total_paise, pay_now_paise = o.amount_paise, add_ons = o.add_ons,
                confirmed_at = now(), hold_expires_at = null, updated_at = now()
              from o
              where bookings.id = o.booking_id and o.status = ${orderStatus("created")}
                and ${confirm.from} and bookings.hold_expires_at > now()
              returning bookings.*
            ), paid as (
              update payment_orders set status = ${orderStatus("paid")}, payment_id = ${paymentId}, paid_at = now()
              where id = ${orderId} and exists (select 1 from b)
            )
            select o.id as order_id, o.status as order_status, o.payment_id as order_payment_id,
              o.booking_id as order_booking_id, o.amount_paise as order_amount_paise, o.user_id as order_user_id,
              o.provider as order_provider, ${BOOKING_COLUMNS}
            from o left join (b bk ${BOOKING_JOINS}) on true`,
      );
      if (!row) return null;
      const order = orderOf({
        id: row.order_id,
        booking_id: row.order_booking_id,
        user_id: row.order_user_id,
        provider: row.order_provider,
        amount_paise: row.order_amount_paise,
        status: row.order_status,
        payment_id: row.order_payment_id,
      });
      const booking = row.id === null ? null : bookingOf(row);
      if (row.order_status === "created" && !booking) {
        // Paid after the hold ran out: nothing is booked and the payment goes back.
        await refundLateOrder(orderId, paymentId);
        return { outcome: "expired", order, booking: null };
      }
      if (row.order_status === "refunded") return { outcome: "expired", order, booking: null };
      if (row.order_status === "paid")
        return { outcome: row.order_payment_id === paymentId ? "already" : "mismatch", order, booking: null };
      return booking ? { outcome: "confirmed", order, booking } : { outcome: "expired", order, booking: null };
    },

    refundLateOrder,

    /** True once any payout line holds this booking's earnings (an owner may no longer cancel it). */
    async isPaidOut(id: number): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        db,
        sql`select 1 as one from payout_items where booking_id = ${id} limit 1`,
      );
      return rows.length > 0;
    },

    /**
     * Confirmed bookings dated up to `throughDate` (IST), oldest first: the candidates of the
     * completion job, which checks each slot's end with the lifecycle in core.
     */
    async confirmedThrough(throughDate: string, limit: number): Promise<BookingRecord[]> {
      const rows = await queryRows<BookingRow>(
        db,
        sql`${BOOKING_SELECT} where ${statusIn(sql`bk.status`, "confirmed")} and bk.date <= ${throughDate}::date
            order by bk.date, bk.id limit ${limit}`,
      );
      return rows.map(bookingOf);
    },

    /**
     * Live bookings of a venue between two dates (of the given courts, or all): what a closure hits.
     * Confirmed ones are cancelled and refunded; holds are let go (`expireHoldsIn`).
     */
    async confirmedIn(venueId: number, from: string, to: string, courtIds: readonly number[] | null) {
      const rows = await queryRows<BookingRow>(
        db,
        sql`${BOOKING_SELECT} where bk.venue_id = ${venueId} and bk.date between ${from}::date and ${to}::date
              and ${statusIn(sql`bk.status`, "confirmed")}
              ${
                courtIds
                  ? sql`and bk.court_id in (${sql.join(
                      courtIds.map((id) => sql`${id}`),
                      sql`, `,
                    )})`
                  : sql``
              }
            order by bk.date, bk.slot, bk.id`,
      );
      return rows.map(bookingOf);
    },

    /**
     * The `expire` move for the holds on days a venue closes: their slots are no longer for sale,
     * so an unpaid hold ends now. A payment arriving later finds its hold expired and is given back
     * (the late-payment refund). Returns how many.
     */
    async expireHoldsIn(venueId: number, from: string, to: string, courtIds: readonly number[] | null) {
      const expire = moveSql("expire");
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update bookings set status = ${expire.to}, hold_expires_at = least(hold_expires_at, now()), updated_at = now()
            where venue_id = ${venueId} and date between ${from}::date and ${to}::date and ${expire.from}
              ${
                courtIds
                  ? sql`and court_id in (${sql.join(
                      courtIds.map((id) => sql`${id}`),
                      sql`, `,
                    )})`
                  : sql``
              }
            returning id`,
      );
      return rows.length;
    },

    /**
     * Moves a booking on by `move` (complete or cancel) from `from` (confirmed unless said; the
     * lifecycle table must start the move there); false when it is no longer in that status
     * (someone got there first). A cancellation that owes money records its refund as pending
     * (and queues the job that sends it) in the same transaction, so a refund is never lost nor
     * made twice.
     */
    async transition(
      id: number,
      move: "complete" | "cancel",
      extra: {
        actorId: number | null;
        from?: "confirmed" | "completed";
        reason?: string;
        refundPaise?: number;
        refundReason?: RefundReason;
      },
    ): Promise<boolean> {
      const { from, to } = moveSql(move, { only: [extra.from ?? "confirmed"] });
      if (move === "complete") {
        const rows = await queryRows<{ id: number }>(
          db,
          sql`update bookings set status = ${to}, completed_at = now(), updated_at = now()
              where id = ${id} and ${from} returning id`,
        );
        return rows.length > 0;
      }
      return db.transaction(async (tx) => {
        const rows = await queryRows<{ id: number }>(
          tx,
          sql`update bookings set status = ${to}, cancelled_at = now(), cancelled_by = ${extra.actorId},
                cancellation_reason = ${extra.reason ?? null}, updated_at = now()
              where id = ${id} and ${from} returning id`,
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
