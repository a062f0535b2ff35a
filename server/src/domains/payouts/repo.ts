import { istToUtc, slotInstants } from "@crease/core";
import { type SQL, sql } from "drizzle-orm";
import { statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isoOf, isoOrNull, queryRows } from "../../db/rows";
import { bookingRows } from "../bookings/reads/booking-rows";
import {
  CREDIT_REFUND_BONUS_SQL,
  CREDIT_REFUND_SQL,
  DISCOUNT_BY_SQL,
  PAID_SQL,
  REFUND_SQL,
} from "../payments/reads/booking-money";
import { saleChargeOf } from "../payments/reads/sale-charge";
import { payoutCreditRepo } from "./credit-repo";

/** Any fixed number: the key of the transaction-scoped advisory lock around a payout run. */
const PAYOUT_RUN_LOCK = 7_270_405;

/** A booking whose earnings are not (fully) paid out yet, with what its payout lines paid so far. */
export interface LedgerEntry {
  bookingId: number;
  ownerId: number;
  venueId: number;
  venueName: string;
  date: string;
  slot: string;
  /** When the slot ends (ISO): a booking is paid out once played, the late slots after midnight included. */
  endsAt: string;
  status: string;
  paid: number;
  refund: number;
  /** The booking's GST and total: the GST share of what is kept is proportional. */
  gst: number;
  total: number;
  /** The booking's coupon discount (paise, GST-free) and who bore it (docs/product/offers.md). */
  discount: number;
  discountBy: "owner" | "platform" | null;
  /** What venue credit paid of the booking, and what a cancellation gave back to credit (paise). */
  credit: number;
  creditRefund: number;
  /** The bonus in that credit and in what went back (a discount: no fee on it; docs/product/credit.md). */
  creditBonus: number;
  creditRefundBonus: number;
  settledPaid: number;
  settledRefund: number;
  settledGst: number;
  settledFee: number;
  settledNet: number;
  settledCredit: number;
}

/** A payout as the payouts domain hands it out: camelCase, paise as numbers, instants as ISO text. */
export interface PayoutRecord {
  id: number;
  ownerId: number;
  ownerName: string;
  ownerEmail: string;
  runDate: string;
  periodStart: string;
  periodEnd: string;
  grossPaise: number;
  feePaise: number;
  refundPaise: number;
  gstPaise: number;
  netPaise: number;
  bookingCount: number;
  status: string;
  reference: string | null;
  paidAt: string | null;
  /** Where it was sent, masked (set when it was marked paid). */
  paidTo: string | null;
  /** A scheduled payout waiting for its owner's changed payout account (24 hours after the change). */
  heldUntil: string | null;
  createdAt: string;
}

/** One booking's line in a payout. */
export interface PayoutItem {
  bookingId: number;
  venueId: number;
  venueName: string;
  date: string;
  slot: string;
  status: string;
  paidPaise: number;
  refundPaise: number;
  gstPaise: number;
  feePaise: number;
  netPaise: number;
  discountPaise: number;
  discountBy: "owner" | "platform" | null;
  creditPaise: number;
}

/** A Tuesday's run: when it ran and which owners' earnings were carried to the next one. */
export interface RunRecord {
  runDate: string;
  periodEnd: string;
  ranAt: string;
  carried: { ownerId: number; netPaise: number }[];
}

export interface NewPayout {
  ownerId: number;
  runDate: string;
  periodStart: string;
  periodEnd: string;
  grossPaise: number;
  feePaise: number;
  refundPaise: number;
  gstPaise: number;
  netPaise: number;
  /** A booking's line (`bookingId`), or an online top-up's (`orderId`, no booking). */
  items: {
    bookingId: number | null;
    orderId?: string | null;
    creditPaise: number;
    paidPaise: number;
    refundPaise: number;
    gstPaise: number;
    feePaise: number;
    netPaise: number;
  }[];
}

const PAYOUT_SELECT = sql`select p.id, p.owner_id as "ownerId", u.full_name as "ownerName", u.email as "ownerEmail",
    p.run_date::text as "runDate", p.period_start::text as "periodStart", p.period_end::text as "periodEnd",
    p.gross_paise as "grossPaise", p.fee_paise as "feePaise", p.refund_paise as "refundPaise",
    p.gst_paise as "gstPaise", p.net_paise as "netPaise", p.booking_count as "bookingCount", p.status, p.reference,
    p.paid_at as "paidAt", p.paid_to as "paidTo", p.created_at as "createdAt",
    case when p.status = 'scheduled' and a.payouts_held_until > now() then a.payouts_held_until end as "heldUntil"
  from payouts p join users u on u.id = p.owner_id left join payout_accounts a on a.owner_id = p.owner_id`;

/** Where a payout goes, masked as the owner sees it: "****1234 · HDFC0001234" or the masked UPI ID. */
const DESTINATION_SQL = sql`(select case when a.method = 'bank' then '****' || a.account_last4 || ' · ' || a.ifsc
    else a.upi_masked end
  from payout_accounts a where a.owner_id = p.owner_id)`;

const RUN_SELECT = sql`select run_date::text as "runDate", period_end::text as "periodEnd", ran_at as "ranAt", carried
  from payout_runs`;

function payoutOf(row: PayoutRecord): PayoutRecord {
  return {
    ...row,
    grossPaise: Number(row.grossPaise),
    feePaise: Number(row.feePaise),
    refundPaise: Number(row.refundPaise),
    gstPaise: Number(row.gstPaise),
    netPaise: Number(row.netPaise),
    bookingCount: Number(row.bookingCount),
    paidAt: isoOrNull(row.paidAt),
    heldUntil: isoOrNull(row.heldUntil),
    createdAt: isoOf(row.createdAt),
  };
}

function runOf(row: RunRecord): RunRecord {
  const carried = typeof row.carried === "string" ? JSON.parse(row.carried) : row.carried;
  return { ...row, ranAt: isoOf(row.ranAt), carried };
}

/** Drizzle only: the owners' earnings ledger, payout runs and payouts. */
export function payoutsRepo(db: Db) {
  return {
    ...payoutCreditRepo(db),
    /** Serialises payout runs across instances until the transaction ends. */
    async lockRuns(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${PAYOUT_RUN_LOCK})`);
    },

    /**
     * Bookings with money taken online whose earnings differ from what their payout lines paid:
     * confirmed, completed or cancelled (disputed ones are held back), optionally one owner's,
     * optionally dated up to a day.
     */
    async unsettled(filter: { ownerId?: number; throughDate?: string }): Promise<LedgerEntry[]> {
      const where: SQL[] = [statusIn(sql`bk.status`, "confirmed", "completed", "cancelled")];
      if (filter.ownerId !== undefined) where.push(sql`v.owner_id = ${filter.ownerId}`);
      if (filter.throughDate !== undefined) where.push(sql`bk.date <= ${filter.throughDate}::date`);
      const rows = await queryRows<Omit<LedgerEntry, "endsAt"> & { overnightFrom: string | null }>(
        db,
        sql`select x.*, coalesce(s.paid, 0)::bigint as "settledPaid", coalesce(s.refund, 0)::bigint as "settledRefund",
              coalesce(s.gst, 0)::bigint as "settledGst", coalesce(s.fee, 0)::bigint as "settledFee", coalesce(s.net, 0)::bigint as "settledNet",
              coalesce(s.credit, 0)::bigint as "settledCredit"
            from (
              select bk.id as "bookingId", v.owner_id as "ownerId", v.id as "venueId", v.name as "venueName",
                bk.date::text as date,
                bk.slot, bk.status, ${PAID_SQL} as paid, ${REFUND_SQL} as refund,
                (select h.start_time from nets_details h where h.venue_id = v.id and h.end_time < h.start_time
                  union all select h.start_time from box_cricket_details h where h.venue_id = v.id and h.end_time < h.start_time
                  limit 1) as "overnightFrom",
                bk.gst_paise as gst, bk.total_paise as total,
                bk.discount_paise as discount, ${DISCOUNT_BY_SQL} as "discountBy",
                bk.paid_with_credit_paise as credit, ${CREDIT_REFUND_SQL} as "creditRefund",
                bk.credit_bonus_paise as "creditBonus", ${CREDIT_REFUND_BONUS_SQL} as "creditRefundBonus"
              from ${bookingRows()} bk join venues v on v.id = bk.venue_id
              where ${sql.join(where, sql` and `)}
            ) x
            left join lateral (
              select sum(pi.paid_paise) as paid, sum(pi.refund_paise) as refund, sum(pi.gst_paise) as gst,
                sum(pi.fee_paise) as fee,
                sum(pi.net_paise) as net, sum(pi.credit_paise) as credit
              from payout_items pi where pi.booking_id = x."bookingId"
            ) s on true
            where (x.paid > 0 or x.credit > 0)
              and (x.paid <> coalesce(s.paid, 0) or least(x.refund, x.paid) <> coalesce(s.refund, 0)
                -- Credit kept (played) as core's ledgerAmounts reckons it: online kept + credit - given back, less online kept.
                or greatest(x.paid - least(x.refund, x.paid) + x.credit - x."creditRefund", 0)
                  - (x.paid - least(x.refund, x.paid)) <> coalesce(s.credit, 0))
            order by x.date, x."bookingId"`,
      );
      return rows.map(({ overnightFrom, ...r }) => ({
        ...r,
        endsAt: (slotInstants(r.date, r.slot, overnightFrom)?.end ?? istToUtc(r.date, "24:00")).toISOString(),
        paid: Number(r.paid),
        refund: Number(r.refund),
        gst: Number(r.gst),
        total: Number(r.total),
        discount: Number(r.discount ?? 0),
        credit: Number(r.credit ?? 0),
        creditRefund: Number(r.creditRefund ?? 0),
        creditBonus: Number(r.creditBonus ?? 0),
        creditRefundBonus: Number(r.creditRefundBonus ?? 0),
        settledPaid: Number(r.settledPaid),
        settledRefund: Number(r.settledRefund),
        settledGst: Number(r.settledGst),
        settledFee: Number(r.settledFee),
        settledNet: Number(r.settledNet),
        settledCredit: Number(r.settledCredit),
      }));
    },

    /** Claims a Tuesday's run; false when it already exists. */
    async claimRun(runDate: string, periodEnd: string): Promise<boolean> {
      const rows = await queryRows<{ run_date: string }>(
        db,
        sql`insert into payout_runs (run_date, period_end) values (${runDate}::date, ${periodEnd}::date)
            on conflict (run_date) do nothing returning run_date::text as run_date`,
      );
      return rows.length > 0;
    },

    async setCarried(runDate: string, carried: { ownerId: number; netPaise: number }[]): Promise<void> {
      await db.execute(
        sql`update payout_runs set carried = ${JSON.stringify(carried)}::jsonb where run_date = ${runDate}::date`,
      );
    },

    async run(runDate: string): Promise<RunRecord | undefined> {
      const [row] = await queryRows<RunRecord>(db, sql`${RUN_SELECT} where run_date = ${runDate}::date`);
      return row ? runOf(row) : undefined;
    },

    /** The latest run on or before a date. */
    async latestRun(onOrBefore: string): Promise<RunRecord | undefined> {
      const [row] = await queryRows<RunRecord>(
        db,
        sql`${RUN_SELECT} where run_date <= ${onOrBefore}::date order by run_date desc limit 1`,
      );
      return row ? runOf(row) : undefined;
    },

    async insertPayout(payout: NewPayout): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into payouts (owner_id, run_date, period_start, period_end, gross_paise, fee_paise, refund_paise,
              gst_paise, net_paise, booking_count)
            values (${payout.ownerId}, ${payout.runDate}::date, ${payout.periodStart}::date, ${payout.periodEnd}::date,
              ${payout.grossPaise}, ${payout.feePaise}, ${payout.refundPaise}, ${payout.gstPaise}, ${payout.netPaise},
              ${payout.items.filter((i) => i.bookingId !== null).length})
            returning id`,
      );
      const id = row!.id;
      const values = payout.items.map(
        (i) =>
          sql`(${id}::int, ${i.bookingId}::int, ${i.orderId ?? null}::text, ${i.paidPaise}::int, ${i.refundPaise}::int, ${i.gstPaise}::int, ${i.feePaise}::int, ${i.netPaise}::int, ${i.creditPaise}::int)`,
      );
      // In chunks: one statement per few hundred lines keeps the parameter count far from the limit.
      for (let start = 0; start < values.length; start += 500) {
        await db.execute(
          // Each line names its charge: a top-up's own, or the one that sold its booking (none for a
          // desk booking nor one paid wholly with credit: payout_items_subject_check holds the booking).
          sql`insert into payout_items (payout_id, booking_id, order_id, paid_paise, refund_paise, gst_paise, fee_paise, net_paise,
                credit_paise)
              select i.payout_id, i.booking_id,
                coalesce(i.order_id, ${saleChargeOf(sql`i.booking_id`)}),
                i.paid_paise, i.refund_paise, i.gst_paise, i.fee_paise, i.net_paise, i.credit_paise
              from (values ${sql.join(values.slice(start, start + 500), sql`, `)})
                as i (payout_id, booking_id, order_id, paid_paise, refund_paise, gst_paise, fee_paise, net_paise, credit_paise)`,
        );
      }
      return id;
    },

    async list(filter: {
      ownerId?: number;
      status?: string;
      runDate?: string;
      limit: number;
    }): Promise<PayoutRecord[]> {
      const where: SQL[] = [sql`true`];
      if (filter.ownerId !== undefined) where.push(sql`p.owner_id = ${filter.ownerId}`);
      if (filter.status !== undefined) where.push(sql`p.status = ${filter.status}`);
      if (filter.runDate !== undefined) where.push(sql`p.run_date = ${filter.runDate}::date`);
      const rows = await queryRows<PayoutRecord>(
        db,
        sql`${PAYOUT_SELECT} where ${sql.join(where, sql` and `)} order by p.run_date desc, p.id desc limit ${filter.limit}`,
      );
      return rows.map(payoutOf);
    },

    async byId(id: number): Promise<PayoutRecord | undefined> {
      const [row] = await queryRows<PayoutRecord>(db, sql`${PAYOUT_SELECT} where p.id = ${id}`);
      return row ? payoutOf(row) : undefined;
    },

    async items(payoutId: number): Promise<PayoutItem[]> {
      const rows = await queryRows<PayoutItem>(
        db,
        sql`select pi.booking_id as "bookingId", bk.venue_id as "venueId", v.name as "venueName",
              bk.date::text as date, bk.slot, bk.status, pi.paid_paise as "paidPaise",
              pi.refund_paise as "refundPaise", pi.gst_paise as "gstPaise", pi.fee_paise as "feePaise", pi.net_paise as "netPaise",
              bk.discount_paise as "discountPaise", ${DISCOUNT_BY_SQL} as "discountBy", pi.credit_paise as "creditPaise"
            from payout_items pi join ${bookingRows()} bk on bk.id = pi.booking_id join venues v on v.id = bk.venue_id
            where pi.payout_id = ${payoutId}
            order by bk.date, pi.booking_id`,
      );
      return rows.map((r) => ({
        ...r,
        paidPaise: Number(r.paidPaise),
        discountPaise: Number(r.discountPaise ?? 0),
        refundPaise: Number(r.refundPaise),
        gstPaise: Number(r.gstPaise),
        feePaise: Number(r.feePaise),
        netPaise: Number(r.netPaise),
        creditPaise: Number(r.creditPaise ?? 0),
      }));
    },

    /**
     * scheduled → paid, recording where it went; false when it was not scheduled (already paid, or
     * missing) or its owner's payout account changed less than 24 hours before `at` (held).
     */
    async markPaid(id: number, reference: string, actorId: number, at: Date): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update payouts p set status = 'paid', reference = ${reference}, paid_at = now(), paid_by = ${actorId},
              paid_to = ${DESTINATION_SQL}
            where p.id = ${id} and p.status = 'scheduled'
              and not exists (select 1 from payout_accounts h
                where h.owner_id = p.owner_id and h.payouts_held_until > ${at.toISOString()}::timestamptz)
            returning p.id`,
      );
      return rows.length > 0;
    },

    /** Until when the owner's payouts are held (their account changed), if they are at `at`. */
    async heldUntil(ownerId: number, at: Date): Promise<string | null> {
      const [row] = await queryRows<{ until: string }>(
        db,
        sql`select payouts_held_until as until from payout_accounts
            where owner_id = ${ownerId} and payouts_held_until > ${at.toISOString()}::timestamptz`,
      );
      return row ? isoOf(row.until) : null;
    },
  };
}

export type PayoutsRepo = ReturnType<typeof payoutsRepo>;

/** Runs `work` in one transaction with a repo bound to it. */
export function inPayoutsTransaction<T>(db: Db, work: (repo: PayoutsRepo) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(payoutsRepo(tx as unknown as Db)));
}
