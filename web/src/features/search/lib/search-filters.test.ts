import { describe, expect, it } from "vitest";
import {
  countActiveFilters,
  EMPTY_FILTERS,
  readSearchFilters,
  toVenueSearch,
  writeSearchFilters,
} from "./search-filters";

const today = "2026-03-10";
const read = (qs: string) => readSearchFilters(new URLSearchParams(qs), today);

describe("the search page's filters in its address", () => {
  it("are all empty on a bare /search", () => {
    expect(read("")).toEqual(EMPTY_FILTERS);
    expect(writeSearchFilters(EMPTY_FILTERS).toString()).toBe("");
  });

  it("survive a round trip", () => {
    const qs =
      "location=Pune&venueType=nets&date=2026-03-12&hourlyTime=18%3A00&q=Kothrud&minPrice=500&maxPrice=1500&amenities=Parking%2CWiFi&pitchType=matting&sort=price";
    expect(writeSearchFilters(read(qs)).toString()).toBe(qs);
  });

  it("drop a past date, a slot of the wrong kind and type-specific filters of another type", () => {
    const filters = read(
      "venueType=ground&date=2026-03-09&hourlyTime=18:00&pitchType=clay&teamCapacity=6&sort=cheapest",
    );
    expect(filters).toMatchObject({ venueType: "ground", date: "", hourlyTime: "", pitchType: "", teamCapacity: "" });
    expect(filters.sort).toBe("relevance");
  });

  it("keep a box team size between 5 and 8 only", () => {
    expect(read("venueType=box&teamCapacity=7").teamCapacity).toBe("7");
    expect(read("venueType=box&teamCapacity=11").teamCapacity).toBe("");
  });

  it("swap a minimum above the maximum instead of sending a search the API refuses", () => {
    expect(read("minPrice=2000&maxPrice=500")).toMatchObject({ minPrice: "500", maxPrice: "2000" });
    expect(read("minPrice=-5&maxPrice=abc")).toMatchObject({ minPrice: "", maxPrice: "" });
  });

  it("clear the slot when the type changes to one it does not fit", () => {
    const filters = { ...read("venueType=ground&timeSlot=morning"), venueType: "nets" as const };
    expect(writeSearchFilters(filters).toString()).toBe("venueType=nets");
  });

  it("count what narrows the search, not the sort order", () => {
    expect(countActiveFilters(read("location=Pune&venueType=nets&amenities=Parking,WiFi&sort=price"))).toBe(4);
  });
});

describe("the API search of the page's filters", () => {
  it("sends the location as city and numbers as numbers", () => {
    expect(toVenueSearch(read("location=Pune&venueType=box&teamCapacity=6&minPrice=100&amenities=Parking"))).toEqual({
      city: "Pune",
      venueType: "box",
      teamCapacity: 6,
      minPrice: 100,
      amenities: ["Parking"],
    });
  });

  it("sorts by distance only once the position is known", () => {
    const filters = read("sort=distance");
    expect(toVenueSearch(filters)).toEqual({});
    expect(toVenueSearch(filters, { lat: 18.520434, lng: 73.856743 })).toEqual({
      sort: "distance",
      lat: 18.5204,
      lng: 73.8567,
    });
  });

  it("near me sends the radius with the position, and keeps it in the address", () => {
    const filters = read("sort=distance&radiusKm=10");
    expect(filters.radiusKm).toBe("10");
    expect(writeSearchFilters(filters).toString()).toBe("sort=distance&radiusKm=10");
    expect(toVenueSearch(filters, { lat: 12.97, lng: 77.59 })).toEqual({
      sort: "distance",
      lat: 12.97,
      lng: 77.59,
      radiusKm: 10,
    });
    // A radius means nothing without the distance sort, and one out of range is dropped.
    expect(read("radiusKm=10").radiusKm).toBe("");
    expect(read("sort=distance&radiusKm=500").radiusKm).toBe("");
  });

  it("a pincode is a point of its own: nearest first needs no position", () => {
    const filters = read("location=560064&sort=distance");
    expect(toVenueSearch(filters)).toEqual({ city: "560064", sort: "distance" });
  });
});
