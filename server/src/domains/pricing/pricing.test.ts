/**
 * Price rules through the API (docs/product/venues.md, "Prices and price rules"), on both
 * databases: the owner's list round trip and every refusal, the week's grid, availability and
 * the order priced by the rules, bookings keeping the price they were made at, no review.
 */
import { addDays, type Booking, type PaymentOrder, todayInIst, weekdayOfDate } from "@crease/core";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createVenue } from "../../../test/factories";
import { venueEdits, venues } from "../../db/schema";

const ctx = useTestApp();

type Session = Awaited<ReturnType<typeof loginAs>>;
let owner: Session;
let otherOwner: Session;
let player: Session;
let admin: Session;
let venueId: number;

/** The next Saturday at least 3 days away, and the Monday after it (IST dates). */
function nextSaturday(): string {
  let date = addDays(todayInIst(), 3);
  while (weekdayOfDate(date) !== 6) date = addDays(date, 1);
  return date;
}
const SAT = nextSaturday();
const SUN = addDays(SAT, 1);
const MON = addDays(SAT, 2);

const WEEKEND_EVENING = { weekdays: [0, 6], from: "18:00", to: "22:00", price: "1600" };

beforeAll(async () => {
  [owner, otherOwner, player, admin] = await Promise.all([
    loginAs(ctx, "owner"),
    loginAs(ctx, "owner"),
    loginAs(ctx, "player"),
    loginAs(ctx, "admin"),
  ]);
  venueId = (await createVenue(ctx.database.db, { ownerId: owner.user.id, venueType: "box", hourlyPrice: 1000 })).id;
});

function call(method: "GET" | "PUT" | "POST", url: string, who?: Session, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: who ? { cookie: who.cookie } : {} });
}
const putRules = (rules: unknown[], who: Session = owner, id = venueId) =>
  call("PUT", `/api/venues/${id}/price-rules`, who, { rules });

async function slotPrice(date: string, slot: string, id = venueId): Promise<string | undefined> {
  const res = await call("GET", `/api/venues/${id}/availability?from=${date}&days=1`);
  expect(res.statusCode, res.body).toBe(200);
  const day = (res.json() as { days: { date: string; slots: { slot: string; price: string }[] }[] }).days[0];
  return day?.slots.find((s) => s.slot === slot)?.price;
}

async function book(date: string, slot: string): Promise<{ order: PaymentOrder; booking: Booking }> {
  const created = await call("POST", "/api/payment/create-order", player, { venueId, date, slot });
  expect(created.statusCode, created.body).toBe(200);
  const order = created.json() as PaymentOrder;
  const paid = (
    await call("POST", "/api/payment/sandbox/pay", player, { orderId: order.orderId, outcome: "success" })
  ).json();
  const verified = await call("POST", "/api/payment/verify", player, paid);
  expect(verified.statusCode, verified.body).toBe(200);
  return { order, booking: verified.json() as Booking };
}

describe("PUT and GET /api/venues/{id}/price-rules", () => {
  it("saves the whole list in order and reads it back, prices written with two decimals", async () => {
    const rules = [WEEKEND_EVENING, { dates: [MON], price: 2500 }, { from: "06:00", to: "09:00", price: "800.5" }];
    const saved = await putRules(rules);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = [
      { weekdays: [0, 6], from: "18:00", to: "22:00", price: "1600.00" },
      { dates: [MON], price: "2500.00" },
      { from: "06:00", to: "09:00", price: "800.50" },
    ];
    expect(saved.json()).toEqual({ rules: expected, seriesDiscountPercent: 0 });
    const read = await call("GET", `/api/venues/${venueId}/price-rules`, owner);
    expect(read.json()).toEqual({ rules: expected, seriesDiscountPercent: 0 });
    // An admin may read and set them too.
    expect((await call("GET", `/api/venues/${venueId}/price-rules`, admin)).statusCode).toBe(200);
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const cases: [unknown[], string][] = [
      [[{ from: "7pm", to: "22:00", price: "100" }], "rules.0.from"],
      [[{ from: "20:00", to: "18:00", price: "100" }], "rules.0.to"],
      [[{ from: "18:00", to: "18:00", price: "100" }], "rules.0.to"],
      [[{ weekdays: [1, 7], price: "100" }], "rules.0.weekdays.1"],
      [[{ dates: ["2026-02-30"], price: "100" }], "rules.0.dates.0"],
      [[{ weekdays: [1], price: "0" }], "rules.0.price"],
      [[{ weekdays: [1], price: "-5" }], "rules.0.price"],
      [[{ weekdays: [1], price: "abc" }], "rules.0.price"],
      [Array.from({ length: 51 }, () => ({ weekdays: [1], price: "100" })), "rules"],
      [
        [
          { weekdays: [1], price: "100" },
          { courtId: 999_999, price: "100" },
        ],
        "rules.1.courtId",
      ],
    ];
    for (const [rules, field] of cases) {
      const res = await putRules(rules);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      const body = res.json() as { message: string; errors: Record<string, string> };
      expect(Object.keys(body.errors), res.body).toContain(field);
      expect(body.message.length).toBeGreaterThan(10);
    }
    // Nothing refused was saved.
    expect((await call("GET", `/api/venues/${venueId}/price-rules`, owner)).json().rules).toHaveLength(3);
  });

  it("answers 403 to a player and 404 to another owner, for reads, saves and the grid", async () => {
    expect((await call("GET", `/api/venues/${venueId}/price-rules`, player)).statusCode).toBe(403);
    expect((await putRules([WEEKEND_EVENING], player)).statusCode).toBe(403);
    expect((await call("GET", `/api/venues/${venueId}/price-grid?from=${SAT}`, player)).statusCode).toBe(403);
    expect((await call("GET", `/api/venues/${venueId}/price-rules`, otherOwner)).statusCode).toBe(404);
    expect((await putRules([], otherOwner)).statusCode).toBe(404);
    expect((await call("GET", `/api/venues/${venueId}/price-grid?from=${SAT}`, otherOwner)).statusCode).toBe(404);
    expect((await call("GET", `/api/venues/${venueId}/price-rules`)).statusCode).toBe(401);
  });
});

describe("prices under the rules", () => {
  beforeAll(async () => {
    expect((await putRules([WEEKEND_EVENING])).statusCode).toBe(200);
  });

  it("availability shows a weekend-evening rule's price on the weekend evenings only", async () => {
    expect(await slotPrice(SAT, "19:00-20:00")).toBe("1600.00");
    expect(await slotPrice(SUN, "18:00-19:00")).toBe("1600.00");
    expect(await slotPrice(SAT, "16:00-17:00")).toBe("1000.00");
    expect(await slotPrice(MON, "19:00-20:00")).toBe("1000.00");
  });

  it("the price grid answers seven days from `from`, each slot at its rule price", async () => {
    const res = await call("GET", `/api/venues/${venueId}/price-grid?from=${SAT}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const { days } = res.json() as { days: { date: string; slots: { slot: string; price: string }[] }[] };
    expect(days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => addDays(SAT, i)));
    const at = (date: string, slot: string) => days.find((d) => d.date === date)?.slots.find((s) => s.slot === slot);
    expect(at(SAT, "20:00-21:00")?.price).toBe("1600.00");
    expect(at(MON, "20:00-21:00")?.price).toBe("1000.00");
    expect(days[0]?.slots).toHaveLength(16); // 06:00–22:00, hourly
    const bad = await call("GET", `/api/venues/${venueId}/price-grid?from=tomorrow`, owner);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toContain("from");
  });

  it("create-order charges the rule price; a rule change leaves a booking's amounts alone and prices the next one", async () => {
    const first = await book(SAT, "19:00-20:00");
    expect(first.order.amount).toBe(188_800); // ₹1,600 + 18% GST
    expect(first.booking).toMatchObject({ basePrice: "1600.00", amount: "1888.00" });

    expect((await putRules([{ ...WEEKEND_EVENING, price: "2000" }])).statusCode).toBe(200);
    const again = await call("GET", `/api/bookings/${first.booking.id}`, player);
    expect(again.json()).toMatchObject({ basePrice: "1600.00", amount: "1888.00" });

    const second = await book(SAT, "20:00-21:00");
    expect(second.order.amount).toBe(236_000); // ₹2,000 + 18% GST
    expect(second.booking).toMatchObject({ basePrice: "2000.00", amount: "2360.00" });
  });

  it("applies at once, without review: the venue stays approved and no venue change waits", async () => {
    expect((await putRules([{ weekdays: [1], price: "1100" }])).statusCode).toBe(200);
    const [venue] = await ctx.database.db.select().from(venues).where(eq(venues.id, venueId));
    expect(venue?.status).toBe("approved");
    const edits = await ctx.database.db.select().from(venueEdits).where(eq(venueEdits.venueId, venueId));
    expect(edits).toEqual([]);
    expect(await slotPrice(MON, "07:00-08:00")).toBe("1100.00");
    // An empty list is the base price again.
    expect((await putRules([])).json()).toEqual({ rules: [], seriesDiscountPercent: 0 });
    expect(await slotPrice(MON, "07:00-08:00")).toBe("1000.00");
  });
});

describe("court rules", () => {
  let courtVenue: number;
  let courtA: number;
  let courtB: number;

  beforeAll(async () => {
    courtVenue = (await createVenue(ctx.database.db, { ownerId: owner.user.id, venueType: "nets", hourlyPrice: 800 }))
      .id;
    expect((await call("POST", `/api/venues/${courtVenue}/courts`, owner, { name: "Net 2" })).statusCode).toBe(201);
    const courts = (await call("GET", `/api/venues/${courtVenue}/courts`)).json() as { id: number }[];
    [courtA, courtB] = courts.map((c) => c.id) as [number, number];
  });

  it("refuses a court of another venue, naming the rule", async () => {
    const [otherCourt] = (await call("GET", `/api/venues/${venueId}/courts`)).json() as { id: number }[];
    const res = await putRules([{ courtId: otherCourt?.id, weekdays: [1], price: "900" }], owner, courtVenue);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(["rules.0.courtId"]);
  });

  it("prices one court by its rule in availability, the grid and the order; the other court stays at the base", async () => {
    const saved = await putRules([{ courtId: courtB, weekdays: [1], price: "1200" }], owner, courtVenue);
    expect(saved.statusCode, saved.body).toBe(200);
    const price = async (courtId: number) => {
      const res = await call("GET", `/api/venues/${courtVenue}/availability?from=${MON}&days=1&courtId=${courtId}`);
      return (res.json() as { days: { slots: { slot: string; price: string }[] }[] }).days[0]?.slots[0]?.price;
    };
    expect(await price(courtB)).toBe("1200.00");
    expect(await price(courtA)).toBe("800.00");
    const grid = await call("GET", `/api/venues/${courtVenue}/price-grid?from=${MON}&courtId=${courtB}`, owner);
    expect(grid.json().days[0].slots[0].price).toBe("1200.00");
    const order = await call("POST", "/api/payment/create-order", player, {
      venueId: courtVenue,
      courtId: courtB,
      date: MON,
      slot: "06:00-07:00",
    });
    expect(order.statusCode, order.body).toBe(200);
    expect((order.json() as PaymentOrder).amount).toBe(141_600); // ₹1,200 + 18% GST
  });
});
