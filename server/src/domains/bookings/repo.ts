import { todayInIst } from "@crease/core";
import { type SQL, sql } from "drizzle-orm";
import { moveSql, statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { queryPrepared, queryRows } from "../../db/rows";
import type { UseRefusal } from "../offers/repo";
import { failOrder, insertBookingOrder, type NewOrder, refundOpenOrder } from "../payments/booking-charges";
import { chargesRepo } from "../payments/charges-repo";
import { type OrderPrice, openOrderAt, orderById, orderOf, type PaymentOrder } from "../payments/reads/booking-orders";
import { type RefundReason, refundsRepo } from "../refunds/repo";
import { type ConfirmRow, claimAndConfirm, confirmRows } from "./confirm-paid";
import { mergeHours, partsOf } from "./hours-read";
import { BOOKING_SELECT, type BookingRecord, type BookingRow, bookingOf } from "./record";
import { queueWaitlistOffers } from "./waitlist-offers";

export { type BookingRecord, toBooking } from "./record";
export type { NewOrder, OrderPrice, PaymentOrder };

/** Drizzle only: bookings and their payment orders. */
const orderOfRow = (row: ConfirmRow): PaymentOrder =>
  orderOf({
    id: row.order_id,
    booking_id: Number(row.order_booking_id),
    user_id: row.order_user_id,
    provider: row.order_provider,
    amount_paise: row.order_amount_paise,
    status: row.order_status,
    payment_id: row.order_payment_id,
  });

export function bookingsRepo(db: Db) {
  /**
   * An open order paid after its hold ran out: marked refunded, and the whole payment recorded
   * as a pending refund with the job that sends it, all in one transaction. Only an open order
   * moves, so a replay (or verify and webhook together) records nothing more.
   */
  async function refundLateOrder(orderId: string, paymentId: string): Promise<void> {
    await db.transaction(async (tx) => {
      if (await refundOpenOrder(tx, orderId, paymentId))
        await refundsRepo(tx).recordStray(tx, orderId, paymentId, "late_payment");
    });
  }

  return {
    async byId(id: number): Promise<BookingRecord | undefined> {
      const [row] = await queryPrepared<BookingRow>(db, sql`${BOOKING_SELECT} where bk.id = ${id}`);
      return row && bookingOf(row);
    },

    /** Every row of a booking of several hours (its lead first), each as stored. */
    async rowsOf(leadId: number): Promise<BookingRecord[]> {
      const rows = await queryRows<BookingRow>(
        db,
        sql`${BOOKING_SELECT} where bk.part_of = ${leadId} order by bk.id = ${leadId} desc, bk.id`,
      );
      return rows.map(bookingOf);
    },

    /**
     * The booking as a person sees it: a booking of several hours is its lead with every hour and
     * court (hours-read.ts), whichever of its rows `id` names.
     */
    async whole(id: number): Promise<BookingRecord | undefined> {
      const [row] = await queryPrepared<BookingRow>(
        db,
        sql`${BOOKING_SELECT} where bk.id = (select coalesce(part_of, id) from bookings where id = ${id})`,
      );
      if (!row) return undefined;
      const lead = bookingOf(row);
      if (lead.partOf === null) return lead;
      return mergeHours(lead, (await partsOf(db, [lead.id])).get(lead.id) ?? []);
    },

    /**
     * The player closed the payment window: the order will not be paid, so its hold is let go at
     * once. Returns the freed slot, or null when there was no live hold (already paid, expired).
     */
    async abandonOrder(orderId: string): Promise<{ venueId: number; date: string; slot: string }[]> {
      return db.transaction(async (tx) => {
        const order = await chargesRepo(tx).lock(tx, orderId, null);
        if (order?.status !== "created") return [];
        // A weekly booking's order lets go of every date it held.
        const parts = await failOrder(tx, orderId);
        const abandon = moveSql("abandon");
        const freed = await queryRows<{ id: number; venue_id: number; date: string; slot: string }>(
          tx,
          sql`update bookings set status = ${abandon.to}, updated_at = now()
              where id in (${sql.join(
                parts.map((id) => sql`${id}`),
                sql`, `,
              )}) and ${abandon.from}
              returning id, venue_id, date::text as date, slot`,
        );
        if (freed.length > 0)
          await queueWaitlistOffers(
            tx,
            freed.map((f) => f.id),
          );
        return freed.map((f) => ({ venueId: f.venue_id, date: f.date, slot: f.slot }));
      });
    },

    /** Every hold past its time, in one statement (the minute timer); returns the freed slots. */
    async expireHolds(): Promise<{ venueId: number; date: string; slot: string }[]> {
      const expire = moveSql("expire");
      const rows = await queryRows<{ venue_id: number; date: string; slot: string }>(
        db,
        sql`update bookings set status = ${expire.to}, updated_at = now()
            where ${expire.from} and hold_expires_at <= now() returning venue_id, date::text as date, slot`,
      );
      return rows.map((r) => ({ venueId: r.venue_id, date: r.date, slot: r.slot }));
    },

    /** Records a provider order with the price it was opened at (its amount is the pay-now part). */
    insertOrder: (order: NewOrder) => insertBookingOrder(db, order),

    /**
     * An order of this hold still open at exactly this price: ordering the same thing again (a
     * double click, a reload) gets it back instead of a new provider order.
     */
    openOrderAt: (bookingId: number, price: OrderPrice) => openOrderAt(db, bookingId, price),

    orderById: (id: string) => orderById(db, id),

    /**
     * Confirms the held booking of a paid order, once, in one statement (its own transaction):
     * the order row is locked, the booking confirmed at the order's price if its hold is still
     * live (what is paid is what is booked, whatever else was ordered for the hold), and the order
     * marked paid. When the hold ran out first (rare), the order is marked refunded and its refund
     * recorded with its job, together, in a second transaction (`refundLateOrder`), so the common
     * path stays one statement and the job is queued by `enqueueJob`. A second confirm of the same
     * order (verify and webhook together) waits for the lock and then finds it paid. With a player,
     * only their own order matches. Null when there is no such order; else the outcome
     * ("confirmed" just now, "already", "expired" when the hold ran out first, "mismatch" when
     * the order was paid with another payment id, "reschedule" for an open order of a reschedule's
     * hold, left to reschedule-repo.ts, "split" for an open order of a split's share, left to
     * splits/repo.ts, "coupon" when the paid order's coupon could not be used within its limits and
     * the payment was refunded, `refused` saying why), the order, and the booking just confirmed.
     * `alsoSql`, more steps of the same statement that read the confirmed booking as `b` (the
     * invoices domain's invoice, decision 033), happen only when it confirms, in its transaction.
     */
    async confirmPaid(
      orderId: string,
      paymentId: string,
      playerId: number | null,
      alsoSql: SQL | null = null,
      /**
       * How many bookings the order pays, when known (the invoice issuer read it): 1 leaves the
       * weekly booking's steps out of the statement (the hot path); unknown, they stay in.
       */
      dates: number | null = null,
      /** The day (IST) a coupon's days are read against. */
      today: string = todayInIst(),
    ): Promise<
      | { outcome: "charge" }
      | {
          outcome: "confirmed" | "already" | "expired" | "mismatch" | "reschedule" | "split" | "coupon";
          order: PaymentOrder;
          booking: BookingRecord | null;
          /** Why the paid order's coupon was refused ("coupon"). */
          refused?: UseRefusal;
          /** A weekly booking's dates after the first, confirmed with it (decision 039). */
          more?: BookingRecord[];
        }
      | null
    > {
      let rows = await confirmRows(db, { orderId, paymentId, playerId, alsoSql, dates, coupon: false });
      const [first] = rows;
      if (!first) return null;
      // A charge that is not a booking's (a credit top-up): the statement confirmed nothing and
      // changed nothing; its purpose's handler settles it (payments/charges.ts `settle`).
      if (first.order_booking_id === null) return { outcome: "charge" };
      // An open order carrying a coupon confirms nothing above: its use is claimed first, under the
      // coupon's lock, and the booking confirmed in the same transaction (`claimAndConfirm`).
      if (
        first.order_status === "created" &&
        first.id === null &&
        first.order_coupon_id !== null &&
        first.order_reschedule_of === null &&
        !first.order_is_share
      ) {
        const claimed = await claimAndConfirm(db, first, { orderId, paymentId, playerId, alsoSql, dates }, today);
        if ("refused" in claimed) {
          return { outcome: "coupon", order: orderOfRow(first), booking: null, refused: claimed.refused };
        }
        rows = claimed.rows;
      }
      const [row] = rows;
      if (!row) return null;
      const order = orderOfRow(row);
      const booking = row.id === null ? null : bookingOf(row);
      // A weekly booking's other dates, confirmed by the same statement.
      const more = booking ? rows.slice(1).map(bookingOf) : [];
      // A reschedule's difference: its hold moves another booking (reschedule.ts), never becomes one.
      if (row.order_status === "created" && row.order_reschedule_of !== null) {
        return { outcome: "reschedule", order, booking: null };
      }
      // A teammate's share of a split: its booking is the organiser's, confirmed already (splits/repo.ts).
      if (row.order_status === "created" && row.order_is_share) {
        return { outcome: "split", order, booking: null };
      }
      if (row.order_status === "created" && !booking) {
        // Paid after the hold ran out: nothing is booked and the payment goes back.
        await refundLateOrder(orderId, paymentId);
        return { outcome: "expired", order, booking: null };
      }
      if (row.order_status === "refunded") return { outcome: "expired", order, booking: null };
      if (row.order_status === "paid")
        return { outcome: row.order_payment_id === paymentId ? "already" : "mismatch", order, booking: null };
      return booking ? { outcome: "confirmed", order, booking, more } : { outcome: "expired", order, booking: null };
    },

    refundLateOrder,

    /** True once any payout line holds this booking's earnings (an owner may no longer cancel it). */
    async isPaidOut(id: number): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        db,
        sql`select 1 as one from payout_items where booking_id = ${id} limit 1`,
      );
      return rows.length > 0;
    },

    /**
     * Confirmed bookings dated up to `throughDate` (IST), oldest first: the candidates of the
     * completion job, which checks each slot's end with the lifecycle in core.
     */
    async confirmedThrough(throughDate: string, limit: number): Promise<BookingRecord[]> {
      const rows = await queryRows<BookingRow>(
        db,
        sql`${BOOKING_SELECT} where ${statusIn(sql`bk.status`, "confirmed")} and bk.date <= ${throughDate}::date
            order by bk.date, bk.id limit ${limit}`,
      );
      return rows.map(bookingOf);
    },

    /**
     * Live bookings of a venue between two dates (of the given courts, or all; of the given slots,
     * or all day): what a closure hits. Confirmed ones are cancelled and refunded; holds are let go
     * (`expireHoldsIn`).
     */
    async confirmedIn(
      venueId: number,
      from: string,
      to: string,
      courtIds: readonly number[] | null,
      slots: readonly string[] | null = null,
    ) {
      const rows = await queryRows<BookingRow>(
        db,
        sql`${BOOKING_SELECT} where bk.venue_id = ${venueId} and bk.date between ${from}::date and ${to}::date
              and ${statusIn(sql`bk.status`, "confirmed")}
              ${
                courtIds
                  ? sql`and bk.court_id in (${sql.join(
                      courtIds.map((id) => sql`${id}`),
                      sql`, `,
                    )})`
                  : sql``
              }
              ${inSlots(sql`bk.slot`, slots)}
            order by bk.date, bk.slot, bk.id`,
      );
      return rows.map(bookingOf);
    },

    /**
     * The `expire` move for the holds on days a venue closes: their slots are no longer for sale,
     * so an unpaid hold ends now. A payment arriving later finds its hold expired and is given back
     * (the late-payment refund). Returns how many.
     */
    async expireHoldsIn(
      venueId: number,
      from: string,
      to: string,
      courtIds: readonly number[] | null,
      slots: readonly string[] | null = null,
    ) {
      const expire = moveSql("expire");
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update bookings set status = ${expire.to}, hold_expires_at = least(hold_expires_at, now()), updated_at = now()
            where venue_id = ${venueId} and date between ${from}::date and ${to}::date and ${expire.from}
              ${
                courtIds
                  ? sql`and court_id in (${sql.join(
                      courtIds.map((id) => sql`${id}`),
                      sql`, `,
                    )})`
                  : sql``
              }
              ${inSlots(sql`slot`, slots)}
            returning id`,
      );
      return rows.length;
    },

    /**
     * Moves a booking on by `move` (complete or cancel) from `from` (confirmed unless said; the
     * lifecycle table must start the move there); false when it is no longer in that status
     * (someone got there first). A cancellation that owes money records its refund as pending
     * (and queues the job that sends it) in the same transaction, so a refund is never lost nor
     * made twice.
     */
    async transition(
      id: number,
      move: "complete" | "cancel",
      extra: {
        actorId: number | null;
        from?: "confirmed" | "completed";
        reason?: string;
        refundPaise?: number;
        refundReason?: RefundReason;
      },
    ): Promise<boolean> {
      const { from, to } = moveSql(move, { only: [extra.from ?? "confirmed"] });
      if (move === "complete") {
        const rows = await queryRows<{ id: number }>(
          db,
          sql`update bookings set status = ${to}, completed_at = now(), updated_at = now()
              where id = ${id} and ${from} returning id`,
        );
        return rows.length > 0;
      }
      return db.transaction(async (tx) => {
        const rows = await queryRows<{ id: number }>(
          tx,
          sql`update bookings set status = ${to}, cancelled_at = now(), cancelled_by = ${extra.actorId},
                cancellation_reason = ${extra.reason ?? null}, updated_at = now()
              where id = ${id} and ${from} returning id`,
        );
        if (rows.length === 0) return false;
        // The slot is free again: its waitlist hears of it from this very transaction.
        await queueWaitlistOffers(tx, [id]);
        if ((extra.refundPaise ?? 0) > 0) {
          await refundsRepo(db).recordForBooking(
            tx,
            id,
            extra.refundPaise as number,
            extra.refundReason ?? "owner_cancelled",
          );
        }
        return true;
      });
    },
  };
}

export type BookingsRepo = ReturnType<typeof bookingsRepo>;

/**
 * A part-day closure's filter: the rows in one of these slots (null: every slot of the day). A
 * venue's slots never overlap one another, so a booking's time overlaps the closed hours exactly
 * when its slot is one of them.
 */
function inSlots(column: SQL, slots: readonly string[] | null): SQL {
  if (!slots) return sql``;
  return sql`and ${column} in (${sql.join(
    slots.map((slot) => sql`${slot}`),
    sql`, `,
  )})`;
}
