import { addDays, type Booking, type PaymentOrder, todayInIst } from "@crease/core";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createVenue } from "../../../test/factories";
import { bookings } from "../../db/schema";

const ctx = useTestApp();

type Session = Awaited<ReturnType<typeof loginAs>>;
let owner: Session;
let otherOwner: Session;
let admin: Session;
let venueId: number;

beforeAll(async () => {
  owner = await loginAs(ctx, "owner");
  otherOwner = await loginAs(ctx, "owner");
  admin = await loginAs(ctx, "admin");
  venueId = (await createVenue(ctx.database.db, { ownerId: owner.user.id, venueType: "nets", hourlyPrice: 1000 })).id;
});

function call(method: "GET" | "POST" | "PATCH", url: string, cookie?: string, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

let day = 3;
/** Books through the real checkout (sandbox) and returns the confirmed booking. */
async function book(player: Session, date = addDays(todayInIst(), ++day), slot = "10:00-11:00"): Promise<Booking> {
  const order = (
    await call("POST", "/api/payment/create-order", player.cookie, { venueId, date, slot })
  ).json() as PaymentOrder;
  const paid = (
    await call("POST", "/api/payment/sandbox/pay", player.cookie, { orderId: order.orderId, outcome: "success" })
  ).json();
  const verified = await call("POST", "/api/payment/verify", player.cookie, paid);
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json() as Booking;
}

/** Moves a booking's slot to start `hours` from now (IST), keeping everything else. */
async function startIn(bookingId: number, hours: number) {
  const start = new Date(Date.now() + hours * 3_600_000);
  const ist = new Date(start.getTime() + 330 * 60_000);
  const hour = ist.getUTCHours();
  // The slot starts on the hour; shift by the minutes past it so the start is exactly `hours` away.
  const date = ist.toISOString().slice(0, 10);
  const slot = `${String(hour).padStart(2, "0")}:00-${String(hour + 1).padStart(2, "0")}:00`;
  await ctx.database.db.update(bookings).set({ date, slot }).where(eq(bookings.id, bookingId));
  return ist.getUTCMinutes();
}

describe("who sees which booking", () => {
  it("players see their own, owners their venues', admins all", async () => {
    const a = await loginAs(ctx, "player");
    const b = await loginAs(ctx, "player");
    const mine = await book(a);
    await book(b);
    const ids = async (cookie: string, query = "") =>
      ((await call("GET", `/api/bookings${query}`, cookie)).json() as Booking[]).map((x) => x.id);
    expect(await ids(a.cookie)).toEqual([mine.id]);
    expect((await ids(owner.cookie)).length).toBeGreaterThanOrEqual(2);
    expect(await ids(otherOwner.cookie)).toEqual([]);
    // An owner's own bookings as a player, for their player dashboard.
    expect(await ids(otherOwner.cookie, "?scope=mine")).toEqual([]);
    expect(await ids(a.cookie, "?scope=mine")).toEqual([mine.id]);
    expect(await ids(admin.cookie, `?venueId=${venueId}`)).toContain(mine.id);
    expect((await call("GET", `/api/bookings/${mine.id}`, b.cookie)).statusCode).toBe(404);
    expect((await call("GET", "/api/bookings")).statusCode).toBe(401);
  });
});

describe("cancelling and completing", () => {
  it("refunds a player everything more than 24 hours ahead", async () => {
    const player = await loginAs(ctx, "player");
    const booking = await book(player);
    const minutes = await startIn(booking.id, 25);
    expect(minutes).toBeLessThan(60);
    const res = await call("PATCH", `/api/bookings/${booking.id}`, player.cookie, { status: "cancelled" });
    expect(res.statusCode, res.body).toBe(200);
    // Recorded as pending with the cancellation; the refund job hands it to the provider.
    expect(res.json()).toMatchObject({ status: "cancelled", refundAmount: "1180.00", refundStatus: "pending" });
    expect(await ctx.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect((await call("GET", `/api/bookings/${booking.id}`, player.cookie)).json()).toMatchObject({
      refundAmount: "1180.00",
      refundStatus: "processed",
      paymentStatus: "refunded",
    });
  });

  it("keeps a 25% fee when a player cancels inside 24 hours", async () => {
    const player = await loginAs(ctx, "player");
    const booking = await book(player);
    await startIn(booking.id, 23);
    const res = await call("PATCH", `/api/bookings/${booking.id}`, player.cookie, { status: "cancelled" });
    expect(res.json()).toMatchObject({ status: "cancelled", refundAmount: "885.00", paymentStatus: "paid" });
  });

  it("refuses a player's cancellation once the slot has started, and refunds nothing", async () => {
    const player = await loginAs(ctx, "player");
    const booking = await book(player);
    await startIn(booking.id, -0.25);
    const res = await call("PATCH", `/api/bookings/${booking.id}`, player.cookie, { status: "cancelled" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "This game has already started, so it can no longer be cancelled or refunded. Contact the venue if something went wrong.",
    );
    expect((await call("GET", `/api/bookings/${booking.id}`, player.cookie)).json()).toMatchObject({
      status: "confirmed",
      refundAmount: "0.00",
      refundStatus: "none",
    });
    // The venue can still call the game off after the start, and refunds in full.
    const byOwner = await call("PATCH", `/api/bookings/${booking.id}`, owner.cookie, {
      status: "cancelled",
      reason: "Floodlights failed",
    });
    expect(byOwner.json()).toMatchObject({ status: "cancelled", refundAmount: "1180.00", refundStatus: "pending" });
  });

  it("refunds in full when the owner cancels, even at the last minute", async () => {
    const player = await loginAs(ctx, "player");
    const booking = await book(player);
    await startIn(booking.id, 2);
    const res = await call("PATCH", `/api/bookings/${booking.id}`, owner.cookie, {
      status: "cancelled",
      reason: "Rain",
    });
    expect(res.json()).toMatchObject({ status: "cancelled", refundAmount: "1180.00" });
  });

  it("frees the slot once cancelled", async () => {
    const player = await loginAs(ctx, "player");
    const date = addDays(todayInIst(), 40);
    const booking = await book(player, date, "12:00-13:00");
    await call("PATCH", `/api/bookings/${booking.id}`, player.cookie, { status: "cancelled" });
    const again = await book(await loginAs(ctx, "player"), date, "12:00-13:00");
    expect(again.status).toBe("confirmed");
  });

  it("lets the owner or an admin complete a booking whose slot has started, and nobody else", async () => {
    const player = await loginAs(ctx, "player");
    const booking = await book(player);
    const early = await call("PATCH", `/api/bookings/${booking.id}`, owner.cookie, { status: "completed" });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe("A booking can be marked completed once its slot has started.");
    await startIn(booking.id, -0.5);
    const byPlayer = await call("PATCH", `/api/bookings/${booking.id}`, player.cookie, { status: "completed" });
    expect(byPlayer.statusCode).toBe(403);
    const byStranger = await call("PATCH", `/api/bookings/${booking.id}`, otherOwner.cookie, { status: "completed" });
    expect(byStranger.statusCode).toBe(404);
    const done = await call("PATCH", `/api/bookings/${booking.id}`, owner.cookie, { status: "completed" });
    expect(done.json().status).toBe("completed");
    // Completed: its owner can no longer cancel it (an admin can: payouts/ledger-rules.test.ts).
    const cancelAfter = await call("PATCH", `/api/bookings/${booking.id}`, owner.cookie, {
      status: "cancelled",
      reason: "Played already",
    });
    expect(cancelAfter.statusCode).toBe(409);
    expect(cancelAfter.json().message).toBe(
      "This booking is completed; only an admin can cancel it now (the refund is taken back from the venue's next payout).",
    );
  });

  it("refuses other players and unknown statuses", async () => {
    const player = await loginAs(ctx, "player");
    const stranger = await loginAs(ctx, "player");
    const booking = await book(player);
    expect(
      (await call("PATCH", `/api/bookings/${booking.id}`, stranger.cookie, { status: "cancelled" })).statusCode,
    ).toBe(404);
    const bad = await call("PATCH", `/api/bookings/${booking.id}`, player.cookie, { status: "confirmed" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("status must be completed or cancelled");
    expect((await call("PATCH", "/api/bookings/abc", player.cookie, { status: "cancelled" })).statusCode).toBe(400);
  });
});
