import { describe, expect, it } from "vitest";
import { hasAmenity, normaliseAmenity, type SummaryVenue, summarise } from "./compare-summary";
import { clockText, ratingText } from "./format";

describe("amenity checks", () => {
  it("ignores case, spaces and hyphens", () => {
    expect(normaliseAmenity(" Wi-Fi ")).toBe("wifi");
    expect(hasAmenity(["Wi-Fi"], "wifi")).toBe(true);
    expect(hasAmenity(["WiFi"], "wifi")).toBe(true);
    expect(hasAmenity(["wi fi"], "wifi")).toBe(true);
    expect(hasAmenity(["FLOOD LIGHTS"], "floodlights")).toBe(true);
  });

  it("accepts singular names and longer names", () => {
    expect(hasAmenity(["Washroom"], "washrooms")).toBe(true);
    expect(hasAmenity(["Free Parking"], "parking")).toBe(true);
    expect(hasAmenity(["24x7 Security"], "security")).toBe(true);
  });

  it("says no when the venue does not list it", () => {
    expect(hasAmenity([], "parking")).toBe(false);
    expect(hasAmenity(["Drinking Water", "First Aid"], "refreshments")).toBe(false);
  });
});

function venue(id: number, avgRating: string, reviewCount: number, amenities: string[]): SummaryVenue {
  return { id, name: `Venue ${id}`, avgRating, reviewCount, amenities };
}

describe("the comparison summary", () => {
  it("names the highest rated, the one with most amenities and the most reviewed", () => {
    const summary = summarise([
      venue(1, "4.20", 40, ["Parking", "WiFi"]),
      venue(2, "4.80", 12, ["Parking", "WiFi", "Floodlights", "Washrooms"]),
      venue(3, "3.90", 95, ["Parking"]),
    ]);
    expect(summary.highestRated).toEqual({ venues: [{ id: 2, name: "Venue 2" }], value: 4.8 });
    expect(summary.mostAmenities).toEqual({ venues: [{ id: 2, name: "Venue 2" }], value: 4 });
    expect(summary.mostReviews).toEqual({ venues: [{ id: 3, name: "Venue 3" }], value: 95 });
  });

  it("shares a title between venues that tie", () => {
    const summary = summarise([venue(1, "4.50", 10, ["A"]), venue(2, "4.50", 10, ["B"])]);
    expect(summary.highestRated?.venues.map((v) => v.id)).toEqual([1, 2]);
    expect(summary.mostReviews?.venues.map((v) => v.id)).toEqual([1, 2]);
    expect(summary.mostAmenities?.venues.map((v) => v.id)).toEqual([1, 2]);
  });

  it("awards nothing when nobody has ratings, reviews or amenities", () => {
    expect(summarise([venue(1, "0.00", 0, []), venue(2, "not a number", 0, [""])])).toEqual({
      highestRated: null,
      mostAmenities: null,
      mostReviews: null,
    });
    expect(summarise([])).toEqual({ highestRated: null, mostAmenities: null, mostReviews: null });
  });

  it("counts an amenity listed twice once", () => {
    const summary = summarise([venue(1, "4", 1, ["WiFi", "Wi-Fi", "Parking"]), venue(2, "4", 1, ["A", "B"])]);
    expect(summary.mostAmenities?.value).toBe(2);
    expect(summary.mostAmenities?.venues.map((v) => v.id)).toEqual([1, 2]);
  });
});

describe("tray texts", () => {
  it("shows a rating with one decimal, none for an unrated venue", () => {
    expect(ratingText("4.25")).toBe("4.3");
    expect(ratingText("0.00")).toBeNull();
    expect(ratingText("abc")).toBeNull();
  });
});

describe("clock times", () => {
  it("reads 24-hour times the Indian way", () => {
    expect(clockText("06:00")).toBe("6 AM");
    expect(clockText("12:00")).toBe("12 PM");
    expect(clockText("18:30")).toBe("6:30 PM");
    expect(clockText("24:00")).toBe("12 AM");
  });
});
