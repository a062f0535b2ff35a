import { sql } from "drizzle-orm";

/**
 * What one booking took online and gave back, shared by analytics and payouts so the dashboards
 * and the payouts agree to the paisa. Both expect `bk` to be the bookings alias.
 *
 * Paid online: the booking's paid payment orders (an order paid after its hold ran out is
 * `refunded` and never counts).
 */
export const PAID_SQL = sql`(select coalesce(sum(o.amount_paise), 0)::bigint from payment_orders o
  where o.booking_id = bk.id and o.status = 'paid')`;

/**
 * Refunded or being refunded: a cancellation's refund is owed from the moment it is recorded
 * (the job retries until the provider takes it). A late payment's refund never counted as paid.
 */
export const REFUND_SQL = sql`(select coalesce(sum(r.amount_paise), 0) from refunds r
  where r.booking_id = bk.id and r.reason <> 'late_payment')::bigint`;
