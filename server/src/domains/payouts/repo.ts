import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { PAID_SQL, REFUND_SQL } from "../../db/money-sql";
import { isoOf, queryRows } from "../../db/rows";

/** Any fixed number: the key of the transaction-scoped advisory lock around a payout run. */
const PAYOUT_RUN_LOCK = 7_270_405;

/** A booking whose earnings are not (fully) paid out yet, with what its payout lines paid so far. */
export interface LedgerRow {
  booking_id: number;
  owner_id: number;
  venue_id: number;
  venue_name: string;
  date: string;
  slot: string;
  status: string;
  paid: number;
  refund: number;
  settled_paid: number;
  settled_refund: number;
  settled_fee: number;
  settled_net: number;
}

export interface PayoutRow {
  id: number;
  owner_id: number;
  owner_name: string;
  owner_email: string;
  run_date: string;
  period_start: string;
  period_end: string;
  gross_paise: number;
  fee_paise: number;
  refund_paise: number;
  net_paise: number;
  booking_count: number;
  status: string;
  reference: string | null;
  paid_at: string | null;
  created_at: string;
}

export interface PayoutItemRow {
  booking_id: number;
  venue_id: number;
  venue_name: string;
  date: string;
  slot: string;
  status: string;
  paid_paise: number;
  refund_paise: number;
  fee_paise: number;
  net_paise: number;
}

export interface RunRow {
  run_date: string;
  period_end: string;
  ran_at: string;
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
  netPaise: number;
  items: { bookingId: number; paidPaise: number; refundPaise: number; feePaise: number; netPaise: number }[];
}

const PAYOUT_SELECT = sql`select p.id, p.owner_id, u.full_name as owner_name, u.email as owner_email,
    p.run_date::text as run_date, p.period_start::text as period_start, p.period_end::text as period_end,
    p.gross_paise, p.fee_paise, p.refund_paise, p.net_paise, p.booking_count, p.status, p.reference,
    p.paid_at, p.created_at
  from payouts p join users u on u.id = p.owner_id`;

function toPayoutRow(row: PayoutRow): PayoutRow {
  return {
    ...row,
    paid_at: row.paid_at === null || row.paid_at === undefined ? null : isoOf(row.paid_at),
    created_at: isoOf(row.created_at),
  };
}

function toRunRow(row: RunRow): RunRow {
  const carried = typeof row.carried === "string" ? JSON.parse(row.carried) : row.carried;
  return { ...row, ran_at: isoOf(row.ran_at), carried };
}

/** Drizzle only: the owners' earnings ledger, payout runs and payouts. */
export function payoutsRepo(db: Db) {
  return {
    /** Serialises payout runs across instances until the transaction ends. */
    async lockRuns(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${PAYOUT_RUN_LOCK})`);
    },

    /**
     * Bookings with money taken online whose earnings differ from what their payout lines paid:
     * confirmed, completed or cancelled (disputed ones are held back), optionally one owner's,
     * optionally dated up to a day.
     */
    async unsettled(filter: { ownerId?: number; throughDate?: string }): Promise<LedgerRow[]> {
      const where: SQL[] = [sql`bk.status in ('confirmed', 'completed', 'cancelled')`];
      if (filter.ownerId !== undefined) where.push(sql`v.owner_id = ${filter.ownerId}`);
      if (filter.throughDate !== undefined) where.push(sql`bk.date <= ${filter.throughDate}::date`);
      const rows = await queryRows<LedgerRow>(
        db,
        sql`select x.*, coalesce(s.paid, 0)::bigint as settled_paid, coalesce(s.refund, 0)::bigint as settled_refund,
              coalesce(s.fee, 0)::bigint as settled_fee, coalesce(s.net, 0)::bigint as settled_net
            from (
              select bk.id as booking_id, v.owner_id, v.id as venue_id, v.name as venue_name, bk.date::text as date,
                bk.slot, bk.status, ${PAID_SQL} as paid, ${REFUND_SQL} as refund
              from bookings bk join venues v on v.id = bk.venue_id
              where ${sql.join(where, sql` and `)}
            ) x
            left join lateral (
              select sum(pi.paid_paise) as paid, sum(pi.refund_paise) as refund, sum(pi.fee_paise) as fee,
                sum(pi.net_paise) as net
              from payout_items pi where pi.booking_id = x.booking_id
            ) s on true
            where x.paid > 0
              and (x.paid <> coalesce(s.paid, 0) or least(x.refund, x.paid) <> coalesce(s.refund, 0))
            order by x.date, x.booking_id`,
      );
      return rows.map((r) => ({
        ...r,
        paid: Number(r.paid),
        refund: Number(r.refund),
        settled_paid: Number(r.settled_paid),
        settled_refund: Number(r.settled_refund),
        settled_fee: Number(r.settled_fee),
        settled_net: Number(r.settled_net),
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

    async run(runDate: string): Promise<RunRow | undefined> {
      const [row] = await queryRows<RunRow>(
        db,
        sql`select run_date::text as run_date, period_end::text as period_end, ran_at, carried
            from payout_runs where run_date = ${runDate}::date`,
      );
      return row ? toRunRow(row) : undefined;
    },

    /** The latest run on or before a date. */
    async latestRun(onOrBefore: string): Promise<RunRow | undefined> {
      const [row] = await queryRows<RunRow>(
        db,
        sql`select run_date::text as run_date, period_end::text as period_end, ran_at, carried
            from payout_runs where run_date <= ${onOrBefore}::date order by run_date desc limit 1`,
      );
      return row ? toRunRow(row) : undefined;
    },

    async insertPayout(payout: NewPayout): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into payouts (owner_id, run_date, period_start, period_end, gross_paise, fee_paise, refund_paise,
              net_paise, booking_count)
            values (${payout.ownerId}, ${payout.runDate}::date, ${payout.periodStart}::date, ${payout.periodEnd}::date,
              ${payout.grossPaise}, ${payout.feePaise}, ${payout.refundPaise}, ${payout.netPaise}, ${payout.items.length})
            returning id`,
      );
      const id = row!.id;
      const values = payout.items.map(
        (i) => sql`(${id}, ${i.bookingId}, ${i.paidPaise}, ${i.refundPaise}, ${i.feePaise}, ${i.netPaise})`,
      );
      // In chunks: one statement per few hundred lines keeps the parameter count far from the limit.
      for (let start = 0; start < values.length; start += 500) {
        await db.execute(
          sql`insert into payout_items (payout_id, booking_id, paid_paise, refund_paise, fee_paise, net_paise)
              values ${sql.join(values.slice(start, start + 500), sql`, `)}`,
        );
      }
      return id;
    },

    async list(filter: { ownerId?: number; status?: string; runDate?: string; limit: number }): Promise<PayoutRow[]> {
      const where: SQL[] = [sql`true`];
      if (filter.ownerId !== undefined) where.push(sql`p.owner_id = ${filter.ownerId}`);
      if (filter.status !== undefined) where.push(sql`p.status = ${filter.status}`);
      if (filter.runDate !== undefined) where.push(sql`p.run_date = ${filter.runDate}::date`);
      const rows = await queryRows<PayoutRow>(
        db,
        sql`${PAYOUT_SELECT} where ${sql.join(where, sql` and `)} order by p.run_date desc, p.id desc limit ${filter.limit}`,
      );
      return rows.map(toPayoutRow);
    },

    async byId(id: number): Promise<PayoutRow | undefined> {
      const [row] = await queryRows<PayoutRow>(db, sql`${PAYOUT_SELECT} where p.id = ${id}`);
      return row ? toPayoutRow(row) : undefined;
    },

    async items(payoutId: number): Promise<PayoutItemRow[]> {
      return queryRows<PayoutItemRow>(
        db,
        sql`select pi.booking_id, bk.venue_id, v.name as venue_name, bk.date::text as date, bk.slot, bk.status,
              pi.paid_paise, pi.refund_paise, pi.fee_paise, pi.net_paise
            from payout_items pi join bookings bk on bk.id = pi.booking_id join venues v on v.id = bk.venue_id
            where pi.payout_id = ${payoutId}
            order by bk.date, pi.booking_id`,
      );
    },

    /** scheduled → paid; false when it was not scheduled (already paid, or missing). */
    async markPaid(id: number, reference: string, actorId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update payouts set status = 'paid', reference = ${reference}, paid_at = now(), paid_by = ${actorId}
            where id = ${id} and status = 'scheduled' returning id`,
      );
      return rows.length > 0;
    },
  };
}

export type PayoutsRepo = ReturnType<typeof payoutsRepo>;

/** Runs `work` in one transaction with a repo bound to it. */
export function inPayoutsTransaction<T>(db: Db, work: (repo: PayoutsRepo) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(payoutsRepo(tx as unknown as Db)));
}
