import { addDays, type Booking, type PaymentOrder, todayInIst } from "@crease/core";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginAs } from "../../../test/app";
import { createUser, createVenue } from "../../../test/factories";
import { bookings } from "../../db/schema";
import { createSandboxProvider } from "../payments/providers/sandbox";

/** The sandbox, except that refunds fail while `refundsDown` is true (a provider outage). */
const sandbox = createSandboxProvider({});
let refundsDown = false;
const refundCalls: number[] = [];
const flaky = {
  ...sandbox,
  async refund(input: Parameters<typeof sandbox.refund>[0]) {
    refundCalls.push(input.amountPaise);
    if (refundsDown) throw new Error("Razorpay could not be reached: connect ETIMEDOUT");
    return sandbox.refund(input);
  },
};

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let venueId: number;
beforeAll(async () => {
  ctx = await buildTestApp({}, { paymentProvider: flaky });
  const owner = await createUser(ctx.database.db, { role: "owner" });
  venueId = (await createVenue(ctx.database.db, { ownerId: owner.id })).id;
});
afterAll(async () => ctx?.close());

describe("refunds the provider did not accept", () => {
  it("are tried again later until the provider takes them, once", async () => {
    const player = await loginAs(ctx, "player");
    const post = (url: string, payload: unknown) =>
      ctx.app.inject({ method: "POST", url, payload: payload as object, headers: { cookie: player.cookie } });
    const date = addDays(todayInIst(), 30);
    const order = (await post("/api/payment/create-order", { venueId, date, slot: "morning" })).json() as PaymentOrder;
    const paid = (await post("/api/payment/sandbox/pay", { orderId: order.orderId, outcome: "success" })).json();
    expect((await post("/api/payment/verify", paid)).statusCode).toBe(200);

    refundsDown = true;
    const cancelled = await ctx.app.inject({
      method: "PATCH",
      url: `/api/bookings/${order.bookingId}`,
      payload: { status: "cancelled" },
      headers: { cookie: player.cookie },
    });
    expect(cancelled.json()).toMatchObject({ status: "cancelled", refundAmount: "9440.00", refundStatus: "failed" });

    // Too recent to retry: a refund in flight elsewhere is left alone for five minutes.
    expect(await ctx.app.services.bookings.retryRefunds()).toBe(0);
    const age = () =>
      ctx.database.db
        .update(bookings)
        .set({ updatedAt: sql`now() - interval '10 minutes'` })
        .where(eq(bookings.id, order.bookingId));
    await age();
    // Still down: it stays failed and will be tried again.
    expect(await ctx.app.services.bookings.retryRefunds()).toBe(0);

    refundsDown = false;
    await age();
    expect(await ctx.app.services.bookings.retryRefunds()).toBe(1);
    const mine = (
      await ctx.app.inject({
        method: "GET",
        url: `/api/bookings/${order.bookingId}`,
        headers: { cookie: player.cookie },
      })
    ).json() as Booking;
    expect(mine).toMatchObject({ refundStatus: "processed", paymentStatus: "refunded", refundAmount: "9440.00" });

    // Done means done: no second refund.
    await age();
    const callsBefore = refundCalls.length;
    expect(await ctx.app.services.bookings.retryRefunds()).toBe(0);
    expect(refundCalls.length).toBe(callsBefore);
  });
});
