import { addDays, MAX_AVAILABILITY_DAYS, type NetsDetails, todayInIst, type VenueAvailability } from "@crease/core";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { createBooking, createUser, createVenue } from "../../../test/factories";
import { buildAvailability } from "./service";

const nets: NetsDetails = {
  venueId: 1,
  venueType: "nets",
  startTime: "06:00",
  endTime: "09:00",
  hourlyPrice: "800.00",
  pitchType: "matting",
  addOns: [],
};

const ONE_COURT = [{ id: 1, name: "Net 1", overlapsWith: [], price: null }];

describe("buildAvailability in IST around midnight", () => {
  it("at 23:59 IST the day's slots are past and tomorrow's are all open", () => {
    const now = new Date("2026-01-05T18:29:00Z"); // 23:59 IST on 5 January
    const result = buildAvailability(nets, 1, "2026-01-05", 2, [], now, ONE_COURT);
    expect(result.days[0]?.slots.map((s) => s.status)).toEqual(["past", "past", "past"]);
    expect(result.days[0]?.availableCount).toBe(0);
    expect(result.days[1]?.slots.map((s) => s.status)).toEqual(["available", "available", "available"]);
  });

  it("at 00:01 IST (still the previous day in UTC) the new IST day is open until its slots start", () => {
    const now = new Date("2026-01-05T18:31:00Z"); // 00:01 IST on 6 January, 5 January in UTC
    expect(todayInIst(now)).toBe("2026-01-06");
    const result = buildAvailability(nets, 1, "2026-01-06", 1, [], now, ONE_COURT);
    expect(result.days[0]?.slots.map((s) => s.status)).toEqual(["available", "available", "available"]);
    const later = buildAvailability(nets, 1, "2026-01-06", 1, [], new Date("2026-01-06T01:00:00Z"), ONE_COURT); // 06:30 IST
    expect(later.days[0]?.slots.map((s) => s.slot + s.status)).toEqual([
      "06:00-07:00past",
      "07:00-08:00available",
      "08:00-09:00available",
    ]);
  });

  it("marks booked and held slots, and gives each slot its price", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const result = buildAvailability(
      nets,
      1,
      "2026-01-10",
      1,
      [
        { courtId: 1, date: "2026-01-10", slot: "06:00-07:00", state: "booked" },
        { courtId: 1, date: "2026-01-10", slot: "08:00-09:00", state: "held" },
      ],
      now,
      ONE_COURT,
    );
    expect(result.days[0]).toEqual({
      date: "2026-01-10",
      availableCount: 1,
      slots: [
        { slot: "06:00-07:00", status: "booked", price: "800.00", freeCourts: 0 },
        { slot: "07:00-08:00", status: "available", price: "800.00", freeCourts: 1 },
        { slot: "08:00-09:00", status: "held", price: "800.00", freeCourts: 0 },
      ],
    });
  });
});

describe("buildAvailability with courts", () => {
  // A full ground (1) and its two halves (2, 3): each half shares space with the whole.
  const COURTS = [
    { id: 1, name: "Main ground", overlapsWith: [2, 3], price: null },
    { id: 2, name: "Half A", overlapsWith: [1], price: null },
    { id: 3, name: "Half B", overlapsWith: [1], price: null },
  ];
  const now = new Date("2026-01-01T00:00:00Z");
  const statusOf = (taken: { courtId: number; state: "held" | "booked" }[], courtId: number | null) =>
    buildAvailability(
      nets,
      1,
      "2026-01-10",
      1,
      taken.map((t) => ({ ...t, date: "2026-01-10", slot: "06:00-07:00" })),
      now,
      COURTS,
      courtId,
    ).days[0]?.slots[0];

  it("keeps the venue available while any court is free, and counts the free ones", () => {
    expect(statusOf([{ courtId: 2, state: "booked" }], null)).toMatchObject({ status: "available", freeCourts: 1 });
    expect(statusOf([], null)).toMatchObject({ status: "available", freeCourts: 3 });
    expect(
      statusOf(
        [
          { courtId: 2, state: "booked" },
          { courtId: 3, state: "held" },
        ],
        null,
      ),
    ).toMatchObject({ status: "held", freeCourts: 0 });
  });

  it("takes the whole ground when a half is booked, and each half when the whole is", () => {
    expect(statusOf([{ courtId: 2, state: "booked" }], 1)).toMatchObject({ status: "booked", freeCourts: 0 });
    expect(statusOf([{ courtId: 2, state: "booked" }], 3)).toMatchObject({ status: "available", freeCourts: 1 });
    expect(statusOf([{ courtId: 1, state: "held" }], 3)).toMatchObject({ status: "held", freeCourts: 0 });
  });
});

describe("GET /api/venues/{id}/availability", () => {
  const ctx = useTestApp();
  let ownerId: number;
  let playerId: number;
  beforeAll(async () => {
    ownerId = (await createUser(ctx.database.db, { role: "owner" })).id;
    playerId = (await createUser(ctx.database.db)).id;
  });

  async function availability(url: string) {
    return ctx.app.inject({ method: "GET", url });
  }

  it("answers every offered slot for every day in one call, with the taken ones marked", async () => {
    const db = ctx.database.db;
    const venue = await createVenue(db, {
      ownerId,
      slotPrices: { morning: 6000, afternoon: 0, evening: 9000, night: 11000 },
    });
    const from = addDays(todayInIst(), 2);
    await createBooking(db, { venueId: venue.id, userId: playerId, date: from, slot: "morning" });
    await createBooking(db, {
      venueId: venue.id,
      userId: playerId,
      date: from,
      slot: "evening",
      status: "held",
      holdExpiresAt: new Date(Date.now() + 300_000),
    });
    await createBooking(db, {
      venueId: venue.id,
      userId: playerId,
      date: from,
      slot: "night",
      status: "held",
      holdExpiresAt: new Date(Date.now() - 1000),
    });
    await createBooking(db, {
      venueId: venue.id,
      userId: playerId,
      date: addDays(from, 1),
      slot: "morning",
      status: "cancelled",
    });

    const res = await availability(`/api/venues/${venue.id}/availability?from=${from}&days=3`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as VenueAvailability;
    expect(body.days.map((d) => d.date)).toEqual([from, addDays(from, 1), addDays(from, 2)]);
    expect(body.days[0]?.slots).toEqual([
      { slot: "morning", status: "booked", price: "6000.00", freeCourts: 0 },
      { slot: "evening", status: "held", price: "9000.00", freeCourts: 0 },
      { slot: "night", status: "available", price: "11000.00", freeCourts: 1 },
    ]);
    expect(body.days[1]?.availableCount).toBe(3);
  });

  it("starts from today in IST with 14 days unless told otherwise", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId, venueType: "box" });
    const body = (await availability(`/api/venues/${venue.id}/availability`)).json() as VenueAvailability;
    expect(body.from).toBe(todayInIst());
    expect(body.days).toHaveLength(14);
    expect(body.days[1]?.slots).toHaveLength(16); // 06:00 to 22:00
  });

  it("refuses bad ranges with a clear message", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId });
    for (const [query, message] of [
      ["days=0", `days must be a whole number from 1 to ${MAX_AVAILABILITY_DAYS}`],
      ["days=63", "days must be a whole number from 1 to 62"],
      ["days=two", "days must be a whole number from 1 to 62"],
      ["from=2026-13-01", "Enter the date as a real date, like 2026-01-05"],
    ] as const) {
      const res = await availability(`/api/venues/${venue.id}/availability?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
