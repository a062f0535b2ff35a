/** Search pages and sorts, bad query values, one venue, compare and locations. */
import { addDays, todayInIst, type Venue, type VenueWithDetails } from "@crease/core";
import { beforeAll, describe, expect, it } from "vitest";
import { createVenue } from "../../../test/factories";
import { ctx, get, names, newCity, ownerId } from "./venues-test-helpers";

describe("GET /api/venues pages and sorts", () => {
  let city: string;
  beforeAll(async () => {
    city = newCity();
    const db = ctx.database.db;
    // Ties on purpose: equal prices and ratings must still page without repeats.
    const specs = [
      { rating: "4.8", reviews: 40, price: 900, lat: 18.6 },
      { rating: "4.8", reviews: 40, price: 900, lat: 18.7 },
      { rating: "4.2", reviews: 10, price: 1200, lat: 18.53 },
      { rating: "3.9", reviews: 3, price: 700, lat: 19.0 },
      { rating: "5.0", reviews: 1, price: 900, lat: 18.9 },
      { rating: "0", reviews: 0, price: 1100, lat: 18.55 },
      { rating: "4.0", reviews: 200, price: 1000, lat: 18.8 },
    ];
    for (const [i, s] of specs.entries()) {
      await createVenue(db, {
        ownerId,
        city,
        venueType: "nets",
        name: `Page venue ${i}`,
        avgRating: s.rating,
        reviewCount: s.reviews,
        hourlyPrice: s.price,
        latitude: s.lat,
        longitude: 73.85,
      });
    }
  });

  async function allPages(query: string, limit: number) {
    const seen: Venue[] = [];
    const totals: (string | undefined)[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const res = await get(`/api/venues?city=${city}&${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...(res.json() as Venue[]));
      totals.push(res.headers["x-total-count"] as string | undefined);
      cursor = res.headers["x-next-cursor"] as string | undefined;
      if (!cursor) return { seen, totals, pages: page + 1 };
    }
    throw new Error("too many pages");
  }

  for (const sort of ["relevance", "price", "rating", "distance"] as const) {
    it(`pages through every venue exactly once when sorted by ${sort}`, async () => {
      const query = `sort=${sort}&lat=18.52&lng=73.85`;
      const whole = (await get(`/api/venues?city=${city}&${query}&limit=100`)).json() as Venue[];
      expect(whole).toHaveLength(7);
      const { seen, totals, pages } = await allPages(query, 3);
      expect(pages).toBe(3);
      expect(seen.map((v) => v.id)).toEqual(whole.map((v) => v.id));
      expect(totals[0]).toBe("7");
    });
  }

  it("orders by price, rating and distance as a player expects", async () => {
    const byPrice = (await get(`/api/venues?city=${city}&sort=price`)).json() as Venue[];
    const prices = byPrice.map((v) => (v.prices?.kind === "hourly" ? Number(v.prices.hourlyPrice) : 0));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const byRating = (await get(`/api/venues?city=${city}&sort=rating`)).json() as Venue[];
    expect(byRating.map((v) => v.avgRating)).toEqual(["5.00", "4.80", "4.80", "4.20", "4.00", "3.90", "0.00"]);

    const byDistance = (await get(`/api/venues?city=${city}&sort=distance&lat=18.52&lng=73.85`)).json() as Venue[];
    const distances = byDistance.map((v) => v.distanceKm ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeCloseTo(1.11, 1); // 0.01° of latitude ≈ 1.11 km
  });

  it("ranks best match by a rating backed by reviews, not a lone five-star", async () => {
    const best = (await get(`/api/venues?city=${city}`)).json() as Venue[];
    expect(best[0]?.reviewCount).toBe(40);
    expect(best.findIndex((v) => v.avgRating === "5.00")).toBeGreaterThan(2);
  });

  it("refuses a cursor from another sort or a forged one", async () => {
    const first = await get(`/api/venues?city=${city}&sort=price&limit=2`);
    const cursor = first.headers["x-next-cursor"] as string;
    const other = await get(`/api/venues?city=${city}&sort=rating&limit=2&cursor=${cursor}`);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe("This page link has expired. Start again from the first page.");
    const forged = Buffer.from(JSON.stringify({ s: "price", k: ["1; drop table venues", 1] })).toString("base64url");
    expect((await get(`/api/venues?city=${city}&sort=price&cursor=${forged}`)).statusCode).toBe(400);
    expect((await get(`/api/venues?city=${city}&cursor=%%%`)).statusCode).toBe(400);
  });
});

describe("GET /api/venues bad query values", () => {
  const cases: [string, string][] = [
    ["venueType=stadium", "Choose a venue type: cricket ground, practice nets or box cricket"],
    ["date=2026-02-30", "Enter the date as a real date, like 2026-01-05"],
    ["date=tomorrow", "Enter the date as a real date, like 2026-01-05"],
    ["timeSlot=noon", "Choose a time slot: morning, afternoon, evening or night"],
    ["hourlyTime=06:30", "Choose a time on the hour, like 18:00"],
    [
      "venueType=nets&timeSlot=morning",
      "Time slots are for cricket grounds; for nets and box cricket, choose a time on the hour",
    ],
    ["limit=0", "The page size must be a whole number from 1 to 100"],
    ["limit=abc", "The page size must be a whole number from 1 to 100"],
    ["limit=1000", "The page size must be a whole number from 1 to 100"],
    ["minPrice=-5", "Enter the lowest price in rupees, from ₹0 to ₹1,00,00,000"],
    ["minPrice=500&maxPrice=100", "The lowest price cannot be more than the highest price"],
    ["sort=cheapest", "Sort by best match, price, rating or distance"],
    ["sort=distance", "Sorting by distance needs your location"],
    ["lat=95&lng=10", "The latitude must be a number from -90 to 90"],
    ["ownerId=abc", "That owner number is not valid"],
    [`q=${"x".repeat(101)}`, "Search with at most 100 characters"],
  ];
  for (const [query, message] of cases) {
    it(`answers 400 for ${query.slice(0, 40)}`, async () => {
      const res = await get(`/api/venues?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });
  }

  it("answers 400 for a past date", async () => {
    const res = await get(`/api/venues?date=${addDays(todayInIst(), -1)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("That date has passed. Choose today or a later date.");
  });

  it("answers 400 for an id that is not a number", async () => {
    for (const url of ["/api/venues/abc", "/api/venues/1.5", "/api/venues/-1/details", "/api/venues/0"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe("The venue id must be a number");
    }
  });
});

describe("GET /api/venues/{id}", () => {
  it("returns the venue and its details, and null details when none were added", async () => {
    const city = newCity();
    const venue = await createVenue(ctx.database.db, {
      ownerId,
      city,
      venueType: "nets",
      hourlyPrice: 800,
      addOns: [{ key: "other:bowling-machine", name: "Bowling Machine", rupees: 300 }],
    });
    expect((await get(`/api/venues/${venue.id}`)).json()).toMatchObject({ id: venue.id, venueType: "nets" });
    expect((await get(`/api/venues/${venue.id}/details`)).json()).toEqual({
      venueId: venue.id,
      venueType: "nets",
      startTime: "06:00",
      endTime: "22:00",
      hourlyPrice: "800.00",
      pitchType: "artificial",
      addOns: [{ key: "other:bowling-machine", name: "Bowling Machine", price: "300.00" }],
    });
    const bare = await createVenue(ctx.database.db, { ownerId, city, withoutDetails: true });
    const details = await get(`/api/venues/${bare.id}/details`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toBeNull();
    expect((await get(`/api/venues/${bare.id}`)).json().prices).toBeNull();
  });
});

describe("GET /api/venues/compare", () => {
  it("returns the venues with details in the order asked, leaving out ones the asker cannot see", async () => {
    const db = ctx.database.db;
    const a = await createVenue(db, { ownerId, venueType: "box" });
    const b = await createVenue(db, { ownerId, venueType: "ground" });
    const hidden = await createVenue(db, { ownerId, status: "suspended" });
    const res = await get(`/api/venues/compare?ids=${b.id},${hidden.id},${a.id}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as VenueWithDetails[];
    expect(list.map((v) => v.id)).toEqual([b.id, a.id]);
    expect(list[0]?.details).toMatchObject({ venueType: "ground", eveningPrice: "10000.00" });
    expect(list[1]?.details).toMatchObject({ venueType: "box", teamCapacity: 6 });
  });

  it("refuses more than three venues and ids that are not numbers", async () => {
    const four = await get("/api/venues/compare?ids=1,2,3,4");
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe("You can only compare up to 3 venues at once.");
    expect((await get("/api/venues/compare?ids=1,x")).statusCode).toBe(400);
    expect((await get("/api/venues/compare")).statusCode).toBe(400);
  });
});

describe("GET /api/locations", () => {
  it("suggests at most five places, those starting with the text first, then shorter", async () => {
    const db = ctx.database.db;
    const stem = `Zq${process.pid}`;
    await createVenue(db, { ownerId, city: `${stem}abad`, state: "Gujarat" });
    await createVenue(db, { ownerId, city: `${stem}a`, state: "Kerala" });
    await createVenue(db, { ownerId, city: "Kochi", state: "Kerala", address: `Near ${stem} Tower` });
    await createVenue(db, { ownerId, city: `${stem}pending`, state: "Goa", status: "pending" });
    for (let i = 0; i < 4; i++) await createVenue(db, { ownerId, city: `${stem}long${i}ville`, state: "Bihar" });
    const res = await get(`/api/locations?q=${stem.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    const labels = (res.json() as { label: string }[]).map((s) => s.label);
    expect(labels).toHaveLength(5);
    expect(labels[0]).toBe(`${stem}a, Kerala`);
    expect(labels[1]).toBe(`${stem}abad, Gujarat`);
    expect(labels).not.toContain(`${stem}pending, Goa`);
    expect((await get("/api/locations?q=")).json()).toEqual([]);
  });
});

describe("other city names", () => {
  it("finds the venues stored under Bangalore, Gurgaon, Delhi and Mumbai by their other names", async () => {
    const db = ctx.database.db;
    const tag = `Aliaspk${process.pid}`;
    const stored = { Bangalore: "Karnataka", Gurgaon: "Haryana", Delhi: "Delhi", Mumbai: "Maharashtra" } as const;
    for (const [city, state] of Object.entries(stored)) {
      await createVenue(db, { ownerId, city, state, name: `${tag} ${city}` });
    }
    const cases: [string, string][] = [
      ["Bengaluru", "Bangalore"],
      ["बेंगलुरु", "Bangalore"],
      ["Gurugram", "Gurgaon"],
      ["New Delhi", "Delhi"],
      ["दिल्ली", "Delhi"],
      ["Bombay", "Mumbai"],
      ["Navi Mumbai", "Mumbai"],
      ["मुंबई", "Mumbai"],
    ];
    for (const [typed, city] of cases) {
      const found = await names(`/api/venues?city=${encodeURIComponent(typed)}&q=${tag}`);
      expect(found, typed).toEqual([`${tag} ${city}`]);
    }
  });

  it("suggests Bangalore while 'Beng' is typed", async () => {
    await createVenue(ctx.database.db, { ownerId, city: "Bangalore", state: "Karnataka" });
    const res = await get("/api/locations?q=Beng");
    expect(res.statusCode).toBe(200);
    expect((res.json() as { value: string; label: string }[])[0]).toEqual({
      value: "Bangalore",
      label: "Bangalore (Bengaluru), Karnataka",
    });
  });
});
