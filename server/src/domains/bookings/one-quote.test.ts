import { addDays, type Booking, type PaymentOrder, type SeriesQuote, todayInIst } from "@crease/core";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { courtIdOf, createVenue } from "../../../test/factories";

// One quote (issue 45): every channel that sells a slot (online, a weekly booking, a reschedule,
// the desk, a waitlist) prices it and checks it can be booked the same way, on PGlite and PostgreSQL.
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

type Session = Awaited<ReturnType<typeof loginAs>>;
let owner: Session;
let player: Session;
let venueId: number;
let courtId: number;

/** The rule's date, three days ahead; a week later the court's own price applies. */
const RULE_DATE = addDays(todayInIst(), 3);
const ADD_ONS = ["balls"];
// ₹1,400 (the date's rule) + ₹150 balls = ₹1,550; GST 18% ₹279: ₹1,829.
const RULE_TOTAL = "1829.00";
// ₹1,200 (the court's own price) + ₹150 = ₹1,350; GST ₹243: ₹1,593.
const COURT_TOTAL = "1593.00";

function call(method: "GET" | "POST" | "PATCH" | "PUT", url: string, cookie?: string, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

const order = (date: string, slot: string) =>
  call("POST", "/api/payment/create-order", player.cookie, { venueId, date, slot, addOns: ADD_ONS });

beforeAll(async () => {
  owner = await loginAs(ctx, "owner");
  player = await loginAs(ctx, "player");
  venueId = (
    await createVenue(ctx.database.db, {
      ownerId: owner.user.id,
      venueType: "nets",
      hourlyPrice: 1000,
      startTime: "06:00",
      endTime: "23:00",
      advanceBookingDays: 30,
      addOns: [{ key: "balls", name: "Balls", rupees: 150 }],
    })
  ).id;
  courtId = await courtIdOf(ctx.database.db, venueId);
  const court = await call("PATCH", `/api/courts/${courtId}`, owner.cookie, { price: "1200.00" });
  expect(court.statusCode, court.body).toBe(200);
  const rules = await call("PUT", `/api/venues/${venueId}/price-rules`, owner.cookie, {
    rules: [{ dates: [RULE_DATE], price: "1400.00" }],
  });
  expect(rules.statusCode, rules.body).toBe(200);
});

describe("one quote for every channel", () => {
  it("prices one slot the same online, weekly, on a reschedule and at the desk, by the rule and the court's price", async () => {
    const weekly = await call("POST", "/api/bookings/series/quote", player.cookie, {
      venueId,
      date: RULE_DATE,
      slot: "07:00-08:00",
      weeks: 2,
      addOns: ADD_ONS,
    });
    expect(weekly.statusCode, weekly.body).toBe(200);
    const dates = (weekly.json() as SeriesQuote).dates;
    expect(dates.map((d) => d.amount)).toEqual([RULE_TOTAL, COURT_TOTAL]);

    // A confirmed booking on another date, moved (quoted) onto the rule's date.
    const booked = await order(addDays(RULE_DATE, 1), "08:00-09:00");
    expect(booked.statusCode, booked.body).toBe(200);
    const paid = await call("POST", "/api/payment/sandbox/pay", player.cookie, {
      orderId: (booked.json() as PaymentOrder).orderId,
      outcome: "success",
    });
    const verified = await call("POST", "/api/payment/verify", player.cookie, paid.json());
    expect(verified.statusCode, verified.body).toBe(200);
    const booking = verified.json() as Booking;
    expect(booking.amount).toBe(COURT_TOTAL);
    const moved = await call("POST", `/api/bookings/${booking.id}/reschedule/quote`, player.cookie, {
      date: RULE_DATE,
      slot: "07:00-08:00",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ amount: RULE_TOTAL, payNow: RULE_TOTAL });

    const online = await order(RULE_DATE, "07:00-08:00");
    expect(online.statusCode, online.body).toBe(200);
    expect((online.json() as PaymentOrder).amount).toBe(182_900);

    const desk = await call("POST", `/api/venues/${venueId}/desk-bookings`, owner.cookie, {
      courtId,
      date: RULE_DATE,
      slot: "09:00-10:00",
      playerName: "Ravi Kumar",
      playerPhone: "98765 43210",
      addOns: ADD_ONS,
      payment: "cash",
    });
    expect(desk.statusCode, desk.body).toBe(201);
    expect(desk.json()).toMatchObject({ amount: RULE_TOTAL, basePrice: "1400.00" });
  });

  it("refuses a waitlist beyond the venue's advance window as checkout does", async () => {
    // Before one quote, joining a waitlist skipped the window: a player could queue for a date
    // no checkout would ever sell them.
    const beyond = addDays(todayInIst(), 40);
    const ordered = await order(beyond, "07:00-08:00");
    expect(ordered.statusCode).toBe(422);
    const joined = await call("POST", `/api/venues/${venueId}/waitlist`, player.cookie, {
      date: beyond,
      slot: "07:00-08:00",
    });
    expect(joined.statusCode, joined.body).toBe(422);
    expect(joined.json().code).toBe(ordered.json().code);
  });
});
