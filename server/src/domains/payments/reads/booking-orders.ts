import { sql } from "drizzle-orm";
import { orderStatus } from "../../../db/booking-status-sql";
import type { Db } from "../../../db/client";
import { queryPrepared } from "../../../db/rows";

/** A booking's payment orders as checkout reads them (decision 047): point reads on the hot path. */

/** The price an order is opened at, in paise; `payNowPaise` is what the provider collects. */
export interface OrderPrice {
  basePaise: number;
  addOnsPaise: number;
  gstPaise: number;
  totalPaise: number;
  payNowPaise: number;
  addOns: { key?: string; name: string; pricePaise: number }[];
  /** A coupon's discount off the taxable value, and the coupon (docs/product/offers.md). */
  discountPaise?: number;
  couponId?: number | null;
}

/** A payment order: what the provider was asked to collect for one hold. */
export interface PaymentOrder {
  id: string;
  bookingId: number;
  userId: number;
  provider: string;
  amountPaise: number;
  status: string;
  paymentId: string | null;
}

export interface OrderRow {
  id: string;
  booking_id: number;
  user_id: number;
  provider: string;
  amount_paise: number;
  status: string;
  payment_id: string | null;
}

/** An order row as camelCase. */
export const orderOf = (row: OrderRow): PaymentOrder => ({
  id: row.id,
  bookingId: Number(row.booking_id),
  userId: Number(row.user_id),
  provider: row.provider,
  amountPaise: Number(row.amount_paise),
  status: row.status,
  paymentId: row.payment_id,
});

/** The order the provider was asked for (a weekly booking's date rows are not one), or undefined. */
export async function orderById(db: Db, id: string): Promise<PaymentOrder | undefined> {
  const [row] = await queryPrepared<OrderRow>(
    db,
    sql`select id, booking_id, user_id, provider, amount_paise, status, payment_id from payment_orders
        where id = ${id} and parent_order_id is null`,
  );
  return row && orderOf(row);
}

/**
 * An order of this hold still open at exactly this price: ordering the same thing again (a
 * double click, a reload) gets it back instead of a new provider order.
 */
export async function openOrderAt(db: Db, bookingId: number, price: OrderPrice): Promise<string | null> {
  const [row] = await queryPrepared<{ id: string }>(
    db,
    sql`select id from payment_orders
        where booking_id = ${bookingId} and parent_order_id is null and status = ${orderStatus("created")}
          and amount_paise = ${price.payNowPaise}
          and base_paise = ${price.basePaise} and add_ons_paise = ${price.addOnsPaise}
          and gst_paise = ${price.gstPaise} and total_paise = ${price.totalPaise}
          and add_ons = ${JSON.stringify(price.addOns)}::jsonb and discount_paise = ${price.discountPaise ?? 0}
          and coupon_id is not distinct from ${price.couponId ?? null}::int
        order by created_at desc limit 1`,
  );
  return row?.id ?? null;
}
