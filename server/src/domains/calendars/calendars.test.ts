import { addDays, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createBooking, createVenue } from "../../../test/factories";
import { loggedPath } from "../../app";
import { queryRows } from "../../db/rows";

const ctx = useTestApp();

const get = (url: string, cookie?: string) => ctx.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const call = (method: "POST" | "DELETE", url: string, cookie?: string) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {} });

/** The text with its folded lines joined again (RFC 5545 §3.1), one content line a row. */
const unfolded = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

let day = 40;
const nextDate = () => addDays(todayInIst(), ++day);

async function bookedGame() {
  const owner = await loginAs(ctx, "owner");
  const player = await loginAs(ctx, "player");
  const venue = await createVenue(ctx.database.db, {
    ownerId: owner.user.id,
    name: "Azad Maidan, Nets; Lane",
    address: "Mahapalika Marg",
    city: "Mumbai",
    state: "Maharashtra",
    latitude: 18.9388,
    longitude: 72.8311,
    whatsappNumber: "+919812345678",
  });
  const date = nextDate();
  const booking = await createBooking(ctx.database.db, {
    venueId: venue.id,
    userId: player.user.id,
    date,
    slot: "morning",
  });
  await ctx.database.db.execute(
    sql`update bookings set add_ons = '[{"key":"umpire","name":"Umpire","pricePaise":30000}]'::jsonb,
          add_ons_paise = 30000, base_paise = 70000, pay_now_paise = 50000, payment_status = 'partial'
        where id = ${booking.id}`,
  );
  return { owner, player, venue, booking, date };
}

describe("a booking's calendar file (GET /api/bookings/{id}/calendar.ics)", () => {
  it("is one event with the slot in UTC, the place, the way there and what is due", async () => {
    const { player, booking, date } = await bookedGame();
    const res = await get(`/api/bookings/${booking.id}/calendar.ics`, player.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="crease-booking-${booking.id}.ics"`);
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    for (const line of res.body.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const lines = unfolded(res.body);
    const compact = date.replace(/-/g, "");
    const previous = addDays(date, -1).replace(/-/g, "");
    // The morning slot, 06:00–10:00 IST, is 00:30–04:30 UTC.
    expect(lines).toContain(`DTSTART:${compact}T003000Z`);
    expect(lines).toContain(`DTEND:${compact}T043000Z`);
    expect(lines).not.toContain(`DTSTART:${previous}T003000Z`);
    expect(lines).toContain(`UID:booking-${booking.id}@localhost`);
    expect(lines).toContain("SUMMARY:Cricket at Azad Maidan\\, Nets\\; Lane");
    expect(lines).toContain("LOCATION:Mahapalika Marg\\, Mumbai\\, Maharashtra");
    expect(lines).toContain("GEO:18.9388;72.8311");
    expect(lines.some((l) => /^URL:http:\/\/localhost:\d+\/dashboard$/.test(l))).toBe(true);
    expect(lines).toContain("STATUS:CONFIRMED");
    const description = lines.find((l) => l.startsWith("DESCRIPTION:")) ?? "";
    expect(description).toContain("Court: ");
    expect(description).toContain("\\nAdd-ons: Umpire\\n");
    expect(description).toContain("Due at the venue: ₹680");
    expect(description).toContain("Map: https://www.google.com/maps/search/?api=1&query=18.9388\\,72.8311");
    expect(description).toContain("Venue phone: +91 98123 45678");

    // The booking's details carry the same way there (issue 26, "What a player needs on the day").
    const details = (await get(`/api/bookings/${booking.id}`, player.cookie)).json();
    expect(details.venue).toMatchObject({
      address: "Mahapalika Marg",
      mapUrl: "https://www.google.com/maps/search/?api=1&query=18.9388,72.8311",
      phone: "+919812345678",
    });

    // The same UID each time: a calendar updates the event rather than adding another.
    const again = await get(`/api/bookings/${booking.id}/calendar.ics`, player.cookie);
    expect(unfolded(again.body)).toContain(`UID:booking-${booking.id}@localhost`);
  });

  it("is the venue's owner's, its staff's and an admin's to fetch too; a stranger gets 404, a visitor 401", async () => {
    const { owner, booking, venue } = await bookedGame();
    const admin = await loginAs(ctx, "admin");
    const desk = await loginAs(ctx, "player");
    await ctx.database.db.execute(
      sql`insert into venue_staff (venue_id, user_id, role, added_by) values (${venue.id}, ${desk.user.id}, 'desk', ${owner.user.id})`,
    );
    const url = `/api/bookings/${booking.id}/calendar.ics`;
    expect((await get(url, owner.cookie)).statusCode).toBe(200);
    expect((await get(url, admin.cookie)).statusCode).toBe(200);
    expect((await get(url, desk.cookie)).statusCode).toBe(200);
    const stranger = await loginAs(ctx, "player");
    const otherOwner = await loginAs(ctx, "owner");
    const refused = await get(url, stranger.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain("VCALENDAR");
    expect((await get(url, otherOwner.cookie)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get("/api/bookings/99999999/calendar.ics", owner.cookie)).statusCode).toBe(404);
    expect((await get("/api/bookings/abc/calendar.ics", owner.cookie)).statusCode).toBe(400);
  });

  it("marks a cancelled booking cancelled, with a higher sequence; a hold has no file", async () => {
    const { player, booking, venue } = await bookedGame();
    await ctx.database.db.execute(
      sql`update bookings set status = 'cancelled', cancelled_at = now() where id = ${booking.id}`,
    );
    const lines = unfolded((await get(`/api/bookings/${booking.id}/calendar.ics`, player.cookie)).body);
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("SEQUENCE:1");
    expect(lines.find((l) => l.startsWith("DESCRIPTION:"))).toContain("This booking was cancelled.");
    const hold = await createBooking(ctx.database.db, {
      venueId: venue.id,
      userId: player.user.id,
      date: nextDate(),
      slot: "evening",
      status: "held",
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    expect((await get(`/api/bookings/${hold.id}/calendar.ics`, player.cookie)).statusCode).toBe(404);
  });

  it("speaks the reader's language", async () => {
    const { player, booking } = await bookedGame();
    await ctx.database.db.execute(sql`update users set language = 'hi' where id = ${player.user.id}`);
    const lines = unfolded((await get(`/api/bookings/${booking.id}/calendar.ics`, player.cookie)).body);
    expect(lines).toContain("SUMMARY:Azad Maidan\\, Nets\\; Lane में क्रिकेट");
    expect(lines.find((l) => l.startsWith("DESCRIPTION:"))).toContain("वेन्यू पर बकाया: ₹680");
  });
});

describe("a player's private calendar feed", () => {
  /** The feed's path from the address POST /api/users/me/calendar-feed answered. */
  const pathOf = (url: string) => new URL(url).pathname;

  it("lists the player's own bookings, cancelled ones as cancelled, never another's or a hold", async () => {
    const { player, booking, venue } = await bookedGame();
    const cancelled = await createBooking(ctx.database.db, {
      venueId: venue.id,
      userId: player.user.id,
      date: nextDate(),
      slot: "evening",
      status: "cancelled",
    });
    const hold = await createBooking(ctx.database.db, {
      venueId: venue.id,
      userId: player.user.id,
      date: nextDate(),
      slot: "afternoon",
      status: "held",
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    const other = await loginAs(ctx, "player");
    const theirs = await createBooking(ctx.database.db, {
      venueId: venue.id,
      userId: other.user.id,
      date: nextDate(),
      slot: "night",
    });

    const made = await call("POST", "/api/users/me/calendar-feed", player.cookie);
    expect(made.statusCode).toBe(200);
    const { url } = made.json() as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    // No session needed: a calendar app fetches it by its address alone.
    const feed = await get(pathOf(url));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const lines = unfolded(feed.body);
    const uids = lines.filter((l) => l.startsWith("UID:"));
    expect(uids.sort()).toEqual(
      [`UID:booking-${booking.id}@localhost`, `UID:booking-${cancelled.id}@localhost`].sort(),
    );
    expect(feed.body).not.toContain(`booking-${theirs.id}@`);
    expect(feed.body).not.toContain(`booking-${hold.id}@`);
    expect(lines.filter((l) => l === "STATUS:CANCELLED")).toHaveLength(1);
    expect(lines).toContain("X-WR-CALNAME:Crease bookings");

    // The other player's feed has their booking and nothing of the first player's.
    const theirFeed = (await call("POST", "/api/users/me/calendar-feed", other.cookie)).json() as { url: string };
    const theirLines = (await get(pathOf(theirFeed.url))).body;
    expect(theirLines).toContain(`booking-${theirs.id}@`);
    expect(theirLines).not.toContain(`booking-${booking.id}@`);
  });

  it("keeps only a hash of the token; asking again rotates it, and revoking ends it", async () => {
    const player = await loginAs(ctx, "player");
    const first = ((await call("POST", "/api/users/me/calendar-feed", player.cookie)).json() as { url: string }).url;
    const token = /calendar\/([^/.]+)\.ics$/.exec(first)?.[1] as string;
    const stored = await queryRows<{ token_hash: string }>(
      ctx.database.db,
      sql`select token_hash from calendar_feeds where user_id = ${player.user.id}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(token);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const second = ((await call("POST", "/api/users/me/calendar-feed", player.cookie)).json() as { url: string }).url;
    expect(second).not.toBe(first);
    expect((await get(pathOf(first))).statusCode).toBe(404);
    expect((await get(pathOf(second))).statusCode).toBe(200);

    const revoked = await call("DELETE", "/api/users/me/calendar-feed", player.cookie);
    expect(revoked.statusCode).toBe(204);
    expect((await get(pathOf(second))).statusCode).toBe(404);
    // Revoking again is harmless.
    expect((await call("DELETE", "/api/users/me/calendar-feed", player.cookie)).statusCode).toBe(204);
  });

  it("answers 404 for an unknown or malformed token, and 401 to a visitor asking for a feed", async () => {
    expect((await get(`/api/calendar/${"A".repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await get("/api/calendar/short.ics")).statusCode).toBe(404);
    expect((await get("/api/calendar/")).statusCode).toBe(404);
    expect((await call("POST", "/api/users/me/calendar-feed")).statusCode).toBe(401);
    expect((await call("DELETE", "/api/users/me/calendar-feed")).statusCode).toBe(401);
  });

  it("stops working when the account is suspended", async () => {
    const player = await loginAs(ctx, "player");
    const { url } = (await call("POST", "/api/users/me/calendar-feed", player.cookie)).json() as { url: string };
    await ctx.database.db.execute(sql`update users set status = 'suspended' where id = ${player.user.id}`);
    expect((await get(pathOf(url))).statusCode).toBe(404);
  });

  it("never writes a feed's token to the log", () => {
    expect(loggedPath(`/api/calendar/${"x".repeat(43)}.ics`)).toBe("/api/calendar/[token].ics");
    expect(loggedPath("/api/bookings/7/calendar.ics?lang=hi")).toBe("/api/bookings/7/calendar.ics");
  });
});
