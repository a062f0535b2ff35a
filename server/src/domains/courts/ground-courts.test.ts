import { addDays, type Court, type DeskCalendar, todayInIst, type VenueAvailability } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createVenue } from "../../../test/factories";

// Issue 44, "a ground is sold twice": a court added at a ground shares space with the main ground
// unless the owner says otherwise, and each court may have its own price, which every price on
// the way to a booking charges (docs/product/courts.md).
const ctx = useTestApp();

type Session = Awaited<ReturnType<typeof loginAs>>;
let owner: Session;
let players: Session[];

beforeAll(async () => {
  owner = await loginAs(ctx, "owner");
  players = await Promise.all(Array.from({ length: 20 }, () => loginAs(ctx, "player")));
});

function call(method: "GET" | "POST" | "PATCH" | "PUT", url: string, cookie?: string, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

/** A ground: ₹2,000 a slot in the afternoon and evening. */
async function ground() {
  const venue = await createVenue(ctx.database.db, {
    ownerId: owner.user.id,
    venueType: "ground",
    slotPrices: { morning: 0, afternoon: 2000, evening: 2000, night: 0 },
  });
  return venue.id;
}

async function addCourt(venueId: number, body: Record<string, unknown>): Promise<Court> {
  const res = await call("POST", `/api/venues/${venueId}/courts`, owner.cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Court;
}

let day = 3;
const nextDate = () => addDays(todayInIst(), ++day);

function order(who: Session, venueId: number, date: string, courtId: number) {
  return call("POST", "/api/payment/create-order", who.cookie, { venueId, courtId, date, slot: "evening" });
}

async function heldOn(venueId: number, date: string): Promise<{ courtId: number; basePaise: number }[]> {
  const result = await ctx.database.db.execute(
    sql`select court_id as "courtId", base_paise as "basePaise" from bookings
        where venue_id = ${venueId} and date = ${date}::date and status = 'held' order by id`,
  );
  return (result as unknown as { rows: { courtId: number; basePaise: number }[] }).rows.map((r) => ({
    courtId: Number(r.courtId),
    basePaise: Number(r.basePaise),
  }));
}

describe("a court added at a ground", () => {
  it("shares space with the main ground unless the owner says it does not", async () => {
    const venueId = await ground();
    const [main] = (await call("GET", `/api/venues/${venueId}/courts`)).json() as Court[];
    const halfA = await addCourt(venueId, { name: "Half A" });
    expect(halfA).toEqual({ id: expect.any(Number), name: "Half A", overlapsWith: [main?.id], price: null });
    const nets = await addCourt(venueId, { name: "Nets by the pavilion", overlapsWith: [] });
    expect(nets.overlapsWith).toEqual([]);

    const date = nextDate();
    const [first, second, third] = players as [Session, Session, Session];
    expect((await order(first, venueId, date, main!.id)).statusCode).toBe(200);
    // The half is part of the ground booked: refused as taken, nothing held for it.
    const refused = await order(second, venueId, date, halfA.id);
    expect(refused.statusCode).toBe(409);
    expect((await order(third, venueId, date, nets.id)).statusCode).toBe(200);
    expect((await heldOn(venueId, date)).map((b) => b.courtId)).toEqual([main!.id, nets.id]);
  });

  it("is never sold with the whole ground when orders for both race, on either", async () => {
    const venueId = await ground();
    const [main] = (await call("GET", `/api/venues/${venueId}/courts`)).json() as Court[];
    const halfA = await addCourt(venueId, { name: "Half A" });
    const halfB = await addCourt(venueId, { name: "Half B" });
    const date = nextDate();
    const courts = [main!.id, halfA.id, halfB.id];
    const results = await Promise.all(players.map((p, i) => order(p, venueId, date, courts[i % 3] as number)));
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const held = (await heldOn(venueId, date)).map((b) => b.courtId);
    // Either the whole ground alone, or its halves (which do not share space with each other).
    if (held.includes(main!.id)) expect(held).toEqual([main!.id]);
    else expect(held.sort((a, b) => a - b)).toEqual([halfA.id, halfB.id].sort((a, b) => a - b));
  }, 60_000);

  it("at nets, shares space with no court unless told", async () => {
    const nets = await createVenue(ctx.database.db, { ownerId: owner.user.id, venueType: "nets", hourlyPrice: 800 });
    const [net1] = (await call("GET", `/api/venues/${nets.id}/courts`)).json() as Court[];
    expect((await addCourt(nets.id, { name: "Net 2" })).overlapsWith).toEqual([]);
    expect((await addCourt(nets.id, { name: "Net 3", overlapsWith: [net1!.id] })).overlapsWith).toEqual([net1!.id]);
  });
});

describe("a court's own price", () => {
  it("is what availability, the desk and checkout charge for it; a price rule still beats it", async () => {
    const venueId = await ground();
    const [main] = (await call("GET", `/api/venues/${venueId}/courts`)).json() as Court[];
    const half = await addCourt(venueId, { name: "Half A", price: 1200 });
    expect(half.price).toBe("1200.00");
    const date = nextDate();
    const evening = async (courtId: number) => {
      const res = await call("GET", `/api/venues/${venueId}/availability?from=${date}&days=1&courtId=${courtId}`);
      return (res.json() as VenueAvailability).days[0]?.slots.find((s) => s.slot === "evening")?.price;
    };
    expect(await evening(half.id)).toBe("1200.00");
    expect(await evening(main!.id)).toBe("2000.00");
    const desk = (await call("GET", `/api/venues/${venueId}/desk?from=${date}&days=1`, owner.cookie)).json();
    expect((desk as DeskCalendar).days[0]?.slots.find((s) => s.slot === "evening")?.prices).toEqual({
      [String(main!.id)]: "2000.00",
      [String(half.id)]: "1200.00",
    });
    expect((await order(players[0]!, venueId, date, half.id)).statusCode).toBe(200);
    expect(await heldOn(venueId, date)).toEqual([{ courtId: half.id, basePaise: 120_000 }]);

    // A rule for the whole venue on that weekday beats the court's own price.
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const rules = await call("PUT", `/api/venues/${venueId}/price-rules`, owner.cookie, {
      rules: [{ weekdays: [weekday], price: 1500 }],
    });
    expect(rules.statusCode, rules.body).toBe(200);
    expect(await evening(half.id)).toBe("1500.00");
  });

  it("is changed and cleared by PATCH; a price a person cannot mean is refused with a message, changing nothing", async () => {
    const venueId = await ground();
    const half = await addCourt(venueId, { name: "Half A", price: "900" });
    const changed = await call("PATCH", `/api/courts/${half.id}`, owner.cookie, { price: 1100.5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ price: "1100.50" });
    for (const price of [0, -5, "abc", 10_000_001, 12.345]) {
      const res = await call("PATCH", `/api/courts/${half.id}`, owner.cookie, { price });
      expect(res.statusCode, String(price)).toBe(400);
      expect(res.json().message, String(price)).toMatch(/court's price/);
      const refusedAdd = await call("POST", `/api/venues/${venueId}/courts`, owner.cookie, { name: "Half B", price });
      expect(refusedAdd.statusCode, String(price)).toBe(400);
    }
    const courts = (await call("GET", `/api/venues/${venueId}/courts`)).json() as Court[];
    expect(courts.map((c) => c.name)).toEqual(["Main ground", "Half A"]);
    expect(courts.find((c) => c.id === half.id)?.price).toBe("1100.50");
    const cleared = await call("PATCH", `/api/courts/${half.id}`, owner.cookie, { price: null });
    expect(cleared.json()).toMatchObject({ price: null });
  });
});
