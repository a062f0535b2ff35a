import { addDays, MAX_LIVE_HOLDS, type PaymentOrder, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginAs } from "../../../test/app";
import { createUser, createVenue } from "../../../test/factories";

// One account cannot empty a calendar for free (docs/SECURITY.md, "No slot hoarding"), and
// nobody books past a venue's advance window ("An advance window").
type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
let ctx: Ctx;
let venueId: number;
let shortWindowVenueId: number;
let ownerCookie: string;

beforeAll(async () => {
  ctx = await buildTestApp({ ORDERS_PER_HOUR: "6" });
  const owner = await loginAs(ctx, "owner");
  ownerCookie = owner.cookie;
  venueId = (await createVenue(ctx.database.db, { ownerId: owner.user.id })).id;
  const other = await createUser(ctx.database.db, { role: "owner" });
  shortWindowVenueId = (await createVenue(ctx.database.db, { ownerId: other.id, advanceBookingDays: 7 })).id;
});
afterAll(async () => ctx?.close());

let dayOffset = 0;
const freshDate = () => addDays(todayInIst(), 1 + (++dayOffset % 55));

function post(url: string, cookie: string, payload: unknown) {
  return ctx.app.inject({ method: "POST", url, payload: payload as object, headers: { cookie } });
}
const order = (cookie: string, body: Record<string, unknown>) =>
  post("/api/payment/create-order", cookie, { venueId, slot: "evening", addOns: [], ...body });

/** Moves every hold and order of the player back in time, as if minutes had passed. */
async function minutesPass(userId: number, minutes: number) {
  await ctx.database.db.execute(
    sql`update bookings set created_at = created_at - make_interval(mins => ${minutes}),
          updated_at = updated_at - make_interval(mins => ${minutes}),
          hold_expires_at = hold_expires_at - make_interval(mins => ${minutes})
        where user_id = ${userId}`,
  );
}

describe("no slot hoarding", () => {
  it(`holds at most ${MAX_LIVE_HOLDS} slots at once per account, and says when the next frees up`, async () => {
    const player = await loginAs(ctx, "player");
    for (let i = 0; i < MAX_LIVE_HOLDS; i++) {
      expect((await order(player.cookie, { date: freshDate() })).statusCode).toBe(200);
    }
    const refused = await order(player.cookie, { date: freshDate() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You already have 3 slots on hold\. .* try again at \d\d:\d\d IST/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(500);
    // The refused order left nothing behind: another player may hold that slot.
    const rows = await ctx.database.db.execute(
      sql`select count(*)::int as n from bookings where user_id = ${player.user.id} and status = 'held'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(MAX_LIVE_HOLDS);
  });

  it("orders sent at once cannot slip past the cap together", async () => {
    const player = await loginAs(ctx, "player");
    const results = await Promise.all(Array.from({ length: 6 }, () => order(player.cookie, { date: freshDate() })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(MAX_LIVE_HOLDS);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(6 - MAX_LIVE_HOLDS);
  });

  it("ordering a slot one already holds hands back the same hold, never a longer one", async () => {
    const player = await loginAs(ctx, "player");
    const date = freshDate();
    const first = (await order(player.cookie, { date })).json() as PaymentOrder;
    await minutesPass(player.user.id, 4);
    const again = await order(player.cookie, { date });
    expect(again.statusCode).toBe(200);
    const second = again.json() as PaymentOrder;
    expect(second.bookingId).toBe(first.bookingId);
    expect(new Date(second.holdExpiresAt).getTime()).toBeLessThan(new Date(first.holdExpiresAt).getTime());
  });

  it("closing the payment window and ordering again keeps the first hold's end, never a later one", async () => {
    const player = await loginAs(ctx, "player");
    const date = freshDate();
    const first = (await order(player.cookie, { date })).json() as PaymentOrder;
    await minutesPass(player.user.id, 3);
    expect((await post("/api/payment/cancel", player.cookie, { orderId: first.orderId })).statusCode).toBe(204);
    // A declined card, tried again at once: allowed, and the hold ends when the first would have.
    const retry = await order(player.cookie, { date });
    expect(retry.statusCode).toBe(200);
    const second = retry.json() as PaymentOrder;
    expect(second.bookingId).not.toBe(first.bookingId);
    expect(
      Math.abs(new Date(second.holdExpiresAt).getTime() - (new Date(first.holdExpiresAt).getTime() - 180_000)),
    ).toBeLessThan(2_000);
  });

  it("once a hold has run out, the same account waits a few minutes to hold that slot again; others need not", async () => {
    const player = await loginAs(ctx, "player");
    const date = freshDate();
    const first = (await order(player.cookie, { date })).json() as PaymentOrder;
    expect((await post("/api/payment/cancel", player.cookie, { orderId: first.orderId })).statusCode).toBe(204);
    await minutesPass(player.user.id, 11);
    const refused = await order(player.cookie, { date });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Your hold on this slot ran out a moment ago\. .* at \d\d:\d\d IST\.$/);

    // A hold left to run out counts the same way.
    const other = await loginAs(ctx, "player");
    const lapsed = freshDate();
    expect((await order(other.cookie, { date: lapsed })).statusCode).toBe(200);
    await minutesPass(other.user.id, 11);
    expect((await order(other.cookie, { date: lapsed })).statusCode).toBe(429);

    // Anyone else may take the slot at once, and the player may come back after the cooldown.
    const third = await loginAs(ctx, "player");
    const taken = (await order(third.cookie, { date })).json() as PaymentOrder;
    expect((await post("/api/payment/cancel", third.cookie, { orderId: taken.orderId })).statusCode).toBe(204);
    await minutesPass(player.user.id, 5);
    expect((await order(player.cookie, { date })).statusCode).toBe(200);
  });

  it("limits the checkouts one account starts in an hour (ORDERS_PER_HOUR)", async () => {
    const player = await loginAs(ctx, "player");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await order(player.cookie, { date: freshDate() });
      statuses.push(res.statusCode);
      if (res.statusCode === 200) {
        const { orderId } = res.json() as PaymentOrder;
        await post("/api/payment/cancel", player.cookie, { orderId });
      } else {
        expect(res.json().message).toMatch(/^You have started 6 checkouts in the last hour\. Please try again at/);
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(3000);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    await minutesPass(player.user.id, 61);
    expect((await order(player.cookie, { date: freshDate() })).statusCode).toBe(200);
  });
});

describe("an advance window", () => {
  it("refuses orders past the venue's window with 422 and the last date", async () => {
    const player = await loginAs(ctx, "player");
    const today = todayInIst();
    const beyond = await order(player.cookie, { date: addDays(today, 61) });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().message).toMatch(
      /^This venue takes bookings up to 60 days ahead: the last date you can book is /,
    );
    const far = await order(player.cookie, { date: "2099-12-31" });
    expect(far.statusCode).toBe(422);
    expect((await order(player.cookie, { date: addDays(today, 60) })).statusCode).toBe(200);
    const short = await order(player.cookie, { venueId: shortWindowVenueId, date: addDays(today, 8) });
    expect(short.statusCode).toBe(422);
  });

  it("availability refuses dates past the window and ends a range at its last day", async () => {
    const today = todayInIst();
    const get = (id: number, query: string) =>
      ctx.app.inject({ method: "GET", url: `/api/venues/${id}/availability?${query}` });
    const beyond = await get(shortWindowVenueId, `from=${addDays(today, 8)}`);
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().message).toMatch(/up to 7 days ahead/);
    const range = await get(shortWindowVenueId, `from=${today}&days=30`);
    expect(range.statusCode).toBe(200);
    const days = (range.json() as { days: { date: string }[] }).days;
    expect(days.at(-1)?.date).toBe(addDays(today, 7));
  });

  it("an owner sets the window between 1 and 180 days", async () => {
    const set = (value: unknown) =>
      ctx.app.inject({
        method: "PATCH",
        url: `/api/venues/${venueId}`,
        headers: { cookie: ownerCookie },
        payload: { advanceBookingDays: value },
      });
    expect((await set(181)).statusCode).toBe(400);
    expect((await set(0)).statusCode).toBe(400);
    const ok = await set(120);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().advanceBookingDays).toBe(120);
    const venue = await ctx.app.inject({ method: "GET", url: `/api/venues/${venueId}` });
    expect(venue.json().advanceBookingDays).toBe(120);
  });
});
