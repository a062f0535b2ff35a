import type { RefundReason } from "@crease/core";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { isoOf, isoOrNull, queryRows } from "../../db/rows";
import { enqueueJob } from "../../lib/jobs";
import { refundBookingPayment } from "../bookings/refund-move";

export type { RefundReason };

/** A refund as the refunds domain hands it out: camelCase, paise as numbers, instants as ISO text. */
export interface RefundRecord {
  id: number;
  paymentId: string;
  orderId: string;
  bookingId: number;
  amountPaise: number;
  paidPaise: number;
  reason: RefundReason;
  status: "pending" | "processed";
  providerRefundId: string | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  processedAt: string | null;
}

/** A refund with its booking's slot, venue and player (the admin's list). */
export interface AdminRefundRecord extends RefundRecord {
  date: string;
  slot: string;
  venueId: number;
  venueName: string;
  playerId: number;
  playerName: string;
  playerEmail: string;
}

const COLUMNS = sql`r.id, r.payment_id as "paymentId", r.order_id as "orderId", r.booking_id as "bookingId",
  r.amount_paise as "amountPaise", r.paid_paise as "paidPaise", r.reason, r.status,
  r.provider_refund_id as "providerRefundId", r.attempts, r.last_error as "lastError",
  r.next_attempt_at as "nextAttemptAt", r.created_at as "createdAt", r.processed_at as "processedAt"`;

const ADMIN_COLUMNS = sql`${COLUMNS}, bk.date::text as date, bk.slot, v.id as "venueId", v.name as "venueName",
  u.id as "playerId", u.full_name as "playerName", u.email as "playerEmail"`;

/** The drivers' instants (text or Date) as ISO text; counts and paise as numbers. */
function refundOf<T extends RefundRecord>(row: T): T {
  return {
    ...row,
    amountPaise: Number(row.amountPaise),
    paidPaise: Number(row.paidPaise),
    attempts: Number(row.attempts),
    nextAttemptAt: isoOrNull(row.nextAttemptAt),
    createdAt: isoOf(row.createdAt),
    processedAt: isoOrNull(row.processedAt),
  };
}

type StrayReason = "late_payment" | "duplicate_payment";

/** A stray payment's refund and its job, on `tx`; the refund's id, or null when already recorded. */
async function recordStray(tx: Db, orderId: string, paymentId: string, reason: StrayReason) {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into refunds (payment_id, order_id, booking_id, amount_paise, paid_paise, reason)
        select ${paymentId}, o.id, o.booking_id, o.amount_paise, o.amount_paise, ${reason}
        from payment_orders o where o.id = ${orderId}
        on conflict (payment_id) do nothing
        returning id`,
  );
  if (row) await enqueueJob(tx, "refund", { refundId: row.id });
  return row?.id ?? null;
}

/** SQL only: the refunds ledger (one row per refunded payment). */
export function refundsRepo(db: Db) {
  return {
    /**
     * Records the refund of a booking's paid payment as pending and queues the job that sends
     * it, both on `tx` (the cancellation's transaction). The unique payment id makes a second
     * one impossible; returns the refund's id, or null when there was nothing to refund.
     */
    async recordForBooking(tx: Db, bookingId: number, amountPaise: number, reason: RefundReason) {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into refunds (payment_id, order_id, booking_id, amount_paise, paid_paise, reason)
            select o.payment_id, o.id, o.booking_id, ${amountPaise}, o.amount_paise, ${reason}
            from payment_orders o
            where o.booking_id = ${bookingId} and o.status = 'paid' and o.payment_id is not null
            order by o.paid_at limit 1
            on conflict (payment_id) do nothing
            returning id`,
      );
      if (!row) return null;
      await enqueueJob(tx, "refund", { refundId: row.id });
      return row.id;
    },

    /**
     * A payment the provider took that no booking keeps (a second payment of a paid order, or
     * one for an order whose hold ran out or whose checkout was closed): recorded as a pending
     * refund of the whole payment, with its job, in one transaction. The unique payment id makes
     * a replay, or a refund already recorded for it, a no-op.
     */
    async recordStrayPayment(orderId: string, paymentId: string, reason: StrayReason) {
      return db.transaction((tx) => recordStray(tx, orderId, paymentId, reason));
    },

    /** `recordStrayPayment` on `tx`, a transaction of the caller's (a late payment's order moving to refunded). */
    recordStray,

    async byId(id: number): Promise<RefundRecord | undefined> {
      const [row] = await queryRows<RefundRecord>(db, sql`select ${COLUMNS} from refunds r where r.id = ${id}`);
      return row && refundOf(row);
    },

    /**
     * The provider took it: the refund is processed, and a booking refunded in full shows as
     * refunded. Only a pending row moves, so a late second worker changes nothing.
     */
    async markProcessed(id: number, providerRefundId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await queryRows<{ booking_id: number; amount_paise: number; reason: string }>(
          tx,
          sql`update refunds set status = 'processed', provider_refund_id = ${providerRefundId}, processed_at = now(),
                attempts = attempts + 1, last_error = null, next_attempt_at = null
              where id = ${id} and status = 'pending'
              returning booking_id, amount_paise, reason`,
        );
        // The booking's payment status is the bookings domain's to change (move `refund`).
        if (row && row.reason !== "late_payment") await refundBookingPayment(tx, row.booking_id, row.amount_paise);
      });
    },

    async markFailed(id: number, error: string, nextAttemptAt: Date): Promise<number> {
      const [row] = await queryRows<{ attempts: number }>(
        db,
        sql`update refunds set attempts = attempts + 1, last_error = ${error.slice(0, 2000)},
              next_attempt_at = ${nextAttemptAt.toISOString()}::timestamptz
            where id = ${id} and status = 'pending' returning attempts`,
      );
      return row?.attempts ?? 0;
    },

    /**
     * Its job stopped retrying (dead): still pending, but with no next try, so admins see it
     * needs them. An admin's retry of the job tries again and sets the next try on failure.
     */
    async stopRetrying(id: number): Promise<void> {
      await db.execute(sql`update refunds set next_attempt_at = null where id = ${id} and status = 'pending'`);
    },

    /** Every pending refund, then the latest processed ones (the admin's list). */
    async listForAdmin(recent: number): Promise<AdminRefundRecord[]> {
      const rows = await queryRows<AdminRefundRecord>(
        db,
        sql`(select ${ADMIN_COLUMNS}
              from refunds r join bookings bk on bk.id = r.booking_id join venues v on v.id = bk.venue_id
                join users u on u.id = bk.user_id
              where r.status = 'pending' order by r.created_at, r.id)
            union all
            (select ${ADMIN_COLUMNS}
              from refunds r join bookings bk on bk.id = r.booking_id join venues v on v.id = bk.venue_id
                join users u on u.id = bk.user_id
              where r.status = 'processed' order by r.processed_at desc, r.id desc limit ${recent})`,
      );
      return rows.map(refundOf);
    },
  };
}

export type RefundsRepo = ReturnType<typeof refundsRepo>;
