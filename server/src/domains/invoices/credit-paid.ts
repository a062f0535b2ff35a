import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { supplierGstRegisteredSql } from "../../db/money-sql";
import { queryRows } from "../../db/rows";
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
      const [row] = await queryRows<Omit<OrderSupplierRow, "parts"> & { totalPaise: number; gstPaise: number }>(
        db,
        sql`select bk.total_paise as "totalPaise", bk.gst_paise as "gstPaise",
              v.name as "venueName", v.address, v.city, v.state, v.postal_code as "postalCode", v.owner_id as "ownerId",
              u.full_name as "ownerName", pa.holder_name as "holderName",
              case when ${supplierGstRegisteredSql(sql`v.owner_id`)} then pa.sealed end as sealed
            from bookings bk join venues v on v.id = bk.venue_id join users u on u.id = v.owner_id
              left join payout_accounts pa on pa.owner_id = v.owner_id
            where bk.id = ${bookingId} and bk.paid_with_credit_paise > 0
              and not exists (select 1 from invoices i where i.booking_id = bk.id)`,
      );
      if (!row) return undefined;
      const { totalPaise, gstPaise, ...supplier } = row;
      return { ...supplier, parts: [{ bookingId, totalPaise: Number(totalPaise), gstPaise: Number(gstPaise) }] };
    },

    /**
     * Issues the invoice of a booking paid wholly with venue credit, on the caller's transaction
     * (the one that confirms it): the same steps as the confirming statement's, over the booking
     * itself, with no charge. Once: a booking has at most one invoice (its unique key).
     */
    async issueForCreditPaid(bookingId: number, issue: InvoiceIssue): Promise<void> {
      await db.execute(
        sql`with b as (
              select * from bookings bk where bk.id = ${bookingId} and bk.paid_with_credit_paise > 0
                and not exists (select 1 from invoices i where i.booking_id = bk.id)
            ), parts as (select null::text as id, null::int as booking_id where false)
            ${issueInvoiceSql(issue)}
            select 1 as one`,
      );
    },
  };
}
