import { addDays, type Booking, type PaymentOrder, type SeriesQuote, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createVenue } from "../../../test/factories";

/** Weekly slots (docs/product/weekly-slots.md): quote, one order for every date, cancelling per date. */
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

let venueId: number;
let owner: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  owner = await loginAs(ctx, "owner");
  venueId = (
    await createVenue(ctx.database.db, {
      ownerId: owner.user.id,
      advanceBookingDays: 180,
      slotPrices: { morning: 8000, afternoon: 0, evening: 10000, night: 12000 },
    })
  ).id;
  await ctx.database.db.execute(sql`update venues set series_discount_percent = 10 where id = ${venueId}`);
});

// Each test its own weekday, five weeks apart after seven: the series of two tests never meet.
let nth = 0;
const freshStart = () => {
  const i = nth++;
  return addDays(todayInIst(), 3 + (i % 7) + 35 * Math.floor(i / 7));
};

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const post = (url: string, cookie: string | undefined, payload: unknown) =>
  ctx.app.inject({ method: "POST", url, payload: payload as object, headers: cookie ? { cookie } : {} });

async function pay(cookie: string, orderId: string) {
  const paid = await post("/api/payment/sandbox/pay", cookie, { orderId, outcome: "success" });
  expect(paid.statusCode, paid.body).toBe(200);
  return post("/api/payment/verify", cookie, paid.json());
}

const weekly = (date: string, weeks: number, more: Record<string, unknown> = {}) => ({
  venueId,
  date,
  slot: "evening",
  addOns: [],
  weeks,
  ...more,
});

async function bookSingle(cookie: string, date: string) {
  const order = await post("/api/payment/create-order", cookie, { venueId, date, slot: "evening", addOns: [] });
  expect(order.statusCode, order.body).toBe(200);
  const verified = await pay(cookie, (order.json() as PaymentOrder).orderId);
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json() as Booking;
}

async function seriesBookings(seriesId: number) {
  return rows<{ id: number; date: string; status: string; pay_now_paise: number; discount_paise: number }>(
    sql`select id, date::text as date, status, pay_now_paise, discount_paise from bookings
        where series_id = ${seriesId} order by date`,
  );
}

describe("weekly slots", () => {
  it("quotes every date with the owner's weekly discount before GST, and says which dates are not free", async () => {
    const player = await loginAs(ctx);
    const rival = await loginAs(ctx);
    const start = freshStart();
    const taken = addDays(start, 14);
    await bookSingle(rival.cookie, taken);
    const blocked = await post(`/api/venues/${venueId}/blocks`, owner.cookie, {
      date: addDays(start, 21),
      slots: ["evening"],
      reason: "Pitch relaying",
    });
    expect(blocked.statusCode, blocked.body).toBe(201);

    const res = await post(
      "/api/bookings/series/quote",
      player.cookie,
      weekly(start, 5, { skipDates: [addDays(start, 7)] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json() as SeriesQuote;
    expect(quote.dates.map((d) => [d.date, d.available, d.reason])).toEqual([
      [start, true, null],
      [addDays(start, 7), true, "skipped"],
      [taken, false, "taken"],
      [addDays(start, 21), false, "blocked"],
      [addDays(start, 28), true, null],
    ]);
    expect(quote.bookedDates).toEqual([start, addDays(start, 28)]);
    // ₹10,000 a date, 10% off before GST: ₹9,000 + 18% = ₹10,620 a date.
    expect(quote).toMatchObject({
      discountPercent: 10,
      subtotal: "20000.00",
      discount: "2000.00",
      gst: "3240.00",
      total: "21240.00",
      payNow: "21240.00",
    });
  });

  it("books the dates in one order: each date a booking with its share of the payment, its own invoice, one payment", async () => {
    const player = await loginAs(ctx);
    const start = freshStart();
    const order = await post(
      "/api/payment/create-order",
      player.cookie,
      weekly(start, 4, { skipDates: [addDays(start, 14)], amount: "31860.00" }),
    );
    expect(order.statusCode, order.body).toBe(200);
    const placed = order.json() as PaymentOrder;
    expect(placed.amount).toBe(3 * 1_062_000);
    expect(placed.seriesId).toBeGreaterThan(0);
    // Held: the three dates are taken for anyone else until paid.
    const rival = await loginAs(ctx);
    const refused = await post("/api/payment/create-order", rival.cookie, {
      venueId,
      date: addDays(start, 21),
      slot: "evening",
      addOns: [],
    });
    expect(refused.statusCode).toBe(409);

    const verified = await pay(player.cookie, placed.orderId);
    expect(verified.statusCode, verified.body).toBe(200);
    expect((verified.json() as Booking).seriesId).toBe(placed.seriesId);

    const booked = await seriesBookings(placed.seriesId as number);
    expect(booked.map((b) => [b.date, b.status, Number(b.pay_now_paise), Number(b.discount_paise)])).toEqual([
      [start, "confirmed", 1_062_000, 100_000],
      [addDays(start, 7), "confirmed", 1_062_000, 100_000],
      [addDays(start, 21), "confirmed", 1_062_000, 100_000],
    ]);
    const mine = await ctx.app.inject({ method: "GET", url: "/api/bookings", headers: { cookie: player.cookie } });
    const listed = (mine.json() as Booking[]).filter((b) => b.seriesId === placed.seriesId);
    expect(listed.map((b) => b.paidOnline)).toEqual(["10620.00", "10620.00", "10620.00"]);
    // One payment, recorded on every date's order row; invoices numbered one after another.
    const orders = await rows<{ payment_id: string; status: string }>(
      sql`select payment_id, status from payment_orders where id = ${placed.orderId} or parent_order_id = ${placed.orderId}`,
    );
    expect(orders).toHaveLength(3);
    expect(new Set(orders.map((o) => `${o.payment_id} ${o.status}`)).size).toBe(1);
    const invoices = await rows<{ sequence: number; total_paise: number }>(
      sql`select i.sequence, i.total_paise from invoices i join bookings b on b.id = i.booking_id
          where b.series_id = ${placed.seriesId as number} order by b.date`,
    );
    expect(invoices.map((i) => Number(i.total_paise))).toEqual([1_062_000, 1_062_000, 1_062_000]);
    const seq = invoices.map((i) => Number(i.sequence));
    expect(seq).toEqual([seq[0], (seq[0] as number) + 1, (seq[0] as number) + 2]);
  });

  it("refuses the whole order when a date it books is taken, holding nothing", async () => {
    const player = await loginAs(ctx);
    const rival = await loginAs(ctx);
    const start = freshStart();
    await bookSingle(rival.cookie, addDays(start, 7));
    const res = await post("/api/payment/create-order", player.cookie, weekly(start, 3));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain(addDays(start, 7));
    const held = await rows<{ n: number }>(
      sql`select count(*)::int as n from bookings where user_id = ${player.user.id}`,
    );
    expect(held[0]?.n).toBe(0);
    // Skipped, the other dates book.
    const skipped = await post(
      "/api/payment/create-order",
      player.cookie,
      weekly(start, 3, { skipDates: [addDays(start, 7)] }),
    );
    expect(skipped.statusCode, skipped.body).toBe(200);
  });

  it("refuses bad asks with a 400 that says what to change", async () => {
    const player = await loginAs(ctx);
    const start = freshStart();
    const cases: [Record<string, unknown>, RegExp][] = [
      [weekly(start, 13), /2 to 12/],
      [weekly(start, 3, { skipDates: [addDays(start, 1)] }), /Skip only dates/],
      [weekly(start, 2, { skipDates: [start] }), /at least 2 dates/],
      [weekly(start, 3, { couponCode: "WELCOME10" }), /coupon/],
      [{ venueId, date: start, slot: "evening", skipDates: [start] }, /weeks/],
    ];
    for (const [body, message] of cases) {
      const res = await post("/api/payment/create-order", player.cookie, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(
      (await rows<{ n: number }>(sql`select count(*)::int as n from bookings where user_id = ${player.user.id}`))[0]?.n,
    ).toBe(0);
  });

  it("cancels one date, then the rest: each refunded once from the one payment, never above its share", async () => {
    const player = await loginAs(ctx);
    const start = freshStart();
    const order = (await post("/api/payment/create-order", player.cookie, weekly(start, 3))).json() as PaymentOrder;
    expect((await pay(player.cookie, order.orderId)).statusCode).toBe(200);
    const [first, second, third] = await seriesBookings(order.seriesId as number);

    const one = await ctx.app.inject({
      method: "PATCH",
      url: `/api/bookings/${second?.id}`,
      payload: { status: "cancelled" },
      headers: { cookie: player.cookie },
    });
    expect(one.statusCode, one.body).toBe(200);
    expect((one.json() as Booking).refundAmount).toBe("10620.00");

    const rest = await post(`/api/bookings/series/${order.seriesId}/cancel`, player.cookie, {});
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toEqual({ cancelled: [first?.id, third?.id], refund: "21240.00" });
    const again = await post(`/api/bookings/series/${order.seriesId}/cancel`, player.cookie, {});
    expect(again.statusCode).toBe(422);

    const refunds = await rows<{ booking_id: number; amount_paise: number; payment_id: string }>(
      sql`select booking_id, amount_paise, payment_id from refunds where booking_id in (${first?.id}, ${second?.id}, ${third?.id})`,
    );
    expect(refunds).toHaveLength(3);
    expect(new Set(refunds.map((r) => r.payment_id)).size).toBe(1);
    expect(refunds.reduce((sum, r) => sum + Number(r.amount_paise), 0)).toBe(order.amount);
  });

  it("keeps another player's series out: 404 to cancel it", async () => {
    const player = await loginAs(ctx);
    const other = await loginAs(ctx);
    const order = (
      await post("/api/payment/create-order", player.cookie, weekly(freshStart(), 2))
    ).json() as PaymentOrder;
    expect((await pay(player.cookie, order.orderId)).statusCode).toBe(200);
    const res = await post(`/api/bookings/series/${order.seriesId}/cancel`, other.cookie, {});
    expect(res.statusCode).toBe(404);
  });

  it("confirms all dates or none: a date whose hold a closure ended sends the whole payment back once", async () => {
    const player = await loginAs(ctx);
    const start = freshStart();
    const order = (await post("/api/payment/create-order", player.cookie, weekly(start, 3))).json() as PaymentOrder;
    const closed = await post(`/api/venues/${venueId}/closures`, owner.cookie, {
      from: addDays(start, 7),
      to: addDays(start, 7),
      reason: "Ground flooded",
    });
    expect([200, 201]).toContain(closed.statusCode);
    const verified = await pay(player.cookie, order.orderId);
    expect(verified.statusCode).toBe(409);
    const booked = await seriesBookings(order.seriesId as number);
    expect(booked.every((b) => b.status !== "confirmed")).toBe(true);
    const refunds = await rows<{ amount_paise: number; reason: string }>(
      sql`select amount_paise, reason from refunds where order_id = ${order.orderId}`,
    );
    expect(refunds).toEqual([{ amount_paise: order.amount, reason: "late_payment" }]);
  });

  it("lets go of every date when the player closes the payment window", async () => {
    const player = await loginAs(ctx);
    const start = freshStart();
    const order = (await post("/api/payment/create-order", player.cookie, weekly(start, 3))).json() as PaymentOrder;
    const closed = await post("/api/payment/cancel", player.cookie, { orderId: order.orderId });
    expect(closed.statusCode, closed.body).toBeLessThan(300);
    const booked = await seriesBookings(order.seriesId as number);
    expect(booked.map((b) => b.status)).toEqual(["expired", "expired", "expired"]);
    const rival = await loginAs(ctx);
    expect((await bookSingle(rival.cookie, addDays(start, 14))).status).toBe("confirmed");
  });

  it("never hands a date the player holds for a series to a single order of theirs", async () => {
    const player = await loginAs(ctx);
    const start = freshStart();
    const order = (await post("/api/payment/create-order", player.cookie, weekly(start, 2))).json() as PaymentOrder;
    const single = await post("/api/payment/create-order", player.cookie, {
      venueId,
      date: addDays(start, 7),
      slot: "evening",
      addOns: [],
    });
    expect(single.statusCode, single.body).toBe(409);
    // The series' order still confirms both dates.
    expect((await pay(player.cookie, order.orderId)).statusCode).toBe(200);
    expect((await seriesBookings(order.seriesId as number)).map((b) => b.status)).toEqual(["confirmed", "confirmed"]);
  });

  it("never lets a date of a series be moved or split", async () => {
    const player = await loginAs(ctx);
    const start = freshStart();
    const order = (await post("/api/payment/create-order", player.cookie, weekly(start, 2))).json() as PaymentOrder;
    expect((await pay(player.cookie, order.orderId)).statusCode).toBe(200);
    const moved = await post(`/api/bookings/${order.bookingId}/reschedule`, player.cookie, {
      date: addDays(start, 1),
      slot: "evening",
    });
    expect(moved.statusCode, moved.body).toBe(422);
    const split = await post(`/api/bookings/${order.bookingId}/split`, player.cookie, { shares: 4 });
    expect(split.statusCode, split.body).toBe(422);
  });

  it("gives each date to one of two series ordered at once", async () => {
    const [a, b] = [await loginAs(ctx), await loginAs(ctx)];
    const start = freshStart();
    const answers = await Promise.all([
      post("/api/payment/create-order", a.cookie, weekly(start, 3)),
      post("/api/payment/create-order", b.cookie, weekly(addDays(start, 7), 3)),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const live = await rows<{ date: string; n: number }>(
      sql`select date::text as date, count(*)::int as n from bookings
          where venue_id = ${venueId} and slot = 'evening' and date between ${start}::date and ${addDays(start, 21)}::date
            and status in ('held', 'confirmed') group by date`,
    );
    expect(live.every((r) => r.n === 1)).toBe(true);
  });

  it("lets the owner set the weekly discount, 0 to 50, with the price rules", async () => {
    const put = (body: unknown) =>
      ctx.app.inject({
        method: "PUT",
        url: `/api/venues/${venueId}/price-rules`,
        payload: body as object,
        headers: { cookie: owner.cookie },
      });
    const tooMuch = await put({ rules: [], seriesDiscountPercent: 60 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toMatch(/0 to 50/);
    const saved = await put({ rules: [], seriesDiscountPercent: 15 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ rules: [], seriesDiscountPercent: 15 });
    // Left out, it stays.
    expect((await put({ rules: [] })).json().seriesDiscountPercent).toBe(15);
    const venue = await ctx.app.inject({ method: "GET", url: `/api/venues/${venueId}` });
    expect(venue.json().seriesDiscountPercent).toBe(15);
    await put({ rules: [], seriesDiscountPercent: 10 });
  });
});
