import type { Venue } from "@crease/core/contracts/venues";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { GEO_UNSUPPORTED, geoErrorMessage } from "./geolocation";
import { countByType, placeVenues } from "./map-venues";

function venue(id: number, venueType: string, extra: Partial<Venue> = {}): Venue {
  return {
    id,
    name: `Venue ${id}`,
    venueType,
    city: "Pune",
    latitude: null,
    longitude: null,
    location: null,
    ...extra,
  } as Venue;
}

const PUNE = { lat: 18.52, lng: 73.85 };

describe("placing venues on the map", () => {
  it("uses the venue's coordinates, else its maps link, else its city", () => {
    const [own, link, city] = placeVenues(
      [
        venue(1, "ground", { latitude: 19.1, longitude: 72.9 }),
        venue(2, "nets", { location: "https://www.google.com/maps?q=12.97,77.59" }),
        venue(3, "box", { city: "Mumbai" }),
      ],
      "all",
      null,
    );
    expect(own?.point).toEqual({ lat: 19.1, lng: 72.9 });
    expect(link?.point).toEqual({ lat: 12.97, lng: 77.59 });
    expect(city?.point).toEqual({ lat: 19.076, lng: 72.8777 });
    expect(own?.distanceKm).toBeNull();
  });

  it("keeps only the chosen type", () => {
    const venues = [venue(1, "ground"), venue(2, "nets"), venue(3, "box"), venue(4, "nets")];
    expect(placeVenues(venues, "nets", null).map((v) => v.venue.id)).toEqual([2, 4]);
    expect(placeVenues(venues, "all", null)).toHaveLength(4);
  });

  it("sorts by distance from the player, nearest first", () => {
    const venues = [
      venue(1, "ground", { city: "Delhi" }),
      venue(2, "ground", { latitude: 18.53, longitude: 73.86 }),
      venue(3, "ground", { city: "Mumbai" }),
    ];
    const placed = placeVenues(venues, "all", PUNE);
    expect(placed.map((v) => v.venue.id)).toEqual([2, 3, 1]);
    expect(placed[0]?.distanceKm).toBeLessThan(2);
    expect(placed[1]?.distanceKm).toBeGreaterThan(100);
  });
});

describe("counting venues by type", () => {
  it("counts each known type and all of them", () => {
    expect(countByType([venue(1, "ground"), venue(2, "nets"), venue(3, "nets"), venue(4, "stadium")])).toEqual({
      all: 4,
      ground: 1,
      nets: 2,
      box: 0,
    });
  });
});

describe("geolocation errors", () => {
  it("gives a readable text for each error code", () => {
    expect(i18n._(geoErrorMessage(1))).toBe("Location access denied. Please enable location permissions.");
    expect(i18n._(geoErrorMessage(2))).toBe("Location information is unavailable.");
    expect(i18n._(geoErrorMessage(3))).toBe("Location request timed out.");
    expect(i18n._(GEO_UNSUPPORTED)).toBe("Geolocation is not supported by this browser.");
  });
});
