import { type SQL, sql } from "drizzle-orm";

/**
 * The bookings relation other domains read (issue 45, decision 047): a subquery over `bookings`
 * with the columns the bookings domain promises, written `from ${bookingRows()} bk` in another
 * domain's SQL. PostgreSQL inlines it, so a caller's plan is the plan it had over the table.
 * Columns (snake_case, as in the table): id, venue_id, date, slot, status, gst_paise, total_paise,
 * paid_at_venue_paise, paid_with_credit_paise, discount_paise, coupon_id, cancelled_at; user_id (the
 * player), source, base_paise, add_ons_paise, add_ons, pay_now_paise; court_id, hold_expires_at (a hold
 * runs until then), confirmed_at (set once paid and confirmed), payment_status, player_name and
 * player_phone (a desk booking's player without an account), credit_bonus_paise (the bonus part of
 * paid_with_credit_paise: docs/product/credit.md, "Tax and money"), venue_payment_method (cash or upi: how
 * paid_at_venue_paise was taken; the desk's day sheet), part_of (a booking of several hours: its lead
 * row's id, the lead's own; null for one hour: decision 049).
 * Add a column only when a caller needs it, and list it here.
 */
export function bookingRows(): SQL {
  return sql`(select id, venue_id, date, slot, status, gst_paise, total_paise, paid_at_venue_paise,
    paid_with_credit_paise, discount_paise, coupon_id, cancelled_at, user_id, source, base_paise, add_ons_paise, add_ons,
    pay_now_paise, court_id, hold_expires_at, confirmed_at, payment_status, player_name, player_phone, credit_bonus_paise, venue_payment_method, part_of from bookings)`;
}
