import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginAs, useTestApp } from "../../../test/app";
import { createUser, createVenue } from "../../../test/factories";
import { venueViews } from "../../db/schema";
import { createViewCounter, isBot } from "./view-counter";

const ctx = useTestApp();

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
let ownerId: number;

beforeAll(async () => {
  ownerId = (await createUser(ctx.database.db, { role: "owner" })).id;
});

function visit(venueId: number, from: { ip?: string; ua?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { "user-agent": from.ua ?? BROWSER };
  if (from.cookie) headers.cookie = from.cookie;
  return ctx.app.inject({
    method: "GET",
    url: `/api/venues/${venueId}`,
    headers,
    remoteAddress: from.ip ?? "203.0.113.7",
  });
}

async function viewsOf(venueId: number, db = ctx.database.db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(venueViews).where(eq(venueViews.venueId, venueId));
  return Number(row?.n ?? 0);
}

describe("venue page views cannot be inflated", () => {
  it("counts reloads by one visitor once a day, written later in a batch (no write while serving)", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId });
    for (let i = 0; i < 5; i++) expect((await visit(venue.id)).statusCode).toBe(200);
    expect(await viewsOf(venue.id)).toBe(0);
    await ctx.app.services.views.flush();
    expect(await viewsOf(venue.id)).toBe(1);
    // Reloads after a flush still count once (the table's unique index).
    await visit(venue.id);
    await ctx.app.services.views.flush();
    expect(await viewsOf(venue.id)).toBe(1);
  });

  it("counts two visitors twice, a signed-in player as themselves", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId });
    const player = await loginAs(ctx, "player");
    await visit(venue.id, { ip: "198.51.100.1" });
    await visit(venue.id, { ip: "198.51.100.2" });
    await visit(venue.id, { ip: "198.51.100.3", cookie: player.cookie });
    await visit(venue.id, { ip: "198.51.100.4", cookie: player.cookie });
    await ctx.app.services.views.flush();
    expect(await viewsOf(venue.id)).toBe(3);
  });

  it("counts one address at most three times a day per venue, whatever browser strings it sends", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId });
    const other = await createVenue(ctx.database.db, { ownerId });
    for (let i = 0; i < 40; i++) {
      const ua = `Mozilla/5.0 (Linux; Android ${i}) AppleWebKit/537.36 Chrome/${100 + i}.0 Mobile Safari/537.36`;
      expect((await visit(venue.id, { ip: "198.51.100.40", ua })).statusCode).toBe(200);
      if (i < 2) await visit(other.id, { ip: "198.51.100.40", ua });
    }
    await ctx.app.services.views.flush();
    expect(await viewsOf(venue.id)).toBe(3);
    // Per venue: the same address still counts on another venue's page.
    expect(await viewsOf(other.id)).toBeGreaterThanOrEqual(1);
    // Signed-in players are counted per account, however many share the address.
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => loginAs(ctx, "player")));
    const shared = await createVenue(ctx.database.db, { ownerId });
    for (const player of players) await visit(shared.id, { ip: "198.51.100.41", cookie: player.cookie });
    await ctx.app.services.views.flush();
    expect(await viewsOf(shared.id)).toBe(5);
  });

  it("never stores an address, only a key made with the server's secret", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId });
    await visit(venue.id, { ip: "192.0.2.55" });
    await ctx.app.services.views.flush();
    const rows = await ctx.database.db.select().from(venueViews).where(eq(venueViews.venueId, venue.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.visitorKey).toMatch(/^a:[\w-]{22}$/);
    expect(rows[0]!.visitorKey).not.toContain("192.0.2.55");
  });

  it("does not count bots, link previews or headless browsers", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId });
    const agents = [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "WhatsApp/2.23.20.0 A",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0 Safari/537.36",
      "Mozilla/5.0 (compatible; bingbot/2.0)",
      "Baiduspider",
      "SomeCrawler/1.0",
      "",
    ];
    for (const [i, ua] of agents.entries()) {
      expect((await visit(venue.id, { ua, ip: `10.0.0.${i + 1}` })).statusCode).toBe(200);
    }
    await ctx.app.services.views.flush();
    expect(await viewsOf(venue.id)).toBe(0);
    expect(isBot(BROWSER)).toBe(false);
    expect(isBot("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1")).toBe(false);
  });

  it("does not count the owner's or an admin's own looks", async () => {
    const owner = await loginAs(ctx, "owner");
    const admin = await loginAs(ctx, "admin");
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id });
    await visit(venue.id, { cookie: owner.cookie });
    await visit(venue.id, { cookie: admin.cookie, ip: "10.9.9.9" });
    await ctx.app.services.views.flush();
    expect(await viewsOf(venue.id)).toBe(0);
  });

  it("counts the same visitor again on the next IST day", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId });
    let now = new Date("2026-03-01T18:20:00Z"); // 23:50 IST
    const counter = createViewCounter({ db: ctx.database.db, secret: "s".repeat(40), now: () => now });
    const visitor = { ip: "203.0.113.9", userAgent: BROWSER };
    counter.record(venue.id, null, visitor);
    now = new Date("2026-03-01T18:25:00Z"); // 23:55 IST, same day
    counter.record(venue.id, null, visitor);
    now = new Date("2026-03-01T18:35:00Z"); // 00:05 IST, the next day
    counter.record(venue.id, null, visitor);
    await counter.close();
    const days = await ctx.database.db
      .select({ day: venueViews.day })
      .from(venueViews)
      .where(eq(venueViews.venueId, venue.id));
    expect(days.map((d) => d.day).sort()).toEqual(["2026-03-01", "2026-03-02"]);
  });
});

describe("views pending when the app closes", () => {
  const other = {} as Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => Object.assign(other, await buildTestApp()));
  afterAll(async () => other.close());

  it("are written before the database goes", async () => {
    const owner = await createUser(other.database.db, { role: "owner" });
    const venue = await createVenue(other.database.db, { ownerId: owner.id });
    for (const ip of ["10.1.0.1", "10.1.0.2", "10.1.0.3"]) {
      const res = await other.app.inject({
        method: "GET",
        url: `/api/venues/${venue.id}`,
        headers: { "user-agent": BROWSER },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await viewsOf(venue.id, other.database.db)).toBe(0);
    await other.app.close();
    expect(await viewsOf(venue.id, other.database.db)).toBe(3);
  });
});
