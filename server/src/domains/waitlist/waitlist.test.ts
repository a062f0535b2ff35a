import { addDays, type Booking, type PaymentOrder, todayInIst, type WaitlistEntry } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { testDatabaseKind } from "../../../test/databases";
import { createUser, createVenue } from "../../../test/factories";
import { waitlistRepo } from "./repo";

/** The waitlist (docs/product/waitlist.md, decision 037), on PGlite and PostgreSQL. */
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

let venueId: number;
beforeAll(async () => {
  const ownerId = (await createUser(ctx.database.db, { role: "owner" })).id;
  venueId = (
    await createVenue(ctx.database.db, {
      ownerId,
      advanceBookingDays: 180,
      slotPrices: { morning: 8000, afternoon: 9000, evening: 10000, night: 12000 },
    })
  ).id;
});

let dayOffset = 2;
/** A fresh date per test: every test has slots of its own. */
const freshDate = () => addDays(todayInIst(), ++dayOffset);

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

function call(method: "GET" | "POST" | "DELETE" | "PATCH", url: string, cookie?: string, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

const order = (cookie: string, date: string, slot: string) =>
  call("POST", "/api/payment/create-order", cookie, { venueId, date, slot });

/** A confirmed booking of the slot for the player, paid through the sandbox. */
async function book(cookie: string, date: string, slot: string): Promise<Booking> {
  const ordered = await order(cookie, date, slot);
  expect(ordered.statusCode, ordered.body).toBe(200);
  const paid = await call("POST", "/api/payment/sandbox/pay", cookie, {
    orderId: (ordered.json() as PaymentOrder).orderId,
    outcome: "success",
  });
  const verified = await call("POST", "/api/payment/verify", cookie, paid.json());
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json() as Booking;
}

const join = (cookie: string, date: string, slot: string) =>
  call("POST", `/api/venues/${venueId}/waitlist`, cookie, { date, slot });
const list = async (cookie: string) => (await call("GET", "/api/waitlist", cookie)).json() as WaitlistEntry[];
const cancel = (cookie: string, id: number) => call("PATCH", `/api/bookings/${id}`, cookie, { status: "cancelled" });

/** Offers of a slot's queue, by player: who has been told, in order. */
const offersTo = (date: string, slot: string) =>
  rows<{ user_id: number; expires_at: string }>(
    sql`select user_id, data->>'expiresAt' as expires_at from notifications
        where type = 'waitlist_offer' and data->>'date' = ${date} and data->>'slot' = ${slot} order by id`,
  );

/** Runs due jobs until none is left (an offer queues the job that tells its player). */
async function settle() {
  for (let i = 0; i < 5; i++) if ((await ctx.app.jobs.runDue()) === 0) return;
}

/** The offer running out: its time set back, and the job that passes it on made due. */
async function runOut(date: string, slot: string) {
  await ctx.database.db.execute(
    sql`update waitlist_entries set offer_expires_at = now() - interval '1 second'
        where date = ${date}::date and slot = ${slot} and status = 'offered'`,
  );
  await ctx.database.db.execute(sql`update jobs set run_at = now() where kind = 'waitlist.offer' and status = 'queued'
    and payload->>'date' = ${date}`);
  await settle();
}

describe("joining, listing and leaving", () => {
  it("lets a player wait for a slot someone else booked, once, and lists only their own", async () => {
    const [owner, waiter, other] = await Promise.all([
      loginAs(ctx, "player"),
      loginAs(ctx, "player"),
      loginAs(ctx, "player"),
    ]);
    const date = freshDate();
    expect((await join(waiter.cookie, date, "evening")).json().message).toMatch(/This slot is free/);
    await book(owner.cookie, date, "evening");

    const joined = await join(waiter.cookie, date, "evening");
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({ date, slot: "evening", status: "waiting", ahead: 0, offerExpiresAt: null });
    const again = await join(waiter.cookie, date, "evening");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already on the waitlist/);
    // Not on one's own booking.
    expect((await join(owner.cookie, date, "evening")).json().message).toMatch(/You have this slot already/);

    expect((await join(other.cookie, date, "evening")).json()).toMatchObject({ ahead: 1 });
    expect((await list(waiter.cookie)).map((e) => e.id)).toEqual([joined.json().id]);

    // Nobody else can see, leave or decline it: a 404, as for an entry that does not exist.
    expect((await call("DELETE", `/api/waitlist/${joined.json().id}`, other.cookie)).statusCode).toBe(404);
    expect((await call("POST", `/api/waitlist/${joined.json().id}/decline`, other.cookie)).statusCode).toBe(404);
    expect((await call("POST", `/api/waitlist/${joined.json().id}/decline`, waiter.cookie)).statusCode).toBe(409);
    expect((await call("DELETE", `/api/waitlist/${joined.json().id}`, waiter.cookie)).statusCode).toBe(204);
    expect(await list(waiter.cookie)).toEqual([]);
    expect((await list(other.cookie))[0]).toMatchObject({ ahead: 0 });
  });

  it("refuses visitors, owners, past slots, bad input and more than five slots at once", async () => {
    const date = freshDate();
    expect((await join("", date, "evening")).statusCode).toBe(401);
    const owner = await loginAs(ctx, "owner");
    expect((await join(owner.cookie, date, "evening")).statusCode).toBe(403);
    const player = await loginAs(ctx, "player");
    expect((await join(player.cookie, addDays(todayInIst(), -1), "evening")).statusCode).toBe(400);
    expect((await join(player.cookie, "2026-02-31", "evening")).statusCode).toBe(400);
    expect((await join(player.cookie, date, "brunch")).statusCode).toBe(400);
    expect((await call("DELETE", "/api/waitlist/abc", player.cookie)).statusCode).toBe(400);

    const booker = await loginAs(ctx, "player");
    const slots = ["morning", "afternoon", "evening", "night"];
    const dates = [date, freshDate()];
    for (const d of dates) for (const s of slots) await book(booker.cookie, d, s);
    const answers = [];
    for (const d of dates) for (const s of slots) answers.push((await join(player.cookie, d, s)).statusCode);
    expect(answers.filter((s) => s === 201)).toHaveLength(5);
    const refused = await join(player.cookie, dates[1] as string, "night");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/at most 5 slots/);
  });
});

describe("offers, in the order of joining", () => {
  it("offers a cancelled slot to the first waiter, refuses everyone else for 10 minutes, and lets them book it", async () => {
    const [booker, first, second, stranger] = await Promise.all([
      loginAs(ctx, "player"),
      loginAs(ctx, "player"),
      loginAs(ctx, "player"),
      loginAs(ctx, "player"),
    ]);
    const date = freshDate();
    const booking = await book(booker.cookie, date, "night");
    await join(first.cookie, date, "night");
    await join(second.cookie, date, "night");

    expect((await cancel(booker.cookie, booking.id)).statusCode).toBe(200);
    // Before the offer job even ran, the queue comes first.
    const early = await order(stranger.cookie, date, "night");
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/offered to players on its waitlist/);
    await settle();

    const offers = await offersTo(date, "night");
    expect(offers.map((o) => o.user_id)).toEqual([first.user.id]);
    const expires = new Date(offers[0]?.expires_at as string).getTime();
    expect(expires - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect((await list(first.cookie))[0]).toMatchObject({ status: "offered", offerExpiresAt: offers[0]?.expires_at });
    // A mail goes with it, through the queue.
    const mails = await rows<{ n: number }>(
      sql`select count(*)::int as n from jobs where kind = 'notification.mail' and payload->>'notificationId' in
          (select id::text from notifications where type = 'waitlist_offer' and user_id = ${first.user.id})`,
    );
    expect(mails[0]?.n).toBe(1);

    for (const who of [stranger, second, booker]) {
      const refused = await order(who.cookie, date, "night");
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/waitlist/);
    }
    const taken = await book(first.cookie, date, "night");
    expect(taken).toMatchObject({ status: "confirmed", date, slot: "night" });
    await settle();
    await runOut(date, "night");
    // Booked: out of the queue, and the second waiter is offered nothing while it stays booked.
    expect(await list(first.cookie)).toEqual([]);
    expect((await list(second.cookie))[0]).toMatchObject({ status: "waiting", ahead: 0 });
    expect((await offersTo(date, "night")).length).toBe(1);
  });

  it("does not tell a player of an offer they have already booked, when the job that tells them runs late", async () => {
    const [booker, first] = await Promise.all([loginAs(ctx, "player"), loginAs(ctx, "player")]);
    const date = freshDate();
    const booking = await book(booker.cookie, date, "morning");
    await join(first.cookie, date, "morning");
    expect((await cancel(booker.cookie, booking.id)).statusCode).toBe(200);
    // The offer is made, but the queue is busy: the job that tells the player has not run yet.
    const later = () =>
      ctx.database.db.execute(
        sql`update jobs set run_at = now() + interval '1 hour' where kind like 'waitlist.%' and status = 'queued'`,
      );
    await later();
    // What the `waitlist.offer` job does, run alone so that the job it queues waits.
    await waitlistRepo(ctx.database.db).offerNext({ courtId: booking.courtId as number, date, slot: "morning" });
    await later();
    expect((await list(first.cookie))[0]).toMatchObject({ status: "offered" });
    // The player saw the offer among their waitlists and booked it meanwhile.
    await book(first.cookie, date, "morning");
    await ctx.database.db.execute(
      sql`update jobs set run_at = now() where kind = 'waitlist.notify' and status = 'queued'`,
    );
    await settle();
    expect(await offersTo(date, "morning")).toEqual([]);
  });

  it("passes the offer on when declined, and when it runs out", async () => {
    const [booker, a, b, c] = await Promise.all([
      loginAs(ctx, "player"),
      loginAs(ctx, "player"),
      loginAs(ctx, "player"),
      loginAs(ctx, "player"),
    ]);
    const date = freshDate();
    const booking = await book(booker.cookie, date, "evening");
    for (const who of [a, b, c]) await join(who.cookie, date, "evening");
    await cancel(booker.cookie, booking.id);
    await settle();
    const [mine] = await list(a.cookie);
    expect(mine?.status).toBe("offered");

    expect((await call("POST", `/api/waitlist/${mine?.id}/decline`, a.cookie)).statusCode).toBe(204);
    await settle();
    expect((await offersTo(date, "evening")).map((o) => o.user_id)).toEqual([a.user.id, b.user.id]);
    expect((await order(a.cookie, date, "evening")).statusCode).toBe(409);

    // B lets it run out: C is offered it, and B can no longer order it.
    await runOut(date, "evening");
    expect((await offersTo(date, "evening")).map((o) => o.user_id)).toEqual([a.user.id, b.user.id, c.user.id]);
    expect((await order(b.cookie, date, "evening")).statusCode).toBe(409);
    // C lets it run out too: the queue is done, and the slot is anyone's again.
    await runOut(date, "evening");
    expect(await list(c.cookie)).toEqual([]);
    expect((await order(a.cookie, date, "evening")).statusCode).toBe(200);
  });

  it("offers a slot whose hold ran out or was abandoned (the sweep, the payment window closed)", async () => {
    const [holder, waiter, stranger] = await Promise.all([
      loginAs(ctx, "player"),
      loginAs(ctx, "player"),
      loginAs(ctx, "player"),
    ]);
    const date = freshDate();
    const held = await order(holder.cookie, date, "morning");
    expect(held.statusCode).toBe(200);
    expect((await join(waiter.cookie, date, "morning")).statusCode).toBe(201);
    // The hold runs out: nobody but the waiter can order it, even before the sweep.
    await ctx.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where date = ${date}::date and slot = 'morning'`,
    );
    expect((await order(stranger.cookie, date, "morning")).statusCode).toBe(409);
    await ctx.database.db.execute(sql`update jobs set run_at = now() where name = 'waitlist.sweep'`);
    await settle();
    expect((await offersTo(date, "morning")).map((o) => o.user_id)).toEqual([waiter.user.id]);

    // The waiter orders, then closes the payment window: the slot is theirs until the offer ends.
    const mine = await order(waiter.cookie, date, "morning");
    expect(mine.statusCode, mine.body).toBe(200);
    await call("POST", "/api/payment/cancel", waiter.cookie, { orderId: (mine.json() as PaymentOrder).orderId });
    expect((await order(stranger.cookie, date, "morning")).statusCode).toBe(409);
    await runOut(date, "morning");
    expect((await order(stranger.cookie, date, "morning")).statusCode).toBe(200);
  });
});

describe("reschedules and the waitlist", () => {
  it("offers the slot a booking moved away from, and refuses a move into a slot its queue comes first for", async () => {
    const [mover, waiter, other] = await Promise.all([
      loginAs(ctx, "player"),
      loginAs(ctx, "player"),
      loginAs(ctx, "player"),
    ]);
    const date = freshDate();
    const booking = await book(mover.cookie, date, "night");
    await join(waiter.cookie, date, "night");
    // Moving to the cheaper morning frees the night: its waiter is offered it.
    const moved = await call("POST", `/api/bookings/${booking.id}/reschedule`, mover.cookie, { date, slot: "morning" });
    expect(moved.statusCode, moved.body).toBe(200);
    await settle();
    expect((await offersTo(date, "night")).map((o) => o.user_id)).toEqual([waiter.user.id]);
    // Another player's booking cannot be moved into the offered slot either.
    const theirs = await book(other.cookie, date, "evening");
    const refused = await call("POST", `/api/bookings/${theirs.id}/reschedule`, other.cookie, { date, slot: "night" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/offered to players on its waitlist/);
  });
});

describe.runIf(testDatabaseKind() === "postgres")("waitlist races (PostgreSQL)", () => {
  it("gives the offered slot to the offered player alone when everyone orders at once", async () => {
    for (let round = 0; round < 3; round++) {
      const players = await Promise.all(Array.from({ length: 6 }, () => loginAs(ctx, "player")));
      const [booker, offered, next, ...others] = players as [
        (typeof players)[0],
        (typeof players)[0],
        (typeof players)[0],
        ...(typeof players)[0][],
      ];
      const date = freshDate();
      const booking = await book(booker.cookie, date, "afternoon");
      await join(offered.cookie, date, "afternoon");
      await join(next.cookie, date, "afternoon");
      const [, ...results] = await Promise.all([
        cancel(booker.cookie, booking.id),
        order(offered.cookie, date, "afternoon"),
        order(next.cookie, date, "afternoon"),
        ...others.map((p) => order(p.cookie, date, "afternoon")),
      ]);
      // The offered player may have come before the cancellation (409) or after (200); nobody else wins.
      expect(results.slice(1).map((r) => r.statusCode)).toEqual(Array(results.length - 1).fill(409));
      const live = await rows<{ user_id: number }>(
        sql`select user_id from bookings where date = ${date}::date and slot = 'afternoon'
            and status in ('held', 'confirmed')`,
      );
      expect(live.map((r) => r.user_id).filter((id) => id !== booker.user.id && id !== offered.user.id)).toEqual([]);
      const retry = await order(offered.cookie, date, "afternoon");
      expect(retry.statusCode).toBe(200);
    }
  });

  it("counts joins sent at once against the cap", async () => {
    const [booker, player] = await Promise.all([loginAs(ctx, "player"), loginAs(ctx, "player")]);
    const dates = [freshDate(), freshDate()];
    const slots = ["morning", "afternoon", "evening", "night"];
    for (const d of dates) for (const s of slots) await book(booker.cookie, d, s);
    const answers = await Promise.all(dates.flatMap((d) => slots.map((s) => join(player.cookie, d, s))));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(5);
  });
});
