import {
  type AdminSummary,
  addDays,
  type Booking,
  type OwnerAnalytics,
  type PaymentOrder,
  type Payout,
  type PayoutDetail,
  type PayoutList,
  type PayoutRun,
  payoutRunOnOrBefore,
  todayInIst,
} from "@crease/core";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createPaidBooking, createUser, createVenue } from "../../../test/factories";
import { queryRows } from "../../db/rows";
import { bookings, refunds } from "../../db/schema";
import { createPayoutsService } from "./service";

/**
 * The rules of docs/product/payouts.md that the penetration test found broken: a refunded stray
 * payment stays out of the owner's ledger; the fee is 8% of the GST-free price and the GST is its
 * own line; the next payout counts only played bookings; played bookings are completed by a job;
 * an owner cannot cancel a paid-out booking, an admin can and the refund is clawed back.
 */
const ctx = useTestApp();

type Login = Awaited<ReturnType<typeof loginAs>>;
let admin: Login;
let bookerId: number;

// Tuesdays long past, and apart, so each test's run pays only its own bookings.
const base = payoutRunOnOrBefore(todayInIst());
const weeksBack = (n: number) => addDays(base, -7 * n);

async function call<T>(method: "GET" | "POST" | "PATCH", url: string, cookie?: string, payload?: unknown) {
  const res = await ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: payload as object });
  return { status: res.statusCode, body: res.json() as T };
}

const run = (date: string) => call<PayoutRun>("POST", "/api/payouts/run", admin.cookie, { date });

/** A ₹1,200 hour (or slot) with 18% GST, paid in full online: ₹1,416. */
const HOUR = { paidPaise: 141_600, gstPaise: 21_600 };

async function ground(owner: Login) {
  return (await createVenue(ctx.database.db, { ownerId: owner.user.id, venueType: "ground" })).id;
}

function paid(venueId: number, date: string, slot: string, status: "confirmed" | "completed" = "completed") {
  return createPaidBooking(ctx.database.db, { venueId, userId: bookerId, date, slot, status, ...HOUR });
}

beforeAll(async () => {
  admin = await loginAs(ctx, "admin");
  bookerId = (await createUser(ctx.database.db)).id;
});

describe("the owner's ledger", () => {
  it("keeps the refund of a second payment of a paid order out of the owner's earnings", async () => {
    const owner = await loginAs(ctx, "owner");
    const player = await loginAs(ctx, "player");
    const venueId = (
      await createVenue(ctx.database.db, { ownerId: owner.user.id, venueType: "nets", hourlyPrice: 1200 })
    ).id;
    const order = (
      await call<PaymentOrder>("POST", "/api/payment/create-order", player.cookie, {
        venueId,
        date: addDays(todayInIst(), 3),
        slot: "10:00-11:00",
      })
    ).body;
    const pay = () =>
      call<{ paymentId: string }>("POST", "/api/payment/sandbox/pay", player.cookie, {
        orderId: order.orderId,
        outcome: "success",
      });
    const first = await pay();
    const second = await pay();
    const verified = await call<Booking>("POST", "/api/payment/verify", player.cookie, first.body);
    expect(verified.status).toBe(200);
    await call("POST", "/api/payment/verify", player.cookie, second.body);
    const stray = await ctx.database.db.select().from(refunds).where(eq(refunds.bookingId, verified.body.id));
    expect(stray.map((r) => [r.reason, r.amountPaise])).toEqual([["duplicate_payment", 141_600]]);

    // The game is played (yesterday): the booking kept one payment of ₹1,416 and gave none of it back.
    const yesterday = addDays(todayInIst(), -1);
    await ctx.database.db.update(bookings).set({ date: yesterday }).where(eq(bookings.id, verified.body.id));
    const list = await call<PayoutList>("GET", "/api/payouts", owner.cookie);
    const line = list.body.upcoming?.lines.find((l) => l.bookingId === verified.body.id);
    expect(line).toMatchObject({ gross: "1416.00", refund: "0.00", gst: "216.00", fee: "96.00", net: "1320.00" });
    expect(list.body.upcoming).toMatchObject({ refunds: "0.00", net: "1320.00", laterNet: "0.00" });
    const figures = await call<OwnerAnalytics>(
      "GET",
      `/api/analytics/owner?from=${yesterday}&to=${yesterday}`,
      owner.cookie,
    );
    expect(figures.body.totals).toMatchObject({ refunds: "0.00", revenue: "1416.00", netEarnings: "1104.00" });
  });

  it("takes the 8% fee on a ₹1,200 hour without its GST, and shows the ₹216 GST on its own line", async () => {
    const owner = await loginAs(ctx, "owner");
    const venueId = await ground(owner);
    const tuesday = weeksBack(30);
    const saturday = addDays(tuesday, -3);
    const booking = await paid(venueId, saturday, "morning");

    const res = await run(tuesday);
    expect(res.status).toBe(200);
    const payout = res.body.payouts.find((p) => p.ownerId === owner.user.id) as Payout;
    expect(payout).toMatchObject({
      gross: "1416.00",
      refunds: "0.00",
      gst: "216.00",
      fees: "96.00",
      earnings: "1104.00",
      net: "1320.00",
    });
    const statement = await call<PayoutDetail>("GET", `/api/payouts/${payout.id}`, owner.cookie);
    expect(statement.body.bookings).toEqual([
      expect.objectContaining({
        bookingId: booking.id,
        gross: "1416.00",
        gst: "216.00",
        fee: "96.00",
        earnings: "1104.00",
        net: "1320.00",
      }),
    ]);

    // The dashboards use the same sums: "Earnings this month" and the admin's "Owners earn".
    const period = `from=${saturday}&to=${saturday}`;
    const mine = await call<OwnerAnalytics>("GET", `/api/analytics/owner?${period}`, owner.cookie);
    expect(mine.body.totals).toMatchObject({ gst: "216.00", platformFee: "96.00", netEarnings: "1104.00" });
    const summary = await call<AdminSummary>("GET", `/api/analytics/summary?${period}`, admin.cookie);
    expect(summary.body).toMatchObject({ gstCollected: "216.00", platformFees: "96.00", ownerEarnings: "1104.00" });
  });

  it("counts in the next payout only bookings already played", async () => {
    const owner = await loginAs(ctx, "owner");
    const venueId = await ground(owner);
    // Wednesday 8 January 2025, noon IST: the next run is Tuesday the 14th, for bookings up to Monday the 13th.
    const payouts = createPayoutsService({
      db: ctx.database.db,
      notifications: ctx.app.services.notifications,
      log: ctx.app.log,
      now: () => new Date("2025-01-08T06:30:00Z"),
    });
    const played = [await paid(venueId, "2025-01-07", "morning"), await paid(venueId, "2025-01-08", "morning")];
    await paid(venueId, "2025-01-08", "night", "confirmed"); // tonight, not played yet
    await paid(venueId, "2025-01-11", "evening", "confirmed"); // Saturday, in the period, not played yet
    await paid(venueId, "2025-01-14", "morning", "confirmed"); // after the period

    const { upcoming } = await payouts.list(owner.user, { limit: 10 });
    expect(upcoming).toMatchObject({ nextRunDate: "2025-01-14", periodEnd: "2025-01-13", bookingCount: 2 });
    expect(upcoming?.lines.map((l) => l.bookingId).sort()).toEqual(played.map((b) => b.id).sort());
    expect(upcoming).toMatchObject({ net: "2640.00", gst: "432.00", earnings: "2208.00", laterNet: "3960.00" });
  });
});

describe("completing played bookings", () => {
  it("completes confirmed bookings whose slot has ended, once, from a recurring job", async () => {
    const owner = await loginAs(ctx, "owner");
    const venueId = await ground(owner);
    const ended = await paid(venueId, addDays(todayInIst(), -2), "morning", "confirmed");
    const future = await paid(venueId, addDays(todayInIst(), 3), "morning", "confirmed");

    expect(await ctx.app.services.bookings.completeEnded()).toBeGreaterThanOrEqual(1);
    const status = async (id: number) => (await ctx.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
    const done = await status(ended.id);
    expect(done.status).toBe("completed");
    expect(done.completedAt).not.toBeNull();
    expect((await status(future.id)).status).toBe("confirmed");

    // A second pass finds nothing more to do and leaves the completed booking as it was.
    expect(await ctx.app.services.bookings.completeEnded()).toBe(0);
    expect((await status(ended.id)).completedAt).toEqual(done.completedAt);
    // It is a recurring job of the queue, so one instance runs it however many there are.
    const [scheduled] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from jobs where kind = 'bookings.complete' and every_seconds is not null`,
    );
    expect(scheduled?.n).toBe(1);
  });
});

describe("cancelling after a payout", () => {
  it("refuses the owner, lets an admin cancel with a refund and claws it back on the next statement", async () => {
    const owner = await loginAs(ctx, "owner");
    const venueId = await ground(owner);
    const first = weeksBack(40);
    const completed = await paid(venueId, addDays(first, -3), "morning");
    const confirmed = await paid(venueId, addDays(first, -3), "evening", "confirmed");
    expect((await run(first)).body.payouts.find((p) => p.ownerId === owner.user.id)?.net).toBe("2640.00");

    const byOwner = await call<{ message: string }>("PATCH", `/api/bookings/${confirmed.id}`, owner.cookie, {
      status: "cancelled",
      reason: "Pitch damaged",
    });
    expect(byOwner.status).toBe(409);
    expect(byOwner.body.message).toBe(
      "This booking's earnings are already in a payout to you, so it can no longer be cancelled from here. Contact support if the player should get a refund.",
    );
    const completedByOwner = await call("PATCH", `/api/bookings/${completed.id}`, owner.cookie, {
      status: "cancelled",
      reason: "Pitch damaged",
    });
    expect(completedByOwner.status).toBe(409);

    const byAdmin = await call<Booking>("PATCH", `/api/bookings/${completed.id}`, admin.cookie, {
      status: "cancelled",
      reason: "Pitch damaged",
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.status).toBe("cancelled");
    const refund = await ctx.database.db.select().from(refunds).where(eq(refunds.bookingId, completed.id));
    expect(refund.map((r) => [r.reason, r.amountPaise])).toEqual([["admin_cancelled", 141_600]]);

    // The next week earns two more hours; its statement takes the refunded hour back.
    const second = addDays(first, 7);
    await paid(venueId, addDays(second, -3), "morning");
    await paid(venueId, addDays(second, -3), "evening");
    const next = (await run(second)).body.payouts.find((p) => p.ownerId === owner.user.id) as Payout;
    expect(next).toMatchObject({ refunds: "1416.00", gst: "216.00", fees: "96.00", net: "1320.00" });
    const statement = await call<PayoutDetail>("GET", `/api/payouts/${next.id}`, owner.cookie);
    expect(statement.body.bookings.find((l) => l.bookingId === completed.id)).toMatchObject({
      gross: "0.00",
      refund: "1416.00",
      gst: "-216.00",
      fee: "-96.00",
      earnings: "-1104.00",
      net: "-1320.00",
      bookingStatus: "cancelled",
    });
  });
});
