import { addDays, type Booking, type Court, type PaymentOrder, todayInIst, type VenueAvailability } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createVenue } from "../../../test/factories";

// Courts (issue 25, docs/product/courts.md): a venue's bookable parts, shared space refused by
// the database, and the contract's calls.
const ctx = useTestApp();

type Session = Awaited<ReturnType<typeof loginAs>>;
let owner: Session;
let otherOwner: Session;
let player: Session;

beforeAll(async () => {
  [owner, otherOwner, player] = await Promise.all([
    loginAs(ctx, "owner"),
    loginAs(ctx, "owner"),
    loginAs(ctx, "player"),
  ]);
});

function call(method: "GET" | "POST" | "PATCH" | "DELETE", url: string, cookie?: string, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

async function newVenue() {
  return (await createVenue(ctx.database.db, { ownerId: owner.user.id, venueType: "nets", hourlyPrice: 1000 })).id;
}

async function addCourt(venueId: number, name: string): Promise<Court> {
  const res = await call("POST", `/api/venues/${venueId}/courts`, owner.cookie, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Court;
}

async function courtsOf(venueId: number): Promise<Court[]> {
  return (await call("GET", `/api/venues/${venueId}/courts`)).json() as Court[];
}

let day = 3;
const nextDate = () => addDays(todayInIst(), ++day);

function order(who: Session, venueId: number, date: string, courtId?: number) {
  return call("POST", "/api/payment/create-order", who.cookie, { venueId, courtId, date, slot: "10:00-11:00" });
}

async function book(who: Session, venueId: number, date: string, courtId?: number): Promise<Booking> {
  const created = await order(who, venueId, date, courtId);
  expect(created.statusCode, created.body).toBe(200);
  const { orderId } = created.json() as PaymentOrder;
  const paid = (await call("POST", "/api/payment/sandbox/pay", who.cookie, { orderId, outcome: "success" })).json();
  const verified = await call("POST", "/api/payment/verify", who.cookie, paid);
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json() as Booking;
}

describe("a venue's courts", () => {
  it("has one court from the start, and a booking names its court and where it was made", async () => {
    const venueId = await newVenue();
    const courts = await courtsOf(venueId);
    expect(courts).toEqual([{ id: expect.any(Number), name: "Net 1", overlapsWith: [], price: null }]);
    const booking = await book(player, venueId, nextDate());
    expect(booking).toMatchObject({ courtId: courts[0]?.id, courtName: "Net 1", source: "online" });
  });

  it("lets the owner add and rename courts, and refuses everyone else", async () => {
    const venueId = await newVenue();
    const net2 = await addCourt(venueId, "  Net 2 ");
    expect(net2).toEqual({ id: expect.any(Number), name: "Net 2", overlapsWith: [], price: null });
    expect((await courtsOf(venueId)).map((c) => c.name)).toEqual(["Net 1", "Net 2"]);

    expect((await call("POST", `/api/venues/${venueId}/courts`, player.cookie, { name: "Net 3" })).statusCode).toBe(
      403,
    );
    expect((await call("POST", `/api/venues/${venueId}/courts`, otherOwner.cookie, { name: "Net 3" })).statusCode).toBe(
      404,
    );
    expect((await call("POST", `/api/venues/${venueId}/courts`, undefined, { name: "Net 3" })).statusCode).toBe(401);
    const blank = await call("POST", `/api/venues/${venueId}/courts`, owner.cookie, { name: " " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.name).toBe("Give the court a name, like Net 2 or Box B");
    const twice = await call("POST", `/api/venues/${venueId}/courts`, owner.cookie, { name: "net 2" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This venue already has a court called "net 2"');
    expect((await call("PATCH", `/api/courts/${net2.id}`, otherOwner.cookie, { name: "Mine" })).statusCode).toBe(404);

    const renamed = await call("PATCH", `/api/courts/${net2.id}`, owner.cookie, { name: "Bowling machine lane" });
    expect(renamed.json()).toMatchObject({ id: net2.id, name: "Bowling machine lane" });
    expect((await courtsOf(venueId)).map((c) => c.name)).toEqual(["Net 1", "Bowling machine lane"]);
  });

  it("asks which court when a venue has several, and books each court on its own", async () => {
    const venueId = await newVenue();
    const [net1] = await courtsOf(venueId);
    const net2 = await addCourt(venueId, "Net 2");
    const date = nextDate();
    const unsaid = await order(player, venueId, date);
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json().errors.courtId).toBe("Choose a court");
    const foreign = await order(player, venueId, date, (await courtsOf(await newVenue()))[0]?.id);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.courtId).toBe("Court not found");

    const other = await loginAs(ctx, "player");
    await book(player, venueId, date, net1?.id);
    const venueWide = (await call("GET", `/api/venues/${venueId}/availability?from=${date}&days=1`)).json();
    expect((venueWide as VenueAvailability).days[0]?.slots.find((s) => s.slot === "10:00-11:00")).toMatchObject({
      status: "available",
      freeCourts: 1,
    });
    expect((await order(other, venueId, date, net1?.id)).statusCode).toBe(409);
    await book(other, venueId, date, net2.id);
    const full = (await call("GET", `/api/venues/${venueId}/availability?from=${date}&days=1`)).json();
    expect((full as VenueAvailability).days[0]?.slots.find((s) => s.slot === "10:00-11:00")).toMatchObject({
      status: "booked",
      freeCourts: 0,
    });
    const oneCourt = await call("GET", `/api/venues/${venueId}/availability?from=${date}&days=1&courtId=${net2.id}`);
    expect((oneCourt.json() as VenueAvailability).courtId).toBe(net2.id);
    const badCourt = await call("GET", `/api/venues/${venueId}/availability?from=${date}&days=1&courtId=999999`);
    expect(badCourt.statusCode).toBe(400);
  });
});

describe("courts that share space", () => {
  it("takes the whole ground when a half is booked, but leaves the other half free", async () => {
    const venueId = await newVenue();
    const [whole] = await courtsOf(venueId);
    const halfA = await addCourt(venueId, "Half A");
    const halfB = await addCourt(venueId, "Half B");
    const res = await call("PATCH", `/api/courts/${whole?.id}`, owner.cookie, { overlapsWith: [halfA.id, halfB.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ overlapsWith: [halfA.id, halfB.id].sort((a, b) => a - b) });
    expect((await courtsOf(venueId)).find((c) => c.id === halfA.id)?.overlapsWith).toEqual([whole?.id]);

    const date = nextDate();
    await book(player, venueId, date, halfA.id);
    const other = await loginAs(ctx, "player");
    const refused = await order(other, venueId, date, whole?.id);
    expect(refused.statusCode).toBe(409);
    await book(other, venueId, date, halfB.id);
    const slots = await call("GET", `/api/venues/${venueId}/availability?from=${date}&days=1&courtId=${whole?.id}`);
    expect((slots.json() as VenueAvailability).days[0]?.slots.find((s) => s.slot === "10:00-11:00")?.status).toBe(
      "booked",
    );
  });

  it("refuses to make two courts share space while both are booked at the same time, and changes nothing", async () => {
    const venueId = await newVenue();
    const [net1] = await courtsOf(venueId);
    const net2 = await addCourt(venueId, "Net 2");
    const date = nextDate();
    await book(player, venueId, date, net1?.id);
    await book(await loginAs(ctx, "player"), venueId, date, net2.id);
    const res = await call("PATCH", `/api/courts/${net2.id}`, owner.cookie, { overlapsWith: [net1?.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/both booked at the same time/);
    expect((await courtsOf(venueId)).every((c) => c.overlapsWith.length === 0)).toBe(true);
    const self = await call("PATCH", `/api/courts/${net2.id}`, owner.cookie, { overlapsWith: [net2.id] });
    expect(self.statusCode).toBe(400);
  });

  it("gives one winner when 200 bookings race for one slot across three courts that all share space", async () => {
    const venueId = await newVenue();
    const [x] = await courtsOf(venueId);
    const y = await addCourt(venueId, "Net 2");
    const z = await addCourt(venueId, "Net 3");
    await call("PATCH", `/api/courts/${x?.id}`, owner.cookie, { overlapsWith: [y.id, z.id] });
    await call("PATCH", `/api/courts/${y.id}`, owner.cookie, { overlapsWith: [x?.id, z.id] });
    const ids = [x?.id as number, y.id, z.id];
    // 50 players (sign-ins from one address are limited), each sending four orders at once.
    const players = await Promise.all(Array.from({ length: 50 }, () => loginAs(ctx, "player")));
    const date = nextDate();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => order(players[i % 50] as Session, venueId, date, ids[i % 3])),
    );
    const won = results.filter((r) => r.statusCode === 200).map((r) => (r.json() as PaymentOrder).bookingId);
    // The winner's order again on the same court is handed its own hold back: one booking won.
    expect(new Set(won).size).toBe(1);
    // Every other order is refused as taken (or, for the winner's others, by the hold limits).
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 409 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThanOrEqual(190);
    const rows = await ctx.database.db.execute(
      sql`select count(*)::int as n from bookings where venue_id = ${venueId} and date = ${date}::date and status = 'held'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  }, 120_000);
});

describe("removing a court", () => {
  it("is refused while the court has a booking from today on, and for the venue's last court", async () => {
    const venueId = await newVenue();
    const [net1] = await courtsOf(venueId);
    const net2 = await addCourt(venueId, "Net 2");
    const date = nextDate();
    const held = await order(player, venueId, date, net2.id);
    expect(held.statusCode).toBe(200);
    const refused = await call("DELETE", `/api/courts/${net2.id}`, owner.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("Net 2 has a booking from today on");
    await call("POST", "/api/payment/cancel", player.cookie, { orderId: (held.json() as PaymentOrder).orderId });
    expect((await call("DELETE", `/api/courts/${net2.id}`, otherOwner.cookie)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/courts/${net2.id}`, player.cookie)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/courts/${net2.id}`, owner.cookie)).statusCode).toBe(204);
    const last = await call("DELETE", `/api/courts/${net1?.id}`, owner.cookie);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toContain("at least one court");
  });

  it("takes it off the venue: no longer listed, offered or bookable; its past bookings keep it", async () => {
    const venueId = await newVenue();
    const net2 = await addCourt(venueId, "Net 2");
    const [net1] = await courtsOf(venueId);
    await call("PATCH", `/api/courts/${net2.id}`, owner.cookie, { overlapsWith: [net1?.id] });
    const past = await ctx.database.db.execute(
      sql`insert into bookings (venue_id, court_id, user_id, date, slot, status, payment_status, base_paise,
            gst_paise, total_paise, pay_now_paise)
          values (${venueId}, ${net2.id}, ${player.user.id}, ${addDays(todayInIst(), -3)}::date, '10:00-11:00',
            'completed', 'paid', 100000, 18000, 118000, 118000) returning id`,
    );
    const pastId = (past as unknown as { rows: { id: number }[] }).rows[0]?.id;
    expect((await call("DELETE", `/api/courts/${net2.id}`, owner.cookie)).statusCode).toBe(204);
    expect(await courtsOf(venueId)).toEqual([expect.objectContaining({ id: net1?.id, overlapsWith: [] })]);
    const date = nextDate();
    expect((await order(player, venueId, date, net2.id)).statusCode).toBe(400);
    const availability = (
      await call("GET", `/api/venues/${venueId}/availability?from=${date}&days=1`)
    ).json() as VenueAvailability;
    expect(availability.days[0]?.slots[0]?.freeCourts).toBe(1);
    const kept = (await call("GET", `/api/bookings/${pastId}`, player.cookie)).json() as Booking;
    expect(kept).toMatchObject({ courtId: net2.id, courtName: "Net 2" });
    // A name freed by the removal may be used again.
    expect((await call("POST", `/api/venues/${venueId}/courts`, owner.cookie, { name: "Net 2" })).statusCode).toBe(201);
  });
});
