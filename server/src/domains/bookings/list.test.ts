import { addDays, type Booking, todayInIst } from "@crease/core";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, sessionCookieOf, TEST_PASSWORD, useTestApp } from "../../../test/app";
import { createBooking, createPaidBooking, createVenue } from "../../../test/factories";
import { bookings, firstCourtOf, users } from "../../db/schema";

const ctx = useTestApp();

type Session = Awaited<ReturnType<typeof loginAs>>;
let owner: Session;
let otherOwner: Session;
let admin: Session;
let player: Session;
let venueId: number;
let otherVenueId: number;
/** More than the 500 the list used to stop at. */
const MANY = 520;
const start = "2024-01-01";

function get(url: string, cookie: string) {
  return ctx.app.inject({ method: "GET", url, headers: { cookie } });
}

/** Every page of a list, following X-Next-Cursor. */
async function allPages(url: string, cookie: string) {
  const seen: Booking[] = [];
  let cursor: string | undefined;
  let pages = 0;
  let total: string | undefined;
  do {
    const sep = url.includes("?") ? "&" : "?";
    const res = await get(cursor ? `${url}${sep}cursor=${encodeURIComponent(cursor)}` : url, cookie);
    expect(res.statusCode, res.body).toBe(200);
    seen.push(...(res.json() as Booking[]));
    total = res.headers["x-total-count"] as string | undefined;
    cursor = res.headers["x-next-cursor"] as string | undefined;
    pages++;
  } while (cursor && pages < 50);
  return { seen, pages, total: total === undefined ? undefined : Number(total) };
}

beforeAll(async () => {
  owner = await loginAs(ctx, "owner");
  otherOwner = await loginAs(ctx, "owner");
  admin = await loginAs(ctx, "admin");
  player = await loginAs(ctx, "player");
  const db = ctx.database.db;
  venueId = (await createVenue(db, { ownerId: owner.user.id, venueType: "nets", name: '=HYPERLINK("x")' })).id;
  otherVenueId = (await createVenue(db, { ownerId: otherOwner.user.id, venueType: "nets" })).id;
  // One booking a day at the owner's venue; every tenth cancelled.
  const statusOf = (i: number) => (i % 10 === 0 ? "cancelled" : "confirmed");
  await db.insert(bookings).values(
    Array.from({ length: MANY }, (_, i) => ({
      venueId,
      courtId: firstCourtOf(venueId),
      userId: player.user.id,
      date: addDays(start, i),
      slot: "10:00-11:00",
      status: statusOf(i),
      paymentStatus: "paid",
      basePaise: 100_000,
      gstPaise: 18_000,
      totalPaise: 118_000,
      payNowPaise: 118_000,
    })),
  );
  // Checkout leftovers are never listed or counted.
  await createBooking(db, {
    venueId,
    userId: player.user.id,
    date: addDays(todayInIst(), 5),
    slot: "12:00-13:00",
    status: "held",
    holdExpiresAt: new Date(Date.now() + 60_000),
  });
  await createBooking(db, { venueId: otherVenueId, userId: player.user.id, date: start, slot: "10:00-11:00" });
});

describe("booking lists are complete", () => {
  it("an owner pages through every booking at their venues, each once, with the total", async () => {
    const { seen, pages, total } = await allPages("/api/bookings", owner.cookie);
    expect(total).toBe(MANY);
    expect(seen).toHaveLength(MANY);
    expect(new Set(seen.map((b) => b.id)).size).toBe(MANY);
    expect(seen.every((b) => b.venueId === venueId)).toBe(true);
    expect(pages).toBeGreaterThan(1);
    // Newest slot date first across pages.
    expect(seen[0]!.date).toBe(addDays(start, MANY - 1));
    expect(seen.at(-1)!.date).toBe(start);
  });

  it("an admin pages through every booking; a player through their own (scope=mine too)", async () => {
    const all = await allPages("/api/bookings?limit=100", admin.cookie);
    expect(all.seen.filter((b) => b.userId === player.user.id)).toHaveLength(MANY + 1);
    const mine = await allPages("/api/bookings?scope=mine&limit=100", player.cookie);
    expect(mine.total).toBe(MANY + 1);
    expect(mine.seen).toHaveLength(MANY + 1);
    const one = await allPages(`/api/bookings?venueId=${otherVenueId}`, admin.cookie);
    expect(one.seen.map((b) => b.venueId)).toEqual([otherVenueId]);
  });

  it("filters by status on the server, with per-status counts", async () => {
    const cancelled = MANY / 10;
    const res = await get("/api/bookings?status=cancelled&limit=10", owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["x-total-count"]).toBe(String(cancelled));
    expect(JSON.parse(res.headers["x-status-counts"] as string)).toEqual({
      cancelled,
      confirmed: MANY - cancelled,
    });
    const { seen } = await allPages("/api/bookings?status=cancelled&limit=10", owner.cookie);
    expect(seen).toHaveLength(cancelled);
    expect(seen.every((b) => b.status === "cancelled")).toBe(true);
    // The other owner's venue filter shows nothing of this owner's.
    const foreign = await get(`/api/bookings?venueId=${venueId}`, otherOwner.cookie);
    expect(foreign.json()).toEqual([]);
    expect(foreign.headers["x-total-count"]).toBe("0");
  });

  it("answers 400 with a message for a bad cursor, limit or status", async () => {
    for (const query of [
      "cursor=abc",
      "cursor=2026-02-30_1",
      "cursor=2026-01-01_99999999999",
      "cursor=2026-01-01_0",
      "limit=0",
      "limit=101",
      "limit=1e3",
      "status=held",
    ]) {
      const res = await get(`/api/bookings?${query}`, owner.cookie);
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { message: string }).message, query).toMatch(/cursor|page size|status/i);
    }
  });
});

describe("CSV export of a date range", () => {
  const csv = (query: string, cookie: string) => get(`/api/bookings/export.csv?${query}`, cookie);

  it("an owner downloads their venues' bookings in the range, safe to open in a spreadsheet", async () => {
    const db = ctx.database.db;
    await db.update(users).set({ fullName: "-2+3 Player" }).where(eq(users.id, player.user.id));
    const paid = await createPaidBooking(db, {
      venueId,
      userId: player.user.id,
      date: "2023-12-31",
      slot: "18:00-19:00",
      status: "cancelled",
      paidPaise: 123_450,
      refundPaise: 100_000,
    });
    const res = await csv("from=2023-12-31&to=2024-01-09", owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="crease-bookings-2023-12-31-to-2024-01-09.csv"',
    );
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Booking ID,Date,Slot,Venue,City,Player,Status,Payment,Total (INR),Paid online (INR),Refund (INR),Refund status,Created at (IST)",
    );
    // The other owner's booking on 2024-01-01 is not in it: nine days of this venue plus the paid one.
    expect(lines).toHaveLength(1 + 10);
    const first = lines[1]!;
    expect(first.startsWith(`${paid.id},2023-12-31,`)).toBe(true);
    expect(first).toContain(`"'=HYPERLINK(""x"")"`);
    expect(first).toContain(",'-2+3 Player,cancelled,");
    expect(first).toContain(",1234.50,1234.50,1000.00,processed,");
    const created = new Date(paid.createdAt.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ");
    expect(first.endsWith(`,${created}`)).toBe(true);
    expect(lines[2]).toMatch(/,2024-01-01,.*,cancelled,paid,1180\.00,1180\.00,0\.00,none,/);
  });

  it("quotes a cell holding a semicolon, which spreadsheets in many locales split on", async () => {
    const db = ctx.database.db;
    const semicolon = await loginAs(ctx, "owner");
    const venue = await createVenue(db, {
      ownerId: semicolon.user.id,
      venueType: "nets",
      name: "Nets; Box",
      city: "Pune",
    });
    await db.update(users).set({ fullName: "Rao;Sons" }).where(eq(users.id, semicolon.user.id));
    await createPaidBooking(db, {
      venueId: venue.id,
      userId: semicolon.user.id,
      date: "2024-02-01",
      slot: "18:00-19:00",
      paidPaise: 50_000,
    });
    const res = await csv("from=2024-02-01&to=2024-02-01", semicolon.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const line = res.body.trim().split("\r\n")[1] ?? "";
    expect(line).toContain(',"Nets; Box",Pune,"Rao;Sons",');
  });

  it("an admin's export has every venue; a player gets 403", async () => {
    const res = await csv("from=2024-01-01&to=2024-01-01", admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split("\r\n")).toHaveLength(3);
    const denied = await csv("from=2024-01-01&to=2024-01-01", player.cookie);
    expect(denied.statusCode).toBe(403);
    expect(await csv("from=2024-01-01&to=2024-01-01", "")).toMatchObject({ statusCode: 401 });
  });

  it("an owner who is desk staff at another owner's venue exports only their own venues (issue 44)", async () => {
    const db = ctx.database.db;
    const deskOwner = await loginAs(ctx, "owner");
    const own = await createVenue(db, { ownerId: deskOwner.user.id, venueType: "nets", name: "Desk Owner Nets" });
    await createBooking(db, { venueId: own.id, userId: player.user.id, date: start, slot: "10:00-11:00" });
    await db.execute(
      sql`insert into venue_staff (venue_id, user_id, role, added_by) values (${venueId}, ${deskOwner.user.id}, 'desk', ${owner.user.id})`,
    );
    // Memberships are read with the session: a new sign-in sees the desk role.
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: deskOwner.email, password: TEST_PASSWORD },
    });
    const cookie = sessionCookieOf(login.headers["set-cookie"]);
    // The desk still sees the venue's bookings in its list...
    const listed = await get(`/api/bookings?venueId=${venueId}&limit=5`, cookie);
    expect(Number(listed.headers["x-total-count"])).toBeGreaterThanOrEqual(MANY);
    // ...but the export, with its money columns, holds the owner's own venue only.
    const res = await csv(`from=${start}&to=${start}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",Desk Owner Nets,");
    const asked = await csv(`from=${start}&to=${start}&venueId=${venueId}`, cookie);
    expect(asked.statusCode).toBe(200);
    expect(asked.body.trim().split("\r\n")).toHaveLength(1);
  });

  it("streams a whole year in one file", async () => {
    const res = await csv("from=2024-01-01&to=2024-12-31", owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split("\r\n")).toHaveLength(1 + 366);
  });

  it("answers 400 for a missing, unreal, reversed or longer than a year range", async () => {
    for (const query of [
      "",
      "from=2024-01-01",
      "from=2024-02-30&to=2024-03-01",
      "from=2024-03-01&to=2024-02-01",
      "from=2024-01-01&to=2025-01-01",
      "from=0000-00-00&to=99999-01-01",
    ]) {
      const res = await csv(query, owner.cookie);
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { message: string }).message, query).toMatch(/start date|end date|year/i);
    }
  });
});
