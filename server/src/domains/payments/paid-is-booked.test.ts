import { addDays, type Booking, MAX_ORDERS_PER_HOLD, type PaymentOrder, todayInIst } from "@crease/core";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createVenue } from "../../../test/factories";
import { bookings } from "../../db/schema";

// What is paid is what is booked (docs/SECURITY.md): a booking's amounts are those of the order
// that was paid, whatever else was ordered for the same hold, and one hold opens only a few
// provider orders. docs/decisions/017-what-is-paid-is-what-is-booked.md.
const ctx = useTestApp({ ORDERS_PER_HOUR: "2" });

type Session = Awaited<ReturnType<typeof loginAs>>;
let owner: Session;
let venueId: number;

beforeAll(async () => {
  owner = await loginAs(ctx, "owner");
  venueId = (
    await createVenue(ctx.database.db, {
      ownerId: owner.user.id,
      venueType: "nets",
      hourlyPrice: 1000,
      addOns: [
        { key: "coach", name: "Coach", rupees: 4950 },
        { key: "bowlingMachine", name: "Bowling machine", rupees: 500 },
        { key: "scorer", name: "Scorer", rupees: 300 },
      ],
    })
  ).id;
});

function call(method: "GET" | "POST" | "PATCH", url: string, cookie: string, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: { cookie } });
}
let day = 2;
const order = (player: Session, date: string, addOns: string[], slot = "10:00-11:00") =>
  call("POST", "/api/payment/create-order", player.cookie, { venueId, date, slot, addOns });

async function payAndVerify(player: Session, orderId: string) {
  const paid = await call("POST", "/api/payment/sandbox/pay", player.cookie, { orderId, outcome: "success" });
  expect(paid.statusCode, paid.body).toBe(200);
  return call("POST", "/api/payment/verify", player.cookie, paid.json());
}

/** Moves a booking's slot to start about `hours` from now (IST). */
async function startIn(bookingId: number, hours: number) {
  const ist = new Date(Date.now() + hours * 3_600_000 + 330 * 60_000);
  const hour = ist.getUTCHours();
  const slot = `${String(hour).padStart(2, "0")}:00-${String(hour + 1).padStart(2, "0")}:00`;
  await ctx.database.db
    .update(bookings)
    .set({ date: ist.toISOString().slice(0, 10), slot })
    .where(eq(bookings.id, bookingId));
}

const ordersOf = async (bookingIds: number[]) =>
  (
    (await ctx.database.db.execute(
      sql`select id, amount_paise, status from payment_orders
          where booking_id in (${sql.join(bookingIds, sql`, `)}) order by created_at`,
    )) as unknown as { rows: { id: string; amount_paise: number; status: string }[] }
  ).rows;

describe("what is paid is what is booked", () => {
  it("a plain slot paid after ordering ₹5,450 of add-ons for it books no add-ons, and refunds 75% of what was paid", async () => {
    const player = await loginAs(ctx, "player");
    const date = addDays(todayInIst(), ++day);
    const dear = (await order(player, date, ["coach", "bowlingMachine"])).json() as PaymentOrder;
    expect(dear.amount).toBe(Math.round((1000 + 4950 + 500) * 118));
    const again = await order(player, date, []);
    expect(again.statusCode).toBe(200);
    const plain = again.json() as PaymentOrder;
    // Same hold, same end, a new order at the new price.
    expect(plain.bookingId).toBe(dear.bookingId);
    expect(plain.holdExpiresAt).toBe(dear.holdExpiresAt);
    expect(plain.amount).toBe(118_000);

    // The cheap order is the one paid: the booking is the plain slot.
    const verified = await payAndVerify(player, plain.orderId);
    expect(verified.statusCode, verified.body).toBe(200);
    const booking = verified.json() as Booking;
    expect(booking).toMatchObject({ amount: "1180.00", paidOnline: "1180.00", addOnsPrice: "0.00", addOns: [] });

    await startIn(booking.id, 23);
    const cancelled = await call("PATCH", `/api/bookings/${booking.id}`, player.cookie, { status: "cancelled" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", refundAmount: "885.00" });
  });

  it("an honest player who adds add-ons after starting checkout gets back all they paid", async () => {
    const player = await loginAs(ctx, "player");
    const date = addDays(todayInIst(), ++day);
    await order(player, date, []);
    const dear = (await order(player, date, ["coach"])).json() as PaymentOrder;
    const booking = (await payAndVerify(player, dear.orderId)).json() as Booking;
    expect(booking).toMatchObject({ amount: "7021.00", paidOnline: "7021.00" });
    expect(booking.addOns).toEqual([{ key: "coach", name: "Coach", price: "4950.00" }]);
    const cancelled = await call("PATCH", `/api/bookings/${booking.id}`, player.cookie, { status: "cancelled" });
    expect(cancelled.json()).toMatchObject({ status: "cancelled", refundAmount: "7021.00" });
  });

  it("ordering the same thing again hands back the open order; a hold opens at most a few", async () => {
    const player = await loginAs(ctx, "player");
    const date = addDays(todayInIst(), ++day);
    const first = (await order(player, date, ["coach"])).json() as PaymentOrder;
    const again = (await order(player, date, ["coach"])).json() as PaymentOrder;
    expect(again.orderId).toBe(first.orderId);

    // 200 orders, sent at once, with add-ons that change between them (eight prices).
    const keys = ["coach", "bowlingMachine", "scorer"];
    const choices = Array.from({ length: 8 }, (_, bits) => keys.filter((_, i) => bits & (1 << i)));
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => order(player, date, choices[i % choices.length] as string[])),
    );
    const statuses = new Set(results.map((r) => r.statusCode));
    expect(
      [...statuses].every((s) => s === 200 || s === 429),
      [...statuses].join(),
    ).toBe(true);
    const refused = results.find((r) => r.statusCode === 429);
    expect(refused?.json().message).toMatch(
      new RegExp(
        `^You have opened the payment for this slot ${MAX_ORDERS_PER_HOLD} times\\. .* try again at \\d\\d:\\d\\d IST\\.$`,
      ),
    );
    expect((await ordersOf([first.bookingId])).length).toBe(MAX_ORDERS_PER_HOLD);
    // Whichever of them is paid, the booking is what that order priced.
    const paidId = (results.findLast((r) => r.statusCode === 200)?.json() as PaymentOrder | undefined)?.orderId ?? "";
    const booking = (await payAndVerify(player, paidId)).json() as Booking;
    const [paidOrder] = (await ordersOf([first.bookingId])).filter((o) => o.id === paidId);
    expect(Math.round(Number(booking.paidOnline) * 100)).toBe(paidOrder?.amount_paise);
  });

  it("closing the payment window and paying again is the same checkout, and never opens more orders", async () => {
    const player = await loginAs(ctx, "player");
    const date = addDays(todayInIst(), ++day);
    const holdIds: number[] = [];
    // ORDERS_PER_HOUR is 2 here: retries of one slot are one checkout.
    for (let attempt = 0; attempt < MAX_ORDERS_PER_HOLD; attempt++) {
      const res = await order(player, date, attempt % 2 ? ["coach"] : []);
      expect(res.statusCode, `attempt ${attempt + 1}: ${res.body}`).toBe(200);
      const opened = res.json() as PaymentOrder;
      holdIds.push(opened.bookingId);
      expect((await call("POST", "/api/payment/cancel", player.cookie, { orderId: opened.orderId })).statusCode).toBe(
        204,
      );
    }
    const spent = await order(player, date, []);
    expect(spent.statusCode).toBe(429);
    expect((await ordersOf(holdIds)).length).toBe(MAX_ORDERS_PER_HOLD);
    // The refused order left no hold behind.
    const held = await ctx.database.db.execute(
      sql`select count(*)::int as n from bookings where user_id = ${player.user.id} and status = 'held'`,
    );
    expect((held as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    // A second slot is the account's second checkout this hour; a third is refused.
    expect((await order(player, date, [], "12:00-13:00")).statusCode).toBe(200);
    const third = await order(player, date, [], "14:00-15:00");
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^You have started 2 checkouts in the last hour/);
  });
});

describe("a second payment of a paid order", () => {
  it("is given back without touching the booking it did not pay for", async () => {
    const player = await loginAs(ctx, "player");
    const opened = (await order(player, addDays(todayInIst(), ++day), [])).json() as PaymentOrder;
    const pay = () =>
      call("POST", "/api/payment/sandbox/pay", player.cookie, { orderId: opened.orderId, outcome: "success" });
    const first = (await pay()).json();
    const second = (await pay()).json();
    expect((await call("POST", "/api/payment/verify", player.cookie, first)).statusCode).toBe(200);
    const again = await call("POST", "/api/payment/verify", player.cookie, second);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      /already paid with another payment\. The ₹1,180 of this payment is being refunded/,
    );
    // The booking kept the first payment: no refund shows on it.
    expect((await call("GET", `/api/bookings/${opened.bookingId}`, player.cookie)).json()).toMatchObject({
      status: "confirmed",
      paidOnline: "1180.00",
      refundAmount: "0.00",
      refundStatus: "none",
    });
  });
});
