import type { AdminUser, Venue } from "@crease/core";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createBooking, createUser, createVenue } from "../../../test/factories";
import { notifications, sessions, users } from "../../db/schema";

const ctx = useTestApp();

type Who = Awaited<ReturnType<typeof loginAs>>;
let admin: Who;
let owner: Who;
let player: Who;

beforeAll(async () => {
  [admin, owner, player] = await Promise.all([loginAs(ctx, "admin"), loginAs(ctx, "owner"), loginAs(ctx, "player")]);
});

function call(method: "GET" | "PATCH", url: string, who?: Who, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: who ? { cookie: who.cookie } : {} });
}

describe("who may manage people", () => {
  it("is admins only: 401 for visitors, 403 for players and owners", async () => {
    for (const [method, url, body] of [
      ["GET", "/api/users", undefined],
      ["PATCH", `/api/users/${player.user.id}`, { status: "suspended" }],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      for (const who of [player, owner]) {
        const res = await call(method, url, who, body);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe("Only admins can manage users");
      }
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, player.user.id));
    expect(row?.status).toBe("active");
  });
});

describe("GET /api/users", () => {
  it("lists newest first with counts, searches name and email, filters role and status", async () => {
    const tag = `zz${Date.now()}`;
    const a = await createUser(ctx.database.db, { fullName: `Asha ${tag}`, role: "owner" });
    const b = await createUser(ctx.database.db, { fullName: "Bala Someone", email: `bala.${tag}@example.in` });
    const c = await createUser(ctx.database.db, { fullName: `Chitra ${tag}`, status: "suspended" });
    const venue = await createVenue(ctx.database.db, { ownerId: a.id });
    await createBooking(ctx.database.db, { venueId: venue.id, userId: b.id, slot: "morning" });

    const res = await call("GET", `/api/users?q=${tag.toUpperCase()}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe("3");
    const list = res.json() as AdminUser[];
    expect(list.map((u) => u.id)).toEqual([c.id, b.id, a.id]);
    expect(list.find((u) => u.id === a.id)).toMatchObject({ role: "owner", venueCount: 1, bookingCount: 0 });
    expect(list.find((u) => u.id === b.id)).toMatchObject({ role: "player", venueCount: 0, bookingCount: 1 });
    expect(Object.keys(list[0] ?? {})).not.toContain("passwordHash");

    const owners = (await call("GET", `/api/users?q=${tag}&role=owner`, admin)).json() as AdminUser[];
    expect(owners.map((u) => u.id)).toEqual([a.id]);
    const suspended = (await call("GET", `/api/users?q=${tag}&status=suspended`, admin)).json() as AdminUser[];
    expect(suspended.map((u) => u.id)).toEqual([c.id]);
    const all = await call("GET", `/api/users?q=${tag}&role=all&status=`, admin);
    expect(all.headers["x-total-count"]).toBe("3");
  });

  it("pages with X-Next-Cursor until the last page", async () => {
    const tag = `page${Date.now()}`;
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push((await createUser(ctx.database.db, { fullName: `Pager ${tag} ${i}` })).id);
    const seen: number[] = [];
    let url = `/api/users?q=${tag}&limit=2`;
    for (let page = 0; page < 5; page++) {
      const res = await call("GET", url, admin);
      expect(res.headers["x-total-count"]).toBe("5");
      seen.push(...(res.json() as AdminUser[]).map((u) => u.id));
      const next = res.headers["x-next-cursor"];
      if (!next) break;
      url = `/api/users?q=${tag}&limit=2&cursor=${next}`;
    }
    expect(seen).toEqual([...made].reverse());
  });

  it("refuses a bad query with a clear 400", async () => {
    for (const [query, message] of [
      ["role=king", "Choose a role: player, owner or admin"],
      ["status=gone", "Choose a status: active or suspended"],
      ["limit=0", "The page size must be a whole number from 1 to 100"],
      ["limit=500", "The page size must be a whole number from 1 to 100"],
      ["cursor=abc", "That page cursor is not valid"],
    ]) {
      const res = await call("GET", `/api/users?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe("PATCH /api/users/{id}", () => {
  it("changes a role and tells the user", async () => {
    const someone = await loginAs(ctx, "player");
    const res = await call("PATCH", `/api/users/${someone.user.id}`, admin, { role: "owner" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: someone.user.id, role: "owner", status: "active" });
    const me = await call("GET", "/api/auth/me", someone);
    expect(me.json().role).toBe("owner");
    const [note] = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, someone.user.id));
    expect(note).toMatchObject({ type: "account_role_changed", title: "Your account type changed" });
  });

  it("suspension ends every session at once and hides the user's venues; reactivation shows them again", async () => {
    const email = `suspend.${Date.now()}@example.in`;
    const first = await loginAs(ctx, "owner", email);
    const second = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "secret-pass-123" },
    });
    expect(second.statusCode).toBe(200);
    const city = `Suspendpur${Date.now()}`;
    const venue = await createVenue(ctx.database.db, { ownerId: first.user.id, city, status: "approved" });
    const search = async () =>
      ((await call("GET", `/api/venues?city=${city}`, player)).json() as Venue[]).map((v) => v.id);
    expect(await search()).toEqual([venue.id]);

    const res = await call("PATCH", `/api/users/${first.user.id}`, admin, { status: "suspended" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "suspended" });
    const [left] = await ctx.database.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, first.user.id));
    expect(left?.n).toBe(0);
    expect((await call("GET", "/api/auth/me", first)).statusCode).toBe(401);
    expect(await search()).toEqual([]);
    expect((await call("GET", `/api/venues/${venue.id}`, player)).statusCode).toBe(404);
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "secret-pass-123" },
    });
    expect(login.statusCode).toBe(403);

    const back = await call("PATCH", `/api/users/${first.user.id}`, admin, { status: "active" });
    expect(back.json()).toMatchObject({ status: "active" });
    expect(await search()).toEqual([venue.id]);
  });

  it("does not let an admin suspend or demote themselves", async () => {
    const self = await call("PATCH", `/api/users/${admin.user.id}`, admin, { status: "suspended" });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe("You cannot suspend your own account");
    const demote = await call("PATCH", `/api/users/${admin.user.id}`, admin, { role: "owner" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe("You cannot remove your own admin role");
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row).toMatchObject({ role: "admin", status: "active" });
    expect((await call("GET", "/api/auth/me", admin)).statusCode).toBe(200);
  });

  it("lets an admin manage another admin", async () => {
    const other = await loginAs(ctx, "admin");
    const res = await call("PATCH", `/api/users/${other.user.id}`, admin, { role: "player" });
    expect(res.json()).toMatchObject({ role: "player" });
  });

  it("answers bad input with 400 and unknown users with 404", async () => {
    for (const body of [{}, { role: "king" }, { status: "banned" }, { role: "player", email: "x@y.z" }]) {
      const res = await call("PATCH", `/api/users/${player.user.id}`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call("PATCH", `/api/users/${player.user.id}`, admin, {})).json().message).toBe(
      "Send a role or a status to change",
    );
    expect((await call("PATCH", "/api/users/abc", admin, { role: "owner" })).statusCode).toBe(400);
    const missing = await call("PATCH", "/api/users/999999", admin, { role: "owner" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("User not found");
  });
});
