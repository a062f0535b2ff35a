import { addDays, type Booking, type Coupon, type PaymentOrder, type RescheduleQuote, todayInIst } from "@crease/core";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { bookAndPay } from "../../../test/checkout";
import { callApi, createVenue, sandboxPay } from "../../../test/factories";

/** A booking's coupon when it moves (docs/product/offers.md, "Moving a booking"; issue 46). */
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

let owner: Awaited<ReturnType<typeof loginAs>>;
let venueId: number;
beforeAll(async () => {
  owner = await loginAs(ctx, "owner");
  venueId = (
    await createVenue(ctx.database.db, {
      ownerId: owner.user.id,
      advanceBookingDays: 180,
      slotPrices: { morning: 8000, afternoon: 0, evening: 10000, night: 12000 },
    })
  ).id;
});

let dayOffset = 2;
const freshDate = () => addDays(todayInIst(), ++dayOffset);

const post = (url: string, cookie: string, payload?: unknown) => callApi(ctx, "POST", url, cookie, payload);

const pay = async (cookie: string, orderId: string) => (await sandboxPay(ctx, cookie, orderId)).paid;

/** The owner's flat ₹500 coupon for this venue. */
async function coupon(code: string): Promise<Coupon> {
  const made = await post("/api/coupons", owner.cookie, {
    code,
    kind: "flat",
    value: 500,
    venueIds: [venueId],
    validFrom: todayInIst(),
    validTo: addDays(todayInIst(), 30),
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as Coupon;
}

/** The evening slot (₹10,000 + GST) with the coupon: ₹9,500 + ₹1,710 GST = ₹11,210. */
async function bookWith(cookie: string, code: string): Promise<Booking> {
  const booking = await bookAndPay(ctx, cookie, { venueId, date: freshDate(), slot: "evening", couponCode: code });
  expect(booking).toMatchObject({ amount: "11210.00", discount: "500.00", couponCode: code });
  return booking;
}

const usesOf = async (id: number) => {
  const list = await ctx.app.inject({ method: "GET", url: "/api/coupons", headers: { cookie: owner.cookie } });
  return (list.json() as { coupons: Coupon[] }).coupons.find((c) => c.id === id)?.uses;
};

describe("moving a booking paid with a coupon", () => {
  it("keeps the coupon on a slot within its terms: the same price moves free, and no second use is taken", async () => {
    const made = await coupon(`KEEP${venueId}`);
    const player = await loginAs(ctx, "player");
    const booking = await bookWith(player.cookie, made.code);
    const to = { date: freshDate(), slot: "evening" };
    const quote = await post(`/api/bookings/${booking.id}/reschedule/quote`, player.cookie, to);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json() as RescheduleQuote).toMatchObject({
      amount: "11210.00",
      due: "0.00",
      refund: "0.00",
      coupon: { code: made.code, applies: true, amount: "590.00" },
    });
    const moved = await post(`/api/bookings/${booking.id}/reschedule`, player.cookie, to);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ ...to, amount: "11210.00", discount: "500.00", couponCode: made.code });
    expect(await usesOf(made.id)).toBe(1);
  });

  it("re-prices a kept coupon on a dearer slot: only the difference after the discount is due", async () => {
    const made = await coupon(`DEAR${venueId}`);
    const player = await loginAs(ctx, "player");
    const booking = await bookWith(player.cookie, made.code);
    // Night: ₹12,000 − ₹500 = ₹11,500 + ₹2,070 GST = ₹13,570; ₹2,360 more than the ₹11,210 paid.
    const to = { date: freshDate(), slot: "night" };
    const quote = await post(`/api/bookings/${booking.id}/reschedule/quote`, player.cookie, to);
    expect(quote.json()).toMatchObject({ amount: "13570.00", due: "2360.00", coupon: { applies: true } });
    const order = await post(`/api/bookings/${booking.id}/reschedule`, player.cookie, to);
    expect(order.statusCode, order.body).toBe(202);
    expect((order.json() as PaymentOrder).amount).toBe(236_000);
    const paid = await post("/api/payment/verify", player.cookie, await pay(player.cookie, order.json().orderId));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ ...to, amount: "13570.00", discount: "500.00", paidOnline: "13570.00" });
    expect(await usesOf(made.id)).toBe(1);
  });

  it("names the coupon's loss as its own line when it no longer applies, and the move charges exactly that", async () => {
    const made = await coupon(`LOSE${venueId}`);
    const player = await loginAs(ctx, "player");
    const booking = await bookWith(player.cookie, made.code);
    const off = await post(`/api/coupons/${made.id}/deactivate`, owner.cookie);
    expect(off.statusCode, off.body).toBe(200);
    const to = { date: freshDate(), slot: "evening" };
    const quote = await post(`/api/bookings/${booking.id}/reschedule/quote`, player.cookie, to);
    // The same list price: all that is due is the coupon's ₹500 and its GST.
    expect(quote.json()).toMatchObject({
      amount: "11800.00",
      due: "590.00",
      coupon: { code: made.code, applies: false, amount: "590.00" },
    });
    const order = await post(`/api/bookings/${booking.id}/reschedule`, player.cookie, to);
    expect(order.statusCode, order.body).toBe(202);
    const paid = await post("/api/payment/verify", player.cookie, await pay(player.cookie, order.json().orderId));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ ...to, amount: "11800.00", discount: "0.00", paidOnline: "11800.00" });
    // The booking keeps its use: moving gives no use back and takes none.
    expect(await usesOf(made.id)).toBe(1);
  });

  it("a booking without a coupon quotes no coupon line", async () => {
    const player = await loginAs(ctx, "player");
    const order = await post("/api/payment/create-order", player.cookie, {
      venueId,
      date: freshDate(),
      slot: "morning",
      addOns: [],
    });
    const verified = await post(
      "/api/payment/verify",
      player.cookie,
      await pay(player.cookie, (order.json() as PaymentOrder).orderId),
    );
    const quote = await post(`/api/bookings/${(verified.json() as Booking).id}/reschedule/quote`, player.cookie, {
      date: freshDate(),
      slot: "morning",
    });
    expect(quote.json()).toMatchObject({ due: "0.00", coupon: null });
  });
});
