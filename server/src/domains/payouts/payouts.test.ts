import {
  addDays,
  type Payout,
  type PayoutDetail,
  type PayoutList,
  type PayoutRun,
  payoutRunOnOrBefore,
  todayInIst,
} from "@crease/core";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createPaidBooking, createRefund, createUser, createVenue } from "../../../test/factories";
import { bookings, payoutItems, payouts } from "../../db/schema";
import { createPayoutsService } from "./service";

const ctx = useTestApp();

// Every test uses Tuesdays of its own, long past, so one test's run never pays another's bookings.
const today = todayInIst();
const base = payoutRunOnOrBefore(today);
const weeksBack = (n: number) => addDays(base, -7 * n);
const rupees = (paise: number) => (paise / 100).toFixed(2);
/** The owner's earnings from one booking, computed here from the policy: 8% of what is kept. */
const earning = (paid: number, refund = 0) => {
  const kept = paid - refund;
  const fee = Math.round(kept * 0.08);
  return { paid, refund, fee, net: kept - fee };
};

type Login = Awaited<ReturnType<typeof loginAs>>;
let admin: Login;
let player: Login;
let ownerA: Login;
let ownerB: Login;
let bookerId: number;

async function call<T>(method: "GET" | "POST", url: string, cookie?: string, payload?: unknown) {
  const res = await ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: payload as object });
  return { status: res.statusCode, body: res.json() as T };
}

const run = (date: string) => call<PayoutRun>("POST", "/api/payouts/run", admin.cookie, { date });

async function venueFor(owner: Login) {
  return (await createVenue(ctx.database.db, { ownerId: owner.user.id, venueType: "ground" })).id;
}

async function paid(
  venueId: number,
  date: string,
  slot: string,
  paidPaise: number,
  status: "confirmed" | "completed" | "cancelled" | "disputed" = "completed",
  refundPaise = 0,
) {
  return createPaidBooking(ctx.database.db, { venueId, userId: bookerId, date, slot, status, paidPaise, refundPaise });
}

beforeAll(async () => {
  admin = await loginAs(ctx, "admin");
  player = await loginAs(ctx, "player");
  ownerA = await loginAs(ctx, "owner");
  ownerB = await loginAs(ctx, "owner");
  bookerId = (await createUser(ctx.database.db)).id;
});

const TA = weeksBack(20);
let payoutA: Payout;
let groundA: number;
const aBookings: Record<string, number> = {};

describe("the weekly run", () => {
  it("pays a week's played earnings less refunds and the 8% fee on what is kept", async () => {
    groundA = await venueFor(ownerA);
    const sat = addDays(TA, -3);
    aBookings.completed = (await paid(groundA, sat, "morning", 944_000)).id;
    aBookings.lateCancel = (await paid(groundA, sat, "afternoon", 1_180_000, "cancelled", 885_000)).id;
    aBookings.playedConfirmed = (await paid(groundA, sat, "evening", 1_416_000, "confirmed")).id;
    aBookings.fullRefund = (await paid(groundA, addDays(TA, -4), "morning", 826_000, "cancelled", 826_000)).id;
    aBookings.odd = (await paid(groundA, addDays(TA, -5), "morning", 12_345)).id;
    // Held back: a dispute; and a booking on the Tuesday itself belongs to the next run.
    aBookings.disputed = (await paid(groundA, sat, "night", 500_000, "disputed")).id;
    aBookings.onTuesday = (await paid(groundA, TA, "morning", 300_000, "confirmed")).id;

    const included = [
      earning(944_000),
      earning(1_180_000, 885_000),
      earning(1_416_000),
      earning(826_000, 826_000),
      earning(12_345),
    ];
    const total = included.reduce(
      (t, e) => ({ paid: t.paid + e.paid, refund: t.refund + e.refund, fee: t.fee + e.fee, net: t.net + e.net }),
      { paid: 0, refund: 0, fee: 0, net: 0 },
    );
    // Spot checks of the policy itself: 8% of ₹9,440 is ₹755.20; of ₹123.45 it rounds to ₹9.88.
    expect(earning(944_000).fee).toBe(75_520);
    expect(earning(12_345).fee).toBe(988);

    const res = await run(TA);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ runDate: TA, periodEnd: addDays(TA, -1), created: true });
    const mine = res.body.payouts.filter((p) => p.ownerId === ownerA.user.id);
    expect(mine).toHaveLength(1);
    payoutA = mine[0]!;
    expect(payoutA).toMatchObject({
      status: "scheduled",
      runDate: TA,
      periodStart: addDays(TA, -5),
      periodEnd: addDays(TA, -1),
      gross: rupees(total.paid),
      refunds: rupees(total.refund),
      fees: rupees(total.fee),
      net: rupees(total.net),
      bookingCount: 5,
      reference: null,
      paidAt: null,
    });

    const detail = await call<PayoutDetail>("GET", `/api/payouts/${payoutA.id}`, ownerA.cookie);
    expect(detail.status).toBe(200);
    const lines = new Map(detail.body.bookings.map((l) => [l.bookingId, l]));
    expect([...lines.keys()].sort()).toEqual(
      [
        aBookings.completed,
        aBookings.lateCancel,
        aBookings.playedConfirmed,
        aBookings.fullRefund,
        aBookings.odd,
      ].sort(),
    );
    expect(lines.get(aBookings.lateCancel)).toMatchObject({
      gross: "11800.00",
      refund: "8850.00",
      fee: "236.00",
      net: "2714.00",
      bookingStatus: "cancelled",
    });
    expect(lines.get(aBookings.fullRefund)).toMatchObject({
      gross: "8260.00",
      refund: "8260.00",
      fee: "0.00",
      net: "0.00",
    });
  });

  it("running the same Tuesday again pays nothing twice", async () => {
    const again = await run(TA);
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    expect(again.body.payouts.map((p) => p.id)).toEqual([payoutA.id]);
    const db = ctx.database.db;
    const rows = await db.select({ n: count() }).from(payouts).where(eq(payouts.ownerId, ownerA.user.id));
    expect(rows[0]!.n).toBe(1);
    const lines = await db.select({ n: count() }).from(payoutItems).where(eq(payoutItems.payoutId, payoutA.id));
    expect(lines[0]!.n).toBe(5);
  });

  it("lets only one of several simultaneous runs of a Tuesday pay", async () => {
    const ownerC = await loginAs(ctx, "owner");
    const TC = weeksBack(30);
    const booking = await paid(await venueFor(ownerC), addDays(TC, -1), "evening", 100_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => run(TC)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.created)).toHaveLength(1);
    for (const a of answers) {
      expect(a.body.payouts.filter((p) => p.ownerId === ownerC.user.id).map((p) => p.net)).toEqual([
        rupees(earning(100_000).net),
      ]);
    }
    const lines = await ctx.database.db
      .select({ n: count() })
      .from(payoutItems)
      .where(eq(payoutItems.bookingId, booking.id));
    expect(lines[0]!.n).toBe(1);
  });

  it("takes a refund made after a payout off the owner's next payout", async () => {
    // The played booking that was paid out gets refunded in full afterwards.
    await ctx.database.db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.id, aBookings.playedConfirmed!));
    await createRefund(ctx.database.db, aBookings.playedConfirmed!, 1_416_000);
    const TA7 = addDays(TA, 7);
    const newer = await paid(groundA, addDays(TA7, -2), "evening", 1_770_000);
    const res = await run(TA7);
    const next = res.body.payouts.find((p) => p.ownerId === ownerA.user.id)!;
    const paidBefore = earning(1_416_000);
    const now = earning(1_416_000, 1_416_000);
    const expectedNet = earning(1_770_000).net + earning(300_000).net + (now.net - paidBefore.net);
    expect(next).toMatchObject({
      gross: rupees(1_770_000 + 300_000),
      refunds: rupees(1_416_000),
      fees: rupees(earning(1_770_000).fee + earning(300_000).fee - paidBefore.fee),
      net: rupees(expectedNet),
      bookingCount: 3,
    });
    const detail = await call<PayoutDetail>("GET", `/api/payouts/${next.id}`, ownerA.cookie);
    const ids = detail.body.bookings.map((l) => l.bookingId).sort();
    expect(ids).toEqual([aBookings.playedConfirmed, aBookings.onTuesday, newer.id].sort());
    expect(detail.body.bookings.find((l) => l.bookingId === aBookings.playedConfirmed)).toMatchObject({
      gross: "0.00",
      refund: "14160.00",
      fee: "-1132.80",
      net: "-13027.20",
    });
    // The disputed booking is still held back.
    expect(detail.body.bookings.some((l) => l.bookingId === aBookings.disputed)).toBe(false);
  });

  it("carries a week below ₹500 over and pays it with the next week's earnings", async () => {
    const TB = weeksBack(10);
    const groundB = await venueFor(ownerB);
    await paid(groundB, addDays(TB, -2), "morning", 40_000); // ₹400 paid, ₹368 earned
    const first = await run(TB);
    expect(first.body.payouts.some((p) => p.ownerId === ownerB.user.id)).toBe(false);
    expect(first.body.carriedOver).toContainEqual({ ownerId: ownerB.user.id, net: "368.00" });

    const waiting = await call<PayoutList>("GET", "/api/payouts", ownerB.cookie);
    expect(waiting.status).toBe(200);
    expect(waiting.body.payouts).toEqual([]);
    expect(waiting.body.upcoming).toMatchObject({
      net: "368.00",
      carriedOver: "368.00",
      willBePaid: false,
      minimumPayout: "500.00",
      bookingCount: 1,
    });

    const TB7 = addDays(TB, 7);
    await paid(groundB, addDays(TB7, -3), "evening", 30_000); // ₹300 paid, ₹276 earned
    const second = await run(TB7);
    const payout = second.body.payouts.find((p) => p.ownerId === ownerB.user.id);
    expect(payout).toMatchObject({
      gross: "700.00",
      fees: "56.00",
      refunds: "0.00",
      net: rupees(earning(40_000).net + earning(30_000).net),
      bookingCount: 2,
      periodStart: addDays(TB, -2),
      periodEnd: addDays(TB7, -1),
    });
    expect(payout?.net).toBe("644.00");

    const after = await call<PayoutList>("GET", "/api/payouts", ownerB.cookie);
    expect(after.body.payouts.map((p) => p.id)).toEqual([payout!.id]);
    expect(after.body.upcoming).toMatchObject({ net: "0.00", carriedOver: "0.00", bookingCount: 0 });
  });

  it("shows an owner the unpaid balance, what the next Tuesday includes and later bookings", async () => {
    const ownerD = await loginAs(ctx, "owner");
    const ground = await venueFor(ownerD);
    await paid(ground, addDays(today, -1), "morning", 600_000, "completed");
    await paid(ground, addDays(today, 10), "evening", 200_000, "confirmed");
    const res = await call<PayoutList>("GET", "/api/payouts", ownerD.cookie);
    const upcoming = res.body.upcoming!;
    expect(upcoming.nextRunDate >= today).toBe(true);
    expect(new Date(`${upcoming.nextRunDate}T00:00:00Z`).getUTCDay()).toBe(2);
    expect(upcoming.periodEnd).toBe(addDays(upcoming.nextRunDate, -1));
    expect(upcoming).toMatchObject({
      net: rupees(earning(600_000).net),
      balance: rupees(earning(600_000).net),
      laterNet: rupees(earning(200_000).net),
      willBePaid: true,
      carriedOver: "0.00",
      bookingCount: 1,
    });
    expect(upcoming.lines.map((l) => l.net)).toEqual([rupees(earning(600_000).net)]);
  });

  it("runs the latest Tuesday from the timer once, and not again", async () => {
    const TD = weeksBack(40);
    const ownerE = await loginAs(ctx, "owner");
    await paid(await venueFor(ownerE), addDays(TD, -2), "night", 60_000);
    // The clock says Wednesday after TD: the timer catches up on the missed Tuesday.
    const service = createPayoutsService({
      db: ctx.database.db,
      notifications: ctx.app.services.notifications,
      log: ctx.app.log,
      now: () => new Date(`${addDays(TD, 1)}T06:00:00Z`),
    });
    const first = await service.runDue();
    expect(first?.runDate).toBe(TD);
    expect(first?.payouts.filter((p) => p.ownerId === ownerE.user.id).map((p) => p.net)).toEqual([
      rupees(earning(60_000).net),
    ]);
    expect(await service.runDue()).toBeNull();
    const listed = await call<PayoutList>("GET", `/api/payouts?ownerId=${ownerE.user.id}`, admin.cookie);
    expect(listed.body.payouts).toHaveLength(1);
  });
});

describe("marking a payout paid", () => {
  it("moves scheduled to paid once, with the reference, and tells the owner", async () => {
    const noRef = await call<{ message: string }>("POST", `/api/payouts/${payoutA.id}/mark-paid`, admin.cookie, {
      reference: "  ",
    });
    expect(noRef.status).toBe(400);
    expect(noRef.body.message).toBe("Enter the bank or UPI transfer reference");

    const res = await call<Payout>("POST", `/api/payouts/${payoutA.id}/mark-paid`, admin.cookie, {
      reference: "UTR123456789",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: payoutA.id, status: "paid", reference: "UTR123456789", net: payoutA.net });
    expect(res.body.paidAt).not.toBeNull();

    const notes = await call<{ title: string; message: string }[]>("GET", "/api/notifications", ownerA.cookie);
    const sent = notes.body.find((n) => n.title === "Payout sent");
    expect(sent?.message).toContain("UTR123456789");

    const again = await call<{ message: string }>("POST", `/api/payouts/${payoutA.id}/mark-paid`, admin.cookie, {
      reference: "UTR999",
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This payout is already paid");
    const missing = await call("POST", "/api/payouts/999999/mark-paid", admin.cookie, { reference: "X" });
    expect(missing.status).toBe(404);

    const paidOnly = await call<PayoutList>("GET", "/api/payouts?status=paid", admin.cookie);
    expect(paidOnly.body.payouts.map((p) => p.id)).toEqual([payoutA.id]);
    const owners = await call<PayoutList>("GET", "/api/payouts?status=paid", ownerA.cookie);
    expect(owners.body.payouts.map((p) => [p.id, p.status, p.reference])).toEqual([
      [payoutA.id, "paid", "UTR123456789"],
    ]);
  });
});

describe("who may see and move payouts", () => {
  it("asks visitors to log in", async () => {
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/payouts"],
      ["GET", `/api/payouts/${payoutA.id}`],
      ["POST", "/api/payouts/run", { date: TA }],
      ["POST", `/api/payouts/${payoutA.id}/mark-paid`, { reference: "X" }],
    ];
    for (const [method, url, body] of calls) {
      const res = await call<{ message: string }>(method as "GET", url, undefined, body);
      expect([url, res.status, res.body.message]).toEqual([url, 401, "Authentication required"]);
    }
  });

  it("keeps players out and owners to their own payouts", async () => {
    for (const url of ["/api/payouts", `/api/payouts/${payoutA.id}`]) {
      expect([url, (await call("GET", url, player.cookie)).status]).toEqual([url, 403]);
    }
    for (const who of [player, ownerA]) {
      expect((await call("POST", "/api/payouts/run", who.cookie, { date: TA })).status).toBe(403);
      expect((await call("POST", `/api/payouts/${payoutA.id}/mark-paid`, who.cookie, { reference: "X" })).status).toBe(
        403,
      );
    }
    // Another owner's payout is simply not there for them.
    const other = await call<{ message: string }>("GET", `/api/payouts/${payoutA.id}`, ownerB.cookie);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe("Payout not found");
    expect((await call("GET", `/api/payouts?ownerId=${ownerA.user.id}`, ownerB.cookie)).status).toBe(403);
    const own = await call<PayoutList>("GET", "/api/payouts", ownerB.cookie);
    expect(own.body.payouts.every((p) => p.ownerId === ownerB.user.id)).toBe(true);
    expect((await call("GET", `/api/payouts/${payoutA.id}`, ownerA.cookie)).status).toBe(200);
  });

  it("shows an admin every payout, and one owner's upcoming balance on request", async () => {
    const all = await call<PayoutList>("GET", "/api/payouts", admin.cookie);
    expect(all.body.upcoming).toBeNull();
    const owners = new Set(all.body.payouts.map((p) => p.ownerId));
    expect(owners.has(ownerA.user.id) && owners.has(ownerB.user.id)).toBe(true);
    const one = await call<PayoutList>("GET", `/api/payouts?ownerId=${ownerB.user.id}`, admin.cookie);
    expect(one.body.upcoming).not.toBeNull();
    expect(one.body.payouts.every((p) => p.ownerId === ownerB.user.id)).toBe(true);
    expect((await call("GET", `/api/payouts/${payoutA.id}`, admin.cookie)).status).toBe(200);
  });
});

describe("bad input", () => {
  it("refuses run dates that are not past or present Tuesdays", async () => {
    const cases: [unknown, string][] = [
      [{ date: addDays(base, 1) }, "Payouts run on Tuesdays: choose a Tuesday as the run date"],
      [{ date: addDays(base, 7) }, "That Tuesday has not come yet: choose today or an earlier Tuesday"],
      [{ date: "2026-02-30" }, "Choose the run date: a Tuesday, like 2026-01-06"],
      [{}, "Choose the run date: a Tuesday, like 2026-01-06"],
    ];
    for (const [body, message] of cases) {
      const res = await call<{ message: string }>("POST", "/api/payouts/run", admin.cookie, body);
      expect([body, res.status, res.body.message]).toEqual([body, 400, message]);
    }
  });

  it("refuses unknown filters and ids", async () => {
    const status = await call<{ message: string }>("GET", "/api/payouts?status=sent", admin.cookie);
    expect([status.status, status.body.message]).toEqual([400, "Choose a payout status: scheduled or paid"]);
    const id = await call<{ message: string }>("GET", "/api/payouts/abc", admin.cookie);
    expect([id.status, id.body.message]).toEqual([400, "The payout id must be a number"]);
    const limit = await call("GET", "/api/payouts?limit=0", admin.cookie);
    expect(limit.status).toBe(400);
  });
});
