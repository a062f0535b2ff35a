import { addDays, type Booking, istToUtc, type PaymentOrder, todayInIst, type VenueAvailability } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "./app";
import { courtIdOf, createBooking, createVenue } from "./factories";

// Hours that run past midnight (issue 25): a box open 6 pm – 2 am. The slots after midnight keep
// the evening's date everywhere and are played the next morning (docs/product/venues.md).
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

type Session = Awaited<ReturnType<typeof loginAs>>;
let owner: Session;
let player: Session;
let venueId: number;

const call = (method: "GET" | "POST" | "PATCH", url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  [owner, player] = await Promise.all([loginAs(ctx, "owner"), loginAs(ctx, "player")]);
  venueId = (
    await createVenue(ctx.database.db, {
      ownerId: owner.user.id,
      venueType: "box",
      hourlyPrice: 1200,
      startTime: "18:00",
      endTime: "02:00",
    })
  ).id;
});

describe("a box open 6 pm – 2 am", () => {
  it("offers the evening's slots and then the two after midnight, in playing order, on the evening's date", async () => {
    const date = addDays(todayInIst(), 3);
    const res = await call("GET", `/api/venues/${venueId}/availability?from=${date}&days=1`);
    const day = (res.json() as VenueAvailability).days[0];
    expect(day?.slots.map((s) => s.slot)).toEqual([
      "18:00-19:00",
      "19:00-20:00",
      "20:00-21:00",
      "21:00-22:00",
      "22:00-23:00",
      "23:00-24:00",
      "00:00-01:00",
      "01:00-02:00",
    ]);
    expect(day?.slots.every((s) => s.status === "available")).toBe(true);
  });

  it("books 1–2 am on the evening's date, played the next morning", async () => {
    const date = addDays(todayInIst(), 3);
    const order = await call("POST", "/api/payment/create-order", player.cookie, {
      venueId,
      date,
      slot: "01:00-02:00",
    });
    expect(order.statusCode, order.body).toBe(200);
    const { orderId, bookingId } = order.json() as PaymentOrder;
    const payment = (
      await call("POST", "/api/payment/sandbox/pay", player.cookie, { orderId, outcome: "success" })
    ).json();
    expect((await call("POST", "/api/payment/verify", player.cookie, payment)).statusCode).toBe(200);
    const booking = (await call("GET", `/api/bookings/${bookingId}`, player.cookie)).json() as Booking;
    expect(booking).toMatchObject({
      date,
      slot: "01:00-02:00",
      startsAt: istToUtc(addDays(date, 1), "01:00").toISOString(),
      endsAt: istToUtc(addDays(date, 1), "02:00").toISOString(),
    });
  });

  it("tonight's slots after midnight are still to come: the desk books them and the server does not complete them", async () => {
    const today = todayInIst();
    const court = await courtIdOf(ctx.database.db, venueId);
    const walkIn = await call("POST", `/api/venues/${venueId}/desk-bookings`, owner.cookie, {
      courtId: court,
      date: today,
      slot: "01:00-02:00",
      playerName: "Night owls XI",
      playerPhone: "9876543210",
      payment: "cash",
    });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    const confirmed = await createBooking(ctx.database.db, {
      venueId,
      userId: player.user.id,
      date: today,
      slot: "00:00-01:00",
      status: "confirmed",
    });
    await ctx.app.services.bookings.completeEnded();
    const rows = (await ctx.database.db.execute(
      sql`select status from bookings where id in (${confirmed.id}, ${(walkIn.json() as Booking).id})`,
    )) as unknown as { rows: { status: string }[] };
    expect(rows.rows.map((r) => r.status)).toEqual(["confirmed", "confirmed"]);
  });

  it("is found free in search for the evening, late slots included", async () => {
    const date = addDays(todayInIst(), 4);
    for (const hour of ["23:00", "01:00"]) {
      const res = await call("GET", `/api/venues?venueType=box&date=${date}&hourlyTime=${hour}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(JSON.stringify(res.json()), hour).toContain(`"id":${venueId}`);
    }
    // 3 am is past its closing.
    const closed = await call("GET", `/api/venues?venueType=box&date=${date}&hourlyTime=03:00`);
    expect(JSON.stringify(closed.json())).not.toContain(`"id":${venueId}`);
  });
});
