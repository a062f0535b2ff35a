import { type InvoiceAmounts, type InvoiceRegime, seriesOf } from "@crease/core";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { supplierGstRegisteredSql } from "../../db/money-sql";
import { isoOf, queryPrepared, queryRows } from "../../db/rows";
import { bookingRows } from "../bookings/reads/booking-rows";
import { chargeRows } from "../payments/reads/charge-rows";
import { refundRows } from "../payments/reads/refund-rows";
import { takeNumber } from "./numbers";

/** What the supplier of an order's booking looks like now: read before the payment is confirmed. */
export interface OrderSupplierRow {
  /**
   * Each booking the order pays, its total and GST: one, or a weekly booking's dates (decision 039);
   * `bonusPaise`, the bonus of the venue credit that paid part of it (a discount: docs/product/credit.md).
   */
  parts: { bookingId: number; totalPaise: number; gstPaise: number; bonusPaise?: number }[];
  venueName: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  ownerId: number;
  ownerName: string;
  holderName: string | null;
  /** The owner's sealed payout account, when they are registered (a GSTIN on it). */
  sealed: string | null;
}

/** A part as `supplierOfOrder` reads it: booking, total, GST, the credit's bonus. */
type PartRow = [number, number, number, number];

/** What an invoice freezes of its supplier at issue, with its amounts. */
export interface InvoiceIssue {
  /** The supplier's series (core's `seriesOf` the owner): the number is the next in it. */
  series: string;
  regime: InvoiceRegime;
  supplierName: string;
  supplierTradeName: string;
  supplierAddress: string;
  supplierGstin: string | null;
  placeOfSupplyCode: string | null;
  placeOfSupply: string;
  sac: string;
  /**
   * Each booking's amounts (one invoice per booking the order pays), with the discount of venue
   * credit's bonus (core's `invoiceAmountsWithBonus`): its total is the price less that bonus.
   */
  amounts: { bookingId: number; amounts: InvoiceAmounts & { discountPaise: number } }[];
}

/** An issued invoice as the routes and the PDF read it (frozen at issue), with its credit notes. */
export interface InvoiceRecord {
  id: number;
  series: string;
  financialYear: number;
  sequence: number;
  bookingId: number;
  venueId: number;
  ownerId: number;
  playerId: number | null;
  issuedAt: string;
  regime: InvoiceRegime;
  supplierName: string;
  supplierTradeName: string;
  supplierAddress: string;
  supplierGstin: string | null;
  placeOfSupplyCode: string | null;
  placeOfSupply: string;
  sac: string;
  buyerName: string;
  serviceDate: string;
  slot: string;
  courtName: string;
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  paidOnlinePaise: number;
  /** Paid from the player's venue credit: its money part (docs/product/credit.md, "Tax and money"). */
  paidWithCreditPaise: number;
  /** The credit's bonus as a discount off the price, before GST: the price was taxable + this. */
  bonusDiscountPaise: number;
  /** One per refund sent, oldest first; together never above what was paid online. */
  creditNotes: CreditNoteRecord[];
  /** One per payment that raised the booking's value (a move to a dearer slot), oldest first. */
  debitNotes: DebitNoteRecord[];
}

/** A debit note, with the slot the booking moved to (the invoice keeps the first). */
export interface DebitNoteRecord extends Omit<CreditNoteRecord, "invoiceId"> {
  invoiceId: number;
  serviceDate: string;
  slot: string;
  courtName: string;
}

export interface CreditNoteRecord {
  invoiceId: number;
  series: string;
  financialYear: number;
  sequence: number;
  issuedAt: string;
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

const INVOICE_COLUMNS = sql`i.id, i.series, i.financial_year as "financialYear", i.sequence, i.booking_id as "bookingId",
  i.venue_id as "venueId", i.owner_id as "ownerId", i.player_id as "playerId", i.issued_at as "issuedAt", i.regime,
  i.supplier_name as "supplierName", i.supplier_trade_name as "supplierTradeName",
  i.supplier_address as "supplierAddress", i.supplier_gstin as "supplierGstin",
  i.place_of_supply_code as "placeOfSupplyCode", i.place_of_supply as "placeOfSupply", i.sac,
  i.buyer_name as "buyerName", i.service_date::text as "serviceDate", i.slot, i.court_name as "courtName",
  i.total_paise as "totalPaise", i.taxable_paise as "taxablePaise", i.cgst_paise as "cgstPaise",
  i.sgst_paise as "sgstPaise", i.igst_paise as "igstPaise", i.paid_online_paise as "paidOnlinePaise",
  i.paid_with_credit_paise as "paidWithCreditPaise", i.bonus_discount_paise as "bonusDiscountPaise"`;

type InvoiceRow = Omit<InvoiceRecord, "creditNotes" | "debitNotes">;

/** Counts and paise as numbers (bigint comes as text from one driver), instants as ISO text. */
function invoiceOf(r: InvoiceRow, notes: { credit: CreditNoteRecord[]; debit: DebitNoteRecord[] }): InvoiceRecord {
  return {
    ...r,
    id: Number(r.id),
    financialYear: Number(r.financialYear),
    sequence: Number(r.sequence),
    bookingId: Number(r.bookingId),
    venueId: Number(r.venueId),
    ownerId: Number(r.ownerId),
    playerId: r.playerId === null ? null : Number(r.playerId),
    issuedAt: isoOf(r.issuedAt),
    totalPaise: Number(r.totalPaise),
    taxablePaise: Number(r.taxablePaise),
    cgstPaise: Number(r.cgstPaise),
    sgstPaise: Number(r.sgstPaise),
    igstPaise: Number(r.igstPaise),
    paidOnlinePaise: Number(r.paidOnlinePaise),
    paidWithCreditPaise: Number(r.paidWithCreditPaise ?? 0),
    bonusDiscountPaise: Number(r.bonusDiscountPaise ?? 0),
    creditNotes: notes.credit.filter((note) => note.invoiceId === Number(r.id)),
    debitNotes: notes.debit.filter((note) => note.invoiceId === Number(r.id)),
  };
}

const creditNoteOf = (r: CreditNoteRecord): CreditNoteRecord => ({
  invoiceId: Number(r.invoiceId),
  series: r.series,
  financialYear: Number(r.financialYear),
  sequence: Number(r.sequence),
  issuedAt: isoOf(r.issuedAt),
  totalPaise: Number(r.totalPaise),
  taxablePaise: Number(r.taxablePaise),
  cgstPaise: Number(r.cgstPaise),
  sgstPaise: Number(r.sgstPaise),
  igstPaise: Number(r.igstPaise),
});

/**
 * The extra steps of the `confirm` statement (bookings/repo.ts `confirmPaid`) that issue the
 * booking's invoice: for the booking the statement confirms (its CTE `b`; none when it confirms
 * nothing), take the year's next number and freeze the invoice. Run inside that statement, so a
 * confirmed booking always has its invoice and a statement that fails or confirms nothing takes
 * no number.
 */
export function issueInvoiceSql(issue: InvoiceIssue): SQL {
  const [only, ...more] = issue.amounts;
  // One booking (the hot path): its amounts as constants, its number the counter's.
  const amountsSql =
    only && more.length === 0
      ? sql`(select ${only.bookingId}::int as booking_id, ${only.amounts.totalPaise}::int as total,
          ${only.amounts.taxablePaise}::int as taxable, ${only.amounts.cgstPaise}::int as cgst, ${only.amounts.sgstPaise}::int as sgst,
          ${only.amounts.igstPaise}::int as igst, ${only.amounts.discountPaise}::int as discount)`
      : sql`(values ${sql.join(
          issue.amounts.map(
            ({ bookingId, amounts: a }) =>
              sql`(${bookingId}::int, ${a.totalPaise}::int, ${a.taxablePaise}::int, ${a.cgstPaise}::int, ${a.sgstPaise}::int,
                ${a.igstPaise}::int, ${a.discountPaise}::int)`,
          ),
          sql`, `,
        )})`;
  const sequence =
    more.length === 0
      ? sql`n.last_number`
      : sql`n.last_number - count(*) over () + row_number() over (order by b.date, b.id)`;
  return sql`, invoice_amounts (booking_id, total, taxable, cgst, sgst, igst, discount) as ${amountsSql},
    invoice_number as (${takeNumber("invoice", issue.series, sql`b`)}),
    invoice as (
      insert into invoices (series, financial_year, sequence, booking_id, order_id, venue_id, owner_id, player_id, regime,
        supplier_name, supplier_trade_name, supplier_address, supplier_gstin, place_of_supply_code, place_of_supply,
        sac, buyer_name, service_date, slot, court_name, total_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise,
        paid_online_paise, paid_with_credit_paise, bonus_discount_paise)
      select ${issue.series}, n.financial_year, ${sequence},
        -- The charge that sold this booking: its row of the paid order (the confirming statement's parts).
        b.id, (select p.id from parts p where p.booking_id = b.id limit 1), b.venue_id, v.owner_id, b.user_id, ${issue.regime},
        ${issue.supplierName}, ${issue.supplierTradeName}, ${issue.supplierAddress}, ${issue.supplierGstin},
        ${issue.placeOfSupplyCode}, ${issue.placeOfSupply}, ${issue.sac},
        coalesce(b.player_name, pu.full_name, ''), b.date, b.slot, coalesce(ct.name, ''), a.total,
        -- The pay-now amount holds what venue credit paid of it (credit-checkout.ts): on its own line, its
        -- money part only; its bonus is the discount (the total is the price less it).
        a.taxable, a.cgst, a.sgst, a.igst, b.pay_now_paise - b.paid_with_credit_paise,
        b.paid_with_credit_paise - b.credit_bonus_paise, a.discount
      from b cross join invoice_number n join invoice_amounts a on a.booking_id = b.id join venues v on v.id = b.venue_id
        left join users pu on pu.id = b.user_id left join courts ct on ct.id = b.court_id
    )`;
}

/** What a credit or debit note is issued from: its invoice (and owner, for the series), its amount. */
interface NoteBasis {
  invoiceId: number;
  ownerId: number;
  regime: InvoiceRegime;
  amountPaise: number;
}

/** SQL only: invoices, credit notes and their numbers (docs/product/invoices.md). */
export function invoicesRepo(db: Db) {
  /** The credit and debit notes of these invoices, oldest first. */
  async function notesOf(invoiceIds: number[]) {
    if (invoiceIds.length === 0) return { credit: [], debit: [] };
    const ids = sql.join(
      invoiceIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const columns = sql`invoice_id as "invoiceId", series, financial_year as "financialYear", sequence, issued_at as "issuedAt",
      total_paise as "totalPaise", taxable_paise as "taxablePaise", cgst_paise as "cgstPaise", sgst_paise as "sgstPaise",
      igst_paise as "igstPaise"`;
    const credit = await queryRows<CreditNoteRecord>(
      db,
      sql`select ${columns} from credit_notes where invoice_id in (${ids}) order by issued_at, id`,
    );
    const debit = await queryRows<DebitNoteRecord>(
      db,
      sql`select ${columns}, service_date::text as "serviceDate", slot, court_name as "courtName"
          from debit_notes where invoice_id in (${ids}) order by issued_at, id`,
    );
    return {
      credit: credit.map(creditNoteOf),
      debit: debit.map((r) => ({ ...r, ...creditNoteOf(r) })),
    };
  }

  return {
    /** The supplier behind an order's booking, as it is now; undefined when there is no such order. */
    async supplierOfOrder(orderId: string): Promise<OrderSupplierRow | undefined> {
      const [row] = await queryPrepared<Omit<OrderSupplierRow, "parts"> & { parts: unknown }>(
        db,
        sql`select json_build_array(json_build_array(o.booking_id, o.total_paise, o.gst_paise, bk.credit_bonus_paise))::jsonb
              -- A weekly booking's other dates (by the partial index on parent_order_id; an "or" would scan).
              || coalesce((select jsonb_agg(jsonb_build_array(p.booking_id, p.total_paise, p.gst_paise, 0)) from ${chargeRows()} p
                where p.parent_order_id = o.id), '[]'::jsonb) as parts,
              v.name as "venueName", v.address,
              v.city, v.state, v.postal_code as "postalCode", v.owner_id as "ownerId", u.full_name as "ownerName",
              pa.holder_name as "holderName",
              case when ${supplierGstRegisteredSql(sql`v.owner_id`)} then pa.sealed end as sealed
            from ${chargeRows()} o join ${bookingRows()} bk on bk.id = o.booking_id join venues v on v.id = bk.venue_id
              join users u on u.id = v.owner_id left join payout_accounts pa on pa.owner_id = v.owner_id
            where o.id = ${orderId} and o.parent_order_id is null`,
      );
      if (!row) return undefined;
      const parts = (typeof row.parts === "string" ? JSON.parse(row.parts) : row.parts) as PartRow[];
      return {
        ...row,
        parts: parts.map(([bookingId, total, gst, bonus]) => ({
          bookingId: Number(bookingId),
          totalPaise: Number(total),
          gstPaise: Number(gst),
          bonusPaise: Number(bonus ?? 0),
        })),
      };
    },

    /** Who a booking is for: its player and its venue's owner now (who may read its invoice). */
    async partiesOf(bookingId: number): Promise<{ userId: number | null; ownerId: number } | undefined> {
      const [row] = await queryRows<{ userId: number | null; ownerId: number }>(
        db,
        sql`select bk.user_id as "userId", v.owner_id as "ownerId"
            from ${bookingRows()} bk join venues v on v.id = bk.venue_id where bk.id = ${bookingId}`,
      );
      return row && { userId: row.userId === null ? null : Number(row.userId), ownerId: Number(row.ownerId) };
    },

    /** A booking's invoice (and its credit notes), if one was issued. */
    async byBooking(bookingId: number): Promise<InvoiceRecord | undefined> {
      const [row] = await queryRows<InvoiceRow>(
        db,
        sql`select ${INVOICE_COLUMNS} from invoices i where i.booking_id = ${bookingId}`,
      );
      return row && invoiceOf(row, await notesOf([Number(row.id)]));
    },

    /** Newest first: one owner's (their venues' at issue), or everyone's for `null`. */
    async list(ownerId: number | null, limit: number): Promise<InvoiceRecord[]> {
      const rows = await queryRows<InvoiceRow>(
        db,
        sql`select ${INVOICE_COLUMNS} from invoices i
            where ${ownerId}::int is null or i.owner_id = ${ownerId}::int
            order by i.issued_at desc, i.id desc limit ${limit}`,
      );
      const notes = await notesOf(rows.map((r) => Number(r.id)));
      return rows.map((r) => invoiceOf(r, notes));
    },

    /**
     * The refund `refundId` of an invoiced booking was sent: its credit note, on `tx` (the refunds
     * domain's transaction that marks the refund processed), with the credit notes' next number.
     * `amountsOf` splits the refunded amount as the invoice's regime says. Nothing when the booking
     * has no invoice, the refund already has its note (once per refund), or the invoice's notes
     * with this one would exceed what the invoice says was paid online.
     */
    async issueCreditNote(
      tx: Db,
      refundId: number,
      amountsOf: (refundPaise: number, regime: InvoiceRegime) => InvoiceAmounts,
    ): Promise<{ financialYear: number; sequence: number } | null> {
      // The invoice's row first, locked: two refunds of one booking sent side by side (a cheaper
      // reschedule's and a cancellation's) would otherwise both sum the notes before either's and
      // together note more than was paid. Locked, the second waits for the first to commit, and the
      // sum below, a new statement, counts it.
      await tx.execute(
        sql`select i.id from invoices i join ${refundRows()} r on r.booking_id = i.booking_id where r.id = ${refundId}
            for no key update of i`,
      );
      const [found] = await queryRows<NoteBasis>(
        tx,
        sql`select i.id as "invoiceId", i.owner_id as "ownerId", i.regime, r.amount_paise as "amountPaise"
            from ${refundRows()} r join invoices i on i.booking_id = r.booking_id
            where r.id = ${refundId} and r.amount_paise <= r.paid_paise
              and not exists (select 1 from credit_notes cn where cn.refund_id = r.id)
              and r.amount_paise + (select coalesce(sum(cn.total_paise), 0) from credit_notes cn where cn.invoice_id = i.id)
                <= i.paid_online_paise + i.paid_with_credit_paise
                  + (select coalesce(sum(dn.total_paise), 0) from debit_notes dn where dn.invoice_id = i.id)`,
      );
      if (!found) return null;
      const a = amountsOf(Number(found.amountPaise), found.regime);
      const source = sql`(select 1) as one`;
      // In the series of the invoice's supplier, the owner it was issued for.
      const series = seriesOf(Number(found.ownerId));
      const [issued] = await queryRows<{ financialYear: number; sequence: number }>(
        tx,
        sql`with n as (${takeNumber("credit_note", series, source)})
            insert into credit_notes (series, financial_year, sequence, invoice_id, refund_id, order_id, booking_id, total_paise,
              taxable_paise, cgst_paise, sgst_paise, igst_paise)
            select ${series}, n.financial_year, n.last_number, ${found.invoiceId}, ${refundId}, r.order_id, r.booking_id, ${a.totalPaise},
              ${a.taxablePaise}, ${a.cgstPaise}, ${a.sgstPaise}, ${a.igstPaise}
            from n cross join ${refundRows()} r where r.id = ${refundId}
            returning financial_year as "financialYear", sequence`,
      );
      return issued ? { financialYear: Number(issued.financialYear), sequence: Number(issued.sequence) } : null;
    },

    /**
     * The order `orderId` paid a difference that moved an invoiced booking to a dearer slot: its
     * debit note against the booking's invoice, on `tx` (the transaction that moves the booking,
     * after it has), for the order's amount, split as the invoice's regime says. Nothing when the
     * booking has no invoice or the order already has its note.
     */
    async issueDebitNote(
      tx: Db,
      orderId: string,
      amountsOf: (paise: number, regime: InvoiceRegime) => InvoiceAmounts,
    ): Promise<{ financialYear: number; sequence: number } | null> {
      const [found] = await queryRows<NoteBasis>(
        tx,
        sql`select i.id as "invoiceId", i.owner_id as "ownerId", i.regime, o.amount_paise as "amountPaise"
            from ${chargeRows()} o join invoices i on i.booking_id = o.booking_id
            where o.id = ${orderId} and not exists (select 1 from debit_notes dn where dn.order_id = o.id)
            for no key update of i`,
      );
      if (!found) return null;
      const a = amountsOf(Number(found.amountPaise), found.regime);
      const series = seriesOf(Number(found.ownerId));
      const [issued] = await queryRows<{ financialYear: number; sequence: number }>(
        tx,
        sql`with n as (${takeNumber("debit_note", series, sql`(select 1) as one`)})
            insert into debit_notes (series, financial_year, sequence, invoice_id, order_id, booking_id, service_date, slot,
              court_name, total_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise)
            select ${series}, n.financial_year, n.last_number, ${found.invoiceId}, o.id, b.id, b.date, b.slot,
              coalesce(ct.name, ''), ${a.totalPaise}, ${a.taxablePaise}, ${a.cgstPaise}, ${a.sgstPaise}, ${a.igstPaise}
            from n cross join ${chargeRows()} o join ${bookingRows()} b on b.id = o.booking_id
              left join courts ct on ct.id = b.court_id
            where o.id = ${orderId}
            returning financial_year as "financialYear", sequence`,
      );
      return issued ? { financialYear: Number(issued.financialYear), sequence: Number(issued.sequence) } : null;
    },
  };
}
