import { addDays, todayInIst, type Venue } from "@crease/core";
import { describe, expect, it } from "vitest";
import { loginAs } from "../../../test/app";
import { createBooking, createUser, createVenue } from "../../../test/factories";
import { ctx, get, names, newCity, ownerId } from "./venues-test-helpers";

describe("GET /api/venues visibility", () => {
  it("shows only approved venues of active owners to visitors and players", async () => {
    const city = newCity();
    const db = ctx.database.db;
    for (const status of ["approved", "pending", "rejected", "suspended"] as const) {
      await createVenue(db, { ownerId, city, status, name: `${status} ${city}` });
    }
    const suspendedOwner = await createUser(db, { role: "owner", status: "suspended" });
    await createVenue(db, { ownerId: suspendedOwner.id, city, name: `hidden-owner ${city}` });

    expect(await names(`/api/venues?city=${city}`)).toEqual([`approved ${city}`]);
    const player = await loginAs(ctx, "player");
    expect(await names(`/api/venues?city=${city}`, player.cookie)).toEqual([`approved ${city}`]);
  });

  it("lets an owner list their own venues in every status, and nobody else's", async () => {
    const city = newCity();
    const owner = await loginAs(ctx, "owner");
    const db = ctx.database.db;
    await createVenue(db, { ownerId: owner.user.id, city, status: "pending", name: `mine pending ${city}` });
    await createVenue(db, { ownerId: owner.user.id, city, status: "approved", name: `mine approved ${city}` });

    const own = await names(`/api/venues?city=${city}&ownerId=${owner.user.id}`, owner.cookie);
    expect(own.sort()).toEqual([`mine approved ${city}`, `mine pending ${city}`]);

    const other = await loginAs(ctx, "owner");
    expect(await names(`/api/venues?city=${city}&ownerId=${owner.user.id}`, other.cookie)).toEqual([
      `mine approved ${city}`,
    ]);
    // The public search never mixes in pending venues, even for their owner.
    expect(await names(`/api/venues?city=${city}`, owner.cookie)).toEqual([`mine approved ${city}`]);
  });

  it("refuses a status filter from anyone but an admin, and honours it for admins", async () => {
    const city = newCity();
    await createVenue(ctx.database.db, { ownerId, city, status: "pending", name: `waiting ${city}` });
    const player = await loginAs(ctx, "player");
    const refused = await get(`/api/venues?city=${city}&status=pending`, player.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only admins can filter venues by status");

    const admin = await loginAs(ctx, "admin");
    expect(await names(`/api/venues?city=${city}&status=pending`, admin.cookie)).toEqual([`waiting ${city}`]);
  });

  it("answers 404 for a venue the asker may not see, and shows it to its owner and admins", async () => {
    const owner = await loginAs(ctx, "owner");
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "pending" });
    for (const path of ["", "/details", "/availability", "/reviews"]) {
      const res = await get(`/api/venues/${venue.id}${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe("Venue not found");
    }
    expect((await get(`/api/venues/${venue.id}`, owner.cookie)).statusCode).toBe(200);
    const admin = await loginAs(ctx, "admin");
    expect((await get(`/api/venues/${venue.id}`, admin.cookie)).statusCode).toBe(200);
    const player = await loginAs(ctx, "player");
    expect((await get(`/api/venues/${venue.id}`, player.cookie)).statusCode).toBe(404);
  });
});

describe("GET /api/venues filters", () => {
  it("matches the location against city, state or address, in any case", async () => {
    const city = newCity();
    const db = ctx.database.db;
    await createVenue(db, { ownerId, city, name: `by city ${city}` });
    await createVenue(db, { ownerId, city: "Elsewhere", state: `${city} State`, name: `by state ${city}` });
    await createVenue(db, { ownerId, city: "Elsewhere", address: `7 ${city} Lane`, name: `by address ${city}` });
    const found = await names(`/api/venues?city=${city.toUpperCase()}`);
    expect(found.sort()).toEqual([`by address ${city}`, `by city ${city}`, `by state ${city}`].sort());
    // The search page's own name for the same filter.
    expect((await names(`/api/venues?location=${city.toLowerCase()}`)).length).toBe(3);
  });

  it("combines type, name, price and amenity filters", async () => {
    const city = newCity();
    const db = ctx.database.db;
    await createVenue(db, {
      ownerId,
      city,
      name: "Cheap Nets",
      venueType: "nets",
      hourlyPrice: 600,
      amenities: ["Parking"],
    });
    await createVenue(db, {
      ownerId,
      city,
      name: "Premium Nets",
      venueType: "nets",
      hourlyPrice: 1500,
      amenities: ["Parking", "WiFi"],
    });
    await createVenue(db, {
      ownerId,
      city,
      name: "Big Ground",
      venueType: "ground",
      slotPrices: { morning: 0, afternoon: 5000, evening: 9000, night: 0 },
    });
    expect((await names(`/api/venues?city=${city}&venueType=nets`)).sort()).toEqual(["Cheap Nets", "Premium Nets"]);
    expect(await names(`/api/venues?city=${city}&venueType=all&q=premium`)).toEqual(["Premium Nets"]);
    expect(await names(`/api/venues?city=${city}&venueType=nets&maxPrice=1000`)).toEqual(["Cheap Nets"]);
    expect(await names(`/api/venues?city=${city}&amenities=wifi,PARKING`)).toEqual(["Premium Nets"]);
    // A ground's lowest offered slot price counts, not its zero-priced (not offered) slots.
    expect(await names(`/api/venues?city=${city}&minPrice=4000&maxPrice=6000`)).toEqual(["Big Ground"]);
    // With a slot chosen, that slot's own price is what the filter compares.
    expect(await names(`/api/venues?city=${city}&timeSlot=evening&minPrice=8000`)).toEqual(["Big Ground"]);
    expect(await names(`/api/venues?city=${city}&sort=price`)).toEqual(["Cheap Nets", "Premium Nets", "Big Ground"]);
  });

  it("with a date and slot returns only venues that have that slot free", async () => {
    const city = newCity();
    const db = ctx.database.db;
    const date = addDays(todayInIst(), 5);
    const player = await createUser(db);
    const free = await createVenue(db, { ownerId, city, name: "Free" });
    const booked = await createVenue(db, { ownerId, city, name: "Booked" });
    const held = await createVenue(db, { ownerId, city, name: "Held" });
    const expiredHold = await createVenue(db, { ownerId, city, name: "Expired hold" });
    const cancelled = await createVenue(db, { ownerId, city, name: "Cancelled" });
    await createVenue(db, {
      ownerId,
      city,
      name: "No evenings",
      slotPrices: { morning: 5000, afternoon: 5000, evening: 0, night: 5000 },
    });
    await createBooking(db, { venueId: booked.id, userId: player.id, date, slot: "evening" });
    await createBooking(db, {
      venueId: held.id,
      userId: player.id,
      date,
      slot: "evening",
      status: "held",
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    await createBooking(db, {
      venueId: expiredHold.id,
      userId: player.id,
      date,
      slot: "evening",
      status: "held",
      holdExpiresAt: new Date(Date.now() - 1000),
    });
    await createBooking(db, { venueId: cancelled.id, userId: player.id, date, slot: "evening", status: "cancelled" });
    // A booking on another day or slot does not matter.
    await createBooking(db, { venueId: free.id, userId: player.id, date: addDays(date, 1), slot: "evening" });
    await createBooking(db, { venueId: free.id, userId: player.id, date, slot: "morning" });

    const found = await names(`/api/venues?city=${city}&venueType=ground&date=${date}&timeSlot=evening`);
    expect(found.sort()).toEqual(["Cancelled", "Expired hold", "Free"]);
    // An ISO timestamp is read as its date (the search accepts either).
    const iso = await names(`/api/venues?city=${city}&date=${date}T00:00:00.000Z&timeSlot=evening`);
    expect(iso.sort()).toEqual(["Cancelled", "Expired hold", "Free"]);
  });

  it("filters hourly venues by start time within their opening hours", async () => {
    const city = newCity();
    const db = ctx.database.db;
    const date = addDays(todayInIst(), 4);
    const player = await createUser(db);
    await createVenue(db, {
      ownerId,
      city,
      venueType: "nets",
      name: "Early nets",
      startTime: "06:00",
      endTime: "12:00",
    });
    await createVenue(db, { ownerId, city, venueType: "box", name: "Late box", startTime: "16:00", endTime: "23:00" });
    const busy = await createVenue(db, { ownerId, city, venueType: "nets", name: "Busy nets" });
    await createBooking(db, { venueId: busy.id, userId: player.id, date, slot: "18:00-19:00" });

    const at8 = await names(`/api/venues?city=${city}&date=${date}&hourlyTime=08:00`);
    expect(at8.sort()).toEqual(["Busy nets", "Early nets"]);
    const at18 = await names(`/api/venues?city=${city}&date=${date}&hourlyTime=18:00`);
    expect(at18).toEqual(["Late box"]);
    const boxOnly = await names(`/api/venues?city=${city}&venueType=box&date=${date}&hourlyTime=22:00`);
    expect(boxOnly).toEqual(["Late box"]);
  });

  it("with a date alone returns venues with at least one free slot that day", async () => {
    const city = newCity();
    const db = ctx.database.db;
    const date = addDays(todayInIst(), 6);
    const player = await createUser(db);
    const full = await createVenue(db, {
      ownerId,
      city,
      name: "Full",
      slotPrices: { morning: 5000, afternoon: 0, evening: 5000, night: 0 },
    });
    await createVenue(db, { ownerId, city, name: "Open" });
    await createVenue(db, { ownerId, city, name: "No details", withoutDetails: true });
    await createBooking(db, { venueId: full.id, userId: player.id, date, slot: "morning" });
    await createBooking(db, { venueId: full.id, userId: player.id, date, slot: "evening" });
    expect(await names(`/api/venues?city=${city}&date=${date}`)).toEqual(["Open"]);
    expect((await names(`/api/venues?city=${city}&date=${addDays(date, 1)}`)).sort()).toEqual(["Full", "Open"]);
  });

  it("carries what a card needs: cover image, thumbnails, rating, amenities and prices", async () => {
    const city = newCity();
    await createVenue(ctx.database.db, {
      ownerId,
      city,
      name: "Card venue",
      images: ["/uploads/a.webp", "/uploads/b.webp"],
      avgRating: "4.5",
      reviewCount: 12,
      amenities: ["Parking", "WiFi", "Floodlights"],
    });
    const [venue] = (await get(`/api/venues?city=${city}`)).json() as Venue[];
    expect(venue).toMatchObject({
      name: "Card venue",
      images: ["/uploads/a.webp", "/uploads/b.webp"],
      thumbnails: ["/uploads/a.webp.thumb", "/uploads/b.webp.thumb"],
      avgRating: "4.50",
      reviewCount: 12,
      amenities: ["Parking", "WiFi", "Floodlights"],
      ownerName: "Meera Owner",
      prices: {
        kind: "slot",
        morningPrice: "8000.00",
        afternoonPrice: "7000.00",
        eveningPrice: "10000.00",
        nightPrice: "12000.00",
      },
    });
    expect(venue).not.toHaveProperty("ownerEmail");
  });
});
