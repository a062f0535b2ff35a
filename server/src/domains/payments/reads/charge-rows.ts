import { type SQL, sql } from "drizzle-orm";

/**
 * The charges relation other domains read (decision 047): a subquery over `payment_orders` with
 * the columns the payments domain promises, written `join ${chargeRows()} o on ...` in another
 * domain's SQL (`for update of o` locks the charge's row). PostgreSQL inlines it, so a caller's
 * plan is the plan it had over the table.
 * Columns (snake_case, as in the table): id, purpose, booking_id, subject_id, owner_id, user_id (the
 * payer), provider, amount_paise (what the provider collects), base_paise, add_ons_paise, gst_paise,
 * total_paise, add_ons, discount_paise, coupon_id, status, payment_id, parent_order_id (a weekly
 * booking's date row names its order), created_at, paid_at.
 * Add a column only when a caller needs it, and list it here.
 */
export function chargeRows(): SQL {
  return sql`(select id, purpose, booking_id, subject_id, owner_id, user_id, provider, amount_paise, base_paise,
    add_ons_paise, gst_paise, total_paise, add_ons, discount_paise, coupon_id, status, payment_id, parent_order_id,
    created_at, paid_at from payment_orders)`;
}
