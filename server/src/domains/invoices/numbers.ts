import type { InvoiceKind } from "@crease/core";
import { type SQL, sql } from "drizzle-orm";

/** The financial year (its starting year) of the transaction's instant, in IST: what `now()` is numbered in. */
const FINANCIAL_YEAR_NOW = sql`extract(year from (now() at time zone 'Asia/Kolkata') - interval '3 months')::int`;

/**
 * The next numbers of `kind` in `series` this financial year, taken on the caller's transaction,
 * one for each row of `source` (none for none): the counter row is created or moved on by that
 * many in one statement, and stays locked until the transaction ends, so two issues in one series
 * wait for each other and a rollback gives the numbers back (no gaps, no repeats; never a
 * sequence, which would leave gaps). Different owners' series never wait for each other.
 * `last_number` is the last of them.
 */
export const takeNumber = (kind: InvoiceKind, series: string, source: SQL) =>
  sql`insert into invoice_counters (kind, series, financial_year, last_number)
      select ${kind}, ${series}, ${FINANCIAL_YEAR_NOW}, count(*) from ${source} having count(*) > 0
      on conflict (kind, series, financial_year) do update set last_number = invoice_counters.last_number + excluded.last_number
      returning financial_year, last_number`;
