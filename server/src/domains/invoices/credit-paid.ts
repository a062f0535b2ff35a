import { type InvoiceAmounts, type InvoiceRegime, seriesOf } from "@crease/core";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { supplierGstRegisteredSql } from "../../db/money-sql";
import { queryRows } from "../../db/rows";
import { bookingRows } from "../bookings/reads/booking-rows";
import { takeNumber } from "./numbers";
import { type InvoiceIssue, issueInvoiceSql, type OrderSupplierRow } from "./repo";

/**
 * SQL only: the invoice of a booking paid wholly with venue credit (docs/product/credit.md), which
 * no charge sold: read and issued on the transaction that confirms the booking.
 */
export function creditPaidInvoicesRepo(db: Db) {
  return {
    /**
     * The supplier behind a booking paid wholly with venue credit (no charge sold it), on the
     * caller's transaction: undefined when it already has its invoice or credit paid none of it.
     */
    async supplierOfCreditPaid(bookingId: number): Promise<OrderSupplierRow | undefined> {
      const [row] = await queryRows<
        Omit<OrderSupplierRow, "parts"> & { totalPaise: number; gstPaise: number; bonusPaise: number }
      >(
        db,
        sql`select bk.total_paise as "totalPaise", bk.gst_paise as "gstPaise", bk.credit_bonus_paise as "bonusPaise",
              v.name as "venueName", v.address, v.city, v.state, v.postal_code as "postalCode", v.owner_id as "ownerId",
              u.full_name as "ownerName", pa.holder_name as "holderName",
              case when ${supplierGstRegisteredSql(sql`v.owner_id`)} then pa.sealed end as sealed
            from ${bookingRows()} bk join venues v on v.id = bk.venue_id join users u on u.id = v.owner_id
              left join payout_accounts pa on pa.owner_id = v.owner_id
            where bk.id = ${bookingId} and bk.paid_with_credit_paise > 0
              and not exists (select 1 from invoices i where i.booking_id = bk.id)`,
      );
      if (!row) return undefined;
      const { totalPaise, gstPaise, bonusPaise, ...supplier } = row;
      return {
        ...supplier,
        parts: [
          {
            bookingId,
            totalPaise: Number(totalPaise),
            gstPaise: Number(gstPaise),
            bonusPaise: Number(bonusPaise ?? 0),
          },
        ],
      };
    },

    /**
     * Issues the invoice of a booking paid wholly with venue credit, on the caller's transaction
     * (the one that confirms it): the same steps as the confirming statement's, over the booking
     * itself, with no charge. Once: a booking has at most one invoice (its unique key).
     */
    async issueForCreditPaid(bookingId: number, issue: InvoiceIssue): Promise<void> {
      await db.execute(
        sql`with b as (
              select * from ${bookingRows()} bk where bk.id = ${bookingId} and bk.paid_with_credit_paise > 0
                and not exists (select 1 from invoices i where i.booking_id = bk.id)
            ), parts as (select null::text as id, null::int as booking_id where false)
            ${issueInvoiceSql(issue)}
            select 1 as one`,
      );
    },

    /**
     * A cancellation gave venue credit back (docs/product/credit.md, "Refunds to credit"): a credit
     * note against the booking's invoice for each `refund` entry of it with money in it and no note
     * yet, on the caller's transaction (the cancellation's), for the entry's money part (its bonus
     * part only takes back the discount). Once per entry (credit_notes_credit_entry_once), and,
     * as for a refund's note, under the invoice's row lock and never above what the invoice says
     * was paid, with its debit notes. Returns how many notes were issued.
     */
    async issueCreditRefundNotes(
      bookingId: number,
      amountsOf: (paise: number, regime: InvoiceRegime) => InvoiceAmounts,
    ): Promise<number> {
      await db.execute(sql`select i.id from invoices i where i.booking_id = ${bookingId} for no key update of i`);
      const entries = await queryRows<{
        entryId: number;
        invoiceId: number;
        ownerId: number;
        regime: InvoiceRegime;
        money: number;
      }>(
        db,
        sql`select ce.id as "entryId", i.id as "invoiceId", i.owner_id as "ownerId", i.regime, ce.money_paise as money
            from credit_entries ce join invoices i on i.booking_id = ce.booking_id
            where ce.booking_id = ${bookingId} and ce.kind = 'refund' and ce.money_paise > 0
              and not exists (select 1 from credit_notes cn where cn.credit_entry_id = ce.id)
            order by ce.id`,
      );
      let issued = 0;
      for (const entry of entries) {
        const a = amountsOf(Number(entry.money), entry.regime);
        const series = seriesOf(Number(entry.ownerId));
        const rows = await queryRows<{ id: number }>(
          db,
          sql`with fits as (
                select 1 as one from invoices i where i.id = ${entry.invoiceId}
                  and ${a.totalPaise} + (select coalesce(sum(cn.total_paise), 0) from credit_notes cn where cn.invoice_id = i.id)
                    <= i.paid_online_paise + i.paid_with_credit_paise
                      + (select coalesce(sum(dn.total_paise), 0) from debit_notes dn where dn.invoice_id = i.id)
              ), n as (${takeNumber("credit_note", series, sql`fits`)})
              insert into credit_notes (series, financial_year, sequence, invoice_id, credit_entry_id, booking_id, total_paise,
                taxable_paise, cgst_paise, sgst_paise, igst_paise)
              select ${series}, n.financial_year, n.last_number, ${entry.invoiceId}, ${entry.entryId}, ${bookingId},
                ${a.totalPaise}, ${a.taxablePaise}, ${a.cgstPaise}, ${a.sgstPaise}, ${a.igstPaise}
              from n
              returning id`,
        );
        issued += rows.length;
      }
      return issued;
    },
  };
}
