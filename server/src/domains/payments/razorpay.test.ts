import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { addDays, type PaymentOrder, todayInIst } from "@crease/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginAs } from "../../../test/app";
import { createUser, createVenue } from "../../../test/factories";

const KEY_ID = "rzp_test_standin";
const KEY_SECRET = "standin-secret";
const WEBHOOK_SECRET = "standin-webhook-secret";

/** A stand-in for Razorpay's API on loopback: records what it is asked and answers like Razorpay. */
interface Call {
  method: string;
  path: string;
  auth: string | undefined;
  body: Record<string, unknown>;
}
const calls: Call[] = [];
const refundsByPayment = new Map<string, Record<string, unknown>[]>();
let failNextOrder = false;
let standin: Server;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    request.on("data", (chunk) => {
      text += chunk;
    });
    request.on("end", () => resolve(text));
  });
}

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let venueId: number;

beforeAll(async () => {
  standin = createServer(async (request, response) => {
    const body = JSON.parse((await readBody(request)) || "{}");
    calls.push({ method: request.method ?? "", path: request.url ?? "", auth: request.headers.authorization, body });
    response.setHeader("content-type", "application/json");
    if (request.url === "/v1/orders") {
      if (failNextOrder) {
        failNextOrder = false;
        response.statusCode = 500;
        response.end(JSON.stringify({ error: { description: "Something went wrong" } }));
        return;
      }
      response.end(
        JSON.stringify({ id: `order_STANDIN${calls.length}`, amount: body.amount, currency: "INR", status: "created" }),
      );
      return;
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? "");
    if (refund && request.method === "POST") {
      const made = {
        id: `rfnd_STANDIN${calls.length}`,
        entity: "refund",
        payment_id: refund[1],
        amount: body.amount,
        receipt: body.receipt ?? null,
        notes: body.notes ?? [],
        status: "processed",
      };
      refundsByPayment.set(refund[1] as string, [...(refundsByPayment.get(refund[1] as string) ?? []), made]);
      response.end(JSON.stringify(made));
      return;
    }
    const list = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(request.url ?? "");
    if (list && request.method === "GET") {
      const items = refundsByPayment.get(list[1] as string) ?? [];
      response.end(JSON.stringify({ entity: "collection", count: items.length, items }));
      return;
    }
    response.statusCode = 404;
    response.end(JSON.stringify({ error: { description: "not found" } }));
  });
  await new Promise<void>((resolve) => standin.listen(0, "127.0.0.1", resolve));
  const port = (standin.address() as AddressInfo).port;
  ctx = await buildTestApp({
    PAYMENT_PROVIDER: "razorpay",
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
  });
  const owner = await createUser(ctx.database.db, { role: "owner" });
  venueId = (await createVenue(ctx.database.db, { ownerId: owner.id })).id;
});

afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => standin.close(resolve));
});

function post(url: string, cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
}

const checkoutSignature = (orderId: string, paymentId: string) =>
  createHmac("sha256", KEY_SECRET).update(`${orderId}|${paymentId}`).digest("hex");

describe("the Razorpay provider against a stand-in", () => {
  it("creates the order through the Orders API with the key pair, and verifies Razorpay's signature", async () => {
    const player = await loginAs(ctx, "player");
    const date = addDays(todayInIst(), 5);
    const res = await post("/api/payment/create-order", player.cookie, { venueId, date, slot: "morning", addOns: [] });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json() as PaymentOrder;
    expect(order).toMatchObject({ key: KEY_ID, amount: 944_000, currency: "INR", provider: "razorpay" });
    const created = calls.find((c) => c.path === "/v1/orders");
    expect(created?.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`);
    expect(created?.body).toMatchObject({ amount: 944_000, currency: "INR", receipt: `booking_${order.bookingId}` });

    const forged = await post("/api/payment/verify", player.cookie, {
      orderId: order.orderId,
      paymentId: "pay_X",
      signature: createHmac("sha256", "wrong").update(`${order.orderId}|pay_X`).digest("hex"),
    });
    expect(forged.statusCode).toBe(400);
    const ok = await post("/api/payment/verify", player.cookie, {
      orderId: order.orderId,
      paymentId: "pay_REAL0001",
      signature: checkoutSignature(order.orderId, "pay_REAL0001"),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe("confirmed");

    // Cancelling refunds through the Refunds API, for the amount the policy allows.
    const cancel = await ctx.app.inject({
      method: "PATCH",
      url: `/api/bookings/${order.bookingId}`,
      payload: { status: "cancelled" },
      headers: { cookie: player.cookie },
    });
    expect(cancel.json()).toMatchObject({ status: "cancelled", refundAmount: "9440.00", refundStatus: "pending" });
    await ctx.app.jobs.runDue();
    // The job first asks for the payment's refunds (none), then refunds it naming our refund row.
    const asked = calls.findIndex((c) => c.method === "GET" && c.path === "/v1/payments/pay_REAL0001/refunds");
    const refunded = calls.findIndex((c) => c.method === "POST" && c.path === "/v1/payments/pay_REAL0001/refund");
    expect(asked).toBeGreaterThanOrEqual(0);
    expect(refunded).toBeGreaterThan(asked);
    expect(calls[refunded]?.body).toMatchObject({ amount: 944_000, receipt: expect.stringMatching(/^refund_\d+$/) });
    const after = await ctx.app.inject({
      method: "GET",
      url: `/api/bookings/${order.bookingId}`,
      headers: { cookie: player.cookie },
    });
    expect(after.json()).toMatchObject({ refundStatus: "processed", paymentStatus: "refunded" });
  });

  it("releases the hold and says so when Razorpay cannot create the order", async () => {
    const player = await loginAs(ctx, "player");
    const date = addDays(todayInIst(), 6);
    failNextOrder = true;
    const res = await post("/api/payment/create-order", player.cookie, { venueId, date, slot: "morning" });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      "Failed to create payment order: the payment service is unavailable. Please try again.",
    );
    const retry = await post("/api/payment/create-order", player.cookie, { venueId, date, slot: "morning" });
    expect(retry.statusCode).toBe(200);
  });

  it("checks webhooks with the webhook secret", async () => {
    const player = await loginAs(ctx, "player");
    const order = (
      await post("/api/payment/create-order", player.cookie, { venueId, date: addDays(todayInIst(), 7), slot: "night" })
    ).json() as PaymentOrder;
    const body = JSON.stringify({
      event: "order.paid",
      payload: {
        order: { entity: { id: order.orderId } },
        payment: { entity: { id: "pay_HOOK0001", order_id: order.orderId } },
      },
    });
    const wrong = await post("/api/payments/webhook", undefined, body, {
      "content-type": "application/json",
      "x-razorpay-signature": createHmac("sha256", KEY_SECRET).update(body).digest("hex"),
    });
    expect(wrong.statusCode).toBe(400);
    const right = await post("/api/payments/webhook", undefined, body, {
      "content-type": "application/json",
      "x-razorpay-signature": createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex"),
    });
    expect(right.json()).toEqual({ status: "ok", handled: true });
  });

  it("has no sandbox payment route", async () => {
    const player = await loginAs(ctx, "player");
    const res = await post("/api/payment/sandbox/pay", player.cookie, { orderId: "order_x", outcome: "success" });
    expect(res.statusCode).toBe(404);
  });
});
