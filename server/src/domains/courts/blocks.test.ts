import { addDays, type Block, type Court, type PaymentOrder, todayInIst, type VenueAvailability } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createVenue } from "../../../test/factories";

// Blocks (issue 25, docs/product/blocks.md): slots off sale for maintenance or a tournament.
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

const SLOT = "18:00-19:00";
let day = 2;
const nextDate = () => addDays(todayInIst(), ++day);

/** A nets venue with two lanes. */
async function twoLanes(): Promise<{ venueId: number; net1: Court; net2: Court }> {
  const venueId = (await createVenue(ctx.database.db, { ownerId: owner.user.id, venueType: "nets", hourlyPrice: 900 }))
    .id;
  await call("POST", `/api/venues/${venueId}/courts`, owner.cookie, { name: "Net 2" });
  const [net1, net2] = (await call("GET", `/api/venues/${venueId}/courts`)).json() as Court[];
  return { venueId, net1: net1 as Court, net2: net2 as Court };
}

function block(venueId: number, body: Record<string, unknown>, who: Session = owner) {
  return call("POST", `/api/venues/${venueId}/blocks`, who.cookie, {
    reason: "Pitch relaying",
    slots: [SLOT],
    ...body,
  });
}

async function slotOf(venueId: number, date: string, courtId?: number) {
  const q = courtId ? `&courtId=${courtId}` : "";
  const res = await call("GET", `/api/venues/${venueId}/availability?from=${date}&days=1${q}`);
  return (res.json() as VenueAvailability).days[0]?.slots.find((s) => s.slot === SLOT);
}

function order(who: Session, venueId: number, date: string, courtId: number) {
  return call("POST", "/api/payment/create-order", who.cookie, { venueId, courtId, date, slot: SLOT });
}

describe("blocking slots", () => {
  it("takes a court's slot off sale: players see it blocked and cannot order it; the other court stays open", async () => {
    const { venueId, net1, net2 } = await twoLanes();
    const date = nextDate();
    const res = await block(venueId, { courtId: net1.id, date });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as { id: number; blocks: Block[] };
    expect(made.blocks).toEqual([
      expect.objectContaining({
        id: made.id,
        courtId: net1.id,
        courtName: "Net 1",
        date,
        slot: SLOT,
        reason: "Pitch relaying",
      }),
    ]);
    expect(await slotOf(venueId, date, net1.id)).toMatchObject({ status: "blocked", freeCourts: 0 });
    expect(await slotOf(venueId, date)).toMatchObject({ status: "available", freeCourts: 1 });
    expect((await order(player, venueId, date, net1.id)).statusCode).toBe(409);
    expect((await order(player, venueId, date, net2.id)).statusCode).toBe(200);
  });

  it("blocks the whole venue without a court, and every week until a date", async () => {
    const { venueId, net1 } = await twoLanes();
    const date = nextDate();
    const until = addDays(date, 15);
    const res = await block(venueId, { date, slots: [SLOT, "19:00-20:00"], repeatWeeklyUntil: until });
    expect(res.statusCode, res.body).toBe(201);
    const blocks = (res.json() as { blocks: Block[] }).blocks;
    expect(blocks.map((b) => `${b.date} ${b.slot}`)).toEqual([
      `${date} ${SLOT}`,
      `${date} 19:00-20:00`,
      `${addDays(date, 7)} ${SLOT}`,
      `${addDays(date, 7)} 19:00-20:00`,
      `${addDays(date, 14)} ${SLOT}`,
      `${addDays(date, 14)} 19:00-20:00`,
    ]);
    expect(new Set(blocks.map((b) => b.seriesId)).size).toBe(1);
    expect(await slotOf(venueId, addDays(date, 14))).toMatchObject({ status: "blocked", freeCourts: 0 });
    expect((await order(player, venueId, addDays(date, 7), net1.id)).statusCode).toBe(409);
    const listed = (await call("GET", `/api/venues/${venueId}/blocks`, owner.cookie)).json() as Block[];
    expect(listed).toHaveLength(6);
    // Blocked again: nothing new to block.
    expect((await block(venueId, { date })).statusCode).toBe(409);
  });

  it("refuses a block over a live booking, naming it, and writes nothing", async () => {
    const { venueId, net1, net2 } = await twoLanes();
    const date = nextDate();
    const held = await order(player, venueId, date, net2.id);
    expect(held.statusCode).toBe(200);
    const bookingId = (held.json() as PaymentOrder).bookingId;
    const res = await block(venueId, { date });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      new RegExp(
        `^Net 2 is booked by Test player on .*6 PM.* \\(booking #${bookingId}\\)\\. Cancel that booking first`,
      ),
    );
    expect((await call("GET", `/api/venues/${venueId}/blocks`, owner.cookie)).json()).toEqual([]);
    // The other lane alone can be blocked.
    expect((await block(venueId, { date, courtId: net1.id })).statusCode).toBe(201);
  });

  it("refuses bad blocks with a clear message, and other people", async () => {
    const { venueId, net1 } = await twoLanes();
    const date = nextDate();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ date, reason: " " }, "reason", "Say why these slots are blocked (players will not see it)"],
      [{ date, slots: ["05:00-06:00"] }, "slots", "Slot not offered"],
      [{ date, slots: [] }, "slots", "Choose at least one slot to block"],
      [{ date: addDays(todayInIst(), -1) }, "date", "In the past"],
      [{ date: "2026-02-30" }, "date", "Choose the date to block, like 2026-01-05"],
      [
        { date, repeatWeeklyUntil: addDays(date, -7) },
        "repeatWeeklyUntil",
        "The weekly block must end on or after its first date",
      ],
      [{ date, repeatWeeklyUntil: addDays(todayInIst(), 400) }, "repeatWeeklyUntil", "Too far ahead"],
      [{ date, courtId: 999_999 }, "courtId", "Court not found"],
    ];
    for (const [body, field, message] of cases) {
      const res = await block(venueId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(body)).toBe(message);
    }
    expect((await block(venueId, { date }, player)).statusCode).toBe(403);
    expect((await block(venueId, { date }, otherOwner)).statusCode).toBe(404);
    expect((await call("GET", `/api/venues/${venueId}/blocks`, otherOwner.cookie)).statusCode).toBe(404);
    expect((await call("GET", `/api/venues/${venueId}/blocks`, owner.cookie)).json()).toEqual([]);
    const made = (await block(venueId, { date, courtId: net1.id })).json() as { id: number };
    expect((await call("DELETE", `/api/blocks/${made.id}`, otherOwner.cookie)).statusCode).toBe(404);
  });

  it("puts a slot, or a whole series from a date on, back on sale", async () => {
    const { venueId, net1 } = await twoLanes();
    const date = nextDate();
    const made = (await block(venueId, { date, courtId: net1.id, repeatWeeklyUntil: addDays(date, 21) })).json() as {
      blocks: Block[];
    };
    const [first, second] = made.blocks;
    expect((await call("DELETE", `/api/blocks/${first?.id}`, owner.cookie)).statusCode).toBe(204);
    expect(await slotOf(venueId, date, net1.id)).toMatchObject({ status: "available" });
    expect((await call("DELETE", `/api/blocks/${second?.id}?series=true`, owner.cookie)).statusCode).toBe(204);
    expect((await call("GET", `/api/venues/${venueId}/blocks`, owner.cookie)).json()).toEqual([]);
    expect((await call("DELETE", `/api/blocks/${second?.id}`, owner.cookie)).statusCode).toBe(404);
  });

  it("never leaves a block and a live booking on one slot when both are made at once", async () => {
    const { venueId, net1 } = await twoLanes();
    const players = await Promise.all(Array.from({ length: 10 }, () => loginAs(ctx, "player")));
    for (let round = 0; round < 3; round++) {
      const date = nextDate();
      const [blocked, ...orders] = await Promise.all([
        block(venueId, { date, courtId: net1.id }),
        ...players.map((p) => order(p, venueId, date, net1.id)),
      ]);
      const won = orders.filter((o) => o.statusCode === 200).length;
      const rows = await ctx.database.db.execute(
        sql`select count(*)::int as n from bookings where venue_id = ${venueId} and date = ${date}::date
              and status = 'held'`,
      );
      const live = (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
      expect(live).toBe(won);
      // Exactly one of the two kinds wins the slot.
      expect(blocked.statusCode === 201 ? live : 1 - live, `round ${round}`).toBe(0);
    }
  });
});
