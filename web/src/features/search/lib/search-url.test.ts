import { describe, expect, it } from "vitest";
import { searchUrl } from "./search-url";

describe("the /search address built by the home search", () => {
  it("is plain /search without filters", () => {
    expect(searchUrl({ location: "  ", venueType: "all" })).toBe("/search");
  });

  it("carries the ground time slot", () => {
    expect(searchUrl({ location: "Pune", venueType: "ground", date: "2026-12-01", timeSlot: "evening" })).toBe(
      "/search?location=Pune&venueType=ground&date=2026-12-01&timeSlot=evening",
    );
  });

  it("carries the start time for nets and box cricket, never a ground slot", () => {
    expect(searchUrl({ venueType: "nets", hourlyTime: "18:00", timeSlot: "evening" })).toBe(
      "/search?venueType=nets&hourlyTime=18%3A00",
    );
    expect(searchUrl({ venueType: "box", hourlyTime: "06:00" })).toBe("/search?venueType=box&hourlyTime=06%3A00");
  });

  it("drops a start time when the type is a ground or any type", () => {
    expect(searchUrl({ venueType: "all", hourlyTime: "06:00", timeSlot: "night" })).toBe("/search");
  });
});
