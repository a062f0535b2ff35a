import { addDays, type PaymentOrder, todayInIst } from "@crease/core";
import type { PendingMove } from "@crease/core/contracts/pending-moves";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { bookAndPay } from "../../../test/checkout";
import { callApi, createUser, createVenue, sandboxPay } from "../../../test/factories";

/** A payment left midway (docs/product/bookings.md#reschedule; issue 46): resume it or cancel the move. */
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

let venueId: number;
beforeAll(async () => {
  const ownerId = (await createUser(ctx.database.db, { role: "owner" })).id;
  venueId = (
    await createVenue(ctx.database.db, {
      ownerId,
      advanceBookingDays: 180,
      slotPrices: { morning: 8000, afternoon: 0, evening: 10000, night: 12000 },
    })
  ).id;
});

let dayOffset = 2;
const freshDate = () => addDays(todayInIst(), ++dayOffset);

const post = (url: string, cookie: string, payload?: unknown) => callApi(ctx, "POST", url, cookie, payload);
const get = (url: string, cookie: string) => ctx.app.inject({ method: "GET", url, headers: { cookie } });

const pay = async (cookie: string, orderId: string) => (await sandboxPay(ctx, cookie, orderId)).paid;

const book = (cookie: string, date: string, slot: string) => bookAndPay(ctx, cookie, { venueId, date, slot });

async function slotStatus(date: string, slot: string) {
  const res = await ctx.app.inject({ method: "GET", url: `/api/venues/${venueId}/availability?from=${date}&days=1` });
  return (res.json().days[0].slots as { slot: string; status: string }[]).find((s) => s.slot === slot)?.status;
}

/** A booking of the morning (₹9,440) with a move to the evening (₹11,800) left unpaid: ₹2,360 due. */
async function leftMidway() {
  const player = await loginAs(ctx, "player");
  const booking = await book(player.cookie, freshDate(), "morning");
  const to = { date: freshDate(), slot: "evening" };
  const started = await post(`/api/bookings/${booking.id}/reschedule`, player.cookie, to);
  expect(started.statusCode, started.body).toBe(202);
  return { player, booking, to, order: started.json() as PaymentOrder };
}

describe("a move's payment left midway", () => {
  it("is listed for its player only, and Resume payment hands back the same order", async () => {
    const { player, booking, to, order } = await leftMidway();
    const mine = await get("/api/bookings/pending-moves", player.cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().moves as PendingMove[]).toEqual([
      expect.objectContaining({ bookingId: booking.id, ...to, due: "2360.00", canResume: true }),
    ]);
    const other = await loginAs(ctx, "player");
    expect((await get("/api/bookings/pending-moves", other.cookie)).json()).toEqual({ moves: [] });

    const resumed = await post(`/api/bookings/${booking.id}/reschedule/resume`, player.cookie);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({
      orderId: order.orderId,
      amount: 236_000,
      holdExpiresAt: order.holdExpiresAt,
    });
    // Paid once through the resumed order: moved, and a second payment of the move has nothing left to pay.
    const paid = await post("/api/payment/verify", player.cookie, await pay(player.cookie, order.orderId));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ ...to, paidOnline: "11800.00" });
    expect((await post(`/api/bookings/${booking.id}/reschedule/resume`, player.cookie)).statusCode).toBe(409);
    expect((await get("/api/bookings/pending-moves", player.cookie)).json()).toEqual({ moves: [] });
  });

  it("another player can neither resume nor cancel it, and it stays held", async () => {
    const { player, booking, to } = await leftMidway();
    const other = await loginAs(ctx, "player");
    expect((await post(`/api/bookings/${booking.id}/reschedule/resume`, other.cookie)).statusCode).toBe(404);
    expect((await post(`/api/bookings/${booking.id}/reschedule/close`, other.cookie)).statusCode).toBe(404);
    expect(await slotStatus(to.date, to.slot)).not.toBe("available");
    expect((await get("/api/bookings/pending-moves", player.cookie)).json().moves).toHaveLength(1);
  });

  it("Cancel the move frees the new slot at once, twice is harmless, and a late payment of it is refunded", async () => {
    const { player, booking, to, order } = await leftMidway();
    const closed = await post(`/api/bookings/${booking.id}/reschedule/close`, player.cookie);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ closed: true });
    const again = await post(`/api/bookings/${booking.id}/reschedule/close`, player.cookie);
    expect(again.json()).toEqual({ closed: false });
    expect((await get("/api/bookings/pending-moves", player.cookie)).json()).toEqual({ moves: [] });
    // The slot is free for anyone now, and the booking stays where it was.
    expect(await slotStatus(to.date, to.slot)).toBe("available");
    const stays = await get(`/api/bookings/${booking.id}`, player.cookie);
    expect(stays.json()).toMatchObject({ date: booking.date, slot: "morning", status: "confirmed" });
    const someone = await loginAs(ctx, "player");
    await book(someone.cookie, to.date, to.slot);
    // The old order paid after all: nothing moves, and the payment goes back in full.
    const late = await post("/api/payment/verify", player.cookie, await pay(player.cookie, order.orderId));
    expect(late.statusCode, late.body).toBe(409);
    const refunds = (
      (await ctx.database.db.execute(
        sql`select amount_paise from refunds where order_id = ${order.orderId}`,
      )) as unknown as { rows: { amount_paise: number }[] }
    ).rows;
    expect(refunds.map((r) => Number(r.amount_paise))).toEqual([236_000]);
  });

  it("the player can choose again after cancelling, without waiting for the hold to run out", async () => {
    const { player, booking } = await leftMidway();
    const blocked = await post(`/api/bookings/${booking.id}/reschedule`, player.cookie, {
      date: freshDate(),
      slot: "night",
    });
    expect(blocked.statusCode, blocked.body).toBe(409);
    await post(`/api/bookings/${booking.id}/reschedule/close`, player.cookie);
    const next = await post(`/api/bookings/${booking.id}/reschedule`, player.cookie, {
      date: freshDate(),
      slot: "night",
    });
    expect(next.statusCode, next.body).toBe(202);
  });
});
