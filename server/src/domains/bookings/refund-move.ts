import { sql } from "drizzle-orm";
import { moveSql } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";

/**
 * Move `refund` of the lifecycle (the payment-status axis), made on `tx`, the refunds domain's
 * transaction that marks the refund processed: the provider sent back `amountPaise` of a
 * cancelled booking, which shows as refunded once that is everything it paid online. The refunds
 * domain asks for it here and never writes a booking's columns itself. False when the booking did
 * not move (a partial refund, or not a cancelled paid booking). Its own file so the refunds
 * domain can use it without an import cycle with bookings/repo.ts.
 */
export async function refundBookingPayment(tx: Db, bookingId: number, amountPaise: number): Promise<boolean> {
  const refund = moveSql("refund");
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update bookings set payment_status = ${refund.paymentTo("refunded")}, updated_at = now()
        where id = ${bookingId} and ${refund.from} and pay_now_paise <= ${amountPaise} returning id`,
  );
  return rows.length > 0;
}
