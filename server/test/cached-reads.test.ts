/**
 * The public search, venue pages and availability are answered from the read cache (lib/read-cache.ts).
 * These tests read, change something through the API (or let time pass), and read again at
 * once: every change a player or owner makes must show in the very next answer.
 */
import {
  addDays,
  type PaymentOrder,
  todayInIst,
  type Venue,
  type VenueAvailability,
  type VenueEdit,
} from "@crease/core";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loginAs, useTestApp } from "./app";
import { createBooking, createPaidBooking, createVenue } from "./factories";

const ctx = useTestApp();
const CITY = "Cachepur";
let owner: Awaited<ReturnType<typeof loginAs>>;
let player: Awaited<ReturnType<typeof loginAs>>;
let dayOffset = 3;
const freshDate = () => addDays(todayInIst(), ++dayOffset);

beforeAll(async () => {
  owner = await loginAs(ctx, "owner");
  player = await loginAs(ctx, "player");
});

function call(method: "GET" | "POST" | "PATCH", url: string, cookie?: string, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
}

/** Names of the venues a player finds free in CITY on `date` in the evening. */
async function freeInEvening(date: string): Promise<string[]> {
  const res = await call("GET", `/api/venues?city=${CITY}&date=${date}&timeSlot=evening`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Venue[]).map((v) => v.name);
}

async function eveningState(venueId: number, date: string): Promise<string | undefined> {
  const res = await call("GET", `/api/venues/${venueId}/availability?from=${date}&days=1`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as VenueAvailability).days[0]?.slots.find((s) => s.slot === "evening")?.status;
}

async function venueIn(city: string, id: number): Promise<Venue | undefined> {
  return ((await call("GET", `/api/venues?city=${city}`)).json() as Venue[]).find((v) => v.id === id);
}

async function newGround(name: string) {
  return createVenue(ctx.database.db, {
    ownerId: owner.user.id,
    name,
    city: CITY,
    slotPrices: { morning: 5000, afternoon: 0, evening: 7000, night: 9000 },
  });
}

/** An admin approves the venue's pending change (material edits of approved venues are reviewed). */
async function approvePendingEdit(venueId: number) {
  const admin = await loginAs(ctx, "admin");
  const edits = (await call("GET", "/api/venue-edits", admin.cookie)).json() as VenueEdit[];
  const edit = edits.find((e) => e.venueId === venueId);
  const version = { version: edit?.venueVersion };
  expect((await call("POST", `/api/venue-edits/${edit?.id}/approve`, admin.cookie, version)).statusCode).toBe(200);
}

describe("cached search and availability follow every change at once", () => {
  it("a hold, an abandoned payment, a booking and its cancellation each show in the next answer", async () => {
    const venue = await newGround("Cache Oval");
    const date = freshDate();
    expect(await freeInEvening(date)).toContain("Cache Oval");
    expect(await eveningState(venue.id, date)).toBe("available");

    const order = await call("POST", "/api/payment/create-order", player.cookie, {
      venueId: venue.id,
      date,
      slot: "evening",
      addOns: [],
    });
    expect(order.statusCode, order.body).toBe(200);
    const { orderId } = order.json() as PaymentOrder;
    expect(await freeInEvening(date)).not.toContain("Cache Oval");
    expect(await eveningState(venue.id, date)).toBe("held");

    expect((await call("POST", "/api/payment/cancel", player.cookie, { orderId })).statusCode).toBe(204);
    expect(await freeInEvening(date)).toContain("Cache Oval");
    expect(await eveningState(venue.id, date)).toBe("available");

    // Another player takes the freed slot (the first must wait a few minutes to hold it again).
    const other = await loginAs(ctx, "player");
    const again = (
      await call("POST", "/api/payment/create-order", other.cookie, { venueId: venue.id, date, slot: "evening" })
    ).json() as PaymentOrder;
    const paid = await call("POST", "/api/payment/sandbox/pay", other.cookie, {
      orderId: again.orderId,
      outcome: "success",
    });
    const verified = await call("POST", "/api/payment/verify", other.cookie, paid.json());
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await freeInEvening(date)).not.toContain("Cache Oval");
    expect(await eveningState(venue.id, date)).toBe("booked");

    const cancelled = await call("PATCH", `/api/bookings/${again.bookingId}`, owner.cookie, {
      status: "cancelled",
      reason: "Ground under repair",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await freeInEvening(date)).toContain("Cache Oval");
    expect(await eveningState(venue.id, date)).toBe("available");
  });

  it("a hold that runs out frees the slot in the next answer without any write", async () => {
    const venue = await newGround("Cache Lapse Ground");
    const date = freshDate();
    await createBooking(ctx.database.db, {
      venueId: venue.id,
      userId: player.user.id,
      date,
      slot: "evening",
      status: "held",
      // Long enough that the two reads below come before it on a busy machine.
      holdExpiresAt: new Date(Date.now() + 4_000),
    });
    expect(await freeInEvening(date)).not.toContain("Cache Lapse Ground");
    expect(await eveningState(venue.id, date)).toBe("held");
    // The hold runs out on the clock: wait for that, not for a fixed time.
    await vi.waitFor(async () => expect(await freeInEvening(date)).toContain("Cache Lapse Ground"), {
      timeout: 15_000,
      interval: 100,
    });
    expect(await eveningState(venue.id, date)).toBe("available");
  });

  it("an owner's edit, a review and the owner's new name show on the cards at once", async () => {
    const venue = await newGround("Cache Park");
    expect((await venueIn(CITY, venue.id))?.name).toBe("Cache Park");

    const edited = await call("PATCH", `/api/venues/${venue.id}`, owner.cookie, { name: "Cache Park Stadium" });
    expect(edited.statusCode, edited.body).toBe(200);
    // A new name waits for an admin; once approved it shows at once.
    expect((await venueIn(CITY, venue.id))?.name).toBe("Cache Park");
    await approvePendingEdit(venue.id);
    expect((await venueIn(CITY, venue.id))?.name).toBe("Cache Park Stadium");

    const played = await createPaidBooking(ctx.database.db, {
      venueId: venue.id,
      userId: player.user.id,
      date: addDays(todayInIst(), -2),
      slot: "morning",
      status: "completed",
      paidPaise: 500_000,
    });
    const review = await call("POST", `/api/venues/${venue.id}/reviews`, player.cookie, {
      bookingId: played.id,
      rating: 4,
      comment: "Good bounce, quick outfield.",
    });
    expect(review.statusCode, review.body).toBe(201);
    expect(await venueIn(CITY, venue.id)).toMatchObject({ avgRating: "4.00", reviewCount: 1 });

    const renamed = await call("PATCH", "/api/users/me", owner.cookie, { fullName: "Ramesh Cache" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await venueIn(CITY, venue.id))?.ownerName).toBe("Ramesh Cache");
  });

  it("a venue page follows an edit, a review and a suspension at once", async () => {
    const admin = await loginAs(ctx, "admin");
    const venue = await newGround("Page Park");
    const page = (cookie?: string) => call("GET", `/api/venues/${venue.id}`, cookie);
    expect((await page()).json()).toMatchObject({ name: "Page Park" });

    expect((await call("PATCH", `/api/venues/${venue.id}`, owner.cookie, { name: "Page Park Oval" })).statusCode).toBe(
      200,
    );
    await approvePendingEdit(venue.id);
    expect((await page()).json()).toMatchObject({ name: "Page Park Oval" });

    const played = await createPaidBooking(ctx.database.db, {
      venueId: venue.id,
      userId: player.user.id,
      date: addDays(todayInIst(), -3),
      slot: "morning",
      status: "completed",
      paidPaise: 500_000,
    });
    const review = await call("POST", `/api/venues/${venue.id}/reviews`, player.cookie, {
      bookingId: played.id,
      rating: 5,
      comment: "True bounce and a fast outfield.",
    });
    expect(review.statusCode, review.body).toBe(201);
    expect((await page(player.cookie)).json()).toMatchObject({ avgRating: "5.00", reviewCount: 1 });

    const suspended = await call("PATCH", `/api/venues/${venue.id}`, admin.cookie, {
      status: "suspended",
      note: "Unsafe nets",
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await page()).statusCode).toBe(404);
    expect((await page(owner.cookie)).json()).toMatchObject({ status: "suspended" });
  });

  it("an owner still sees availability of their venue waiting for approval, and visitors get 404", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id, city: CITY, status: "pending" });
    const url = `/api/venues/${venue.id}/availability?days=2`;
    expect((await call("GET", url)).statusCode).toBe(404);
    const own = await call("GET", url, owner.cookie);
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json() as VenueAvailability).days).toHaveLength(2);
    expect((await call("GET", url)).statusCode).toBe(404);
  });
});
