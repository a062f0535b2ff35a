import { createHmac } from "node:crypto";
import {
  addDays,
  type Booking,
  type Coupon,
  formatPaise,
  MAX_LIVE_HOLDS,
  type PaymentOrder,
  rupeesToPaise,
  todayInIst,
} from "@crease/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginAs } from "../../../test/app";
import { createVenue } from "../../../test/factories";

// What the paid order carries is what is claimed, at payment, within the coupon's limits
// (docs/product/offers.md, "At payment"; issue 44), on PGlite and PostgreSQL: a re-order of a held
// slot with another coupon never frees the first for the paid order, a claim that fails refuses
// and refunds the payment, and "first booking only" is one per player, live holds included.
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
type Login = Awaited<ReturnType<typeof loginAs>>;
let admin: Login;
let venueId: number;

beforeAll(async () => {
  ctx = await buildTestApp({ ORDERS_PER_HOUR: "1000" });
  const owner = await loginAs(ctx, "owner");
  admin = await loginAs(ctx, "admin");
  // A ground: its morning is ₹8,000 before any coupon.
  venueId = (await createVenue(ctx.database.db, { ownerId: owner.user.id, name: "Claim Ground" })).id;
});
afterAll(async () => ctx?.close());

const call = (method: "GET" | "POST", url: string, who: Login, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

let codes = 0;
async function coupon(body: Record<string, unknown>): Promise<Coupon> {
  const res = await call("POST", "/api/coupons", admin, {
    code: `PAID${++codes}X`,
    kind: "flat",
    value: 500,
    validFrom: todayInIst(),
    validTo: addDays(todayInIst(), 30),
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Coupon;
}

let day = 1;
/** A fresh day of the venue: its morning is free. */
const nextSlot = () => ({ date: addDays(todayInIst(), day++), slot: "morning" });

const order = (who: Login, slot: { date: string; slot: string }, couponCode?: string) =>
  call("POST", "/api/payment/create-order", who, { venueId, ...slot, couponCode });

async function ordered(who: Login, slot: { date: string; slot: string }, couponCode?: string) {
  const res = await order(who, slot, couponCode);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PaymentOrder;
}

/** The provider took the payment (the sandbox's modal); nothing is told to the server yet. */
async function paid(who: Login, o: PaymentOrder) {
  const res = await call("POST", "/api/payment/sandbox/pay", who, { orderId: o.orderId, outcome: "success" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { orderId: string; paymentId: string; signature: string };
}

const verify = (who: Login, payment: { orderId: string; paymentId: string; signature: string }) =>
  call("POST", "/api/payment/verify", who, payment);

function webhook(payment: { orderId: string; paymentId: string }) {
  const body = JSON.stringify({
    event: "payment.captured",
    payload: { payment: { entity: { id: payment.paymentId, order_id: payment.orderId } } },
  });
  return ctx.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    payload: body,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": createHmac("sha256", ctx.config.payment.webhookSecret ?? "")
        .update(body)
        .digest("hex"),
    },
  });
}

async function usesOf(c: Coupon): Promise<number | undefined> {
  const list = (await call("GET", "/api/coupons", admin)).json() as { coupons: Coupon[] };
  return list.coupons.find((x) => x.id === c.id)?.uses;
}

/** Confirmed bookings that carry the coupon: what its uses must equal once nothing is held. */
async function confirmedWith(c: Coupon): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from bookings where coupon_id = ${c.id} and confirmed_at is not null`,
  );
  return Number(row?.n);
}

/** The refunds of a payment (a refused payment has one, of all of it, with the job that sends it). */
async function refundsOf(paymentId: string) {
  return rows<{ amount_paise: number; reason: string; jobs: number }>(
    sql`select r.amount_paise, r.reason, (select count(*)::int from jobs j where j.kind = 'refund'
          and (j.payload->>'refundId')::int = r.id) as jobs
        from refunds r where r.payment_id = ${paymentId}`,
  );
}

describe("the paid order's coupon is claimed at payment", () => {
  it("a one-use coupon ordered, then the held slot ordered again with another coupon, is used once when the first order is paid", async () => {
    const once = await coupon({ totalLimit: 1 });
    const other = await coupon({ value: 200 });
    const player = await loginAs(ctx, "player");
    const slot = nextSlot();
    const a = await ordered(player, slot, once.code);
    const b = await ordered(player, slot, other.code);
    expect(b.orderId).not.toBe(a.orderId);
    expect(b.bookingId).toBe(a.bookingId);

    const res = await verify(player, await paid(player, a));
    expect(res.statusCode, res.body).toBe(200);
    // Booked at the paid order's coupon and discount, and that coupon's use is taken.
    expect(res.json() as Booking).toMatchObject({ couponCode: once.code, discount: "500.00" });
    expect(rupeesToPaise((res.json() as Booking).paidOnline)).toBe(a.amount);
    expect(await usesOf(once)).toBe(1);
    expect(await usesOf(other)).toBe(0);
    const [use] = await rows<{ coupon_id: number }>(
      sql`select coupon_id from coupon_uses where booking_id = ${a.bookingId}`,
    );
    expect(Number(use?.coupon_id)).toBe(once.id);

    // Used up: the next slot, by anyone, is refused at the order.
    const again = await order(player, nextSlot(), once.code);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This coupon has been used up");
    const stranger = await order(await loginAs(ctx, "player"), nextSlot(), once.code);
    expect(stranger.statusCode).toBe(409);
    expect(await confirmedWith(once)).toBe(1);
  });

  it("a payment whose coupon was taken meanwhile books nothing and is refunded in full, once, through verify and the webhook", async () => {
    const once = await coupon({ totalLimit: 1 });
    const other = await coupon({ value: 200 });
    const [first, second] = await Promise.all([loginAs(ctx, "player"), loginAs(ctx, "player")]);
    const slot = nextSlot();
    const a = await ordered(first, slot, once.code);
    // Ordered again with another coupon: the hold now claims that one, and the first is free...
    await ordered(first, slot, other.code);
    // ...so another player takes its one use.
    const theirs = await ordered(second, nextSlot(), once.code);

    const payment = await paid(first, a);
    const refused = await verify(first, payment);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      `The coupon on this order could not be used when your payment arrived (it has been used up), so no booking was made. The ${formatPaise(a.amount)} you paid is being refunded (5-7 business days).`,
    );
    // Nothing booked: the slot is still only held, at no discount of this coupon's.
    const [booking] = await rows<{ status: string; confirmed_at: unknown }>(
      sql`select status, confirmed_at from bookings where id = ${a.bookingId}`,
    );
    expect(booking).toMatchObject({ status: "held", confirmed_at: null });
    const [orderRow] = await rows<{ status: string }>(sql`select status from payment_orders where id = ${a.orderId}`);
    expect(orderRow?.status).toBe("refunded");
    expect(await refundsOf(payment.paymentId)).toEqual([{ amount_paise: a.amount, reason: "late_payment", jobs: 1 }]);

    // Replayed by the player and by the provider: still one refund, nothing booked.
    expect((await verify(first, payment)).statusCode).toBe(409);
    const told = await webhook(payment);
    expect(told.statusCode).toBe(200);
    expect(told.json()).toMatchObject({ handled: false });
    expect(await refundsOf(payment.paymentId)).toHaveLength(1);

    // The one use is the other player's, paid.
    const kept = await verify(second, await paid(second, theirs));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await usesOf(once)).toBe(1);
    expect(await confirmedWith(once)).toBe(1);
  });

  it("a per-player limit counts the player's other live hold at payment", async () => {
    const perPlayer = await coupon({ perUserLimit: 1 });
    const player = await loginAs(ctx, "player");
    const slot = nextSlot();
    const a = await ordered(player, slot, perPlayer.code);
    await ordered(player, slot); // again without it: the hold gives the use back
    const other = await ordered(player, nextSlot(), perPlayer.code);
    const refused = await verify(player, await paid(player, a));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("you have already used it");
    expect((await verify(player, await paid(player, other))).statusCode).toBe(200);
    expect(await confirmedWith(perPlayer)).toBe(1);
  });

  it("a coupon switched off before the payment arrives is not honoured: refused and refunded", async () => {
    const c = await coupon({});
    const player = await loginAs(ctx, "player");
    const o = await ordered(player, nextSlot(), c.code);
    expect((await call("POST", `/api/coupons/${c.id}/deactivate`, admin)).statusCode).toBe(200);
    const payment = await paid(player, o);
    const refused = await verify(player, payment);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("it is no longer valid");
    expect(await refundsOf(payment.paymentId)).toHaveLength(1);
    expect(await confirmedWith(c)).toBe(0);
  });

  it("the last use, taken by re-orders and payments at once, goes to one payment; every other is refunded", async () => {
    const last = await coupon({ totalLimit: 1, value: 1000 });
    const other = await coupon({ value: 100 });
    const players = await Promise.all(Array.from({ length: 12 }, () => loginAs(ctx, "player")));
    // Each player orders with the last use, then orders the held slot again with another coupon,
    // which frees it for the next: twelve open orders carry the one use.
    const orders: { who: Login; o: PaymentOrder; slot: { date: string; slot: string } }[] = [];
    for (const who of players) {
      const slot = nextSlot();
      const o = await ordered(who, slot, last.code);
      await ordered(who, slot, other.code);
      orders.push({ who, o, slot });
    }
    const payments = await Promise.all(orders.map(({ who, o }) => paid(who, o)));
    // All paid at once, each told by verify and the webhook together, while more players re-order
    // their held slots with the coupon.
    const latecomers = await Promise.all(Array.from({ length: 6 }, () => loginAs(ctx, "player")));
    const [verified] = await Promise.all([
      Promise.all(orders.map(({ who }, i) => verify(who, payments[i] as (typeof payments)[number]))),
      Promise.all(payments.map((p) => webhook(p))),
      Promise.all(orders.slice(0, 6).map(({ who, slot }) => order(who, slot, last.code))),
      Promise.all(latecomers.map((who) => order(who, nextSlot(), last.code))),
    ]);
    const confirmed = await confirmedWith(last);
    expect(confirmed).toBe(1);
    // No verify confirmed more than one; each refused payment got exactly one full refund.
    expect(verified.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
    for (const [i, p] of payments.entries()) {
      const [row] = await rows<{ status: string }>(sql`select status from payment_orders where id = ${p.orderId}`);
      const refunds = await refundsOf(p.paymentId);
      if (row?.status === "paid") expect(refunds).toEqual([]);
      else expect(refunds).toEqual([{ amount_paise: orders[i]?.o.amount, reason: "late_payment", jobs: 1 }]);
    }
    const paidOrders = await rows<{ n: number }>(
      sql`select count(*)::int as n from payment_orders where coupon_id = ${last.id} and status = 'paid'`,
    );
    expect(Number(paidOrders[0]?.n)).toBe(1);
    // Whatever else is still held with it, the coupon's uses never pass its one.
    expect(await usesOf(last)).toBe(1);
  });
});

describe("first booking only", () => {
  it("is one per player: a second slot ordered before paying the first is refused, and a re-order does not get round it", async () => {
    const first = await coupon({ firstBookingOnly: true });
    const player = await loginAs(ctx, "player");
    const slot = nextSlot();
    const a = await ordered(player, slot, first.code);
    const second = await order(player, nextSlot(), first.code);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("You have already used this coupon");

    // Ordered again without it, the hold gives it back; a second slot takes it; paying the first
    // order, which carries it, is then refused and refunded.
    await ordered(player, slot);
    const b = await ordered(player, nextSlot(), first.code);
    const refused = await verify(player, await paid(player, a));
    expect(refused.statusCode).toBe(409);
    const kept = await verify(player, await paid(player, b));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await confirmedWith(first)).toBe(1);
    // Booked once: never again.
    const later = await order(player, nextSlot(), first.code);
    expect(later.statusCode).toBe(422);
  });

  it("ordered for several slots at once by one new player, is held for one", async () => {
    const first = await coupon({ firstBookingOnly: true });
    const player = await loginAs(ctx, "player");
    // As many slots as a player may hold at once (MAX_LIVE_HOLDS): one holds the use, the others are refused it.
    const answers = await Promise.all(
      Array.from({ length: MAX_LIVE_HOLDS }, () => order(player, nextSlot(), first.code)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(MAX_LIVE_HOLDS - 1);
    expect(await usesOf(first)).toBe(1);
  });
});
