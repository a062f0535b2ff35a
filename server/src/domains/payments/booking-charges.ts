import { type SQL, sql } from "drizzle-orm";
import { orderStatus } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { queryPrepared, queryRows } from "../../db/rows";
import { bookingRows } from "../bookings/reads/booking-rows";
import type { OrderPrice } from "./reads/booking-orders";

/**
 * The payments domain's writes of a booking's charges (`payment_orders`), for the bookings and
 * splits domains (decision 047): functions on the caller's transaction, or, where the write is a
 * part of one statement on the hot path (the hold's, the confirming one), the step as an SQL
 * fragment the caller places in its statement, so no round trip is added.
 */

export interface NewOrder {
  id: string;
  bookingId: number;
  userId: number;
  provider: string;
  price: OrderPrice;
  /** The charge's purpose (payments/charges.ts): a hold's own order, or a reschedule's difference. */
  purpose?: "booking" | "reschedule";
}

/** Records a provider order with the price it was opened at (its amount is the pay-now part). */
export async function insertBookingOrder(db: Db, order: NewOrder): Promise<void> {
  const { price } = order;
  await queryPrepared(
    db,
    sql`insert into payment_orders (id, purpose, booking_id, user_id, provider, amount_paise, base_paise, add_ons_paise,
          gst_paise, total_paise, add_ons, discount_paise, coupon_id)
        values (${order.id}, ${order.purpose ?? "booking"}, ${order.bookingId}, ${order.userId}, ${order.provider}, ${price.payNowPaise},
          ${price.basePaise}, ${price.addOnsPaise}, ${price.gstPaise}, ${price.totalPaise},
          ${JSON.stringify(price.addOns)}::jsonb, ${price.discountPaise ?? 0}, ${price.couponId ?? null}::int)`,
  );
}

/** A hold's price as the hold's statement has it. */
export interface HoldOrderPrice {
  basePaise: number;
  addOnsPaise: number;
  gstPaise: number;
  totalPaise: number;
  payNowPaise: number;
  addOns: { key: string; name: string; pricePaise: number }[];
  discountPaise?: number;
  couponId?: number | null;
}

/**
 * The step of the hold's one statement (bookings/holds.ts) that records its payment order at the
 * hold's price, for each row of `from` (the hold it inserted, whose id is `bookingId`), when the
 * provider's order id is known (else nothing). It names the supplier itself: the
 * payment_orders_owner trigger cannot see the statement's own hold.
 */
export function holdOrderStep(input: {
  order: { id: string; provider: string } | null;
  bookingId: SQL;
  from: SQL;
  venueId: number;
  userId: number;
  price: HoldOrderPrice;
}): SQL {
  const { order, price } = input;
  return sql`insert into payment_orders (id, booking_id, owner_id, user_id, provider, amount_paise, base_paise, add_ons_paise,
      gst_paise, total_paise, add_ons, discount_paise, coupon_id)
    select ${order?.id ?? null}::text, ${input.bookingId}, (select owner_id from venues where id = ${input.venueId}),
      ${input.userId}, ${order?.provider ?? null}::text, ${price.payNowPaise},
      ${price.basePaise}, ${price.addOnsPaise}, ${price.gstPaise}, ${price.totalPaise}, ${JSON.stringify(price.addOns)}::jsonb,
      ${price.discountPaise ?? 0}, ${price.couponId ?? null}::int
    from ${input.from} where ${order?.id ?? null}::text is not null`;
}

/** One date of a weekly booking as its order rows need it. */
export interface SeriesOrderDate {
  id: number;
  date: string;
  price: {
    payNowPaise: number;
    basePaise: number;
    addOnsPaise: number;
    gstPaise: number;
    totalPaise: number;
    addOns: { key?: string; name: string; pricePaise: number }[];
    discountPaise: number;
  };
}

/**
 * The order rows of a weekly booking's order (decision 039), as a statement: the provider's row
 * for the first date, one per other date naming it (`parent_order_id`).
 */
export function seriesOrderRows(orderId: string, provider: string, userId: number, dates: SeriesOrderDate[]): SQL {
  const [first, ...rest] = dates;
  if (!first) throw new Error("A weekly booking holds at least one date");
  const row = (id: SQL, parent: SQL, hold: SeriesOrderDate) =>
    sql`(${id}, ${hold.id}::int, ${userId}::int, ${provider}, ${hold.price.payNowPaise}::int, ${hold.price.basePaise}::int,
      ${hold.price.addOnsPaise}::int, ${hold.price.gstPaise}::int, ${hold.price.totalPaise}::int,
      ${JSON.stringify(hold.price.addOns)}::jsonb, ${hold.price.discountPaise}::int, ${parent}, 'series')`;
  return sql`insert into payment_orders (id, booking_id, user_id, provider, amount_paise, base_paise, add_ons_paise,
      gst_paise, total_paise, add_ons, discount_paise, parent_order_id, purpose)
    values ${sql.join(
      [
        row(sql`${orderId}::text`, sql`null::text`, first),
        // A date's row is never handed out: its id only has to be unique and name its order.
        ...rest.map((hold) => row(sql`${`${orderId}:${hold.date}`}::text`, sql`${orderId}::text`, hold)),
      ],
      sql`, `,
    )}`;
}

/**
 * The step that takes back the open orders of holds being deleted (`bookingIds`, a subquery of the
 * caller's statement): no payment can reach them, their ids were never handed out.
 */
export function dropOpenOrdersStep(bookingIds: SQL): SQL {
  return sql`delete from payment_orders where booking_id in (${bookingIds}) and status = ${orderStatus("created")}`;
}

/**
 * The step of the confirming statement (bookings/confirm-paid.ts) that marks its orders paid by
 * `paymentId`: the rows `ids` (a subquery of the statement), when `when` holds (it confirmed).
 */
export function ordersPaidStep(ids: SQL, when: SQL, paymentId: string): SQL {
  return sql`update payment_orders set status = ${orderStatus("paid")}, payment_id = ${paymentId}, paid_at = now()
    where id in (${ids}) and ${when}`;
}

/**
 * An open order paid after it could be kept: it (and a weekly booking's date rows) moves to
 * refunded with the payment that reached it, on `tx`. False when it was not open (a replay).
 */
export async function refundOpenOrder(tx: Db, orderId: string, paymentId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update payment_orders set status = ${orderStatus("refunded")}, payment_id = ${paymentId}, paid_at = now()
        where (id = ${orderId} or parent_order_id = ${orderId}) and status = ${orderStatus("created")}
        returning id`,
  );
  return rows.length > 0;
}

/** The player closed the payment window: the order (and its date rows) fails, on `tx`; their bookings' ids. */
export async function failOrder(tx: Db, orderId: string): Promise<number[]> {
  const rows = await queryRows<{ booking_id: number }>(
    tx,
    sql`update payment_orders set status = ${orderStatus("failed")}
        where id = ${orderId} or parent_order_id = ${orderId} returning booking_id`,
  );
  return rows.map((r) => Number(r.booking_id));
}

/**
 * A teammate's order for a share of a split (decision 038), at the booking's whole price (its
 * coupon's discount included: the price's parts must add up to its total), so payouts and refunds
 * read it as the booking's payment; the share pays `amountPaise` of it. On `tx`.
 */
export async function insertShareOrder(
  tx: Db,
  input: { orderId: string; bookingId: number; userId: number; provider: string; amountPaise: number },
): Promise<void> {
  await tx.execute(
    sql`insert into payment_orders (id, purpose, booking_id, user_id, provider, amount_paise, base_paise, add_ons_paise,
          gst_paise, total_paise, add_ons, discount_paise, coupon_id)
        select ${input.orderId}, 'split_share', b.id, ${input.userId}, ${input.provider}, ${input.amountPaise}, b.base_paise,
          b.add_ons_paise, b.gst_paise, b.total_paise, b.add_ons, b.discount_paise, b.coupon_id
        from ${bookingRows()} b where b.id = ${input.bookingId}`,
  );
}

/**
 * A reschedule's difference paid (bookings/reschedule-repo.ts): its order, open and locked by the
 * caller, is marked paid and given to the moved booking (it named the move's hold), on `tx`.
 */
export async function markMoveOrderPaid(tx: Db, orderId: string, paymentId: string, bookingId: number): Promise<void> {
  await tx.execute(
    sql`update payment_orders set status = ${orderStatus("paid")}, payment_id = ${paymentId}, paid_at = now(),
          booking_id = ${bookingId}
        where id = ${orderId}`,
  );
}

/** One hour and court of a booking of several hours, as its order rows need it. */
export interface HourOrderCell {
  id: number;
  courtId: number;
  slot: string;
  price: SeriesOrderDate["price"];
}

/**
 * The order rows of a booking of several hours (decision 049), as a statement: the provider's row
 * for the lead hour, one per other hour and court naming it (`parent_order_id`), each at that
 * hour's price, so every row's payment and refund reads as any booking's.
 */
export function hoursOrderRows(orderId: string, provider: string, userId: number, cells: HourOrderCell[]): SQL {
  const [lead, ...rest] = cells;
  if (!lead) throw new Error("A booking of several hours holds at least one hour");
  const row = (id: SQL, parent: SQL, cell: HourOrderCell) =>
    sql`(${id}, ${cell.id}::int, ${userId}::int, ${provider}, ${cell.price.payNowPaise}::int, ${cell.price.basePaise}::int,
      ${cell.price.addOnsPaise}::int, ${cell.price.gstPaise}::int, ${cell.price.totalPaise}::int,
      ${JSON.stringify(cell.price.addOns)}::jsonb, ${cell.price.discountPaise}::int, ${parent}, 'booking')`;
  return sql`insert into payment_orders (id, booking_id, user_id, provider, amount_paise, base_paise, add_ons_paise,
      gst_paise, total_paise, add_ons, discount_paise, parent_order_id, purpose)
    values ${sql.join(
      [
        row(sql`${orderId}::text`, sql`null::text`, lead),
        // An hour's row is never handed out: its id only has to be unique and name its order.
        ...rest.map((cell) =>
          row(sql`${`${orderId}:${cell.courtId}:${cell.slot}`}::text`, sql`${orderId}::text`, cell),
        ),
      ],
      sql`, `,
    )}`;
}
