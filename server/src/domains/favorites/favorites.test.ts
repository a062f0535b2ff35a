import type { Favorite } from "@crease/core";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createUser, createVenue } from "../../../test/factories";
import { venues } from "../../db/schema";

const ctx = useTestApp();

let ownerId: number;
beforeAll(async () => {
  ownerId = (await createUser(ctx.database.db, { role: "owner" })).id;
});

function call(method: "GET" | "POST" | "DELETE", url: string, cookie?: string, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

describe("favourites", () => {
  it("asks visitors to log in", async () => {
    expect((await call("GET", "/api/favorites")).statusCode).toBe(401);
    const post = await call("POST", "/api/favorites", undefined, { venueId: 1 });
    expect(post.statusCode).toBe(401);
    expect(post.json().message).toBe("Authentication required");
    expect((await call("DELETE", "/api/favorites/1")).statusCode).toBe(401);
  });

  it("saves a venue once, lists it newest first, and removes it idempotently", async () => {
    const player = await loginAs(ctx, "player");
    const first = await createVenue(ctx.database.db, { ownerId, name: "First saved" });
    const second = await createVenue(ctx.database.db, { ownerId, name: "Second saved" });

    const added = await call("POST", "/api/favorites", player.cookie, { venueId: first.id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ venueId: first.id, venue: { name: "First saved" } });
    const again = await call("POST", "/api/favorites", player.cookie, { venueId: first.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(added.json().id);
    await call("POST", "/api/favorites", player.cookie, { venueId: second.id });

    const list = (await call("GET", "/api/favorites", player.cookie)).json() as Favorite[];
    expect(list.map((f) => f.venue.name)).toEqual(["Second saved", "First saved"]);

    expect((await call("DELETE", `/api/favorites/${first.id}`, player.cookie)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/favorites/${first.id}`, player.cookie)).statusCode).toBe(204);
    const after = (await call("GET", "/api/favorites", player.cookie)).json() as Favorite[];
    expect(after.map((f) => f.venueId)).toEqual([second.id]);
  });

  it("keeps each user's favourites their own", async () => {
    const a = await loginAs(ctx, "player");
    const b = await loginAs(ctx, "player");
    const venue = await createVenue(ctx.database.db, { ownerId });
    await call("POST", "/api/favorites", a.cookie, { venueId: venue.id });
    expect((await call("GET", "/api/favorites", b.cookie)).json()).toEqual([]);
    // B removing "their" favourite of that venue leaves A's alone.
    await call("DELETE", `/api/favorites/${venue.id}`, b.cookie);
    expect(((await call("GET", "/api/favorites", a.cookie)).json() as Favorite[]).length).toBe(1);
  });

  it("cannot save a venue that is not public, and hides saved ones that stop being public", async () => {
    const player = await loginAs(ctx, "player");
    const pending = await createVenue(ctx.database.db, { ownerId, status: "pending" });
    const res = await call("POST", "/api/favorites", player.cookie, { venueId: pending.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Venue not found");
    expect((await call("POST", "/api/favorites", player.cookie, { venueId: 999_999 })).statusCode).toBe(404);

    const later = await createVenue(ctx.database.db, { ownerId });
    await call("POST", "/api/favorites", player.cookie, { venueId: later.id });
    await ctx.database.db.update(venues).set({ status: "suspended" }).where(eq(venues.id, later.id));
    expect((await call("GET", "/api/favorites", player.cookie)).json()).toEqual([]);
  });

  it("answers 400 for a venue id that is not a number", async () => {
    const player = await loginAs(ctx, "player");
    for (const payload of [{}, { venueId: "7" }, { venueId: 1.5 }, { venueId: -3 }]) {
      const res = await call("POST", "/api/favorites", player.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/venueId/);
    }
    expect((await call("DELETE", "/api/favorites/abc", player.cookie)).statusCode).toBe(400);
  });
});
