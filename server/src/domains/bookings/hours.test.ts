import { addDays, type Booking, type PaymentOrder, todayInIst, type VenueAvailability } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { callApi, createVenue, rowsOf, sandboxPay } from "../../../test/factories";

/** Several hours in one booking (issue 46, decision 049): one order, one payment, one booking. */
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

// ₹1,000 an hour + 18% GST: ₹1,180 an hour.
const HOUR_PAISE = 118_000;

let nets: number;
let box: number;
let boxCourts: number[];
let owner: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  owner = await loginAs(ctx, "owner");
  nets = (await createVenue(ctx.database.db, { ownerId: owner.user.id, venueType: "nets", hourlyPrice: 1000 })).id;
  box = (await createVenue(ctx.database.db, { ownerId: owner.user.id, venueType: "box", hourlyPrice: 1000 })).id;
  const added = await callApi(ctx, "POST", `/api/venues/${box}/courts`, owner.cookie, { name: "Box 2" });
  expect(added.statusCode, added.body).toBe(201);
  const courts = (await callApi(ctx, "GET", `/api/venues/${box}/courts`)).json() as { id: number }[];
  boxCourts = courts.map((c) => c.id);
});

// Each test its own day, so no two tests meet on an hour.
let nth = 0;
const freshDate = () => addDays(todayInIst(), 2 + nth++);

const order = (cookie: string, body: Record<string, unknown>) =>
  callApi(ctx, "POST", "/api/payment/create-order", cookie, { addOns: [], ...body });

async function bookHours(cookie: string, body: Record<string, unknown>) {
  const ordered = await order(cookie, body);
  expect(ordered.statusCode, ordered.body).toBe(200);
  const { verify } = await sandboxPay(ctx, cookie, (ordered.json() as PaymentOrder).orderId);
  const verified = await verify();
  expect(verified.statusCode, verified.body).toBe(200);
  return { order: ordered.json() as PaymentOrder, booking: verified.json() as Booking };
}

const rowsOn = (venueId: number, date: string) =>
  rowsOf<{ id: number; slot: string; court_id: number; status: string; part_of: number | null }>(
    ctx.database.db,
    sql`select id, slot, court_id, status, part_of from bookings where venue_id = ${venueId} and date = ${date}::date
        order by court_id, slot`,
  );

describe("several hours in one booking", () => {
  it("holds two consecutive hours for one payment, confirms both, and shows both Booked", async () => {
    const player = await loginAs(ctx);
    const date = freshDate();
    const { order: placed, booking } = await bookHours(player.cookie, {
      venueId: nets,
      date,
      slots: ["20:00-21:00", "19:00-20:00"],
      amount: "2360.00",
    });
    expect(placed.amount).toBe(2 * HOUR_PAISE);
    expect(placed.slots).toEqual(["19:00-20:00", "20:00-21:00"]);
    expect(booking.slots).toEqual(["19:00-20:00", "20:00-21:00"]);
    expect(booking.slot).toBe("19:00-20:00");
    expect(booking.amount).toBe("2360.00");
    expect(booking.paidOnline).toBe("2360.00");
    expect(booking.status).toBe("confirmed");
    const rows = await rowsOn(nets, date);
    expect(rows.map((r) => [r.slot, r.status, r.part_of])).toEqual([
      ["19:00-20:00", "confirmed", booking.id],
      ["20:00-21:00", "confirmed", booking.id],
    ]);
    const days = (
      await callApi(ctx, "GET", `/api/venues/${nets}/availability?from=${date}&days=1`)
    ).json() as VenueAvailability;
    const states = Object.fromEntries((days.days[0]?.slots ?? []).map((s) => [s.slot, s.status]));
    expect(states["19:00-20:00"]).toBe("booked");
    expect(states["20:00-21:00"]).toBe("booked");
    expect(states["21:00-22:00"]).toBe("available");
  });

  it("refuses slots with a gap between them (400) and holds nothing", async () => {
    const player = await loginAs(ctx);
    const date = freshDate();
    const res = await order(player.cookie, { venueId: nets, date, slots: ["18:00-19:00", "20:00-21:00"] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/follow one another/);
    expect(await rowsOn(nets, date)).toEqual([]);
    const both = await order(player.cookie, { venueId: nets, date, slot: "18:00-19:00", slots: ["18:00-19:00"] });
    expect(both.statusCode, both.body).toBe(400);
    const seven = ["06", "07", "08", "09", "10", "11", "12"].map(
      (h) => `${h}:00-${String(Number(h) + 1).padStart(2, "0")}:00`,
    );
    expect((await order(player.cookie, { venueId: nets, date, slots: seven })).statusCode).toBe(400);
  });

  it("keeps the second hour from another player while held (409) and once paid (409)", async () => {
    const player = await loginAs(ctx);
    const rival = await loginAs(ctx);
    const date = freshDate();
    const held = await order(player.cookie, { venueId: nets, date, slots: ["07:00-08:00", "08:00-09:00"] });
    expect(held.statusCode, held.body).toBe(200);
    const whileHeld = await order(rival.cookie, { venueId: nets, date, slot: "08:00-09:00" });
    expect(whileHeld.statusCode, whileHeld.body).toBe(409);
    const { verify } = await sandboxPay(ctx, player.cookie, (held.json() as PaymentOrder).orderId);
    expect((await verify()).statusCode).toBe(200);
    const afterPaid = await order(rival.cookie, { venueId: nets, date, slots: ["08:00-09:00", "09:00-10:00"] });
    expect(afterPaid.statusCode, afterPaid.body).toBe(409);
    // The rival's refused order held nothing: 09:00 is still free.
    expect((await rowsOn(nets, date)).map((r) => r.slot)).toEqual(["07:00-08:00", "08:00-09:00"]);
  });

  it("gives overlapping several-hour holds raced at once to exactly one player", async () => {
    const [a, b] = [await loginAs(ctx), await loginAs(ctx)];
    const date = freshDate();
    const results = await Promise.all([
      order(a.cookie, { venueId: nets, date, slots: ["10:00-11:00", "11:00-12:00", "12:00-13:00"] }),
      order(b.cookie, { venueId: nets, date, slots: ["12:00-13:00", "13:00-14:00"] }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const live = (await rowsOn(nets, date)).filter((r) => r.status === "held");
    const winner = results[0]?.statusCode === 200 ? 3 : 2;
    expect(live).toHaveLength(winner);
  });

  it("lists as one booking with its slots, for the player and the owner, and reads whole by id", async () => {
    const player = await loginAs(ctx);
    const date = freshDate();
    const { booking } = await bookHours(player.cookie, { venueId: nets, date, slots: ["15:00-16:00", "16:00-17:00"] });
    const listed = await callApi(ctx, "GET", "/api/bookings", player.cookie);
    const mine = listed.json() as Booking[];
    expect(mine.map((b) => [b.id, b.slots, b.amount])).toEqual([
      [booking.id, ["15:00-16:00", "16:00-17:00"], "2360.00"],
    ]);
    expect(listed.headers["x-total-count"]).toBe("1");
    const owners = (await callApi(ctx, "GET", `/api/bookings?venueId=${nets}`, owner.cookie)).json() as Booking[];
    expect(owners.filter((b) => b.date === date).map((b) => b.slots)).toEqual([["15:00-16:00", "16:00-17:00"]]);
    const second = (await rowsOn(nets, date)).find((r) => r.id !== booking.id);
    const byPart = (await callApi(ctx, "GET", `/api/bookings/${second?.id}`, player.cookie)).json() as Booking;
    expect([byPart.id, byPart.slots, byPart.amount]).toEqual([booking.id, ["15:00-16:00", "16:00-17:00"], "2360.00"]);
  });

  it("cancels every hour at once, refunding the whole amount paid once; a second cancel changes nothing", async () => {
    const player = await loginAs(ctx);
    const date = addDays(todayInIst(), 20);
    const { booking } = await bookHours(player.cookie, { venueId: nets, date, slots: ["17:00-18:00", "18:00-19:00"] });
    const cancelled = await callApi(ctx, "PATCH", `/api/bookings/${booking.id}`, player.cookie, {
      status: "cancelled",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as Booking).refundAmount).toBe("2360.00");
    expect((await rowsOn(nets, date)).map((r) => r.status)).toEqual(["cancelled", "cancelled"]);
    const again = await callApi(ctx, "PATCH", `/api/bookings/${booking.id}`, player.cookie, { status: "cancelled" });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    const refunds = await rowsOf<{ total: number }>(
      ctx.database.db,
      sql`select coalesce(sum(r.amount_paise), 0)::int as total from refunds r join bookings b on b.id = r.booking_id
          where b.part_of = ${booking.id}`,
    );
    expect(Number(refunds[0]?.total)).toBe(2 * HOUR_PAISE);
  });

  it("prices two courts by two hours as four hours, and refuses to move or split it (409)", async () => {
    const player = await loginAs(ctx);
    const date = freshDate();
    const quoted = await callApi(ctx, "POST", "/api/bookings/hours/quote", player.cookie, {
      venueId: box,
      date,
      slots: ["07:00-08:00", "06:00-07:00"],
      courtIds: boxCourts,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({ slots: ["06:00-07:00", "07:00-08:00"], total: "4720.00", payNow: "4720.00" });
    expect(quoted.json().hours).toHaveLength(4);
    const { order: placed, booking } = await bookHours(player.cookie, {
      venueId: box,
      date,
      slots: ["06:00-07:00", "07:00-08:00"],
      courtIds: boxCourts,
    });
    expect(placed.amount).toBe(4 * HOUR_PAISE);
    expect(booking.amount).toBe("4720.00");
    expect(booking.courtIds).toEqual(boxCourts);
    expect(await rowsOn(box, date)).toHaveLength(4);
    const moved = await callApi(ctx, "POST", `/api/bookings/${booking.id}/reschedule`, player.cookie, {
      date: addDays(date, 1),
      slot: "06:00-07:00",
    });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().message).toMatch(/several hours cannot be moved/);
    const split = await callApi(ctx, "POST", `/api/bookings/${booking.id}/split`, player.cookie, { shares: 2 });
    expect(split.statusCode, split.body).toBe(409);
  });

  it("lets every hour go at once when the hold runs out unpaid, and refuses venue credit with several hours", async () => {
    const player = await loginAs(ctx);
    const rival = await loginAs(ctx);
    const date = freshDate();
    const held = await order(player.cookie, { venueId: nets, date, slots: ["13:00-14:00", "14:00-15:00"] });
    expect(held.statusCode, held.body).toBe(200);
    await ctx.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where venue_id = ${nets} and date = ${date}::date`,
    );
    expect(await ctx.app.services.checkout.expireHolds()).toBeGreaterThanOrEqual(2);
    expect((await rowsOn(nets, date)).map((r) => r.status)).toEqual(["expired", "expired"]);
    // A payment arriving now confirms nothing and is given back whole.
    const late = await sandboxPay(ctx, player.cookie, (held.json() as PaymentOrder).orderId);
    expect((await late.verify()).statusCode).toBe(409);
    expect((await rowsOn(nets, date)).map((r) => r.status)).toEqual(["expired", "expired"]);
    const taken = await order(rival.cookie, { venueId: nets, date, slot: "14:00-15:00" });
    expect(taken.statusCode, taken.body).toBe(200);
    const credit = await order(player.cookie, {
      venueId: nets,
      date,
      slots: ["20:00-21:00", "21:00-22:00"],
      useCredit: true,
    });
    expect(credit.statusCode, credit.body).toBe(400);
  });
});
