import { sql } from "drizzle-orm";
import { moveSql } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { CANCELLATION_REFUND_REASONS, refundRows } from "../payments/reads/refund-rows";

/**
 * Move `refund` of the lifecycle (the payment-status axis), made on `tx`, the refunds domain's
 * transaction that marks a refund processed: a cancelled booking shows as refunded once its
 * cancellation's processed refunds (one per payment it kept) add up to everything it paid online. The refunds
 * domain asks for it here and never writes a booking's columns itself. False when the booking did
 * not move (a partial refund, or not a cancelled paid booking). Its own file so the refunds
 * domain can use it without an import cycle with bookings/repo.ts.
 */
export async function refundBookingPayment(tx: Db, bookingId: number): Promise<boolean> {
  const refund = moveSql("refund");
  // The booking's row first, locked: two refunds of one booking (one per payment it kept) sent
  // side by side by the refund job each counted only their own as processed, and the booking
  // stayed "paid" for ever. Locked, the second waits for the first to commit, and the sum below,
  // a new statement, sees both. "No key update": a credit note's foreign-key check (key share) on
  // this row, in another refund's transaction, does not wait for it (it deadlocked with "update").
  await tx.execute(sql`select id from bookings where id = ${bookingId} for no key update`);
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update bookings set payment_status = ${refund.paymentTo("refunded")}, updated_at = now()
        where id = ${bookingId} and ${refund.from} and pay_now_paise <= (select coalesce(sum(r.amount_paise), 0)
          from ${refundRows()} r where r.booking_id = ${bookingId} and r.status = 'processed'
            and r.reason in ${CANCELLATION_REFUND_REASONS})
        returning id`,
  );
  return rows.length > 0;
}
