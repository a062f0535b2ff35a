import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { isoOf, queryRows } from "../../db/rows";
import { chargeRows } from "../payments/reads/charge-rows";

/**
 * An online top-up of venue credit not yet paid out (docs/product/payouts.md, "Venue credit"): its
 * charge, whose owner it is, when it was paid (ISO) and that day in IST, and what was paid.
 */
export interface TopUpEntry {
  orderId: string;
  ownerId: number;
  paidAt: string;
  date: string;
  paidPaise: number;
}

/** A top-up's line in a payout. */
export interface TopUpItem {
  orderId: string;
  paidAt: string;
  paidPaise: number;
  netPaise: number;
}

/**
 * Drizzle only: venue credit as the payouts domain reads it (docs/product/payouts.md, "Venue
 * credit"): online top-ups to pay out, their lines, and the owner's credit outstanding.
 */
export function payoutCreditRepo(db: Db) {
  return {
    /**
     * Online top-ups of venue credit on no payout line yet: paid charges with purpose
     * credit_top_up (a late or second payment of one is refunded and never `paid`), optionally
     * one owner's, optionally paid before an instant.
     */
    async unsettledTopUps(filter: { ownerId?: number; paidBefore?: string }): Promise<TopUpEntry[]> {
      const where: SQL[] = [sql`o.purpose = 'credit_top_up'`, sql`o.status = 'paid'`];
      if (filter.ownerId !== undefined) where.push(sql`o.owner_id = ${filter.ownerId}`);
      if (filter.paidBefore !== undefined) where.push(sql`o.paid_at < ${filter.paidBefore}::timestamptz`);
      const rows = await queryRows<TopUpEntry>(
        db,
        sql`select o.id as "orderId", o.owner_id as "ownerId", o.paid_at as "paidAt",
              (o.paid_at at time zone 'Asia/Kolkata')::date::text as date, o.amount_paise as "paidPaise"
            from ${chargeRows()} o
            where ${sql.join(where, sql` and `)}
              and not exists (select 1 from payout_items pi where pi.order_id = o.id and pi.booking_id is null)
            order by o.paid_at, o.id`,
      );
      return rows.map((r) => ({
        ...r,
        ownerId: Number(r.ownerId),
        paidAt: isoOf(r.paidAt),
        paidPaise: Number(r.paidPaise),
      }));
    },

    /** The top-up lines of a payout, oldest first. */
    async topUpItems(payoutId: number): Promise<TopUpItem[]> {
      const rows = await queryRows<TopUpItem>(
        db,
        sql`select pi.order_id as "orderId", o.paid_at as "paidAt", pi.paid_paise as "paidPaise", pi.net_paise as "netPaise"
            from payout_items pi join ${chargeRows()} o on o.id = pi.order_id
            where pi.payout_id = ${payoutId} and pi.booking_id is null
            order by o.paid_at, pi.order_id`,
      );
      return rows.map((r) => ({
        ...r,
        paidAt: isoOf(r.paidAt),
        paidPaise: Number(r.paidPaise),
        netPaise: Number(r.netPaise),
      }));
    },

    /** The owner's credit outstanding now: every player's balance with them (their liability). */
    async creditOutstanding(ownerId: number): Promise<number> {
      const [row] = await queryRows<{ total: number }>(
        db,
        sql`select coalesce(sum(balance_paise), 0)::bigint as total from credit_balances where owner_id = ${ownerId}`,
      );
      return Number(row?.total ?? 0);
    },
  };
}
