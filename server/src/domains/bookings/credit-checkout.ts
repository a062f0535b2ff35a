import { conflict } from "@crease/core";
import { sql } from "drizzle-orm";
import { moveSql, statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { creditRepo } from "../credit/repo";
import { BOOKING_SELECT, type BookingRecord, type BookingRow, bookingOf } from "./record";

const CONFIRM = moveSql("confirm");

/**
 * A step of another domain handed in (the invoices domain's `issueForCreditPaid`): a booking paid
 * wholly with credit is invoiced in the transaction that confirms it, as a paid order's is.
 */
export type InvoiceStep = (tx: Db, bookingId: number) => Promise<void>;

/**
 * Checkout with venue credit (docs/product/credit.md): on a player's new hold, the credit of the
 * venue's owner pays as much of the pay-now amount as it can, in one transaction with the hold's
 * mark (`paid_with_credit_paise`). When it pays it all, the same transaction makes the `confirm`
 * move: the booking is confirmed with no provider order. Otherwise the provider's order is for the
 * rest, and its confirming statement adds the credit back into the booking's pay-now amount. A
 * hold that ends unpaid gives its credit back (`giveBackUnpaidHolds`, the minute's sweep).
 */
export async function spendCreditOnHold(
  db: Db,
  hold: { id: number; fresh: boolean; userId: number; venueId: number; payNowPaise: number; totalPaise: number },
  useCredit: boolean,
  /** The invoices domain's step that issues the confirmed booking's invoice in this transaction. */
  issueInvoice?: InvoiceStep,
): Promise<{ creditPaise: number; confirmed: BookingRecord | null }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // Locked for the spend: only the player's own hold, still running, spends (once: its mark).
    const [row] = await queryRows<{ owner_id: number; credit: number; spendable: boolean }>(
      tx,
      sql`select v.owner_id, bk.paid_with_credit_paise as credit,
            (bk.user_id = ${hold.userId} and ${statusIn(sql`bk.status`, "held")} and bk.hold_expires_at > now()) as spendable
          from bookings bk join venues v on v.id = bk.venue_id
          where bk.id = ${hold.id} for update of bk`,
    );
    if (!row) return { creditPaise: 0, confirmed: null };
    const already = Number(row.credit);
    // A hold ordered again keeps what its first order did; credit is taken only for a new hold.
    if (!hold.fresh || !useCredit) {
      if (already > 0) {
        throw conflict(
          "This slot's checkout is already open with venue credit. Finish paying in that window, or wait for the hold to end.",
        );
      }
      return { creditPaise: 0, confirmed: null };
    }
    if (!row.spendable || already > 0) return { creditPaise: 0, confirmed: null };
    const pair = { ownerId: Number(row.owner_id), userId: hold.userId };
    const spent = await creditRepo(tx).spendOnHold(tx, pair, hold.id, hold.payNowPaise);
    const creditPaise = spent.spentPaise;
    if (creditPaise > 0) {
      // The bonus part of it is a discount at redemption: the invoice and the fee leave it out.
      await tx.execute(
        sql`update bookings set paid_with_credit_paise = ${creditPaise}, credit_bonus_paise = ${creditPaise - spent.moneyPaise}
            where id = ${hold.id}`,
      );
    }
    if (creditPaise < hold.payNowPaise) return { creditPaise, confirmed: null };
    const moved = await queryRows<{ id: number }>(
      tx,
      sql`update bookings set status = ${CONFIRM.to},
            payment_status = case when pay_now_paise < total_paise then ${CONFIRM.paymentTo("partial")}
              else ${CONFIRM.paymentTo("paid")} end,
            confirmed_at = now(), hold_expires_at = null, updated_at = now()
          where id = ${hold.id} and ${CONFIRM.from} and hold_expires_at > now() and paid_with_credit_paise = pay_now_paise
          returning id`,
    );
    if (moved.length === 0) throw conflict("Your hold on this slot ran out. Please choose the slot again.");
    await issueInvoice?.(tx, hold.id);
    const [booked] = await queryRows<BookingRow>(tx, sql`${BOOKING_SELECT} where bk.id = ${hold.id}`);
    if (!booked) throw conflict("Your hold on this slot ran out. Please choose the slot again.");
    return { creditPaise, confirmed: bookingOf(booked) };
  });
}

/**
 * The provider could not open the order for the rest of a hold that credit paid part of: the hold
 * ends now (move `expire`; it cannot be deleted, its credit entry names it) and its credit goes
 * back at once.
 */
export async function endHoldGivingCreditBack(db: Db, holdId: number): Promise<void> {
  const expire = moveSql("expire");
  await db.execute(
    sql`update bookings set status = ${expire.to}, hold_expires_at = least(hold_expires_at, now()), updated_at = now()
        where id = ${holdId} and ${expire.from}`,
  );
  await creditRepo(db).giveBackUnpaidHolds();
}

/**
 * A desk booking paid from the player's credit (payment "credit"), in the desk's transaction: the
 * whole price taken from the balance, or nothing (false) when it is short; the booking is then paid
 * by the `mark_paid` move's payment status, with no money taken at the venue.
 */
export async function payDeskBookingWithCredit(
  tx: Db,
  pair: { ownerId: number; userId: number },
  bookingId: number,
  totalPaise: number,
  issueInvoice?: InvoiceStep,
): Promise<boolean> {
  const spent = await creditRepo(tx).spendExactly(tx, pair, bookingId, totalPaise);
  if (!spent) return false;
  const markPaid = moveSql("mark_paid");
  await tx.execute(
    sql`update bookings set paid_with_credit_paise = ${totalPaise}, credit_bonus_paise = ${totalPaise - spent.moneyPaise},
          payment_status = ${markPaid.paymentTo("paid")},
          venue_paid_at = now(), updated_at = now()
        where id = ${bookingId} and ${markPaid.from}`,
  );
  await issueInvoice?.(tx, bookingId);
  return true;
}
