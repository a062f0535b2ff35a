/** Search by pincode, near me with a radius, and one city under all its names (issue 46). */
import type { LocationSuggestion, Venue } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createVenue } from "../../../test/factories";
import { ctx, get, names, ownerId } from "./venues-test-helpers";

async function venueAt(
  name: string,
  postalCode: string,
  latitude: number | null,
  longitude: number | null,
  city = "Bangalore",
) {
  const venue = await createVenue(ctx.database.db, { ownerId, name, city, latitude, longitude });
  await ctx.database.db.execute(sql`update venues set postal_code = ${postalCode} where id = ${venue.id}`);
  return venue;
}

async function search(url: string): Promise<{ venues: Venue[]; total: string | undefined }> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return { venues: res.json() as Venue[], total: res.headers["x-total-count"] as string | undefined };
}

describe("search by pincode", () => {
  beforeAll(async () => {
    // Yelahanka (560064): two venues carry the pincode; their centre is the pincode's point.
    await venueAt("Pin Yelahanka North", "560064", 13.13, 77.6);
    await venueAt("Pin Yelahanka South", "560064", 13.1, 77.6);
    // Nearer the point than both, but in another pincode: after them.
    await venueAt("Pin Next Door", "560092", 13.115, 77.6);
    await venueAt("Pin Hebbal", "560024", 13.0354, 77.597);
    await venueAt("Pin MG Road", "560001", 12.9716, 77.5946);
    // Mysuru is 130 km away: outside the pincode's 25 km.
    await venueAt("Pin Mysuru", "570001", 12.2958, 76.6394, "Mysuru");
    // Delhi: 110001 is carried by no venue; the offline table places it at Connaught Place.
    await venueAt("Pin Janpath", "110011", 28.625, 77.219, "Delhi");
    await venueAt("Pin Noida 62", "201309", 28.6271, 77.3721, "Noida");
    await venueAt("Pin Jaipur", "302001", 26.9124, 75.7873, "Jaipur");
    // A pincode neither the venues' map pins nor the table can place.
    await venueAt("Pin Far East", "799001", null, null, "Agartala");
  });

  it("finds the venues with the pincode first, then the nearest others by distance", async () => {
    const { venues, total } = await search("/api/venues?location=560064");
    const found = venues.map((v) => v.name);
    expect(new Set(found.slice(0, 2))).toEqual(new Set(["Pin Yelahanka North", "Pin Yelahanka South"]));
    expect(found.slice(2)).toEqual(["Pin Next Door", "Pin Hebbal", "Pin MG Road"]);
    expect(total).toBe("5");
    const distances = venues.map((v) => v.distanceKm ?? Number.NaN);
    expect(distances.every(Number.isFinite)).toBe(true);
    expect(distances[2]).toBeLessThan(distances[0]!);
    expect(distances[3]).toBeLessThan(distances[4]!);
    // "560 064" is the same pincode, and the city field takes it too.
    expect(await names("/api/venues?location=560%20064")).toEqual(found);
    expect(await names("/api/venues?city=560064")).toEqual(found);
  });

  it("places a pincode no venue has from the offline table, and keeps to the radius", async () => {
    expect(await names("/api/venues?location=110001")).toEqual(["Pin Janpath", "Pin Noida 62"]);
    expect(await names("/api/venues?location=110001&radiusKm=5")).toEqual(["Pin Janpath"]);
    // 560099 is not in the table: the nearest pincode of its district (560100, Electronic City) stands in.
    expect((await names("/api/venues?location=560099")).slice(0, 2)).toEqual(["Pin MG Road", "Pin Hebbal"]);
  });

  it("a pincode nothing can place finds only the venues that carry it", async () => {
    expect(await names("/api/venues?location=799001")).toEqual(["Pin Far East"]);
    const { venues, total } = await search("/api/venues?location=799999");
    expect(venues).toEqual([]);
    expect(total).toBe("0");
  });

  it("pages a pincode search without repeats", async () => {
    const first = await get("/api/venues?location=560064&limit=2");
    const cursor = first.headers["x-next-cursor"] as string;
    expect(cursor).toBeTruthy();
    const rest = await names(`/api/venues?location=560064&limit=10&cursor=${cursor}`);
    expect(rest).toEqual(["Pin Next Door", "Pin Hebbal", "Pin MG Road"]);
  });

  it("sorted by price, still only the pincode and its surroundings", async () => {
    const found = await names("/api/venues?location=560064&sort=price");
    expect(found).toHaveLength(5);
    expect(found).not.toContain("Pin Mysuru");
  });

  for (const [query, message] of [
    ["location=56006", "A pincode has 6 digits and does not start with 0, like 560064"],
    ["location=012345", "A pincode has 6 digits and does not start with 0, like 560064"],
    ["city=5600641", "A pincode has 6 digits and does not start with 0, like 560064"],
    ["location=Pune&radiusKm=10", "A distance needs your location or a pincode"],
    ["location=560064&radiusKm=500", "Choose a distance from 1 to 100 km"],
  ] as const) {
    it(`answers 400 for ${query}`, async () => {
      const res = await get(`/api/venues?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });
  }
});

describe("near me", () => {
  it("finds the venues within the radius of the position, nearest first, with their distance", async () => {
    // From Hebbal: Yelahanka's are about 7 to 11 km away, MG Road 7 km, Mysuru far.
    const { venues } = await search("/api/venues?lat=13.0354&lng=77.597&radiusKm=8&sort=distance");
    const found = venues.map((v) => v.name);
    expect(found[0]).toBe("Pin Hebbal");
    expect(found).toContain("Pin MG Road");
    expect(found).not.toContain("Pin Yelahanka North");
    expect(found).not.toContain("Pin Mysuru");
    expect(venues.every((v) => (v.distanceKm ?? 99) <= 8)).toBe(true);
  });
});

describe("one city, one place", () => {
  beforeAll(async () => {
    const db = ctx.database.db;
    await createVenue(db, { ownerId, name: "Oneplace Gurugram", city: "Gurugram", state: "Haryana" });
    await createVenue(db, { ownerId, name: "Oneplace Gurgaon", city: "Gurgaon", state: "Haryana" });
    await createVenue(db, { ownerId, name: "Oneplace Baroda", city: "Vadodara", state: "Gujarat" });
  });

  for (const typed of ["Gurgaon", "Gurugram", "gurugram, haryana", "गुरुग्राम"]) {
    it(`a search for ${typed} finds the venues listed under either name`, async () => {
      const found = await names(`/api/venues?location=${encodeURIComponent(typed)}&q=Oneplace`);
      expect(found.sort()).toEqual(["Oneplace Gurgaon", "Oneplace Gurugram"]);
    });
  }

  it("knows the old names of cities beyond the home page's", async () => {
    expect(await names("/api/venues?location=Baroda&q=Oneplace")).toEqual(["Oneplace Baroda"]);
  });

  for (const typed of ["gur", "Gurugram", "Gurgaon"]) {
    it(`suggests the city once for '${typed}'`, async () => {
      const res = await get(`/api/locations?q=${typed}`);
      expect(res.statusCode).toBe(200);
      const suggestions = res.json() as LocationSuggestion[];
      const haryana = suggestions.filter((s) => s.label.endsWith("Haryana"));
      expect(haryana).toHaveLength(1);
      expect(haryana[0]?.value).toBe("Gurgaon");
    });
  }
});
