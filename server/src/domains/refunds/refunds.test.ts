import { createHmac } from "node:crypto";
import { type AdminJob, type AdminRefund, addDays, type Booking, type PaymentOrder, todayInIst } from "@crease/core";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginAs } from "../../../test/app";
import { createUser, createVenue, sandboxPay } from "../../../test/factories";
import { buildApp } from "../../app";
import { bookings, jobs, refunds } from "../../db/schema";
import { JOB_ATTEMPT_LIMITS } from "../../lib/jobs";
import { createSandboxProvider } from "../payments/providers/sandbox";

/**
 * The sandbox, with two ways to fail: `down` (the provider refuses: an outage) and
 * `crashAfterAccept` (the provider takes the refund, then we fail before recording it).
 */
const WEBHOOK_SECRET = "refunds-test-webhook-secret";
const sandbox = createSandboxProvider({ webhookSecret: WEBHOOK_SECRET });
const mode = { down: false, crashAfterAccept: false };
const refundCalls: { paymentId: string; amountPaise: number; receipt: string }[] = [];
const provider = {
  ...sandbox,
  async refund(input: Parameters<typeof sandbox.refund>[0]) {
    refundCalls.push({ paymentId: input.paymentId, amountPaise: input.amountPaise, receipt: input.receipt });
    if (mode.down) throw new Error("Razorpay could not be reached: connect ETIMEDOUT");
    const accepted = await sandbox.refund(input);
    if (mode.crashAfterAccept) throw new Error("connection reset after the provider answered");
    return accepted;
  },
};

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let venueId: number;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  ctx = await buildTestApp({}, { paymentProvider: provider });
  const owner = await createUser(ctx.database.db, { role: "owner" });
  venueId = (await createVenue(ctx.database.db, { ownerId: owner.id })).id;
  admin = await loginAs(ctx, "admin");
});
afterAll(async () => ctx?.close());

let day = 20;
type Player = Awaited<ReturnType<typeof loginAs>>;
const call = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, cookie: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: { cookie } });

async function order(player: Player): Promise<PaymentOrder> {
  const date = addDays(todayInIst(), ++day);
  return (await call("POST", "/api/payment/create-order", player.cookie, { venueId, date, slot: "morning" })).json();
}
async function pay(player: Player, o: PaymentOrder) {
  return (
    await call("POST", "/api/payment/sandbox/pay", player.cookie, { orderId: o.orderId, outcome: "success" })
  ).json() as { orderId: string; paymentId: string; signature: string };
}
async function bookAndCancel(player: Player): Promise<Booking> {
  const o = await order(player);
  expect((await call("POST", "/api/payment/verify", player.cookie, await pay(player, o))).statusCode).toBe(200);
  const res = await call("PATCH", `/api/bookings/${o.bookingId}`, player.cookie, { status: "cancelled" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Booking;
}
const refundOf = async (bookingId: number) =>
  (await ctx.database.db.select().from(refunds).where(eq(refunds.bookingId, bookingId)))[0];
/** Lets time pass for the refund jobs: their next try is due now. */
const makeRefundJobsDue = () =>
  ctx.database.db.execute(sql`update jobs set run_at = now() where kind = 'refund' and status = 'queued'`);

describe("refunds", () => {
  it("are recorded with the cancellation, retried with backoff through an outage, and sent once", async () => {
    const player = await loginAs(ctx, "player");
    mode.down = true;
    const cancelled = await bookAndCancel(player);
    expect(cancelled).toMatchObject({ status: "cancelled", refundAmount: "9440.00", refundStatus: "pending" });
    expect(await refundOf(cancelled.id)).toMatchObject({ status: "pending", reason: "player_cancelled", attempts: 0 });

    const before = refundCalls.length;
    await ctx.app.jobs.runDue();
    expect(refundCalls.length).toBe(before + 1);
    const failed = await refundOf(cancelled.id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed?.lastError).toContain("ETIMEDOUT");
    expect(failed?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now());
    // Not due again before its backoff: nothing is called.
    await ctx.app.jobs.runDue();
    expect(refundCalls.length).toBe(before + 1);

    mode.down = false;
    await makeRefundJobsDue();
    await ctx.app.jobs.runDue();
    expect(refundCalls.length).toBe(before + 2);
    const done = await refundOf(cancelled.id);
    expect(done).toMatchObject({ status: "processed", attempts: 2, lastError: null });
    expect(done?.providerRefundId).toMatch(/^rfnd_/);
    const mine = (await call("GET", `/api/bookings/${cancelled.id}`, player.cookie)).json() as Booking;
    expect(mine).toMatchObject({ refundStatus: "processed", paymentStatus: "refunded", refundAmount: "9440.00" });

    // Done means done: no second call, whatever runs later.
    await makeRefundJobsDue();
    await ctx.app.jobs.runDue();
    expect(refundCalls.length).toBe(before + 2);
  });

  it("recognise a refund the provider took before a crash instead of sending a second", async () => {
    const player = await loginAs(ctx, "player");
    mode.crashAfterAccept = true;
    const cancelled = await bookAndCancel(player);
    const before = refundCalls.length;
    await ctx.app.jobs.runDue();
    mode.crashAfterAccept = false;
    expect(refundCalls.length).toBe(before + 1);
    const row = await refundOf(cancelled.id);
    expect(row?.status).toBe("pending");
    // The provider holds one refund for the payment, named after our row.
    const held = await sandbox.refundsOf(row!.paymentId);
    expect(held.map((r) => r.receipt)).toEqual([`refund_${row!.id}`]);

    await makeRefundJobsDue();
    await ctx.app.jobs.runDue();
    expect(refundCalls.length).toBe(before + 1);
    expect(await refundOf(cancelled.id)).toMatchObject({ status: "processed", providerRefundId: held[0]!.id });
  });

  it("are one per payment and never more than was paid, by the database", async () => {
    const player = await loginAs(ctx, "player");
    const cancelled = await bookAndCancel(player);
    const row = (await refundOf(cancelled.id))!;
    const again = { ...row, id: undefined, reason: "admin_cancelled" };
    await expect(ctx.database.db.insert(refunds).values(again)).rejects.toThrow();
    await expect(
      ctx.database.db
        .update(refunds)
        .set({ amountPaise: row.paidPaise + 1 })
        .where(eq(refunds.id, row.id)),
    ).rejects.toThrow();
    expect(await ctx.database.db.select().from(refunds).where(eq(refunds.paymentId, row.paymentId))).toHaveLength(1);
  });

  it("give a late payment back once, however often verify and the webhook are replayed", async () => {
    const player = await loginAs(ctx, "player");
    const o = await order(player);
    await ctx.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, o.bookingId));
    const paid = await pay(player, o);
    const body = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: paid.paymentId, order_id: o.orderId, amount: o.amount } } },
    });
    const signature = createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex");
    const hook = () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/payments/webhook",
        payload: body,
        headers: { "content-type": "application/json", "x-razorpay-signature": signature },
      });
    for (let i = 0; i < 2; i++) {
      const late = await call("POST", "/api/payment/verify", player.cookie, paid);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toContain("you paid is being refunded");
      expect((await hook()).json()).toEqual({ status: "ok", handled: false });
    }
    const rows = await ctx.database.db.select().from(refunds).where(eq(refunds.paymentId, paid.paymentId));
    expect(rows).toMatchObject([{ reason: "late_payment", status: "pending", amountPaise: o.amount }]);
    const queued = await ctx.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'refundId' = ${String(rows[0]!.id)}`);
    expect(queued).toHaveLength(1);

    await ctx.app.jobs.runDue();
    const forThisPayment = () => refundCalls.filter((c) => c.paymentId === paid.paymentId);
    expect(forThisPayment()).toEqual([
      { paymentId: paid.paymentId, amountPaise: o.amount, receipt: `refund_${rows[0]!.id}` },
    ]);
    await call("POST", "/api/payment/verify", player.cookie, paid);
    await hook();
    await makeRefundJobsDue();
    await ctx.app.jobs.runDue();
    expect(forThisPayment()).toHaveLength(1);
    expect((await bookingsOf(o.bookingId))?.status).toBe("held");
  });

  it("are still sent after a restart: a recorded refund waits in the database for any instance", async () => {
    const player = await loginAs(ctx, "player");
    const cancelled = await bookAndCancel(player);
    expect(await refundOf(cancelled.id)).toMatchObject({ status: "pending", attempts: 0 });
    // The instance that cancelled stops before its worker ran; a new one starts on the same database.
    const restarted = await buildApp({
      config: ctx.config,
      database: ctx.database,
      mailer: ctx.mailer,
      paymentProvider: provider,
      logger: false,
      pollJobs: false,
    });
    try {
      await restarted.ready();
      await restarted.jobs.runDue();
    } finally {
      await restarted.close();
    }
    expect(await refundOf(cancelled.id)).toMatchObject({ status: "processed", attempts: 1 });
  });

  it("are listed for admins with the reason, attempts, last error and next try", async () => {
    const player = await loginAs(ctx, "player");
    mode.down = true;
    const cancelled = await bookAndCancel(player);
    await ctx.app.jobs.runDue();
    mode.down = false;
    const res = await call("GET", "/api/admin/refunds", admin.cookie);
    expect(res.statusCode).toBe(200);
    const mine = (res.json() as { refunds: AdminRefund[] }).refunds.find((r) => r.bookingId === cancelled.id);
    expect(mine).toMatchObject({
      amount: "9440.00",
      reason: "player_cancelled",
      status: "pending",
      attempts: 1,
      venueName: cancelled.venueName,
      playerName: "Test player",
    });
    expect(mine?.lastError).toContain("ETIMEDOUT");
    expect(new Date(mine?.nextAttemptAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect((await call("GET", "/api/admin/refunds", player.cookie)).statusCode).toBe(403);
  });

  it("that keep failing stop retrying but stay pending for admins, and an admin's retry sends them", async () => {
    const player = await loginAs(ctx, "player");
    mode.down = true;
    const cancelled = await bookAndCancel(player);
    const refund = await refundOf(cancelled.id);
    // Two days of failed tries later: the job is on its last attempt.
    await ctx.database.db.execute(
      sql`update jobs set attempts = ${JOB_ATTEMPT_LIMITS.refund! - 1}
          where kind = 'refund' and payload->>'refundId' = ${String(refund!.id)}`,
    );
    await makeRefundJobsDue();
    await ctx.app.jobs.runDue();

    const listed = (await call("GET", "/api/admin/refunds", admin.cookie)).json() as { refunds: AdminRefund[] };
    const stuck = listed.refunds.find((r) => r.bookingId === cancelled.id);
    expect(stuck).toMatchObject({ status: "pending", nextAttemptAt: null });
    expect(stuck?.lastError).toContain("ETIMEDOUT");
    const dead = (await call("GET", "/api/admin/jobs?status=dead", admin.cookie)).json() as { jobs: AdminJob[] };
    const job = dead.jobs.find((j) => j.payloadSummary === `refundId=${refund!.id}`);
    expect(job).toMatchObject({ kind: "refund", status: "dead", attempts: JOB_ATTEMPT_LIMITS.refund });
    expect(job?.lastError).toContain("ETIMEDOUT");
    expect(job?.diedAt).not.toBeNull();
    // Dead: time passing sends nothing.
    const callsForIt = () => refundCalls.filter((c) => c.receipt === `refund_${refund!.id}`).length;
    const before = callsForIt();
    await makeRefundJobsDue();
    await ctx.app.jobs.runDue();
    expect(callsForIt()).toBe(before);

    mode.down = false;
    const retried = await call("POST", `/api/admin/jobs/${job!.id}/retry`, admin.cookie);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: job!.id, status: "queued", attempts: 0, diedAt: null });
    await ctx.app.jobs.runDue();
    expect(await refundOf(cancelled.id)).toMatchObject({ status: "processed", lastError: null });
    expect(callsForIt()).toBe(before + 1);
    expect(await bookingsOf(cancelled.id)).toMatchObject({ paymentStatus: "refunded" });
  });
});

describe("the admin's refunds list", () => {
  it("shows the refund of a charge that is not a booking's: a credit top-up paid twice", async () => {
    const owner = await loginAs(ctx, "owner");
    const at = (await createVenue(ctx.database.db, { ownerId: owner.user.id })).id;
    const offer = await call("PUT", "/api/owner/credit", owner.cookie, {
      enabled: true,
      packs: [{ pay: 500, get: 550 }],
      expiryMonths: 12,
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const player = await loginAs(ctx, "player");
    const opened = await call("POST", `/api/venues/${at}/credit/top-up`, player.cookie, { pack: 0 });
    expect(opened.statusCode, opened.body).toBe(200);
    const { orderId } = opened.json() as { orderId: string };
    const first = await sandboxPay(ctx, player.cookie, orderId);
    expect((await first.verify()).statusCode).toBe(200);
    // A second payment of the paid top-up: refused, and given back as a duplicate.
    const second = await sandboxPay(ctx, player.cookie, orderId);
    expect((await second.verify()).statusCode).toBe(409);

    const listed = (await call("GET", "/api/admin/refunds", admin.cookie)).json() as { refunds: AdminRefund[] };
    const given = listed.refunds.filter((r) => r.orderId === orderId);
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({
      purpose: "credit_top_up",
      bookingId: null,
      date: null,
      slot: null,
      venueName: null,
      ownerName: "Test owner",
      playerId: player.user.id,
      playerName: "Test player",
      reason: "duplicate_payment",
      amount: "500.00",
      paid: "500.00",
      status: "pending",
    });
  });
});

async function bookingsOf(id: number) {
  return (await ctx.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
}
