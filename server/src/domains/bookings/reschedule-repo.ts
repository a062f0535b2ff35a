import { invoiceAmounts, type PaidUpFront } from "@crease/core";
import { sql } from "drizzle-orm";
import { isLive, moveSql, orderStatus, statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isoOf, isUniqueViolation, queryRows } from "../../db/rows";
import { creditRepo } from "../credit/repo";
import { invoicesRepo } from "../invoices/repo";
import { insertBookingOrder, markMoveOrderPaid, refundOpenOrder } from "../payments/booking-charges";
import { chargeRows } from "../payments/reads/charge-rows";
import { refundsRepo } from "../refunds/repo";
import { blockedSql, courtsSharing, waitlistAheadSql } from "./holds";
import type { OrderPrice } from "./repo";
import { queueWaitlistOffers } from "./waitlist-offers";

/** The slot a booking moves to (a court of its own venue: the service has checked it). */
export interface RescheduleTarget {
  venueId: number;
  courtId: number;
  date: string;
  slot: string;
}

/** Why a move did not happen: the slot is taken, or the booking changed (cancelled, moved). */
export type MoveRefused = "taken" | "changed";

/**
 * Holds one booking may open for a dearer slot's difference, in all: without a cap, opening and
 * closing the payment window again and again would keep a slot off sale for nothing.
 */
export const MAX_RESCHEDULE_HOLDS = 3;

const RESCHEDULE = moveSql("reschedule", { column: sql`status`, paymentColumn: sql`payment_status` });
/** The same move on the booking aliased `b` (a statement that also reads its hold `h`). */
const RESCHEDULE_B = moveSql("reschedule", { column: sql`b.status`, paymentColumn: sql`b.payment_status` });
const EXPIRE = moveSql("expire");
const HELD = statusIn(sql`status`, "held");

/**
 * The new price's columns, and the payment status it leaves (partial when the venue takes the rest).
 * The new slot's price carries the booking's coupon re-priced when it is kept, else no discount
 * (docs/product/offers.md, "Moving a booking"); `coupon_id` stays, so the booking keeps its use.
 */
function priceColumns(price: OrderPrice, payNowPaise: number) {
  return sql`base_paise = ${price.basePaise}, add_ons_paise = ${price.addOnsPaise}, gst_paise = ${price.gstPaise},
    discount_paise = ${price.discountPaise ?? 0},
    total_paise = ${price.totalPaise}, pay_now_paise = ${payNowPaise}, add_ons = ${JSON.stringify(price.addOns)}::jsonb,
    payment_status = ${
      payNowPaise < price.totalPaise ? RESCHEDULE.paymentTo("partial") : RESCHEDULE.paymentTo("paid")
    }`;
}

/** Where it is now becomes where it was: set once, with the move (`rescheduled_at is null` guards it). */
const MOVED_FROM = sql`rescheduled_at = now(), rescheduled_from_date = date, rescheduled_from_slot = slot,
  rescheduled_from_court_id = court_id, updated_at = now()`;

/** Holds of the target slot (or a court sharing its space) past their time step aside (move `expire`). */
async function stepAsideLapsedHolds(tx: Db, target: RescheduleTarget) {
  await tx.execute(
    sql`update bookings set status = ${EXPIRE.to}, updated_at = now()
        where court_id in (${courtsSharing(target.courtId)}) and date = ${target.date}::date and slot = ${target.slot}
          and ${EXPIRE.from} and hold_expires_at <= now()`,
  );
}

/** A taken slot shows as a unique violation of the slot index or of the shared-space claims. */
const isTaken = (error: unknown) =>
  isUniqueViolation(error, "bookings_one_per_slot") || isUniqueViolation(error, "court_overlap_claims_pkey");

/**
 * Drizzle only: the `reschedule` move of core's lifecycle (docs/product/bookings.md#reschedule).
 * The new slot is taken before the old one is let go, atomically: the booking row itself moves
 * (the unique live-slot index and the shared-space claims guard the new slot), or, while a higher
 * price's difference is paid, a hold linked to the booking keeps the new slot.
 */
export function rescheduleRepo(db: Db) {
  const refunds = refundsRepo(db);

  return {
    /**
     * Nothing to pay: one UPDATE moves the booking to the new slot at its new price, and a cheaper
     * slot's difference goes back in the same transaction: the credit's share as a `refund` credit
     * entry (once per booking: credit_entries_one_reschedule_refund), the rest recorded as a refund
     * with its job. Only a confirmed online booking of this player, never moved, still at the
     * amounts the price was compared with (`paid`: online and from credit), and not onto a blocked
     * slot, moves.
     */
    async moveNow(input: {
      bookingId: number;
      userId: number;
      /** The venue's owner, whose credit the booking was paid with. */
      ownerId: number;
      /** What was paid up front, and the bonus part of what credit paid (`credit_bonus_paise`). */
      paid: PaidUpFront & { creditBonusPaise: number };
      target: RescheduleTarget;
      price: OrderPrice;
      /** Back to credit (its money and bonus parts, by core's creditRefundParts) and to the payment. */
      refund: { toCreditPaise: number; toCreditBonusPaise: number; toOriginalPaise: number };
      /** What records the move (history, notifications): run in its transaction, so both commit or neither. */
      recordWithin: (tx: Db, bookingId: number) => Promise<void>;
      /** The invoices domain's step: the credit note of the money given back to credit, in this transaction. */
      creditRefundNotes?: (tx: Db, bookingId: number) => Promise<void>;
    }): Promise<true | MoveRefused> {
      const { target, paid, refund } = input;
      const paidPaise = paid.onlinePaise + paid.creditPaise;
      const keptPaise = paidPaise - refund.toCreditPaise - refund.toOriginalPaise;
      try {
        return await db.transaction(async (tx) => {
          await stepAsideLapsedHolds(tx, target);
          const moved = await queryRows<{ id: number }>(
            tx,
            sql`update bookings set court_id = ${target.courtId}, date = ${target.date}::date, slot = ${target.slot},
                  ${priceColumns(input.price, keptPaise)},
                  paid_with_credit_paise = ${paid.creditPaise - refund.toCreditPaise},
                  credit_bonus_paise = ${paid.creditBonusPaise - refund.toCreditBonusPaise}, ${MOVED_FROM}
                where id = ${input.bookingId} and user_id = ${input.userId} and source = 'online'
                  and ${RESCHEDULE.from} and rescheduled_at is null and paid_at_venue_paise = 0
                  and pay_now_paise = ${paidPaise} and paid_with_credit_paise = ${paid.creditPaise}
                  and credit_bonus_paise = ${paid.creditBonusPaise}
                  and not ${blockedSql(target.venueId, target.courtId, sql`${target.date}::date`, sql`${target.slot}`)}
                  and not ${waitlistAheadSql(input.userId, target.courtId, sql`${target.date}::date`, sql`${target.slot}`)}
                returning id`,
          );
          if (moved.length === 0) return "changed" as const;
          // The slot it left is free: its waitlist hears of it from this very transaction.
          await queueWaitlistOffers(tx, [input.bookingId], "moved-from");
          // Never a move whose money back could not be recorded: the whole move rolls back.
          if (refund.toCreditPaise > 0) {
            const pair = { ownerId: input.ownerId, userId: input.userId };
            const back = await creditRepo(tx).add(tx, pair, [
              {
                kind: "refund",
                amountPaise: refund.toCreditPaise,
                moneyPaise: refund.toCreditPaise - refund.toCreditBonusPaise,
                bookingId: input.bookingId,
                reschedule: true,
              },
            ]);
            if (back !== refund.toCreditPaise) {
              throw new Error(`Booking ${input.bookingId}: the reschedule's refund to credit was not recorded`);
            }
            await input.creditRefundNotes?.(tx as unknown as Db, input.bookingId);
          }
          if (refund.toOriginalPaise > 0) {
            const recorded = await refunds.recordReschedule(tx, input.bookingId, refund.toOriginalPaise);
            if (recorded === null)
              throw new Error(`Booking ${input.bookingId}: the reschedule refund was not recorded`);
          }
          await input.recordWithin(tx as unknown as Db, input.bookingId);
          return true as const;
        });
      } catch (error) {
        if (isTaken(error)) return "taken";
        throw error;
      }
    },

    /**
     * The booking's cost is split among players (splits, decision 038): it stays on its slot, which
     * the teammates paid for, and a cheaper slot's refund could pass what the organiser still holds.
     */
    async isSplit(bookingId: number): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        db,
        sql`select 1 as one from splits where booking_id = ${bookingId} limit 1`,
      );
      return rows.length > 0;
    },

    /** A live hold for this booking's move (a difference being paid), with its open order, if any. */
    async liveHoldOf(bookingId: number) {
      const [row] = await queryRows<{
        id: number;
        court_id: number;
        date: string;
        slot: string;
        hold_expires_at: unknown;
        order_id: string | null;
        amount_paise: number | null;
      }>(
        db,
        sql`select h.id, h.court_id, h.date::text as date, h.slot, h.hold_expires_at, o.id as order_id, o.amount_paise
            from bookings h left join ${chargeRows()} o on o.booking_id = h.id and o.status = ${orderStatus("created")}
            where h.reschedule_of = ${bookingId} and ${statusIn(sql`h.status`, "held")} and h.hold_expires_at > now()
            order by o.created_at desc nulls last limit 1`,
      );
      return row
        ? {
            id: Number(row.id),
            courtId: Number(row.court_id),
            date: row.date,
            slot: row.slot,
            holdExpiresAt: new Date(isoOf(row.hold_expires_at)),
            orderId: row.order_id,
            amountPaise: row.amount_paise === null ? null : Number(row.amount_paise),
          }
        : null;
    },

    /**
     * A higher price: the new slot is held for `holdMinutes` by a hold linked to the booking (move
     * `hold`, made for the move only: it never becomes a booking of its own), at the new price, with
     * its order for the difference when the provider's id is known before (the sandbox). "taken"
     * when the slot is not free, "changed" when the booking no longer may move, or already has a
     * difference being paid (bookings_one_reschedule_hold).
     */
    async holdForDifference(input: {
      bookingId: number;
      userId: number;
      target: RescheduleTarget;
      price: OrderPrice;
      duePaise: number;
      holdMinutes: number;
      order?: { id: string; provider: string };
    }): Promise<{ id: number; holdExpiresAt: Date } | MoveRefused | "spent"> {
      const { target, price } = input;
      const hold = moveSql("hold");
      try {
        return await db.transaction(async (tx) => {
          await stepAsideLapsedHolds(tx, target);
          await tx.execute(
            sql`update bookings set status = ${EXPIRE.to}, updated_at = now()
                where reschedule_of = ${input.bookingId} and ${EXPIRE.from} and hold_expires_at <= now()`,
          );
          const [row] = await queryRows<{ id: number; hold_expires_at: unknown }>(
            tx,
            sql`insert into bookings (venue_id, court_id, user_id, date, slot, status, payment_status, base_paise,
                  add_ons_paise, discount_paise, gst_paise, total_paise, pay_now_paise, add_ons, payment_attempts, hold_expires_at, reschedule_of)
                select ${target.venueId}, ${target.courtId}, ${input.userId}, ${target.date}::date, ${target.slot},
                  ${hold.to}, ${hold.paymentTo("pending")}, ${price.basePaise}, ${price.addOnsPaise}, ${price.discountPaise ?? 0}, ${price.gstPaise},
                  ${price.totalPaise}, ${price.payNowPaise}, ${JSON.stringify(price.addOns)}::jsonb, 1,
                  now() + make_interval(mins => ${input.holdMinutes}), b.id
                from bookings b
                where b.id = ${input.bookingId} and b.user_id = ${input.userId} and b.source = 'online'
                  and ${statusIn(sql`b.status`, "confirmed")} and b.rescheduled_at is null and b.paid_at_venue_paise = 0
                  and (select count(*) from bookings p where p.reschedule_of = b.id) < ${MAX_RESCHEDULE_HOLDS}
                  and not ${blockedSql(target.venueId, target.courtId, sql`${target.date}::date`, sql`${target.slot}`)}
                  and not ${waitlistAheadSql(input.userId, target.courtId, sql`${target.date}::date`, sql`${target.slot}`)}
                on conflict (court_id, date, slot) where ${isLive(sql`status`)} do nothing
                returning id, hold_expires_at`,
          );
          if (!row) {
            const [still] = await queryRows<{ id: number; holds: number }>(
              tx,
              sql`select id, (select count(*) from bookings h where h.reschedule_of = b.id)::int as holds
                  from bookings b where id = ${input.bookingId} and ${statusIn(sql`status`, "confirmed")}
                    and rescheduled_at is null`,
            );
            if (!still) return "changed" as const;
            return Number(still.holds) >= MAX_RESCHEDULE_HOLDS ? ("spent" as const) : ("taken" as const);
          }
          if (input.order) {
            // The difference's order names the hold, at the new slot's price (its coupon when kept).
            await insertBookingOrder(tx, {
              id: input.order.id,
              purpose: "reschedule",
              bookingId: Number(row.id),
              userId: input.userId,
              provider: input.order.provider,
              price: { ...price, payNowPaise: input.duePaise },
            });
          }
          return { id: Number(row.id), holdExpiresAt: new Date(isoOf(row.hold_expires_at)) };
        });
      } catch (error) {
        if (isTaken(error)) return "taken";
        if (isUniqueViolation(error, "bookings_one_reschedule_hold")) return "changed";
        throw error;
      }
    },

    /** The provider could not open the difference's order: its hold goes at once. */
    async dropHold(holdId: number): Promise<void> {
      await db.execute(sql`delete from bookings where id = ${holdId} and ${HELD} and reschedule_of is not null`);
    },

    /**
     * The difference's order is paid (verify or webhook; the order row was found open and locked by
     * confirmPaid's statement, which left it alone). In one transaction: the order is locked again,
     * the hold let go and the booking moved onto its slot at the hold's price, its online amount
     * grown by the payment, and the order marked paid and given to the booking (so payouts count it).
     * When the hold ran out first, or the booking can no longer move (cancelled meanwhile), nothing
     * moves: the order is refunded as a late payment. Returns the moved booking's id, or "late".
     */
    async completePaid(
      orderId: string,
      paymentId: string,
      /** What records the move (history, notifications): run in its transaction, so both commit or neither. */
      recordWithin: (tx: Db, bookingId: number) => Promise<void>,
    ): Promise<{ bookingId: number } | "late" | "settled"> {
      return db.transaction(async (tx) => {
        const [order] = await queryRows<{ booking_id: number; amount_paise: number; status: string }>(
          tx,
          sql`select o.booking_id, o.amount_paise, o.status from ${chargeRows()} o where o.id = ${orderId} for update of o`,
        );
        if (order?.status !== "created") return "settled" as const;
        const [released] = await queryRows<{ reschedule_of: number }>(
          tx,
          sql`update bookings set status = ${EXPIRE.to}, hold_expires_at = least(hold_expires_at, now()), updated_at = now()
              where id = ${order.booking_id} and ${EXPIRE.from} and hold_expires_at > now() and reschedule_of is not null
              returning reschedule_of`,
        );
        const moved = released
          ? await queryRows<{ id: number }>(
              tx,
              sql`update bookings b set court_id = h.court_id, date = h.date, slot = h.slot,
                    base_paise = o.base_paise, add_ons_paise = o.add_ons_paise, gst_paise = o.gst_paise, discount_paise = o.discount_paise,
                    total_paise = o.total_paise, add_ons = o.add_ons, pay_now_paise = b.pay_now_paise + o.amount_paise,
                    payment_status = case when b.pay_now_paise + o.amount_paise < o.total_paise
                      then ${RESCHEDULE.paymentTo("partial")} else ${RESCHEDULE.paymentTo("paid")} end,
                    rescheduled_at = now(), rescheduled_from_date = b.date, rescheduled_from_slot = b.slot,
                    rescheduled_from_court_id = b.court_id, rescheduled_paid_paise = o.amount_paise, updated_at = now()
                  from bookings h, ${chargeRows()} o
                  where b.id = ${released.reschedule_of} and h.id = ${order.booking_id} and o.id = ${orderId}
                    and ${RESCHEDULE_B.from}
                    and b.rescheduled_at is null and b.paid_at_venue_paise = 0
                    and b.pay_now_paise + o.amount_paise <= o.total_paise
                  returning b.id`,
            )
          : [];
        const [booking] = moved;
        if (!booking) {
          await refundOpenOrder(tx, orderId, paymentId);
          await refunds.recordStray(tx, orderId, paymentId, "late_payment");
          return "late" as const;
        }
        await markMoveOrderPaid(tx, orderId, paymentId, Number(booking.id));
        // The difference raised the invoiced value: its debit note, in this transaction (decision 033).
        await invoicesRepo(tx).issueDebitNote(tx, orderId, invoiceAmounts);
        await queueWaitlistOffers(tx, [booking.id], "moved-from");
        await recordWithin(tx as unknown as Db, Number(booking.id));
        return { bookingId: Number(booking.id) };
      });
    },
  };
}

export type RescheduleRepo = ReturnType<typeof rescheduleRepo>;
