import { describe, expect, it } from "vitest";
import { addCustomAmenities, COMMON_AMENITIES, customAmenities, hasAmenity, toggleAmenity } from "./amenities";

describe("amenities", () => {
  it("offers every listed amenity", () => {
    expect(COMMON_AMENITIES).toHaveLength(16);
    expect(COMMON_AMENITIES).toContain("Floodlights");
  });

  it("ticks and unticks an amenity whatever its case", () => {
    const ticked = toggleAmenity([], "Parking");
    expect(ticked).toEqual(["Parking"]);
    expect(hasAmenity(ticked, " parking ")).toBe(true);
    expect(toggleAmenity(["parking", "WiFi"], "Parking")).toEqual(["WiFi"]);
  });

  it("adds the owner's own, one or several separated by commas, skipping repeats", () => {
    const { list, problem } = addCustomAmenities(["Parking"], " Live streaming ,  kit storage, parking,,");
    expect(list).toEqual(["Parking", "Live streaming", "kit storage"]);
    expect(problem).toBeNull();
  });

  it("uses the usual spelling when a typed name is a common amenity", () => {
    expect(addCustomAmenities([], "wifi").list).toEqual(["WiFi"]);
  });

  it("says why nothing was added", () => {
    expect(addCustomAmenities(["Parking"], "  ,  ").problem).toBe("Type an amenity to add");
    const long = addCustomAmenities([], "x".repeat(51));
    expect(long.list).toEqual([]);
    expect(long.problem).toBe("Each amenity must be at most 50 characters");
    const full = Array.from({ length: 30 }, (_, i) => `Amenity ${i}`);
    expect(addCustomAmenities(full, "One more").problem).toBe("At most 30 amenities");
  });

  it("lists the custom ones apart from the checklist", () => {
    expect(customAmenities(["Parking", "Live streaming", "wifi"])).toEqual(["Live streaming"]);
  });
});
