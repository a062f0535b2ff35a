import { type SQL, sql } from "drizzle-orm";
import { orderStatus, statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isoOf, queryRows } from "../../db/rows";
import { bookingRows } from "../bookings/reads/booking-rows";
import { lockBooking } from "../bookings/reads/lock-booking";
import { insertShareOrder } from "../payments/booking-charges";
import { chargesRepo } from "../payments/charges-repo";
import { chargeRows } from "../payments/reads/charge-rows";
import { refundRows } from "../payments/reads/refund-rows";
import { refundsRepo } from "../refunds/repo";

/** A split as stored, with its booking's state. */
export interface SplitRecord {
  id: number;
  bookingId: number;
  organiserId: number;
  token: string;
  shares: number;
  totalPaise: number;
  /** Teammates' shares in whole rupees, the organiser's absorbing the difference (core's `splitPaise`). */
  roundShares: boolean;
  status: "open" | "closed";
  /** The booking is still confirmed (a cancelled or completed one takes no more shares). */
  bookingLive: boolean;
}

export interface SplitPayer {
  userId: number;
  fullName: string;
  amountPaise: number;
  paidAt: string;
}

/** Why a share's payment was not kept (it is refunded in full to the teammate). */
export type ShareRefused = "closed" | "full" | "already_paid" | "organiser" | "booking_gone" | "no_payment";

const SPLIT_COLUMNS = sql`s.id, s.booking_id, s.organiser_id, s.token, s.shares, s.total_paise, s.round_shares, s.status,
  ${statusIn(sql`b.status`, "confirmed")} as booking_live`;

interface SplitRow {
  id: number;
  booking_id: number;
  organiser_id: number;
  token: string;
  shares: number;
  total_paise: number;
  round_shares: boolean;
  status: "open" | "closed";
  booking_live: boolean;
}

const splitOf = (r: SplitRow): SplitRecord => ({
  id: Number(r.id),
  bookingId: Number(r.booking_id),
  organiserId: Number(r.organiser_id),
  token: r.token,
  shares: Number(r.shares),
  totalPaise: Number(r.total_paise),
  roundShares: r.round_shares === true || (r.round_shares as unknown) === "t",
  status: r.status,
  bookingLive: r.booking_live === true || (r.booking_live as unknown) === "t",
});

/** Paid shares of a split: paid orders linked to it (a refunded late one never counts). */
const PAID_SHARES = (splitId: number) =>
  sql`select o.user_id, o.amount_paise, o.paid_at from split_orders so
      join ${chargeRows()} o on o.id = so.order_id and o.status = ${orderStatus("paid")}
      where so.split_id = ${splitId}`;

/**
 * SQL only: splits of a booking's cost (docs/product/split-payments.md, decision 038). A paid
 * share is decided under the split's row lock, so teammates paying at once never pay more shares
 * than exist; each kept share gives back its amount to the organiser's payment as a `split_share`
 * refund (once: unique `share_order_id`), in the same transaction.
 */
export function splitsRepo(db: Db) {
  const refunds = refundsRepo(db);

  async function one(where: SQL, tx: Db = db): Promise<SplitRecord | null> {
    const [row] = await queryRows<SplitRow>(
      tx,
      sql`select ${SPLIT_COLUMNS} from splits s join ${bookingRows()} b on b.id = s.booking_id where ${where}`,
    );
    return row ? splitOf(row) : null;
  }

  return {
    /**
     * A split of the organiser's confirmed online booking paid in one payment, at what that payment
     * took. Null when the booking is not such a booking; "exists" when it already has a split.
     */
    async create(input: {
      bookingId: number;
      organiserId: number;
      token: string;
      shares: number;
      roundShares: boolean;
    }) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`insert into splits (booking_id, organiser_id, token, shares, total_paise, round_shares)
            select b.id, b.user_id, ${input.token}, ${input.shares}, b.pay_now_paise, ${input.roundShares}
            from ${bookingRows()} b
            where b.id = ${input.bookingId} and b.user_id = ${input.organiserId} and b.source = 'online'
              and ${statusIn(sql`b.status`, "confirmed")} and b.pay_now_paise > 0
              and (select count(*) from ${chargeRows()} o where o.booking_id = b.id
                and o.status = ${orderStatus("paid")}) = 1
              and (select coalesce(sum(o.amount_paise), 0) from ${chargeRows()} o where o.booking_id = b.id
                and o.status = ${orderStatus("paid")} and o.user_id = b.user_id) = b.pay_now_paise
              and not exists (select 1 from ${refundRows()} r where r.booking_id = b.id)
            on conflict (booking_id) do nothing
            returning id`,
      );
      return rows[0] ? Number(rows[0].id) : null;
    },

    byId: (id: number) => one(sql`s.id = ${id}`),
    byToken: (token: string) => one(sql`s.token = ${token}`),
    byBooking: (bookingId: number) => one(sql`s.booking_id = ${bookingId}`),

    /** Teammates who paid a share, first paid first, with their names (the service keeps first names only). */
    async payers(splitId: number): Promise<SplitPayer[]> {
      const rows = await queryRows<{ user_id: number; full_name: string; amount_paise: number; paid_at: unknown }>(
        db,
        sql`select p.user_id, u.full_name, p.amount_paise, p.paid_at from (${PAID_SHARES(splitId)}) p
            join users u on u.id = p.user_id order by p.paid_at, p.user_id`,
      );
      return rows.map((r) => ({
        userId: Number(r.user_id),
        fullName: r.full_name,
        amountPaise: Number(r.amount_paise),
        paidAt: isoOf(r.paid_at),
      }));
    },

    async organiserName(userId: number): Promise<string> {
      const [row] = await queryRows<{ full_name: string }>(db, sql`select full_name from users where id = ${userId}`);
      return row?.full_name ?? "";
    },

    /** A teammate's order for a share still open (not paid, not failed), to hand back instead of a new one. */
    async openOrderOf(splitId: number, userId: number, amountPaise: number): Promise<string | null> {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`select o.id from split_orders so join ${chargeRows()} o on o.id = so.order_id
            where so.split_id = ${splitId} and so.user_id = ${userId} and o.status = ${orderStatus("created")}
              and o.amount_paise = ${amountPaise} and o.created_at > now() - interval '30 minutes'
            order by o.created_at desc limit 1`,
      );
      return row?.id ?? null;
    },

    /** A share's order at the booking's price (so payouts and refunds read it as the booking's payment). */
    async insertShareOrder(input: {
      orderId: string;
      splitId: number;
      bookingId: number;
      userId: number;
      provider: string;
      amountPaise: number;
    }) {
      await db.transaction(async (tx) => {
        await insertShareOrder(tx, input);
        await tx.execute(
          sql`insert into split_orders (order_id, split_id, user_id)
              values (${input.orderId}, ${input.splitId}, ${input.userId})`,
        );
      });
    },

    /**
     * A share's order was paid (verify or webhook). In one transaction, under the split's row lock
     * (and the booking's, so a cancellation either sees this share or this share sees it): the
     * share is kept only when the split is open, its booking confirmed, the payer is not the
     * organiser and has paid no share yet, and fewer shares are paid than teammates exist; then it
     * is marked paid and its amount is recorded as a `split_share` refund of the organiser's
     * payment, with its job. Otherwise the whole payment is refunded to the teammate. "settled":
     * the order was decided already (the caller reads it again).
     */
    async completePaid(
      orderId: string,
      paymentId: string,
    ): Promise<
      | { kept: true; bookingId: number; splitId: number; userId: number }
      | { kept: false; why: ShareRefused }
      | "settled"
    > {
      return db.transaction(async (tx) => {
        const [order] = await queryRows<{ status: string; amount_paise: number; user_id: number; split_id: number }>(
          tx,
          sql`select o.status, o.amount_paise, o.user_id, so.split_id from ${chargeRows()} o
              join split_orders so on so.order_id = o.id where o.id = ${orderId} for update of o`,
        );
        if (order?.status !== "created") return "settled" as const;
        // The split's row first: shares paid at once are decided one after another.
        await tx.execute(sql`select id from splits where id = ${order.split_id} for update`);
        const split = await one(sql`s.id = ${order.split_id}`, tx);
        if (!split) return "settled" as const;
        await lockBooking(tx, split.bookingId);
        const [counts] = await queryRows<{ paid: number; mine: number; live: boolean }>(
          tx,
          sql`select (select count(*) from (${PAID_SHARES(split.id)}) p)::int as paid,
                (select count(*) from (${PAID_SHARES(split.id)}) p where p.user_id = ${order.user_id})::int as mine,
                (select ${statusIn(sql`b.status`, "confirmed")} from ${bookingRows()} b where b.id = ${split.bookingId}) as live`,
        );
        const userId = Number(order.user_id);
        const why: ShareRefused | null =
          split.status !== "open"
            ? "closed"
            : !counts?.live
              ? "booking_gone"
              : userId === split.organiserId
                ? "organiser"
                : Number(counts.mine) > 0
                  ? "already_paid"
                  : Number(counts.paid) >= split.shares - 1
                    ? "full"
                    : null;
        const refuse = async (reason: ShareRefused) => {
          await chargesRepo(tx).markRefunded(tx, orderId, paymentId);
          await refunds.recordStray(tx, orderId, paymentId, "late_payment");
          return { kept: false as const, why: reason };
        };
        if (why) return refuse(why);
        // The share goes back to the organiser's payment, never above what it still holds.
        const refund = await refunds.recordShareGiveBack(tx, {
          bookingId: split.bookingId,
          organiserId: split.organiserId,
          amountPaise: Number(order.amount_paise),
          shareOrderId: orderId,
        });
        if (refund === null) return refuse("no_payment");
        await chargesRepo(tx).markPaid(tx, orderId, paymentId);
        return { kept: true as const, bookingId: split.bookingId, splitId: split.id, userId };
      });
    },

    /** No more share orders: the organiser closes it (once; closing a closed split changes nothing). */
    async close(id: number, organiserId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update splits set status = 'closed', closed_at = now()
            where id = ${id} and organiser_id = ${organiserId} and status = 'open' returning id`,
      );
      return rows.length > 0;
    },
  };
}

export type SplitsRepo = ReturnType<typeof splitsRepo>;
