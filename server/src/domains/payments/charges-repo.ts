import { sql } from "drizzle-orm";
import { orderStatus } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import type { Charge, ChargeLines, ChargePurpose } from "./charge-types";

/** SQL only: the charges (`payment_orders`) that are not settled by a booking's statement. */

type ChargeRow = {
  id: string;
  purpose: ChargePurpose;
  user_id: number;
  owner_id: number;
  booking_id: number | null;
  subject_id: string | null;
  amount_paise: number;
  total_paise: number;
  gst_paise: number;
  status: string;
  payment_id: string | null;
};

const COLUMNS = sql`id, purpose, user_id, owner_id, booking_id, subject_id, amount_paise, total_paise, gst_paise, status, payment_id`;

function chargeOf(row: ChargeRow): Charge {
  return {
    id: row.id,
    purpose: row.purpose,
    payerId: Number(row.user_id),
    ownerId: Number(row.owner_id),
    bookingId: row.booking_id === null ? null : Number(row.booking_id),
    subjectId: row.subject_id,
    amountPaise: Number(row.amount_paise),
    totalPaise: Number(row.total_paise),
    gstPaise: Number(row.gst_paise),
    status: row.status,
    paymentId: row.payment_id,
  };
}

export function chargesRepo(db: Db) {
  return {
    /** Records an opened charge; its lines are checked by payment_orders_amount_check. */
    async insert(input: {
      id: string;
      provider: string;
      purpose: ChargePurpose;
      payerId: number;
      ownerId: number;
      bookingId: number | null;
      subjectId: string | null;
      lines: ChargeLines;
    }): Promise<void> {
      const { lines } = input;
      await queryRows(
        db,
        sql`insert into payment_orders (id, purpose, booking_id, subject_id, owner_id, user_id, provider, amount_paise,
              base_paise, add_ons_paise, gst_paise, total_paise, add_ons, discount_paise)
            values (${input.id}, ${input.purpose}, ${input.bookingId}, ${input.subjectId}, ${input.ownerId},
              ${input.payerId}, ${input.provider}, ${lines.amountPaise}, ${lines.basePaise}, ${lines.addOnsPaise},
              ${lines.gstPaise}, ${lines.totalPaise}, '[]'::jsonb, ${lines.discountPaise})`,
      );
    },

    /** The charge, locked for the settling transaction; only the payer's when `payerId` is given. */
    async lock(tx: Db, id: string, payerId: number | null): Promise<Charge | undefined> {
      const [row] = await queryRows<ChargeRow>(
        tx,
        sql`select ${COLUMNS} from payment_orders
            where id = ${id} and parent_order_id is null and (${payerId}::int is null or user_id = ${payerId}::int)
            for update`,
      );
      return row && chargeOf(row);
    },

    /** created → paid, guarded: of two settlements at once only one flips it. */
    async markPaid(tx: Db, id: string, paymentId: string): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        tx,
        sql`update payment_orders set status = ${orderStatus("paid")}, payment_id = ${paymentId}, paid_at = now()
            where id = ${id} and status = ${orderStatus("created")} returning id`,
      );
      return rows.length > 0;
    },

    /** created → refunded: paid after it closed; the payment goes back (the caller records the refund). */
    async markRefunded(tx: Db, id: string, paymentId: string): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        tx,
        sql`update payment_orders set status = ${orderStatus("refunded")}, payment_id = ${paymentId}, paid_at = now()
            where id = ${id} and status = ${orderStatus("created")} returning id`,
      );
      return rows.length > 0;
    },

    /** A payer's charge, unlocked (the owner check of the sandbox's pay and of abandon). */
    async ofPayer(id: string, payerId: number): Promise<Charge | undefined> {
      const [row] = await queryRows<ChargeRow>(
        db,
        sql`select ${COLUMNS} from payment_orders where id = ${id} and user_id = ${payerId}`,
      );
      return row && chargeOf(row);
    },
  };
}
