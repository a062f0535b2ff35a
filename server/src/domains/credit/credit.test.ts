import { createHmac } from "node:crypto";
import { addDays, type Booking, type MyCredit, type PaymentOrder, todayInIst, type VenueCredit } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import {
  callApi,
  createVenue,
  deskTopUp as deskTopUpAt,
  ownerSellingCredit,
  playerWithMobile as playerWithMobileIn,
  rowsOf,
  sandboxPay,
} from "../../../test/factories";
import { enqueueJob } from "../../lib/jobs";

// Venue credit (issue 45, docs/product/credit.md): the contract's routes, on PGlite and PostgreSQL.
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

type Session = Awaited<ReturnType<typeof loginAs>>;
let owner: Session;
let otherOwner: Session;
let venueId: number;
let otherVenueId: number;
let day = 1;
const nextDate = () => addDays(todayInIst(), ++day);

const call = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, cookie?: string, payload?: unknown) =>
  callApi(ctx, method, url, cookie, payload);
const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(ctx.database.db, query);
const playerWithMobile = (mobile: string) => playerWithMobileIn(ctx, mobile);
const payAndVerify = (cookie: string, orderId: string) => sandboxPay(ctx, cookie, orderId);

/** The player's balance at the venue, as the venue page reads it. */
async function balanceAt(player: Session, at = venueId) {
  const res = await call("GET", `/api/venues/${at}/credit`, player.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as VenueCredit).balance;
}

/** Tops a player up at the desk (cash), the owner taking the money. */
const deskTopUp = (mobile: string, amount: string, who: Session = owner, at = venueId) =>
  deskTopUpAt(ctx, { cookie: who.cookie, venueId: at }, mobile, amount);

/** Balance = top-ups + bonuses + refunds − spent − expired, to the paisa, from the entries. */
async function ledgerAgrees(userId: number) {
  const [row] = await rows<{ entries: number; balance: number }>(
    sql`select (select coalesce(sum(amount_paise), 0)::int from credit_entries where user_id = ${userId}) as entries,
          (select coalesce(sum(balance_paise), 0)::int from credit_balances where user_id = ${userId}) as balance`,
  );
  expect(row?.balance).toBe(row?.entries);
  expect(row?.balance).toBeGreaterThanOrEqual(0);
}

beforeAll(async () => {
  ({ owner, venueId } = await ownerSellingCredit(
    ctx,
    [
      { pay: "2000.00", get: "2200.00" },
      { pay: 500, get: 500 },
    ],
    { expiryMonths: 12 },
  ));
  // Another owner's venue, which sells no credit.
  otherOwner = await loginAs(ctx, "owner");
  otherVenueId = (
    await createVenue(ctx.database.db, { ownerId: otherOwner.user.id, venueType: "nets", hourlyPrice: 1000 })
  ).id;
});

describe("the owner's offer", () => {
  it("is saved and read back; a pack that gives less than it costs is a 400; players may not set one", async () => {
    const read = await call("GET", "/api/owner/credit", owner.cookie);
    expect(read.json()).toEqual({
      enabled: true,
      packs: [
        { pay: "2000.00", get: "2200.00" },
        { pay: "500.00", get: "500.00" },
      ],
      expiryMonths: 12,
    });
    const bad = await call("PUT", "/api/owner/credit", owner.cookie, {
      enabled: true,
      packs: [{ pay: 2000, get: 1500 }],
    });
    expect(bad.statusCode).toBe(400);
    const player = await loginAs(ctx, "player");
    expect((await call("PUT", "/api/owner/credit", player.cookie, { enabled: true, packs: [] })).statusCode).toBe(403);
    expect((await call("GET", "/api/owner/credit")).statusCode).toBe(401);
  });

  it("shows at the venue with a visitor's balance of 0.00, and none at an owner who offers none", async () => {
    const visitor = await call("GET", `/api/venues/${venueId}/credit`);
    expect(visitor.json()).toMatchObject({
      enabled: true,
      balance: "0.00",
      packs: [
        { pay: "2000.00", get: "2200.00" },
        { pay: "500.00", get: "500.00" },
      ],
    });
    const none = await call("GET", `/api/venues/${otherVenueId}/credit`);
    expect(none.json()).toMatchObject({ enabled: false, packs: [], balance: "0.00" });
  });
});

describe("an online top-up", () => {
  it("credits the pack's get once paid, once even when verify and the webhook arrive together", async () => {
    const player = await loginAs(ctx, "player");
    const res = await call("POST", `/api/venues/${venueId}/credit/top-up`, player.cookie, { pack: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json() as { orderId: string; amount: number; provider: string };
    expect(order.amount).toBe(200_000);
    expect(await balanceAt(player)).toBe("0.00");
    const { paid, verify } = await payAndVerify(player.cookie, order.orderId);
    const body = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: paid.paymentId, order_id: order.orderId, amount: order.amount } } },
    });
    const signature = createHmac("sha256", ctx.config.payment.webhookSecret ?? "")
      .update(body)
      .digest("hex");
    const webhook = () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/payments/webhook",
        payload: body,
        headers: { "content-type": "application/json", "x-razorpay-signature": signature },
      });
    const [verified, hooked] = await Promise.all([verify(), webhook()]);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(hooked.statusCode, hooked.body).toBe(200);
    expect((await verify()).statusCode).toBe(200);
    expect(await balanceAt(player)).toBe("2200.00");
    const mine = (await call("GET", "/api/users/me/credit", player.cookie)).json() as MyCredit;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ ownerId: owner.user.id, balance: "2200.00" });
    expect(mine[0]?.expiresAt).not.toBeNull();
    expect(mine[0]?.entries.map((e) => [e.kind, e.amount]).sort()).toEqual([
      ["bonus", "200.00"],
      ["top_up", "2000.00"],
    ]);
    await ledgerAgrees(player.user.id);
  });

  it("is refused with 422 where the owner offers no credit, and 404 for a pack that does not exist", async () => {
    const player = await loginAs(ctx, "player");
    expect(
      (await call("POST", `/api/venues/${otherVenueId}/credit/top-up`, player.cookie, { pack: 0 })).statusCode,
    ).toBe(422);
    expect((await call("POST", `/api/venues/${venueId}/credit/top-up`, player.cookie, { pack: 4 })).statusCode).toBe(
      404,
    );
    expect((await call("POST", `/api/venues/${venueId}/credit/top-up`, player.cookie, { pack: "x" })).statusCode).toBe(
      400,
    );
  });
});

describe("the desk", () => {
  it("tops up the account of a verified mobile, in the venue's history; another owner's desk cannot", async () => {
    const player = await playerWithMobile("+919811100001");
    const res = await deskTopUp("98111 00001", "750.50");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amount: "750.50", balance: "750.50" });
    expect(await balanceAt(player)).toBe("750.50");
    const [activity] = await rows<{ action: string }>(
      sql`select action from venue_activity where venue_id = ${venueId} order by id desc limit 1`,
    );
    expect(activity?.action).toBe("credit.desk_top_up");
    expect((await deskTopUp("98111 00001", "100", otherOwner)).statusCode).toBe(404);
    expect((await deskTopUp("98111 00001", "100", player)).statusCode).toBe(403);
    expect((await deskTopUp("98111 00099", "100")).statusCode).toBe(404);
    expect((await deskTopUp("98111 00001", "-5")).statusCode).toBe(400);
    await ledgerAgrees(player.user.id);
  });

  it("takes a desk booking's price from credit, and answers 409 taking nothing when it is short", async () => {
    const player = await playerWithMobile("+919811100002");
    await deskTopUp("98111 00002", "1200");
    const courtId = (await rows<{ id: number }>(sql`select id from courts where venue_id = ${venueId} limit 1`))[0]?.id;
    const walkIn = (date: string) =>
      call("POST", `/api/venues/${venueId}/desk-bookings`, owner.cookie, {
        courtId,
        date,
        slot: "18:00-19:00",
        playerName: "Ravi",
        playerPhone: "98111 00002",
        addOns: [],
        payment: "credit",
      });
    const first = await walkIn(nextDate());
    expect(first.statusCode, first.body).toBe(201);
    const booking = first.json() as Booking;
    expect(booking).toMatchObject({ paymentStatus: "paid", paidWithCredit: booking.amount, balanceDue: "0.00" });
    const left = await balanceAt(player);
    expect(Number(left)).toBeCloseTo(1200 - Number(booking.amount), 2);
    const date = nextDate();
    const short = await walkIn(date);
    expect(short.statusCode, short.body).toBe(409);
    expect(await balanceAt(player)).toBe(left);
    const [taken] = await rows<{ n: number }>(
      sql`select count(*)::int as n from bookings where venue_id = ${venueId} and date = ${date}::date`,
    );
    expect(taken?.n).toBe(0);
    await ledgerAgrees(player.user.id);
  });
});

describe("expiry", () => {
  it("expires what is left once, when the time from the last top-up has passed; a later top-up moves it on", async () => {
    const player = await playerWithMobile("+919811100009");
    await deskTopUp("98111 00009", "400");
    const [first] = await rows<{ expires_at: string }>(
      sql`select expires_at::text from credit_balances where user_id = ${player.user.id}`,
    );
    // 12 months from the top-up (the offer's expiryMonths).
    expect(new Date(first?.expires_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    // The time comes: the queued job expires what is left, once, however often it runs.
    await ctx.database.db.execute(
      sql`update credit_balances set expires_at = now() - interval '1 minute' where user_id = ${player.user.id}`,
    );
    await ctx.database.db.execute(
      sql`update jobs set run_at = now() where kind = 'credit.expire' and payload->>'userId' = ${String(player.user.id)}`,
    );
    await enqueueJob(ctx.database.db, "credit.expire", { ownerId: owner.user.id, userId: player.user.id });
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.runDue();
    expect(await balanceAt(player)).toBe("0.00");
    const expired = await rows<{ amount_paise: number; money_paise: number }>(
      sql`select amount_paise, money_paise from credit_entries where user_id = ${player.user.id} and kind = 'expiry'`,
    );
    // Both parts go: the desk's ₹400 was all money (docs/product/credit.md, "Tax and money").
    expect(expired.map((e) => [Number(e.amount_paise), Number(e.money_paise)])).toEqual([[-40_000, -40_000]]);
    const [gone] = await rows<{ money: number }>(
      sql`select money_paise as money from credit_balances where user_id = ${player.user.id}`,
    );
    expect(Number(gone?.money)).toBe(0);
    // A new top-up starts a new 12 months; its job, run early, expires nothing.
    await deskTopUp("98111 00009", "100");
    await enqueueJob(ctx.database.db, "credit.expire", { ownerId: owner.user.id, userId: player.user.id });
    await ctx.app.jobs.runDue();
    expect(await balanceAt(player)).toBe("100.00");
    await ledgerAgrees(player.user.id);
  });
});

describe("20 spends of one balance at once", () => {
  it("never overspend: as many desk bookings as the credit covers are paid, the rest are 409", async () => {
    const player = await playerWithMobile("+919811100008");
    await deskTopUp("98111 00008", "2500");
    const courtId = (await rows<{ id: number }>(sql`select id from courts where venue_id = ${venueId} limit 1`))[0]?.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call("POST", `/api/venues/${venueId}/desk-bookings`, owner.cookie, {
          courtId,
          date: nextDate(),
          slot: "07:00-08:00",
          playerName: "Race",
          playerPhone: "98111 00008",
          addOns: [],
          payment: "credit",
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    // ₹1,180 a booking (₹1,000 + 18% GST): ₹2,500 pays two.
    expect(codes).toEqual([...Array(2).fill(201), ...Array(18).fill(409)]);
    expect(await balanceAt(player)).toBe("140.00");
    await ledgerAgrees(player.user.id);
  });
});

describe("checkout with credit", () => {
  const order = (cookie: string, date: string, useCredit = true) =>
    call("POST", "/api/payment/create-order", cookie, { venueId, date, slot: "18:00-19:00", addOns: [], useCredit });

  it("pays the whole booking from credit: 201, confirmed, no provider order", async () => {
    const player = await playerWithMobile("+919811100003");
    await deskTopUp("98111 00003", "5000");
    const res = await order(player.cookie, nextDate());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { orderId: null; creditUsed: string; booking: Booking };
    expect(body.orderId).toBeNull();
    expect(body.booking).toMatchObject({ status: "confirmed", paidOnline: "0.00", paidWithCredit: body.creditUsed });
    expect(body.creditUsed).toBe(body.booking.amount);
    const [orders] = await rows<{ n: number }>(
      sql`select count(*)::int as n from payment_orders where booking_id = ${body.booking.id}`,
    );
    expect(orders?.n).toBe(0);
    await ledgerAgrees(player.user.id);
  });

  it("pays part from credit and the rest online; a hold that runs out gives the credit back", async () => {
    const player = await playerWithMobile("+919811100004");
    await deskTopUp("98111 00004", "300");
    const res = await order(player.cookie, nextDate());
    expect(res.statusCode, res.body).toBe(200);
    const partOnline = res.json() as PaymentOrder;
    expect(partOnline.creditUsed).toBe("300.00");
    expect(await balanceAt(player)).toBe("0.00");
    const { verify } = await payAndVerify(player.cookie, partOnline.orderId);
    const booked = (await verify()).json() as Booking;
    expect(booked).toMatchObject({ status: "confirmed", paidWithCredit: "300.00", balanceDue: "0.00" });
    expect(Number(booked.paidOnline) * 100).toBe(partOnline.amount);

    // Another hold takes new credit, then runs out unpaid: its credit comes back, once.
    await deskTopUp("98111 00004", "200");
    const held = (await order(player.cookie, nextDate())).json() as PaymentOrder;
    expect(held.creditUsed).toBe("200.00");
    await ctx.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 minute' where id = ${held.bookingId}`,
    );
    // The minute's job expires the hold and gives its credit back; run twice, it gives back once.
    for (let run = 0; run < 2; run++) {
      await enqueueJob(ctx.database.db, "holds.expire");
      await ctx.app.jobs.runDue();
    }
    expect(await balanceAt(player)).toBe("200.00");
    await ledgerAgrees(player.user.id);
  });

  it("cancelled to credit: the refund is credit at once, once; the provider refunds nothing", async () => {
    const player = await playerWithMobile("+919811100005");
    await deskTopUp("98111 00005", "100");
    const res = await order(player.cookie, addDays(todayInIst(), 30));
    const partOnline = res.json() as PaymentOrder;
    const { verify } = await payAndVerify(player.cookie, partOnline.orderId);
    const booked = (await verify()).json() as Booking;
    const cancelled = await call("PATCH", `/api/bookings/${booked.id}`, player.cookie, {
      status: "cancelled",
      refundTo: "credit",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ refundAmount: booked.amount, refundStatus: "processed" });
    // More than 24 hours ahead: a full refund, all of it to credit.
    expect(await balanceAt(player)).toBe(booked.amount);
    const [refunds] = await rows<{ n: number }>(
      sql`select count(*)::int as n from refunds where booking_id = ${booked.id}`,
    );
    expect(refunds?.n).toBe(0);
    const again = await call("PATCH", `/api/bookings/${booked.id}`, player.cookie, {
      status: "cancelled",
      refundTo: "credit",
    });
    expect(again.statusCode).toBe(409);
    expect(await balanceAt(player)).toBe(booked.amount);
    await ledgerAgrees(player.user.id);
  });

  it("orders made at once with credit spend no more than the balance", async () => {
    const player = await playerWithMobile("+919811100006");
    await deskTopUp("98111 00006", "2500");
    const answers = await Promise.all(Array.from({ length: 6 }, () => order(player.cookie, nextDate())));
    // The hold limits refuse some (429); every order that went through says what credit paid.
    const used = answers
      .filter((a) => a.statusCode === 200 || a.statusCode === 201)
      .reduce((sum, a) => sum + Math.round(Number((a.json() as { creditUsed: string }).creditUsed) * 100), 0);
    expect(used).toBeLessThanOrEqual(250_000);
    expect(Math.round(Number(await balanceAt(player)) * 100)).toBe(250_000 - used);
    await ledgerAgrees(player.user.id);
  });

  it("another owner's credit is not spent here, and no one reads another player's credit", async () => {
    const player = await playerWithMobile("+919811100007");
    await deskTopUp("98111 00007", "5000");
    const other = await loginAs(ctx, "player");
    expect(await balanceAt(other)).toBe("0.00");
    expect((await call("GET", "/api/users/me/credit", other.cookie)).json()).toEqual([]);
    // Credit is the owner's: at the other owner's venue the balance is nothing.
    expect(await balanceAt(player, otherVenueId)).toBe("0.00");
  });
});
