import { PLATFORM_FEE_PERCENT } from "@crease/core";
import { sql } from "drizzle-orm";

/**
 * What one booking took online and gave back, published by payments (decision 047) and shared by
 * analytics and payouts so the dashboards and the payouts agree to the paisa. Each fragment is an
 * expression over `bk`, a row of a published bookings relation (bookings/reads/).
 *
 * Paid online: the booking's kept payment, its paid payment orders (an order paid after its hold
 * ran out is `refunded` and never counts).
 */
export const PAID_SQL = sql`(select coalesce(sum(o.amount_paise), 0)::bigint from payment_orders o
  where o.booking_id = bk.id and o.status = 'paid')`;

/**
 * Refunds of the kept payment only, owed from the moment they are recorded (the job retries until
 * the provider takes them). A refund of a payment the booking never kept (a second payment of a
 * paid order, `duplicate_payment`; a payment after the hold ran out, `late_payment`) is matched by
 * no paid order's payment id, so it never enters the owner's ledger.
 */
export const REFUND_SQL = sql`(select coalesce(sum(r.amount_paise), 0) from refunds r
  join payment_orders o on o.payment_id = r.payment_id and o.status = 'paid' and o.booking_id = r.booking_id
  where r.booking_id = bk.id)::bigint`;

/**
 * What a cancellation gave back to venue credit (docs/product/credit.md), over `bk`: the booking's
 * `refund` entry. Credit a hold took and gave back when it ran out is no cancellation's: not counted;
 * nor is a cheaper move's refund to credit, which already lowered `paid_with_credit_paise`.
 */
export const CREDIT_REFUND_SQL = sql`(case when bk.cancelled_at is null then 0 else coalesce((select sum(ce.amount_paise)
  from credit_entries ce where ce.booking_id = bk.id and ce.kind = 'refund' and not ce.reschedule), 0) end)::bigint`;

/**
 * The bonus in what a cancellation gave back to venue credit, over `bk` (the same entries as
 * `CREDIT_REFUND_SQL`): each entry's amount less its money part. With `bk.credit_bonus_paise` (the
 * bonus credit paid), what `ledgerAmounts` needs to charge the fee on money played only.
 */
export const CREDIT_REFUND_BONUS_SQL = sql`(case when bk.cancelled_at is null then 0 else coalesce((select
  sum(ce.amount_paise - ce.money_paise) from credit_entries ce
  where ce.booking_id = bk.id and ce.kind = 'refund' and not ce.reschedule), 0) end)::bigint`;

/**
 * A booking's venue credit as `ledgerAmounts` takes it, as columns of a row over `bk`: what credit
 * paid (`credit`) and its bonus (`credit_bonus`), what a cancellation gave back to credit
 * (`credit_back`) and the bonus in it (`credit_back_bonus`). With them, `FEE_SQL` charges the fee
 * on the money played, online and with credit, as the payouts do.
 */
export const CREDIT_COLUMNS_SQL = sql`bk.paid_with_credit_paise as credit, bk.credit_bonus_paise as credit_bonus,
  ${CREDIT_REFUND_SQL} as credit_back, ${CREDIT_REFUND_BONUS_SQL} as credit_back_bonus`;

/**
 * Over rows with `paid`, `refund`, `gst` (the booking's GST), `total` (its total) and the credit
 * columns (`CREDIT_COLUMNS_SQL`), the same sums as `ledgerAmounts()` in core/src/payouts.ts, to the
 * paisa: kept = paid − refund; its GST share = gst × kept ÷ total rounded half up (exact integer
 * division); money played = kept + credit kept less its bonus; the fee = 8% of money played less
 * its GST share, rounded half up.
 */
export const KEPT_SQL = sql`greatest(paid - least(refund, paid), 0)`;
export const KEPT_GST_SQL = sql`least(div(2 * gst::numeric * ${KEPT_SQL} + total, 2 * greatest(total, 1))::bigint, ${KEPT_SQL})`;
const PLAYED_SQL = sql`greatest(${KEPT_SQL} + greatest(credit, 0) - greatest(credit_back, 0), 0)`;
const MONEY_PLAYED_SQL = sql`greatest(least(${PLAYED_SQL} - least(greatest(credit_bonus, 0), greatest(credit, 0))
  + least(greatest(credit_back_bonus, 0), greatest(credit_back, 0)), ${PLAYED_SQL}), 0)`;
const PLAYED_GST_SQL = sql`least(div(2 * gst::numeric * ${MONEY_PLAYED_SQL} + total, 2 * greatest(total, 1))::bigint, ${MONEY_PLAYED_SQL})`;
/**
 * With a coupon (rows with `discount` and `discount_by` too): the fee is on the list value (money
 * played − GST + the discount's share of it); a platform coupon's share comes off the fee.
 */
const PLAYED_DISCOUNT_SQL = sql`div(2 * discount::numeric * ${MONEY_PLAYED_SQL} + total, 2 * greatest(total, 1))::bigint`;
export const FEE_SQL = sql`((greatest(${MONEY_PLAYED_SQL} - ${PLAYED_GST_SQL} + ${PLAYED_DISCOUNT_SQL}, 0) * ${sql.raw(String(PLATFORM_FEE_PERCENT))} + 50) / 100
  - case when discount_by = 'platform' then ${PLAYED_DISCOUNT_SQL} else 0 end)`;

/** Who bore a booking's coupon (`bk`): 'owner', 'platform', or null without one. */
export const DISCOUNT_BY_SQL = sql`(select case when cp.owner_id is null then 'platform' else 'owner' end
  from coupons cp where cp.id = bk.coupon_id)`;
