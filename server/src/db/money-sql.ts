import { type SQL, sql } from "drizzle-orm";

/**
 * Whether the owner `ownerId` (an SQL expression) is registered under GST: a GSTIN on their payout
 * account (decision 041). The one check behind every price and document: venue answers carry it as
 * `gstRatePercent` (`supplierGstRatePercent` in core/src/money.ts), so checkout, the desk and the
 * web price from it, and an invoice is a tax invoice only by it (invoices/repo.ts).
 */
export function supplierGstRegisteredSql(ownerId: SQL): SQL {
  return sql`exists (select 1 from payout_accounts pa_gst where pa_gst.owner_id = ${ownerId} and pa_gst.gstin_masked is not null)`;
}
