import {
  addDays,
  type Booking,
  type PaymentOrder,
  type PublicSplit,
  rupeesToPaise,
  type Split,
  todayInIst,
} from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { testDatabaseKind } from "../../../test/databases";
import { courtIdOf, createUser, createVenue } from "../../../test/factories";

/** Split the cost (docs/product/split-payments.md, decision 038). */
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

let venueId: number;
beforeAll(async () => {
  const ownerId = (await createUser(ctx.database.db, { role: "owner" })).id;
  // ₹1,000.01-ish prices with GST make shares that do not divide evenly.
  venueId = (
    await createVenue(ctx.database.db, {
      ownerId,
      advanceBookingDays: 180,
      slotPrices: { morning: 1001, afternoon: 0, evening: 1000, night: 1234 },
    })
  ).id;
});

let dayOffset = 2;
const freshDate = () => addDays(todayInIst(), ++dayOffset);

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

function post(url: string, cookie: string | undefined, payload?: unknown) {
  return ctx.app.inject({
    method: "POST",
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: cookie ? { cookie } : {},
  });
}
const get = (url: string, cookie?: string) => ctx.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

async function pay(cookie: string, orderId: string) {
  const paid = await post("/api/payment/sandbox/pay", cookie, { orderId, outcome: "success" });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json() as { orderId: string; paymentId: string; signature: string };
}

async function book(cookie: string, slot = "night"): Promise<Booking> {
  const order = await post("/api/payment/create-order", cookie, { venueId, date: freshDate(), slot, addOns: [] });
  expect(order.statusCode, order.body).toBe(200);
  const verified = await post("/api/payment/verify", cookie, await pay(cookie, (order.json() as PaymentOrder).orderId));
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json() as Booking;
}

async function split(cookie: string, bookingId: number, shares: number): Promise<Split> {
  const res = await post(`/api/bookings/${bookingId}/split`, cookie, { shares });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Split;
}

async function shareOrder(cookie: string, token: string): Promise<PaymentOrder> {
  const res = await post(`/api/splits/${token}/create-order`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PaymentOrder;
}

/** A teammate pays one share: create-order, the sandbox, the existing verify. */
async function payShare(cookie: string, token: string) {
  const order = await shareOrder(cookie, token);
  return post("/api/payment/verify", cookie, await pay(cookie, order.orderId));
}

const refundsOf = (bookingId: number) =>
  rows<{ reason: string; amount_paise: number; payment_id: string; order_id: string; status: string }>(
    sql`select reason, amount_paise, payment_id, order_id, status from refunds where booking_id = ${bookingId} order by id`,
  );

const sumOf = (list: { amount_paise: number }[]) => list.reduce((s, r) => s + Number(r.amount_paise), 0);

describe("splitting a booking", () => {
  it("shares add up to what the organiser paid, and the same link comes back when asked again", async () => {
    const organiser = await loginAs(ctx, "player");
    const booking = await book(organiser.cookie);
    const before = await get(`/api/bookings/${booking.id}/split`, organiser.cookie);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toBeNull();
    const made = await split(organiser.cookie, booking.id, 3);
    expect(made).toMatchObject({ bookingId: booking.id, shares: 3, paidCount: 0, status: "open", payers: [] });
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.url).toMatch(new RegExp(`/split/${made.token}$`));
    expect(made.shareAmounts).toHaveLength(3);
    expect(made.shareAmounts.reduce((s, a) => s + rupeesToPaise(a), 0)).toBe(rupeesToPaise(booking.paidOnline));
    expect(await split(organiser.cookie, booking.id, 3)).toEqual(made);
    // Teammates paid for this slot: the split booking is not moved.
    const moved = await post(`/api/bookings/${booking.id}/reschedule`, organiser.cookie, {
      date: freshDate(),
      slot: "morning",
    });
    expect(moved.statusCode, moved.body).toBe(422);
    expect((await post(`/api/bookings/${booking.id}/split`, organiser.cookie, { shares: 4 })).statusCode).toBe(409);
    const mine = await get(`/api/bookings/${booking.id}/split`, organiser.cookie);
    expect(mine.json()).toEqual(made);
  });

  it("refuses 1 or 23 players, someone else's booking, an owner and a visitor", async () => {
    const organiser = await loginAs(ctx, "player");
    const other = await loginAs(ctx, "player");
    const owner = await loginAs(ctx, "owner");
    const booking = await book(organiser.cookie);
    for (const shares of [1, 23, 2.5]) {
      const res = await post(`/api/bookings/${booking.id}/split`, organiser.cookie, { shares });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await post(`/api/bookings/${booking.id}/split`, other.cookie, { shares: 2 })).statusCode).toBe(404);
    expect((await get(`/api/bookings/${booking.id}/split`, other.cookie)).statusCode).toBe(404);
    expect((await post(`/api/bookings/${booking.id}/split`, owner.cookie, { shares: 2 })).statusCode).toBe(403);
    expect((await post(`/api/bookings/${booking.id}/split`, undefined, { shares: 2 })).statusCode).toBe(401);
  });

  it("refuses a booking made at the venue's desk, saying only one paid online can be split (core's rule)", async () => {
    const owner = await loginAs(ctx, "owner");
    const organiser = await loginAs(ctx, "player");
    const deskVenue = (
      await createVenue(ctx.database.db, { ownerId: owner.user.id, venueType: "nets", hourlyPrice: 1000 })
    ).id;
    // The desk books for the player's account: the mobile is that account's verified number.
    await ctx.database.db.execute(
      sql`update users set verified_phone = '+919812340001' where id = ${organiser.user.id}`,
    );
    const desk = await post(`/api/venues/${deskVenue}/desk-bookings`, owner.cookie, {
      courtId: await courtIdOf(ctx.database.db, deskVenue),
      date: freshDate(),
      slot: "18:00-19:00",
      playerName: "Ravi Kumar",
      playerPhone: "+91 98123 40001",
      addOns: [],
      payment: "cash",
    });
    expect(desk.statusCode, desk.body).toBe(201);
    const booking = desk.json() as Booking;
    expect(booking.userId).toBe(organiser.user.id);
    const res = await post(`/api/bookings/${booking.id}/split`, organiser.cookie, { shares: 2 });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe("Only a booking paid online in one payment, with nothing refunded, can be split.");
  });

  it("the public page shows first names only; a bad link is a 400, an unknown one a 404", async () => {
    const organiser = await loginAs(ctx, "player");
    const teammate = await loginAs(ctx, "player");
    const booking = await book(organiser.cookie);
    const made = await split(organiser.cookie, booking.id, 2);
    expect((await payShare(teammate.cookie, made.token)).statusCode).toBe(200);
    const page = await get(`/api/splits/${made.token}`);
    expect(page.statusCode, page.body).toBe(200);
    const view = page.json() as PublicSplit;
    expect(view).toMatchObject({
      venueName: booking.venueName,
      date: booking.date,
      slot: booking.slot,
      organiserFirstName: "Test",
      paidCount: 1,
      sharesLeft: 0,
      you: null,
    });
    expect(view.payers).toEqual([expect.objectContaining({ firstName: "Test", amount: made.shareAmounts[1] })]);
    // No e-mail, phone or full name of anyone.
    expect(page.body).not.toContain(organiser.email);
    expect(page.body).not.toContain(teammate.email);
    expect(page.body).not.toContain("Test player");
    expect(page.body).not.toContain("98765");
    expect((await get(`/api/splits/${made.token}`, teammate.cookie)).json().you).toBe("paid");
    expect((await get(`/api/splits/${made.token}`, organiser.cookie)).json().you).toBe("organiser");
    expect((await get("/api/splits/not-a-token")).statusCode).toBe(400);
    expect((await get(`/api/splits/${"A".repeat(43)}`)).statusCode).toBe(404);
  });
});

describe("paying a share", () => {
  it("is paid through verify and given back to the organiser's payment once, without a credit note", async () => {
    const organiser = await loginAs(ctx, "player");
    const teammate = await loginAs(ctx, "player");
    const booking = await book(organiser.cookie);
    const made = await split(organiser.cookie, booking.id, 3);
    const share = rupeesToPaise(made.shareAmounts[1] ?? "0");
    const order = await shareOrder(teammate.cookie, made.token);
    expect(order.amount).toBe(share);
    // Asking again hands back the same order.
    expect((await shareOrder(teammate.cookie, made.token)).orderId).toBe(order.orderId);
    const paid = await pay(teammate.cookie, order.orderId);
    const verified = await post("/api/payment/verify", teammate.cookie, paid);
    expect(verified.statusCode, verified.body).toBe(200);
    // The teammate sees the booking, the organiser by first name only.
    expect(verified.json()).toMatchObject({ id: booking.id, status: "confirmed", userName: "Test" });
    // A replayed verify changes nothing.
    expect((await post("/api/payment/verify", teammate.cookie, paid)).statusCode).toBe(200);

    const organiserPayment = await rows<{ payment_id: string }>(
      sql`select payment_id from payment_orders where booking_id = ${booking.id} and user_id = ${organiser.user.id}`,
    );
    const refunds = await refundsOf(booking.id);
    expect(refunds).toEqual([
      expect.objectContaining({
        reason: "split_share",
        amount_paise: share,
        payment_id: organiserPayment[0]?.payment_id,
        status: "pending",
      }),
    ]);
    await ctx.app.jobs.runDue();
    expect((await refundsOf(booking.id))[0]?.status).toBe("processed");
    const credit = await rows<{ n: number }>(
      sql`select count(*)::int as n from credit_notes where booking_id = ${booking.id}`,
    );
    expect(credit[0]?.n).toBe(0);
    const after = (await get(`/api/bookings/${booking.id}`, organiser.cookie)).json() as Booking;
    expect(after).toMatchObject({ status: "confirmed", paymentStatus: "paid", paidOnline: booking.paidOnline });

    const mine = (await get(`/api/bookings/${booking.id}/split`, organiser.cookie)).json() as Split;
    expect(mine).toMatchObject({ paidCount: 1, payers: [{ firstName: "Test", amount: made.shareAmounts[1] }] });
    const notes = await rows<{ n: number }>(
      sql`select count(*)::int as n from notifications where type = 'split_share_paid' and user_id = ${organiser.user.id}`,
    );
    expect(notes[0]?.n).toBe(1);
    // One share per teammate; the organiser pays none.
    expect((await post(`/api/splits/${made.token}/create-order`, teammate.cookie)).statusCode).toBe(409);
    expect((await post(`/api/splits/${made.token}/create-order`, organiser.cookie)).statusCode).toBe(409);
    const owner = await loginAs(ctx, "owner");
    expect((await post(`/api/splits/${made.token}/create-order`, owner.cookie)).statusCode).toBe(403);
    expect((await post(`/api/splits/${made.token}/create-order`, undefined)).statusCode).toBe(401);
  });

  it("a booking paid with the owner's coupon splits its discounted price, and a share is ordered and paid", async () => {
    const owner = await loginAs(ctx, "owner");
    const own = await createVenue(ctx.database.db, { ownerId: owner.user.id, advanceBookingDays: 180 });
    const code = `SPLIT${own.id}X`;
    const made = await post("/api/coupons", owner.cookie, {
      code,
      kind: "flat",
      value: 750,
      validFrom: todayInIst(),
      validTo: addDays(todayInIst(), 30),
    });
    expect(made.statusCode, made.body).toBe(201);
    const organiser = await loginAs(ctx, "player");
    const teammate = await loginAs(ctx, "player");
    const order = await post("/api/payment/create-order", organiser.cookie, {
      venueId: own.id,
      date: freshDate(),
      slot: "night",
      addOns: [],
      couponCode: code,
    });
    expect(order.statusCode, order.body).toBe(200);
    const paid = await post(
      "/api/payment/verify",
      organiser.cookie,
      await pay(organiser.cookie, (order.json() as PaymentOrder).orderId),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const booking = paid.json() as Booking;
    expect(booking.discount).toBe("750.00");

    const halves = await split(organiser.cookie, booking.id, 2);
    const shares = halves.shareAmounts.map((amount) => rupeesToPaise(amount));
    expect(shares.reduce((a, b) => a + b, 0)).toBe(rupeesToPaise(booking.paidOnline));
    // The share's order carries the booking's price, discount included (its parts add up).
    const share = await shareOrder(teammate.cookie, halves.token);
    expect(share.amount).toBe(shares[1]);
    const verified = await post("/api/payment/verify", teammate.cookie, await pay(teammate.cookie, share.orderId));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await refundsOf(booking.id)).toEqual([
      expect.objectContaining({ reason: "split_share", amount_paise: shares[1] }),
    ]);
  });

  it("a share paid after the split filled is refunded in full to the teammate", async () => {
    const organiser = await loginAs(ctx, "player");
    const one = await loginAs(ctx, "player");
    const two = await loginAs(ctx, "player");
    const booking = await book(organiser.cookie);
    const made = await split(organiser.cookie, booking.id, 2);
    const first = await shareOrder(one.cookie, made.token);
    const second = await shareOrder(two.cookie, made.token);
    expect((await post("/api/payment/verify", one.cookie, await pay(one.cookie, first.orderId))).statusCode).toBe(200);
    // Full now: no new order…
    expect((await post(`/api/splits/${made.token}/create-order`, two.cookie)).statusCode).toBe(409);
    // …and one opened before is refunded in full when paid.
    const late = await post("/api/payment/verify", two.cookie, await pay(two.cookie, second.orderId));
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toMatch(/being refunded/);
    const refunds = await refundsOf(booking.id);
    expect(refunds.filter((r) => r.reason === "split_share")).toHaveLength(1);
    expect(refunds.filter((r) => r.reason === "late_payment")).toEqual([
      expect.objectContaining({ order_id: second.orderId, amount_paise: second.amount }),
    ]);
  });

  it("closing the split stops new orders, and one paid after is refunded in full", async () => {
    const organiser = await loginAs(ctx, "player");
    const teammate = await loginAs(ctx, "player");
    const booking = await book(organiser.cookie);
    const made = await split(organiser.cookie, booking.id, 4);
    const order = await shareOrder(teammate.cookie, made.token);
    expect((await post(`/api/splits/${made.id}/close`, teammate.cookie)).statusCode).toBe(404);
    const closed = await post(`/api/splits/${made.id}/close`, organiser.cookie);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: "closed" });
    expect((await post(`/api/splits/${made.id}/close`, organiser.cookie)).statusCode).toBe(200);
    expect((await get(`/api/splits/${made.token}`)).json().status).toBe("closed");
    const other = await loginAs(ctx, "player");
    expect((await post(`/api/splits/${made.token}/create-order`, other.cookie)).statusCode).toBe(409);
    const late = await post("/api/payment/verify", teammate.cookie, await pay(teammate.cookie, order.orderId));
    expect(late.statusCode, late.body).toBe(409);
    expect(await refundsOf(booking.id)).toEqual([
      expect.objectContaining({ reason: "late_payment", amount_paise: order.amount, order_id: order.orderId }),
    ]);
  });

  it("a cancellation refunds each payer in proportion to what they paid, to the paisa", async () => {
    const organiser = await loginAs(ctx, "player");
    const one = await loginAs(ctx, "player");
    const two = await loginAs(ctx, "player");
    const booking = await book(organiser.cookie);
    const made = await split(organiser.cookie, booking.id, 3);
    expect((await payShare(one.cookie, made.token)).statusCode).toBe(200);
    expect((await payShare(two.cookie, made.token)).statusCode).toBe(200);
    const cancelled = await ctx.app.inject({
      method: "PATCH",
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: organiser.cookie },
      payload: { status: "cancelled" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const paidBy = await rows<{ user_id: number; payment_id: string; amount_paise: number }>(
      sql`select user_id, payment_id, amount_paise from payment_orders where booking_id = ${booking.id} and status = 'paid'`,
    );
    expect(paidBy).toHaveLength(3);
    const refunds = await refundsOf(booking.id);
    const cancellation = refunds.filter((r) => r.reason === "player_cancelled");
    // A free cancellation: everything paid comes back, each payer's net exactly.
    expect(sumOf(cancellation)).toBe(rupeesToPaise(booking.paidOnline));
    const [organiserShare, teammateShare] = made.shareAmounts.map(rupeesToPaise);
    for (const payment of paidBy) {
      const back = sumOf(cancellation.filter((r) => r.payment_id === payment.payment_id));
      const expected = payment.user_id === organiser.user.id ? organiserShare : teammateShare;
      expect(back).toBe(expected);
      // Never more than the payment took, all refunds of it together.
      expect(sumOf(refunds.filter((r) => r.payment_id === payment.payment_id))).toBeLessThanOrEqual(
        payment.amount_paise,
      );
    }
    await ctx.app.jobs.runDue();
    const after = (await get(`/api/bookings/${booking.id}`, organiser.cookie)).json() as Booking;
    expect(after).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    // The split takes no more shares.
    expect((await get(`/api/splits/${made.token}`)).json().status).toBe("closed");
  });
});

describe.runIf(testDatabaseKind() === "postgres")("split races (PostgreSQL)", () => {
  it("six teammates paying two shares at once: two kept, four refunded in full", async () => {
    const organiser = await loginAs(ctx, "player");
    const booking = await book(organiser.cookie);
    const made = await split(organiser.cookie, booking.id, 3);
    const teammates = await Promise.all(Array.from({ length: 6 }, () => loginAs(ctx, "player")));
    const paid = [];
    for (const t of teammates) {
      const order = await shareOrder(t.cookie, made.token);
      paid.push({ cookie: t.cookie, payment: await pay(t.cookie, order.orderId) });
    }
    const results = await Promise.all(paid.map((p) => post("/api/payment/verify", p.cookie, p.payment)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    const refunds = await refundsOf(booking.id);
    expect(refunds.filter((r) => r.reason === "split_share")).toHaveLength(2);
    expect(refunds.filter((r) => r.reason === "late_payment")).toHaveLength(4);
    expect(sumOf(refunds.filter((r) => r.reason === "split_share"))).toBeLessThan(rupeesToPaise(booking.paidOnline));
    expect((await get(`/api/bookings/${booking.id}/split`, organiser.cookie)).json().paidCount).toBe(2);
  });
});
