import { type SQL, sql } from "drizzle-orm";
import { moveSql, orderStatus, statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { queryPrepared } from "../../db/rows";
import { checkUse, RECORD_PAID_USE, type UseRefusal } from "../offers/repo";
import { ordersPaidStep } from "../payments/booking-charges";
import { chargesRepo } from "../payments/charges-repo";
import { chargeRows } from "../payments/reads/charge-rows";
import { refundsRepo } from "../refunds/repo";
import { BOOKING_COLUMNS, BOOKING_JOINS, type BookingRow } from "./record";

/**
 * The statement that confirms a paid order's bookings (`confirmPaid` in repo.ts), and, for an
 * order carrying a coupon, the transaction that claims its use first (issue 44: what the paid
 * order carries is what is claimed, at payment, within its limits).
 */

/** What the confirming statement returns: the order, and each booking it confirmed (none: nulls). */
export type ConfirmRow = BookingRow & {
  order_id: string;
  order_status: string;
  order_payment_id: string | null;
  /** Null for a charge that is not a booking's (payment_orders_subject_check). */
  order_booking_id: number | null;
  order_amount_paise: number;
  order_user_id: number;
  order_provider: string;
  order_coupon_id: number | null;
  order_reschedule_of: number | null;
  order_is_share: boolean;
  /** The charge's purpose: one that is not a booking's is settled by its handler (payments/charges.ts). */
  order_purpose: string;
};

/**
 * The confirming statement (see `confirmPaid`) on `exec`. `coupon`: the paid order's coupon use
 * was claimed just before, in the same transaction; it confirms an order carrying a coupon, and
 * records the use at the paid order's coupon (`RECORD_PAID_USE`). Without it, such an order
 * confirms nothing.
 */
export function confirmRows(
  exec: Db,
  input: {
    orderId: string;
    paymentId: string;
    playerId: number | null;
    alsoSql: SQL | null;
    dates: number | null;
    coupon: boolean;
  },
): Promise<ConfirmRow[]> {
  const { orderId, paymentId, playerId, alsoSql, dates, coupon } = input;
  const confirm = moveSql("confirm", {
    column: sql`bookings.status`,
    paymentColumn: sql`bookings.payment_status`,
  });
  return queryPrepared<ConfirmRow>(
    exec,
    sql`with o as materialized (
          select id, booking_id, user_id, provider, amount_paise, status, payment_id, coupon_id, purpose from ${chargeRows()} c
          where id = ${orderId} and parent_order_id is null
            and (${playerId}::int is null or user_id = ${playerId}::int) for update
        ), parts as materialized (
          -- The order's price for each booking it pays: its own row, and a weekly booking's date rows.
          select id, booking_id, amount_paise, base_paise, add_ons_paise, gst_paise, total_paise, add_ons,
            discount_paise, coupon_id from ${chargeRows()} c where id = ${orderId}
          ${
            dates === 1
              ? sql``
              : sql`union all
          select id, booking_id, amount_paise, base_paise, add_ons_paise, gst_paise, total_paise, add_ons,
            discount_paise, coupon_id from ${chargeRows()} c where parent_order_id = ${orderId}`
          }
        ), b as (
          update bookings set status = ${confirm.to},
            -- Venue credit paid part of the hold (credit-checkout.ts): the order collected the rest.
            payment_status = case when p.amount_paise + bookings.paid_with_credit_paise < p.total_paise
              then ${confirm.paymentTo("partial")} else ${confirm.paymentTo("paid")} end,
            base_paise = p.base_paise, add_ons_paise = p.add_ons_paise, gst_paise = p.gst_paise,
            total_paise = p.total_paise, pay_now_paise = p.amount_paise + bookings.paid_with_credit_paise, add_ons = p.add_ons,
            discount_paise = p.discount_paise, coupon_id = p.coupon_id,
            confirmed_at = now(), hold_expires_at = null, updated_at = now()
          from o, parts p
          where bookings.id = p.booking_id and o.status = ${orderStatus("created")}
            and ${confirm.from} and bookings.hold_expires_at > now() and bookings.reschedule_of is null
            -- A coupon's use is claimed before (claimAndConfirm): without the claim, no confirmation.
            and (p.coupon_id is null or ${coupon})
            ${
              dates === 1
                ? sql``
                : // All of a weekly booking's dates or none: one whose hold ended leaves the whole payment to go back.
                  sql`and not exists (select 1 from parts q join bookings x on x.id = q.booking_id
              where not (${statusIn(sql`x.status`, "held")} and x.hold_expires_at > now()))`
            }
          returning bookings.*
        ), paid as (
          ${ordersPaidStep(sql`select id from parts`, sql`exists (select 1 from b)`, paymentId)}
        )${alsoSql ?? sql``}${coupon ? RECORD_PAID_USE : sql``}
        select o.id as order_id, o.status as order_status, o.payment_id as order_payment_id,
          o.booking_id as order_booking_id, (select sum(amount_paise) from parts)::int as order_amount_paise,
          o.user_id as order_user_id, o.provider as order_provider, o.coupon_id as order_coupon_id,
          o.purpose as order_purpose,
          (select h.reschedule_of from bookings h where h.id = o.booking_id) as order_reschedule_of,
          exists (select 1 from split_orders so where so.order_id = o.id) as order_is_share, ${BOOKING_COLUMNS}
        from o left join (b bk ${BOOKING_JOINS}) on true
        ${dates === 1 ? sql`` : sql`order by bk.date, bk.id`}`,
  );
}

/**
 * A paid order carrying a coupon: in one transaction, the coupon's use is checked within every
 * limit under the coupon's row lock (`checkUse`, the same rule as the hold's claim), then the
 * booking is confirmed at the paid order's price and its use recorded. What the paid order
 * carries is what is claimed, whatever a later order of the same hold carried. A use the limits
 * refuse confirms nothing: the order is marked refunded and the whole payment recorded as a
 * refund with its job (as a late payment's), in the same transaction.
 */
export async function claimAndConfirm(
  db: Db,
  open: ConfirmRow,
  input: { orderId: string; paymentId: string; playerId: number | null; alsoSql: SQL | null; dates: number | null },
  today: string,
): Promise<{ rows: ConfirmRow[] } | { refused: UseRefusal }> {
  return db.transaction(async (tx) => {
    const refused = await checkUse(tx, {
      couponId: Number(open.order_coupon_id),
      bookingId: Number(open.order_booking_id),
      userId: Number(open.order_user_id),
      today,
    });
    if (!refused) return { rows: await confirmRows(tx, { ...input, coupon: true }) };
    const flipped = await chargesRepo(tx).markRefunded(tx, input.orderId, input.paymentId);
    // Settled meanwhile (verify and webhook at once): the order is read again, as any paid order is.
    if (!flipped) return { rows: await confirmRows(tx, { ...input, coupon: true }) };
    await refundsRepo(tx).recordStray(tx, input.orderId, input.paymentId, "late_payment");
    return { refused };
  });
}
