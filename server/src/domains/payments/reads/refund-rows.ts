import { type SQL, sql } from "drizzle-orm";

/**
 * The refunds relation other domains read (decision 047): a subquery over `refunds` with the
 * columns the payments domain promises, written `from ${refundRows()} r` in another domain's SQL.
 * PostgreSQL inlines it.
 * Columns (snake_case, as in the table): id, payment_id, order_id (the charge refunded), booking_id
 * (null for a charge that is not a booking's), amount_paise, paid_paise, reason, status,
 * share_order_id, created_at, processed_at.
 * Add a column only when a caller needs it, and list it here.
 */
export function refundRows(): SQL {
  return sql`(select id, payment_id, order_id, booking_id, amount_paise, paid_paise, reason, status, share_order_id,
    created_at, processed_at from refunds)`;
}

/**
 * The refunds a cancellation records (one per payment it kept), as an SQL list for `reason in`: a
 * reschedule's difference, a split's share and a stray payment's refund are not a cancellation's.
 */
export const CANCELLATION_REFUND_REASONS = sql.raw(`('player_cancelled', 'owner_cancelled', 'admin_cancelled')`);
