import { type SQL, sql } from "drizzle-orm";

/**
 * The charge that sold a booking (decision 047), as a scalar subquery over the caller's booking id
 * expression: its first paid charge with purpose booking or series, or null (a desk booking, one
 * paid wholly with credit). A payout's line names it beside the booking.
 */
export function saleChargeOf(bookingId: SQL): SQL {
  return sql`(select o.id from payment_orders o where o.booking_id = ${bookingId} and o.status = 'paid'
    and o.purpose in ('booking', 'series') order by o.paid_at, o.id limit 1)`;
}
