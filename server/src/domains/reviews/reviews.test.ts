import { addDays, type Review, type Venue } from "@crease/core";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createBooking, createUser, createVenue } from "../../../test/factories";
import { reviews } from "../../db/schema";

const ctx = useTestApp();

let ownerId: number;
beforeAll(async () => {
  ownerId = (await createUser(ctx.database.db, { role: "owner" })).id;
});

function call(method: "GET" | "POST", url: string, cookie?: string, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

async function reviewCount(venueId: number) {
  const [row] = await ctx.database.db.select({ n: count() }).from(reviews).where(eq(reviews.venueId, venueId));
  return row?.n ?? 0;
}

describe("reviews", () => {
  it("lets a player with a completed booking review it once, and updates the venue's rating", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId });
    const player = await loginAs(ctx, "player");
    const booking = await createBooking(ctx.database.db, {
      venueId: venue.id,
      userId: player.user.id,
      slot: "morning",
      status: "completed",
    });

    const eligible = await call("GET", `/api/venues/${venue.id}/reviews/eligibility`, player.cookie);
    expect(eligible.json()).toEqual({ canReview: true, bookingId: booking.id, reason: null });

    const posted = await call("POST", `/api/venues/${venue.id}/reviews`, player.cookie, {
      rating: 4,
      comment: "  Great outfield, <b>quick</b> pitch  ",
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({
      rating: 4,
      comment: "Great outfield, <b>quick</b> pitch",
      user: { fullName: "Test player" },
    });

    const list = (await call("GET", `/api/venues/${venue.id}/reviews`)).json() as Review[];
    expect(list.map((r) => r.comment)).toEqual(["Great outfield, <b>quick</b> pitch"]);
    const updated = (await call("GET", `/api/venues/${venue.id}`)).json() as Venue;
    expect(updated).toMatchObject({ avgRating: "4.00", reviewCount: 1 });

    const again = await call("POST", `/api/venues/${venue.id}/reviews`, player.cookie, { rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already reviewed each of your bookings at this venue.");
    expect(await reviewCount(venue.id)).toBe(1);
    const after = await call("GET", `/api/venues/${venue.id}/reviews/eligibility`, player.cookie);
    expect(after.json().canReview).toBe(false);
  });

  it("refuses players who have not played there, and visitors", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId });
    const player = await loginAs(ctx, "player");
    await createBooking(ctx.database.db, { venueId: venue.id, userId: player.user.id, slot: "night" }); // confirmed, not played
    const res = await call("POST", `/api/venues/${venue.id}/reviews`, player.cookie, { rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      "You can review a venue after you have played there: a completed booking is needed.",
    );
    const visitor = await call("POST", `/api/venues/${venue.id}/reviews`, undefined, { rating: 5 });
    expect(visitor.statusCode).toBe(401);
    const visitorEligibility = await call("GET", `/api/venues/${venue.id}/reviews/eligibility`);
    expect(visitorEligibility.json()).toEqual({
      canReview: false,
      bookingId: null,
      reason: "Log in to review this venue.",
    });
    expect(await reviewCount(venue.id)).toBe(0);
  });

  it("refuses someone else's booking", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId });
    const owner = await loginAs(ctx, "player");
    const intruder = await loginAs(ctx, "player");
    const booking = await createBooking(ctx.database.db, {
      venueId: venue.id,
      userId: owner.user.id,
      slot: "morning",
      status: "completed",
    });
    await createBooking(ctx.database.db, {
      venueId: venue.id,
      userId: intruder.user.id,
      slot: "evening",
      status: "completed",
    });
    const res = await call("POST", `/api/venues/${venue.id}/reviews`, intruder.cookie, {
      rating: 1,
      bookingId: booking.id,
    });
    expect(res.statusCode).toBe(404);
    expect(await reviewCount(venue.id)).toBe(0);
  });

  it("answers 400 for ratings outside 1–5, fractions and long comments", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId });
    const player = await loginAs(ctx, "player");
    await createBooking(ctx.database.db, {
      venueId: venue.id,
      userId: player.user.id,
      slot: "morning",
      status: "completed",
    });
    for (const payload of [{ rating: 0 }, { rating: 6 }, { rating: 3.5 }, { rating: "5" }, {}]) {
      const res = await call("POST", `/api/venues/${venue.id}/reviews`, player.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe("Rating must be a whole number from 1 to 5");
    }
    const long = await call("POST", `/api/venues/${venue.id}/reviews`, player.cookie, {
      rating: 3,
      comment: "x".repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Keep the comment under 1000 characters");
    expect(await reviewCount(venue.id)).toBe(0);
  });

  it("keeps avgRating and reviewCount right when reviews arrive at the same moment", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId });
    const ratings = [5, 4, 4, 3, 1, 5, 2, 4];
    const players = await Promise.all(ratings.map(() => loginAs(ctx, "player")));
    for (const [i, p] of players.entries()) {
      await createBooking(ctx.database.db, {
        venueId: venue.id,
        userId: p.user.id,
        slot: "morning",
        status: "completed",
        date: addDays("2026-01-01", i),
      });
    }
    const results = await Promise.all(
      players.map((p, i) => call("POST", `/api/venues/${venue.id}/reviews`, p.cookie, { rating: ratings[i] })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(ratings.map(() => 201));
    const updated = (await call("GET", `/api/venues/${venue.id}`)).json() as Venue;
    const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    expect(updated.reviewCount).toBe(ratings.length);
    expect(updated.avgRating).toBe(mean.toFixed(2));
  });
});
