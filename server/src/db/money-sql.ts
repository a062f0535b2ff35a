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

/** Refunded or being refunded; a refund the provider refused gave nothing back (yet). */
export const REFUND_SQL = sql`(case when bk.refund_status = 'failed' then 0 else bk.refund_paise end)::bigint`;
