import { invoiceAmounts, type RefundReason } from "@crease/core";
import { sql } from "drizzle-orm";
import { orderStatus } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isoOf, isoOrNull, queryRows } from "../../db/rows";
import { enqueueJob, enqueueJobs } from "../../lib/jobs";
import { bookingRows } from "../bookings/reads/booking-rows";
import { refundBookingPayment } from "../bookings/refund-move";
import { invoicesRepo } from "../invoices/repo";
import type { ChargePurpose } from "../payments/charge-types";

export type { RefundReason };

/** A refund as the refunds domain hands it out: camelCase, paise as numbers, instants as ISO text. */
export interface RefundRecord {
  id: number;
  paymentId: string;
  orderId: string;
  /** Null for the refund of a charge that is not a booking's (`orderId` names it). */
  bookingId: number | null;
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

/**
 * A refund with its charge's purpose and supplier, and its booking's slot, venue and player when
 * the charge is a booking's (the admin's list; a credit top-up's refund has no booking).
 */
export interface AdminRefundRecord extends RefundRecord {
  purpose: ChargePurpose;
  date: string | null;
  slot: string | null;
  venueId: number | null;
  venueName: string | null;
  ownerName: string;
  playerId: number;
  playerName: string;
  playerEmail: string;
}

const COLUMNS = sql`r.id, r.payment_id as "paymentId", r.order_id as "orderId", r.booking_id as "bookingId",
  r.amount_paise as "amountPaise", r.paid_paise as "paidPaise", r.reason, r.status,
  r.provider_refund_id as "providerRefundId", r.attempts, r.last_error as "lastError",
  r.next_attempt_at as "nextAttemptAt", r.created_at as "createdAt", r.processed_at as "processedAt"`;

const ADMIN_COLUMNS = sql`${COLUMNS}, o.purpose, bk.date::text as date, bk.slot, v.id as "venueId", v.name as "venueName",
  ow.full_name as "ownerName", u.id as "playerId", u.full_name as "playerName", u.email as "playerEmail"`;

/**
 * The admin's list is keyed on the charge refunded (`order_id`), its booking optional: a refund of
 * a charge that is not a booking's (a credit top-up) shows too, its payer as the player.
 */
const ADMIN_FROM = sql`refunds r join payment_orders o on o.id = r.order_id join users ow on ow.id = o.owner_id
  left join ${bookingRows()} bk on bk.id = r.booking_id left join venues v on v.id = bk.venue_id
  join users u on u.id = coalesce(bk.user_id, o.user_id)`;

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

/**
 * `amountPaise` shared over payments in proportion to what each still holds (`left`), rounded
 * down, the remaining paise to the first ones: the shares add up to the amount exactly and none
 * passes its payment's `left` (the amount never passes their sum; callers compute it from it).
 */
export function refundShares(payments: { id: string; left: number }[], amountPaise: number) {
  const holding = payments.filter((p) => p.left > 0);
  const total = holding.reduce((sum, p) => sum + p.left, 0);
  const amount = Math.min(amountPaise, total);
  if (amount <= 0) return [];
  const shares = holding.map((p) => ({
    orderId: p.id,
    left: p.left,
    amountPaise: Math.floor((amount * p.left) / total),
  }));
  let rest = amount - shares.reduce((sum, s) => sum + s.amountPaise, 0);
  for (const share of shares) {
    const extra = Math.min(rest, share.left - share.amountPaise);
    share.amountPaise += extra;
    rest -= extra;
  }
  return shares
    .filter((s) => s.amountPaise > 0)
    .map(({ orderId, amountPaise: paise }) => ({ orderId, amountPaise: paise }));
}

/** A stray payment's refund and its job, on `tx`; the refund's id, or null when already recorded. */
async function recordStray(tx: Db, orderId: string, paymentId: string, reason: StrayReason) {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into refunds (payment_id, order_id, booking_id, amount_paise, paid_paise, reason)
        select ${paymentId}, o.id, o.booking_id, t.paise, t.paise, ${reason}
        from payment_orders o cross join lateral (
          -- The whole payment: a weekly booking's order collected its dates' rows together.
          select sum(p.amount_paise)::int as paise from payment_orders p where p.id = o.id or p.parent_order_id = o.id
        ) t
        where o.id = ${orderId}
        on conflict do nothing
        returning id`,
  );
  if (row) await enqueueJob(tx, "refund", { refundId: row.id });
  return row?.id ?? null;
}

/** SQL only: the refunds ledger (one row per refunded payment). */
export function refundsRepo(db: Db) {
  return {
    /**
     * Records a cancellation's refund as pending and queues the jobs that send it, all on `tx` (the
     * cancellation's transaction). A booking moved to a dearer slot kept two payments (the first
     * and the difference): the refund is shared between them in proportion to what each still
     * holds, so none is refunded above what it took (a cheaper slot's refund already given back
     * counts as taken out). The unique index makes a second cancellation refund of a payment
     * impossible; returns the refunds' ids (none when there was nothing to refund).
     */
    async recordForBooking(tx: Db, bookingId: number, amountPaise: number, reason: RefundReason) {
      const payments = await queryRows<{ id: string; payment_id: string; left: number }>(
        tx,
        sql`select o.id, o.payment_id, (o.amount_paise - coalesce((select sum(r.amount_paise) from refunds r
              where r.payment_id = o.payment_id and r.order_id = o.id), 0))::int as "left"
            from payment_orders o
            where o.booking_id = ${bookingId} and o.status = 'paid' and o.payment_id is not null
            order by o.paid_at, o.id`,
      );
      const ids: number[] = [];
      for (const share of refundShares(
        payments.map((p) => ({ ...p, left: Number(p.left) })),
        amountPaise,
      )) {
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`insert into refunds (payment_id, order_id, booking_id, amount_paise, paid_paise, reason)
              select o.payment_id, o.id, ${bookingId}, ${share.amountPaise}, o.amount_paise, ${reason}
              from payment_orders o where o.id = ${share.orderId}
              on conflict do nothing
              returning id`,
        );
        if (row) ids.push(row.id);
      }
      if (ids.length > 0)
        await enqueueJobs(
          tx,
          "refund",
          ids.map((refundId) => ({ refundId })),
        );
      return ids[0] ?? null;
    },

    /**
     * A move to a cheaper slot gives back the difference of the booking's payment, once (the unique
     * index allows one `rescheduled` refund per payment), on `tx`, the move's transaction, with its
     * job. Never above what the payment still holds.
     */
    async recordReschedule(tx: Db, bookingId: number, amountPaise: number) {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into refunds (payment_id, order_id, booking_id, amount_paise, paid_paise, reason)
            select o.payment_id, o.id, o.booking_id, ${amountPaise}, o.amount_paise, 'rescheduled'
            from payment_orders o
            where o.booking_id = ${bookingId} and o.status = 'paid' and o.payment_id is not null
              and o.amount_paise - coalesce((select sum(r.amount_paise) from refunds r
                where r.payment_id = o.payment_id), 0) >= ${amountPaise}
            order by o.paid_at limit 1
            on conflict do nothing
            returning id`,
      );
      if (!row) return null;
      await enqueueJob(tx, "refund", { refundId: row.id });
      return row.id;
    },

    /**
     * A teammate's share kept by a split (decision 038) goes back to the organiser's payment of the
     * booking as a `split_share` refund of `amountPaise`, once per share (`share_order_id`), never
     * above what that payment still holds, with its job, on `tx` (the share's transaction). Null
     * when no payment of the organiser can take it back.
     */
    async recordShareGiveBack(
      tx: Db,
      input: { bookingId: number; organiserId: number; amountPaise: number; shareOrderId: string },
    ): Promise<number | null> {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into refunds (payment_id, order_id, booking_id, amount_paise, paid_paise, reason, share_order_id)
            select o.payment_id, o.id, o.booking_id, ${input.amountPaise}, o.amount_paise, 'split_share', ${input.shareOrderId}
            from payment_orders o
            where o.booking_id = ${input.bookingId} and o.user_id = ${input.organiserId}
              and o.status = ${orderStatus("paid")} and o.payment_id is not null
              and not exists (select 1 from split_orders so where so.order_id = o.id)
              and o.amount_paise - coalesce((select sum(r.amount_paise) from refunds r
                where r.payment_id = o.payment_id), 0) >= ${input.amountPaise}
            order by o.paid_at limit 1
            on conflict do nothing
            returning id`,
      );
      if (!row) return null;
      await enqueueJob(tx, "refund", { refundId: row.id });
      return row.id;
    },

    /** How many refunds of a payment are recorded (the job recognises a provider's refund by it). */
    async countOfPayment(paymentId: string): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from refunds where payment_id = ${paymentId}`,
      );
      return Number(row?.n ?? 0);
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
        const [row] = await queryRows<{ booking_id: number | null; amount_paise: number; reason: string }>(
          tx,
          sql`update refunds set status = 'processed', provider_refund_id = ${providerRefundId}, processed_at = now(),
                attempts = attempts + 1, last_error = null, next_attempt_at = null
              where id = ${id} and status = 'pending'
              returning booking_id, amount_paise, reason`,
        );
        // The booking's payment status is the bookings domain's to change (move `refund`); a charge
        // that is not a booking's has no booking to move.
        if (
          row &&
          row.booking_id !== null &&
          row.reason !== "late_payment" &&
          row.reason !== "rescheduled" &&
          row.reason !== "split_share"
        ) {
          await refundBookingPayment(tx, row.booking_id);
        }
        // A refund of an invoiced booking (a cancellation's, a cheaper reschedule's) gets its credit
        // note against the booking's invoice, in this transaction (decision 033); a stray payment
        // was never invoiced.
        // A split's share given back to the organiser is no credit: the teammate paid it instead.
        if (
          row &&
          row.reason !== "late_payment" &&
          row.reason !== "duplicate_payment" &&
          row.reason !== "split_share"
        ) {
          await invoicesRepo(tx).issueCreditNote(tx, id, invoiceAmounts);
        }
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
        sql`(select ${ADMIN_COLUMNS} from ${ADMIN_FROM}
              where r.status = 'pending' order by r.created_at, r.id)
            union all
            (select ${ADMIN_COLUMNS} from ${ADMIN_FROM}
              where r.status = 'processed' order by r.processed_at desc, r.id desc limit ${recent})`,
      );
      return rows.map(refundOf);
    },
  };
}

export type RefundsRepo = ReturnType<typeof refundsRepo>;
