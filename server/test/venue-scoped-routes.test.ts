/**
 * Who is asking is checked before what they sent (issue 44): every call whose address names a
 * venue (or a court, block or booking of one) and whose rule is a venue's, or whose address names
 * a booking they are no party to, sent a body or query that is not valid by someone with no rights
 * there, answers 403 or 404, never the 400 that would describe the form. Read from the app's own OpenAPI document, so a new route there is
 * in this test without a word more (plugins/venue-scope.ts).
 */
import { addDays, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, sessionCookieOf, TEST_PASSWORD, useTestApp } from "./app";
import { courtIdOf, createBooking, createVenue } from "./factories";

const ctx = useTestApp();

/** Calls open to players or anyone (their own rules, not a venue's), and why. */
const OPEN: Record<string, string> = {
  "GET /api/venues/{id}": "a public venue page",
  "GET /api/venues/{id}/availability": "public",
  "GET /api/venues/{id}/reviews": "public",
  "POST /api/venues/{id}/reviews": "a player who played there",
  "POST /api/venues/{id}/waitlist": "a player's own waitlist",
  "GET /api/venues/{id}/credit": "public: the owner's packs and the caller's own balance",
  "POST /api/venues/{id}/credit/top-up": "a player's own credit top-up",
};

/** Addresses whose `:id` is a venue's, a court's, a block's or a booking's. */
const SCOPED = /^\/api\/(venues|courts|blocks|bookings)\/\{id\}/;

interface Operation {
  requestBody?: unknown;
  parameters?: { in: string; name: string }[];
}

type Session = { cookie: string; id: number };
let target: { venue: number; court: number; block: number; booking: number };
let owner: Session;
/** The booking's player. */
let booker: Session;
const callers: Record<string, Session> = {};

/** A fresh sign-in: the venues one works at are read with the session. */
async function signIn(email: string, id: number): Promise<Session> {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie: sessionCookieOf(res.headers["set-cookie"]), id };
}

async function staffAt(venueId: number, userId: number, role: "desk" | "manager", addedBy: number) {
  await ctx.database.db.execute(
    sql`insert into venue_staff (venue_id, user_id, role, added_by) values (${venueId}, ${userId}, ${role}, ${addedBy})`,
  );
}

beforeAll(async () => {
  const db = ctx.database.db;
  const o = await loginAs(ctx, "owner");
  owner = { cookie: o.cookie, id: o.user.id };
  const venue = (await createVenue(db, { ownerId: owner.id, venueType: "ground" })).id;
  const court = await courtIdOf(db, venue);
  const date = addDays(todayInIst(), 3);
  const block = await ctx.app.inject({
    method: "POST",
    url: `/api/venues/${venue}/blocks`,
    headers: { cookie: owner.cookie },
    payload: { date, slots: ["morning"], reason: "Pitch work" },
  });
  expect(block.statusCode, block.body).toBe(201);
  const b = await loginAs(ctx, "player");
  booker = { cookie: b.cookie, id: b.user.id };
  const booking = await createBooking(db, { venueId: venue, userId: booker.id, date, slot: "evening" });
  const player = await loginAs(ctx, "player");
  target = { venue, court, block: (block.json() as { blocks: { id: number }[] }).blocks[0]!.id, booking: booking.id };

  // Elsewhere: another owner's venue, with its desk, its manager and an owner who manages it.
  const other = await loginAs(ctx, "owner");
  const elsewhere = (await createVenue(db, { ownerId: other.user.id, venueType: "nets" })).id;
  callers.otherOwner = { cookie: other.cookie, id: other.user.id };
  callers.player = { cookie: player.cookie, id: player.user.id };
  for (const [name, role, accountRole] of [
    ["desk", "desk", "player"],
    ["manager", "manager", "player"],
    ["ownerManager", "manager", "owner"],
  ] as const) {
    const account = await loginAs(ctx, accountRole);
    if (accountRole === "owner") await createVenue(db, { ownerId: account.user.id });
    await staffAt(elsewhere, account.user.id, role, other.user.id);
    callers[name] = await signIn(account.email, account.user.id);
  }
});

/** The venue-scoped calls that read a body or a query, from the app's OpenAPI document. */
async function scopedCalls(): Promise<{ method: string; path: string; body: boolean; query: string[] }[]> {
  const doc = (await ctx.app.inject({ url: "/api/openapi.json" })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([method, op]) => {
      const name = `${method.toUpperCase()} ${path}`;
      const query = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      if (!SCOPED.test(path) || name in OPEN || (!op.requestBody && query.length === 0)) return [];
      return [{ method: method.toUpperCase(), path, body: Boolean(op.requestBody), query }];
    }),
  );
}

function urlOf(path: string, query: string[]): string {
  const id = /^\/api\/courts/.test(path)
    ? target.court
    : /^\/api\/blocks/.test(path)
      ? target.block
      : /^\/api\/bookings/.test(path)
        ? target.booking
        : target.venue;
  const address = path.replace("{id}", String(id)).replace(/\{\w+\}/g, "1");
  // Every query parameter given something no schema takes.
  return query.length === 0 ? address : `${address}?${query.map((q) => `${q}=%00not-valid`).join("&")}`;
}

/** A body no route's schema takes: a list where each wants an object. */
const NOT_VALID = [{ bogus: true }];

describe("a venue's calls check who is asking before reading what they sent", () => {
  it("answers 403 or 404, never 400, to callers with no rights at the venue", async () => {
    const calls = await scopedCalls();
    // The calls the issue names are among them, so the list cannot quietly come out empty.
    const names = calls.map((c) => `${c.method} ${c.path}`);
    for (const expected of [
      "PUT /api/venues/{id}/price-rules",
      "POST /api/venues/{id}/courts",
      "PATCH /api/courts/{id}",
      "POST /api/venues/{id}/blocks",
      "POST /api/venues/{id}/closures",
      "POST /api/venues/{id}/desk-bookings",
      "POST /api/bookings/{id}/mark-paid",
      "POST /api/venues/{id}/staff",
      "PATCH /api/venues/{id}",
      "PATCH /api/bookings/{id}",
      "POST /api/bookings/{id}/reschedule",
      "POST /api/bookings/{id}/split",
    ]) {
      expect(names).toContain(expected);
    }
    const wrong: string[] = [];
    for (const call of calls) {
      const url = urlOf(call.path, call.query);
      const send = (cookie: string) =>
        ctx.app.inject({
          method: call.method as "POST",
          url,
          headers: { cookie },
          ...(call.body ? { payload: NOT_VALID as unknown as Record<string, unknown> } : {}),
        });
      // Who may is told what is wrong with it (the venue's owner; a booking's player): the body (or
      // query) is really not valid.
      const may = /^\/api\/bookings/.test(call.path) && !call.path.endsWith("/mark-paid") ? booker : owner;
      const own = await send(may.cookie);
      if (own.statusCode !== 400) wrong.push(`${call.method} ${url} as one who may: ${own.statusCode} (expected 400)`);
      for (const [who, caller] of Object.entries(callers)) {
        const res = await send(caller.cookie);
        if (res.statusCode !== 403 && res.statusCode !== 404) {
          wrong.push(`${call.method} ${url} as ${who}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("tells a manager with no rights at the venue 404 on its price rules, and changes nothing", async () => {
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/api/venues/${target.venue}/price-rules`,
      headers: { cookie: callers.ownerManager!.cookie },
      payload: { rules: [{ price: -5 }] },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: "Venue not found" });
    const rules = await ctx.app.inject({
      url: `/api/venues/${target.venue}/price-rules`,
      headers: { cookie: owner.cookie },
    });
    expect(rules.statusCode).toBe(200);
    expect((rules.json() as { rules: unknown[] }).rules).toEqual([]);
  });
});
