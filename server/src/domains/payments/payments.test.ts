import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { addDays, type Booking, type PaymentOrder, todayInIst } from "@crease/core";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createUser, createVenue } from "../../../test/factories";
import { bookings, paymentOrders } from "../../db/schema";
import { SANDBOX_DEFAULT_SECRET } from "./providers/sandbox";

const ctx = useTestApp();

let ownerId: number;
let venueId: number;
beforeAll(async () => {
  ownerId = (await createUser(ctx.database.db, { role: "owner" })).id;
  venueId = (
    await createVenue(ctx.database.db, {
      ownerId,
      // Each test books a fresh date: the calendar opens as far ahead as an owner may set.
      advanceBookingDays: 180,
      slotPrices: { morning: 8000, afternoon: 0, evening: 10000, night: 12000 },
      addOns: [
        { key: "umpireFees", name: "Umpire Service", rupees: 1500 },
        { key: "redBalls", name: "Red Balls", rupees: 700 },
        { key: "whiteBalls", name: "White Balls", rupees: 650 },
      ],
    })
  ).id;
});

let dayOffset = 1;
/** A fresh future date per test, so slots never collide between tests. */
const freshDate = () => addDays(todayInIst(), ++dayOffset);

function post(url: string, cookie: string | undefined, payload: unknown) {
  return ctx.app.inject({ method: "POST", url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

async function createOrder(cookie: string, body: Record<string, unknown>) {
  return post("/api/payment/create-order", cookie, { venueId, slot: "evening", addOns: [], ...body });
}

async function payAndVerify(cookie: string, orderId: string) {
  const paid = await post("/api/payment/sandbox/pay", cookie, { orderId, outcome: "success" });
  expect(paid.statusCode, paid.body).toBe(200);
  return post("/api/payment/verify", cookie, paid.json());
}

async function bookingRow(id: number) {
  const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

describe("the sandbox checkout", () => {
  it("prices on the server, holds the slot, and confirms only after a verified payment", async () => {
    const player = await loginAs(ctx, "player");
    const date = freshDate();
    const res = await createOrder(player.cookie, { date, addOns: ["umpireFees", "redBalls"], amount: "14396.00" });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json() as PaymentOrder;
    expect(order).toMatchObject({ key: "rzp_test_sandbox", amount: 1_439_600, currency: "INR", provider: "sandbox" });
    expect(order.orderId).toMatch(/^order_/);
    expect(await bookingRow(order.bookingId)).toMatchObject({ status: "held", paymentStatus: "pending" });

    // The slot now reads as held for everyone else.
    const availability = await ctx.app.inject({
      method: "GET",
      url: `/api/venues/${venueId}/availability?from=${date}&days=1`,
    });
    expect(availability.json().days[0].slots.find((s: { slot: string }) => s.slot === "evening").status).toBe("held");

    const verified = await payAndVerify(player.cookie, order.orderId);
    expect(verified.statusCode, verified.body).toBe(200);
    const booking = verified.json() as Booking;
    expect(booking).toMatchObject({
      id: order.bookingId,
      status: "confirmed",
      paymentStatus: "paid",
      amount: "14396.00",
      basePrice: "10000.00",
      addOnsPrice: "2200.00",
      gst: "2196.00",
      paidOnline: "14396.00",
      addOns: [
        { key: "umpireFees", name: "Umpire Service", price: "1500.00" },
        { key: "redBalls", name: "Red Balls", price: "700.00" },
      ],
    });

    // The verify answer is the booking: the player's list shows it with nothing more sent.
    const mine = await ctx.app.inject({ method: "GET", url: "/api/bookings", headers: { cookie: player.cookie } });
    expect((mine.json() as Booking[]).map((b) => b.id)).toEqual([order.bookingId]);
  });

  it("refuses a second hold on the same slot with 409, and frees it when the hold runs out", async () => {
    const first = await loginAs(ctx, "player");
    const second = await loginAs(ctx, "player");
    const date = freshDate();
    const held = await createOrder(first.cookie, { date });
    expect(held.statusCode).toBe(200);
    const refused = await createOrder(second.cookie, { date });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This slot is no longer available");

    await ctx.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, (held.json() as PaymentOrder).bookingId));
    const later = await createOrder(second.cookie, { date });
    expect(later.statusCode, later.body).toBe(200);
  });

  it("lets the same player retry checkout on their own hold", async () => {
    const player = await loginAs(ctx, "player");
    const date = freshDate();
    expect((await createOrder(player.cookie, { date })).statusCode).toBe(200);
    expect((await createOrder(player.cookie, { date, addOns: ["whiteBalls"] })).statusCode).toBe(200);
  });

  it("refuses a tampered amount with the current price, and changes nothing", async () => {
    const player = await loginAs(ctx, "player");
    const date = freshDate();
    const res = await createOrder(player.cookie, { date, amount: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: "The price has changed: the total for this booking is now ₹11,800",
      errors: { amount: "11800.00" },
    });
    const [row] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.date, date));
    expect(row?.n).toBe(0);
  });

  it("refuses past slots, slots not offered, unknown add-ons, unapproved venues and non-players", async () => {
    const player = await loginAs(ctx, "player");
    const cases: [Record<string, unknown>, number, string][] = [
      [{ date: addDays(todayInIst(), -1) }, 400, "This slot has already started. Please choose a later one."],
      [{ date: freshDate(), slot: "afternoon" }, 400, "This venue does not offer the Afternoon (10 AM – 2 PM) slot"],
      [{ date: freshDate(), slot: "06:00-07:00" }, 400, "This venue does not offer the 6 AM – 7 AM slot"],
      [{ date: freshDate(), addOns: ["caviar"] }, 400, 'This venue has no add-on called "caviar"'],
      [
        { date: freshDate(), addOns: ["redBalls", "whiteBalls"] },
        400,
        "Choose either Red Balls or White Balls, not both",
      ],
      [{ date: "2026-02-30" }, 400, "date must be a real date like 2026-01-05"],
    ];
    for (const [body, status, message] of cases) {
      const res = await createOrder(player.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const pending = await createVenue(ctx.database.db, { ownerId, status: "pending" });
    const unapproved = await createOrder(player.cookie, { venueId: pending.id, date: freshDate() });
    expect(unapproved.statusCode).toBe(404);

    const owner = await loginAs(ctx, "owner");
    const byOwner = await createOrder(owner.cookie, { date: freshDate() });
    expect(byOwner.statusCode).toBe(403);
    expect(
      (await post("/api/payment/create-order", undefined, { venueId, date: freshDate(), slot: "evening" })).statusCode,
    ).toBe(401);
  });

  it("refuses a forged signature and another user's order, and a replayed verify returns the same booking", async () => {
    const player = await loginAs(ctx, "player");
    const other = await loginAs(ctx, "player");
    const order = (await createOrder(player.cookie, { date: freshDate() })).json() as PaymentOrder;
    const paid = (
      await post("/api/payment/sandbox/pay", player.cookie, { orderId: order.orderId, outcome: "success" })
    ).json();

    // Another player's order cannot be paid through the sandbox's sheet either.
    const paidByOther = await post("/api/payment/sandbox/pay", other.cookie, {
      orderId: order.orderId,
      outcome: "success",
    });
    expect(paidByOther.statusCode).toBe(404);

    const forged = await post("/api/payment/verify", player.cookie, { ...paid, signature: "0".repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe("Payment verification failed: the payment signature does not match this order.");
    const stolen = await post("/api/payment/verify", other.cookie, paid);
    expect(stolen.statusCode).toBe(404);
    expect((await bookingRow(order.bookingId))?.status).toBe("held");

    const first = await post("/api/payment/verify", player.cookie, paid);
    const replay = await post("/api/payment/verify", player.cookie, paid);
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
  });

  it("does not confirm a payment that arrives after the hold ran out, and says why", async () => {
    const player = await loginAs(ctx, "player");
    const order = (await createOrder(player.cookie, { date: freshDate() })).json() as PaymentOrder;
    await ctx.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, order.bookingId));
    const late = await payAndVerify(player.cookie, order.orderId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain("hold on this slot ran out");
    expect(late.json().message).toContain("₹11,800 you paid is being refunded");
    expect((await bookingRow(order.bookingId))?.status).toBe("held");
    const [orderRow] = await ctx.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.orderId));
    expect(orderRow?.status).toBe("refunded");
  });

  it("never creates a booking without a verified payment", async () => {
    const player = await loginAs(ctx, "player");
    // There is no way to post a booking: only a verified payment makes one.
    const direct = await post("/api/bookings", player.cookie, {
      venueId,
      date: freshDate(),
      slot: "evening",
      amount: "1",
      paymentStatus: "paid",
      status: "confirmed",
    });
    expect(direct.statusCode).toBe(404);
    const order = (await createOrder(player.cookie, { date: freshDate() })).json() as PaymentOrder;
    expect((await bookingRow(order.bookingId))?.status).toBe("held");
    const failed = await post("/api/payment/sandbox/pay", player.cookie, {
      orderId: order.orderId,
      outcome: "failure",
    });
    expect(failed.statusCode).toBe(402);
    expect((await bookingRow(order.bookingId))?.status).toBe("held");
    const mine = await ctx.app.inject({ method: "GET", url: "/api/bookings", headers: { cookie: player.cookie } });
    expect(mine.json()).toEqual([]);
  });

  it("releases expired holds with no request coming in", async () => {
    const player = await loginAs(ctx, "player");
    const order = (await createOrder(player.cookie, { date: freshDate() })).json() as PaymentOrder;
    await ctx.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, order.bookingId));
    expect(await ctx.app.services.checkout.expireHolds()).toBeGreaterThanOrEqual(1);
    expect((await bookingRow(order.bookingId))?.status).toBe("expired");
  });
});

describe("the webhook", () => {
  // The secret a start generated into DATA_DIR (no RAZORPAY_WEBHOOK_SECRET is set here).
  const sign = (body: string, secret = ctx.config.payment.webhookSecret ?? "") =>
    createHmac("sha256", secret).update(body).digest("hex");
  const hook = (body: string, signature: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      payload: body,
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": signature,
        origin: "https://api.razorpay.com",
      },
    });

  it("confirms a paid booking when the browser never came back, once", async () => {
    const player = await loginAs(ctx, "player");
    const order = (await createOrder(player.cookie, { date: freshDate() })).json() as PaymentOrder;
    const body = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: "pay_webhook0000001", order_id: order.orderId, amount: order.amount } } },
    });
    const first = await hook(body, sign(body));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: "ok", handled: true });
    expect(await bookingRow(order.bookingId)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    const duplicate = await hook(body, sign(body));
    expect(duplicate.statusCode).toBe(200);
    // The browser's own verify afterwards agrees.
    const paid = { orderId: order.orderId, paymentId: "pay_webhook0000001" };
    const verify = await post("/api/payment/verify", player.cookie, {
      ...paid,
      signature: createHmac("sha256", SANDBOX_DEFAULT_SECRET).update(`${paid.orderId}|${paid.paymentId}`).digest("hex"),
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().id).toBe(order.bookingId);
  });

  it("refuses a webhook signed with the sandbox's old public default, and changes nothing", async () => {
    expect(ctx.config.payment.webhookSecret).toBe(
      readFileSync(path.join(ctx.config.dataDir, "webhook-secret"), "utf8"),
    );
    const player = await loginAs(ctx, "player");
    const order = (await createOrder(player.cookie, { date: freshDate() })).json() as PaymentOrder;
    const body = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: "pay_forged00000001", order_id: order.orderId, amount: order.amount } } },
    });
    const forged = await hook(body, sign(body, SANDBOX_DEFAULT_SECRET));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe("Webhook signature does not match");
    expect(await bookingRow(order.bookingId)).toMatchObject({ status: "held", paymentStatus: "pending" });
  });

  it("refuses a body whose signature does not match", async () => {
    const body = JSON.stringify({ event: "payment.captured", payload: {} });
    const res = await hook(body, sign(`${body} `));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Webhook signature does not match");
  });
});

describe("concurrency", () => {
  it("50 players racing for one slot get exactly one hold", async () => {
    const players = await Promise.all(Array.from({ length: 50 }, () => loginAs(ctx, "player")));
    const date = freshDate();
    const results = await Promise.all(players.map((p) => createOrder(p.cookie, { date })));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const [row] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(sql`${bookings.date} = ${date} and ${bookings.status} = 'held' and ${bookings.venueId} = ${venueId}`);
    expect(row?.n).toBe(1);
  });

  it("50 players on 50 different slots all get their hold", async () => {
    const players = await Promise.all(Array.from({ length: 50 }, () => loginAs(ctx, "player")));
    const base = addDays(todayInIst(), 120);
    const results = await Promise.all(players.map((p, i) => createOrder(p.cookie, { date: addDays(base, i) })));
    expect(results.map((r) => r.statusCode)).toEqual(players.map(() => 200));
  });
});

describe("closing the payment window", () => {
  it("frees the slot at once for everyone else, and only the order's own player may do it", async () => {
    const player = await loginAs(ctx, "player");
    const other = await loginAs(ctx, "player");
    const date = freshDate();
    const order = (await createOrder(player.cookie, { date })).json() as PaymentOrder;
    expect((await post("/api/payment/cancel", other.cookie, { orderId: order.orderId })).statusCode).toBe(404);
    expect((await createOrder(other.cookie, { date })).statusCode).toBe(409);

    const cancelled = await post("/api/payment/cancel", player.cookie, { orderId: order.orderId });
    expect(cancelled.statusCode).toBe(204);
    expect((await bookingRow(order.bookingId))?.status).toBe("expired");
    expect((await createOrder(other.cookie, { date })).statusCode).toBe(200);
  });

  it("refuses to abandon a paid order", async () => {
    const player = await loginAs(ctx, "player");
    const order = (await createOrder(player.cookie, { date: freshDate() })).json() as PaymentOrder;
    await payAndVerify(player.cookie, order.orderId);
    const res = await post("/api/payment/cancel", player.cookie, { orderId: order.orderId });
    expect(res.statusCode).toBe(409);
    expect((await bookingRow(order.bookingId))?.status).toBe("confirmed");
  });
});
