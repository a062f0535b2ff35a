/**
 * A move and its record commit together or not at all (issue 44), on PGlite and PostgreSQL: a
 * booking cancelled, a closure, a walk-in booked at the desk and slots blocked each write the
 * venue's history (and the player's notification) in the move's own transaction, so when the
 * database refuses the history row the move is undone too. The failure is injected in the
 * database itself: a trigger refuses a history row marked for it. And text the database cannot
 * store (a lone UTF-16 surrogate, valid JSON) is refused at the door with a 400, changing nothing.
 */
import { addDays, todayInIst } from "@crease/core";
import { type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { courtIdOf, createPaidBooking, createVenue } from "../../../test/factories";
import { joinStaff } from "../../../test/staff";

const ctx = useTestApp();

type Session = Awaited<ReturnType<typeof loginAs>>;
let owner: Session;
let desk: Session;
let player: Session;
let venueId: number;
let courtId: number;

/**
 * A history row whose detail holds this fails, and so does one of a booking listed in
 * `refuse_record_for` or of an action listed in `refuse_action`.
 */
const REFUSED = "refuse-this-record";

let day = 2;
const nextDate = () => addDays(todayInIst(), ++day);

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const count = async (query: SQL) => Number((await rows<{ n: number }>(query))[0]?.n);

/** A confirmed booking paid online (Rs 1,000), so cancelling it by the venue refunds it all. */
const paid = (date: string, slot: string) =>
  createPaidBooking(ctx.database.db, { venueId, userId: player.user.id, date, slot, paidPaise: 100_000 });

function call(method: "GET" | "POST" | "PATCH" | "PUT", url: string, cookie: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: { cookie, ...(typeof payload === "string" ? { "content-type": "application/json" } : {}) },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
}

/** What a move may have left behind for these bookings: their statuses, refunds, history and notifications. */
async function traceOf(bookingIds: number[]) {
  const ids = sql.join(
    bookingIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return {
    statuses: (await rows<{ status: string }>(sql`select status from bookings where id in (${ids}) order by id`)).map(
      (r) => r.status,
    ),
    refunds: await count(sql`select count(*)::int as n from refunds where booking_id in (${ids})`),
    history: await count(sql`select count(*)::int as n from venue_activity where booking_id in (${ids})`),
    told: await count(
      sql`select count(*)::int as n from notifications where type = 'booking_cancelled' and user_id = ${player.user.id}
            and (data->>'bookingId')::int in (${ids})`,
    ),
  };
}

beforeAll(async () => {
  [owner, player] = await Promise.all([loginAs(ctx, "owner"), loginAs(ctx, "player")]);
  venueId = (await createVenue(ctx.database.db, { ownerId: owner.user.id, venueType: "nets", hourlyPrice: 1000 })).id;
  courtId = await courtIdOf(ctx.database.db, venueId);
  desk = await joinStaff(ctx, owner, await loginAs(ctx, "player"), venueId, "desk");
  // The injected failure: the database refuses a marked history row, as it refused "\ud800".
  const db = ctx.database.db;
  await db.execute(sql`create table refuse_record_for (booking_id bigint primary key)`);
  await db.execute(sql`create table refuse_action (action text primary key)`);
  await db.execute(
    sql.raw(`create function refuse_marked_record() returns trigger language plpgsql as $$
      begin
        if new.detail::text like '%${REFUSED}%' or new.booking_id in (select booking_id from refuse_record_for)
           or new.action in (select action from refuse_action) then
          raise exception 'the venue''s history refused this row (injected by the test)';
        end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql`create trigger refuse_marked_record before insert on venue_activity
          for each row execute function refuse_marked_record()`,
  );
});

describe("a move and its record commit together or not at all", () => {
  it("a desk member's cancellation whose history row fails leaves the booking confirmed, unrefunded, the player untold", async () => {
    const booking = await paid(nextDate(), "18:00-19:00");
    const res = await call("PATCH", `/api/bookings/${booking.id}`, desk.cookie, {
      status: "cancelled",
      reason: `Rain ${REFUSED}`,
    });
    expect(res.statusCode, res.body).toBe(500);
    expect(await traceOf([booking.id])).toEqual({ statuses: ["confirmed"], refunds: 0, history: 0, told: 0 });
    // The same move with a reason the history takes: cancelled, refunded, recorded and told.
    const ok = await call("PATCH", `/api/bookings/${booking.id}`, desk.cookie, { status: "cancelled", reason: "Rain" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await traceOf([booking.id])).toEqual({ statuses: ["cancelled"], refunds: 1, history: 1, told: 1 });
  });

  it("a closure that fails on its second booking cancels none: the day stays open and every booking confirmed", async () => {
    const date = nextDate();
    const hit = [];
    for (const slot of ["07:00-08:00", "08:00-09:00", "09:00-10:00"]) {
      hit.push(await paid(date, slot));
    }
    const ids = hit.map((b) => b.id);
    await ctx.database.db.execute(sql`insert into refuse_record_for values (${ids[1]})`);
    const body = { from: date, to: date, reason: "Heavy rain: the outfield is flooded" };
    const res = await call("POST", `/api/venues/${venueId}/closures`, owner.cookie, body);
    expect(res.statusCode, res.body).toBe(500);
    expect(await traceOf(ids)).toEqual({
      statuses: ["confirmed", "confirmed", "confirmed"],
      refunds: 0,
      history: 0,
      told: 0,
    });
    expect(await count(sql`select count(*)::int as n from court_blocks where venue_id = ${venueId}`)).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from venue_activity where venue_id = ${venueId} and action = 'venue.close'`,
      ),
    ).toBe(0);
    // Sent again once the history takes it: the whole closure, once.
    await ctx.database.db.execute(sql`delete from refuse_record_for`);
    const again = await call("POST", `/api/venues/${venueId}/closures`, owner.cookie, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ cancelled: 3 });
    expect(await traceOf(ids)).toEqual({
      statuses: ["cancelled", "cancelled", "cancelled"],
      refunds: 3,
      history: 3,
      told: 3,
    });
  });

  it("a walk-in whose history row fails is not booked, and blocks whose history row fails are not blocked", async () => {
    const date = nextDate();
    const walkIn = await call("POST", `/api/venues/${venueId}/desk-bookings`, desk.cookie, {
      courtId,
      date,
      slot: "18:00-19:00",
      playerName: `Ravi ${REFUSED}`,
      playerPhone: "98765 43210",
      addOns: [],
      payment: "cash",
    });
    expect(walkIn.statusCode, walkIn.body).toBe(500);
    expect(
      await count(sql`select count(*)::int as n from bookings where venue_id = ${venueId} and date = ${date}::date`),
    ).toBe(0);
    const block = await call("POST", `/api/venues/${venueId}/blocks`, desk.cookie, {
      date,
      slots: ["19:00-20:00"],
      reason: `Maintenance ${REFUSED}`,
    });
    expect(block.statusCode, block.body).toBe(500);
    expect(
      await count(
        sql`select count(*)::int as n from court_blocks where venue_id = ${venueId} and date = ${date}::date`,
      ),
    ).toBe(0);
  });

  it("a payment taken at the desk, a venue edit and a court added are not made when their history row fails", async () => {
    const date = nextDate();
    const due = await call("POST", `/api/venues/${venueId}/desk-bookings`, desk.cookie, {
      courtId,
      date,
      slot: "18:00-19:00",
      playerName: "Ravi Kumar",
      playerPhone: "98765 43210",
      addOns: [],
      payment: "unpaid",
    });
    expect(due.statusCode, due.body).toBe(201);
    const dueId = (due.json() as { id: number }).id;
    const refuse = (action: string) => ctx.database.db.execute(sql`insert into refuse_action values (${action})`);
    await refuse("booking.mark_paid");
    await refuse("venue.edit");
    await refuse("court.add");
    // Each checked on its own (soft), so one unrecorded move does not hide another.
    const paidNow = await call("POST", `/api/bookings/${dueId}/mark-paid`, desk.cookie, { method: "upi" });
    expect.soft(paidNow.statusCode, paidNow.body).toBe(500);
    expect
      .soft(
        await rows<{ paymentStatus: string }>(
          sql`select payment_status as "paymentStatus" from bookings where id = ${dueId}`,
        ),
      )
      .toEqual([{ paymentStatus: "pending" }]);
    const edit = await call("PATCH", `/api/venues/${venueId}`, owner.cookie, {
      description: "Six turf nets with bowling machines and floodlights.",
    });
    expect.soft(edit.statusCode, edit.body).toBe(500);
    expect
      .soft(
        await count(
          sql`select count(*)::int as n from venues where id = ${venueId} and description like 'Six turf nets%'`,
        ),
      )
      .toBe(0);
    const court = await call("POST", `/api/venues/${venueId}/courts`, owner.cookie, {
      name: "Net 9",
      overlapsWith: [],
    });
    expect.soft(court.statusCode, court.body).toBe(500);
    expect.soft(await count(sql`select count(*)::int as n from courts where venue_id = ${venueId}`)).toBe(1);
    await ctx.database.db.execute(sql`delete from refuse_action`);
  });

  it("a reschedule whose history row fails leaves the booking on its slot, the player untold", async () => {
    const from = nextDate();
    const booking = await paid(from, "18:00-19:00");
    await ctx.database.db.execute(sql`insert into refuse_action values ('booking.reschedule')`);
    const to = nextDate();
    const moved = await call("POST", `/api/bookings/${booking.id}/reschedule`, player.cookie, {
      date: to,
      slot: "19:00-20:00",
    });
    await ctx.database.db.execute(sql`delete from refuse_action`);
    expect(moved.statusCode, moved.body).toBe(500);
    expect(
      await rows<{ date: string; slot: string }>(
        sql`select date::text as date, slot from bookings where id = ${booking.id}`,
      ),
    ).toEqual([{ date: from, slot: "18:00-19:00" }]);
    expect(
      await count(sql`select count(*)::int as n from notifications where type = 'booking_rescheduled'
                        and (data->>'bookingId')::int = ${booking.id}`),
    ).toBe(0);
    // Once the history takes it, the same move is made, recorded and told.
    const again = await call("POST", `/api/bookings/${booking.id}/reschedule`, player.cookie, {
      date: to,
      slot: "19:00-20:00",
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(
      await count(sql`select count(*)::int as n from venue_activity where booking_id = ${booking.id}
                        and action = 'booking.reschedule'`),
    ).toBe(1);
  });

  it("prices saved are in the venue's history with who saved them, or not saved at all", async () => {
    const rules = { rules: [{ weekdays: [0, 6], price: 1 }] };
    await ctx.database.db.execute(sql`insert into refuse_action values ('prices.change')`);
    const refused = await call("PUT", `/api/venues/${venueId}/price-rules`, owner.cookie, rules);
    await ctx.database.db.execute(sql`delete from refuse_action`);
    expect(refused.statusCode, refused.body).toBe(500);
    expect(await count(sql`select count(*)::int as n from price_rules where venue_id = ${venueId}`)).toBe(0);
    const saved = await call("PUT", `/api/venues/${venueId}/price-rules`, owner.cookie, rules);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      await rows<{ actorId: number; rules: string }>(
        sql`select actor_id as "actorId", detail->>'rules' as rules from venue_activity
            where venue_id = ${venueId} and action = 'prices.change'`,
      ),
    ).toEqual([{ actorId: owner.user.id, rules: "1" }]);
  });

  it("one booking cancelled by its owner and desk many times at once: one cancellation, one refund, one record, one note", async () => {
    const booking = await paid(nextDate(), "20:00-21:00");
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call("PATCH", `/api/bookings/${booking.id}`, (i % 2 ? desk : owner).cookie, {
          status: "cancelled",
          reason: "Floodlights failed",
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(await traceOf([booking.id])).toEqual({ statuses: ["cancelled"], refunds: 1, history: 1, told: 1 });
  });
});

describe("text the database cannot store is refused at the door", () => {
  it("a cancellation or a closure whose reason holds a lone surrogate is a 400 that changes nothing", async () => {
    const date = nextDate();
    const booking = await paid(date, "18:00-19:00");
    // Valid JSON: the escape decodes to half of a UTF-16 pair.
    const cancel = await call(
      "PATCH",
      `/api/bookings/${booking.id}`,
      desk.cookie,
      '{"status":"cancelled","reason":"Rain \\ud800"}',
    );
    expect(cancel.statusCode, cancel.body).toBe(400);
    expect(cancel.json().message).toContain("half of a character");
    const closure = await call(
      "POST",
      `/api/venues/${venueId}/closures`,
      owner.cookie,
      `{"from":"${date}","to":"${date}","reason":"Flooded \\udc00 ground"}`,
    );
    expect(closure.statusCode, closure.body).toBe(400);
    // In a key too.
    const key = await call(
      "PATCH",
      `/api/bookings/${booking.id}`,
      desk.cookie,
      '{"status":"cancelled","reason":"Rain","\\ud83d":1}',
    );
    expect(key.statusCode, key.body).toBe(400);
    expect(await traceOf([booking.id])).toEqual({ statuses: ["confirmed"], refunds: 0, history: 0, told: 0 });
    expect(
      await count(
        sql`select count(*)::int as n from court_blocks where venue_id = ${venueId} and date = ${date}::date`,
      ),
    ).toBe(0);
    // A whole pair (an emoji) is text like any other.
    const emoji = await call("PATCH", `/api/bookings/${booking.id}`, desk.cookie, {
      status: "cancelled",
      reason: "Rain \ud83c\udf27",
    });
    expect(emoji.statusCode, emoji.body).toBe(200);
    expect(emoji.json().cancellationReason).toBe("Rain \ud83c\udf27");
  });

  it("says so in the reader's language, before anything is looked up", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json", "accept-language": "hi" },
      payload: '{"email":"asha@example.in","password":"\\udfff"}',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain("\u0938\u0930\u094b\u0917\u0947\u091f"); // "surrogate" in Hindi
  });
});
