import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { supplierGstRegisteredSql } from "../../db/money-sql";
import { isoOf, queryRows } from "../../db/rows";

/** A receipt as issued (frozen at issue), with the instant of the credit entry it receipts. */
export interface ReceiptRecord {
  id: number;
  ownerId: number;
  playerId: number;
  series: string;
  financialYear: number;
  sequence: number;
  issuedAt: string;
  entryAt: string;
  chargeId: string | null;
  creditEntryId: number | null;
  venueName: string | null;
  method: "online" | "cash" | "upi";
  supplierName: string;
  supplierGstin: string | null;
  buyerName: string;
  paidPaise: number;
  creditPaise: number;
  bonusPaise: number;
}

/** Who a receipt names: the owner (their registered name and sealed account when they have a GSTIN) and the player. */
export interface ReceiptParties {
  ownerName: string;
  holderName: string | null;
  sealed: string | null;
  buyerName: string;
}

/** What a receipt is issued for: an online top-up's charge, or a desk top-up's entry (found in the transaction). */
export type ReceiptSubject = { chargeId: string; paidPaise: number; creditPaise: number } | { deskVenueId: number };

/** The financial year (its starting year) of the transaction's instant in IST, as invoices/repo.ts numbers in. */
const FINANCIAL_YEAR_NOW = sql`extract(year from (now() at time zone 'Asia/Kolkata') - interval '3 months')::int`;

const RECEIPT_COLUMNS = sql`r.id, r.owner_id as "ownerId", r.player_id as "playerId", r.series,
  r.financial_year as "financialYear", r.sequence, r.issued_at as "issuedAt", ce.at as "entryAt",
  r.charge_id as "chargeId", r.credit_entry_id as "creditEntryId", v.name as "venueName", r.method,
  r.supplier_name as "supplierName", r.supplier_gstin as "supplierGstin", r.buyer_name as "buyerName",
  r.paid_paise as "paidPaise", r.credit_paise as "creditPaise", r.bonus_paise as "bonusPaise"`;

// The entry a receipt is for: the desk's own entry, or the top-up entry its charge credited.
const RECEIPT_FROM = sql`credit_receipts r
  join credit_entries ce on ce.id = r.credit_entry_id or (r.charge_id is not null and ce.charge_id = r.charge_id and ce.kind = 'top_up')
  left join venues v on v.id = r.venue_id`;

function receiptOf(row: ReceiptRecord): ReceiptRecord {
  return {
    ...row,
    id: Number(row.id),
    ownerId: Number(row.ownerId),
    playerId: Number(row.playerId),
    creditEntryId: row.creditEntryId === null ? null : Number(row.creditEntryId),
    issuedAt: isoOf(row.issuedAt),
    entryAt: isoOf(row.entryAt),
    paidPaise: Number(row.paidPaise),
    creditPaise: Number(row.creditPaise),
    bonusPaise: Number(row.bonusPaise),
  };
}

/** SQL only: top-up receipts (docs/product/credit.md), issued on the crediting transaction, and read. */
export function receiptsRepo(db: Db) {
  return {
    /** The owner and the player a receipt names, as they are now (frozen on the receipt at issue). */
    async parties(ownerId: number, playerId: number): Promise<ReceiptParties | undefined> {
      const [row] = await queryRows<ReceiptParties>(
        db,
        sql`select o.full_name as "ownerName", pa.holder_name as "holderName",
              case when ${supplierGstRegisteredSql(sql`o.id`)} then pa.sealed end as sealed,
              p.full_name as "buyerName"
            from users o join users p on p.id = ${playerId} left join payout_accounts pa on pa.owner_id = o.id
            where o.id = ${ownerId}`,
      );
      return row;
    },

    /**
     * Issues the receipt of a top-up on the caller's transaction (the one that credits it), its
     * number taken from the owner's 'receipt' counter in the same statement, only when the charge
     * or the entry has none yet: so once, and no number is taken for nothing (no gaps). A desk
     * top-up's entry is the one this transaction added (`at = now()`, the transaction's instant).
     */
    async issue(input: {
      ownerId: number;
      playerId: number;
      series: string;
      subject: ReceiptSubject;
      supplierName: string;
      supplierGstin: string | null;
      buyerName: string;
    }): Promise<number | undefined> {
      const { subject } = input;
      const source: SQL =
        "chargeId" in subject
          ? sql`select null::bigint as entry_id, ${subject.chargeId}::text as charge_id, null::int as venue_id,
                'online' as method, ${subject.paidPaise}::int as paid, ${subject.creditPaise}::int as credit
              where not exists (select 1 from credit_receipts x where x.charge_id = ${subject.chargeId})`
          : sql`select ce.id as entry_id, null::text as charge_id, ce.venue_id, ce.method,
                ce.amount_paise as paid, ce.amount_paise as credit
              from credit_entries ce
              where ce.owner_id = ${input.ownerId} and ce.user_id = ${input.playerId} and ce.kind = 'desk_top_up'
                and ce.venue_id = ${subject.deskVenueId} and ce.at = now()
                and not exists (select 1 from credit_receipts x where x.credit_entry_id = ce.id)
              order by ce.id desc limit 1`;
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`with s as (${source}),
            n as (
              insert into invoice_counters (kind, series, financial_year, last_number)
              select 'receipt', ${input.series}, ${FINANCIAL_YEAR_NOW}, 1 from s
              on conflict (kind, series, financial_year) do update set last_number = invoice_counters.last_number + 1
              returning financial_year, last_number
            )
            insert into credit_receipts (owner_id, player_id, series, financial_year, sequence, charge_id, credit_entry_id,
              venue_id, method, supplier_name, supplier_gstin, buyer_name, paid_paise, credit_paise, bonus_paise)
            select ${input.ownerId}, ${input.playerId}, ${input.series}, n.financial_year, n.last_number, s.charge_id,
              s.entry_id, s.venue_id, s.method, ${input.supplierName}, ${input.supplierGstin}, ${input.buyerName},
              s.paid, s.credit, s.credit - s.paid
            from s cross join n
            returning id`,
      );
      return row ? Number(row.id) : undefined;
    },

    /** One receipt, when it is the player's (or, with `ownerId`, the owner's); undefined otherwise. */
    async byId(id: number, whose: { playerId?: number; ownerId?: number }): Promise<ReceiptRecord | undefined> {
      const where: SQL[] = [sql`r.id = ${id}`];
      if (whose.playerId !== undefined) where.push(sql`r.player_id = ${whose.playerId}`);
      if (whose.ownerId !== undefined) where.push(sql`r.owner_id = ${whose.ownerId}`);
      const [row] = await queryRows<ReceiptRecord>(
        db,
        sql`select ${RECEIPT_COLUMNS} from ${RECEIPT_FROM} where ${sql.join(where, sql` and `)}`,
      );
      return row ? receiptOf(row) : undefined;
    },

    /** A player's receipts, or an owner's (all for neither), newest first. */
    async list(whose: { playerId?: number; ownerId?: number }, limit: number): Promise<ReceiptRecord[]> {
      const where: SQL[] = [sql`true`];
      if (whose.playerId !== undefined) where.push(sql`r.player_id = ${whose.playerId}`);
      if (whose.ownerId !== undefined) where.push(sql`r.owner_id = ${whose.ownerId}`);
      const rows = await queryRows<ReceiptRecord>(
        db,
        sql`select ${RECEIPT_COLUMNS} from ${RECEIPT_FROM} where ${sql.join(where, sql` and `)}
            order by r.issued_at desc, r.id desc limit ${limit}`,
      );
      return rows.map(receiptOf);
    },
  };
}
