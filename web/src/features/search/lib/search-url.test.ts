import { describe, expect, it } from "vitest";
import { chosenSlot, hourLabel, readHomeSearch, searchParamsOf, searchUrl } from "./search-url";

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

describe("the home search read back from its address", () => {
  const today = "2026-03-10";

  it("is no search at all without any search parameter", () => {
    expect(readHomeSearch(new URLSearchParams(""), today)).toBeNull();
    expect(readHomeSearch(new URLSearchParams("utm_source=mail"), today)).toBeNull();
  });

  it("keeps what can be searched", () => {
    expect(
      readHomeSearch(new URLSearchParams("location=%20Pune%20&venueType=ground&date=2026-03-10&timeSlot=night"), today),
    ).toEqual({ location: "Pune", venueType: "ground", date: "2026-03-10", timeSlot: "night", hourlyTime: "" });
  });

  it("drops a past or unreal date, an unknown type and a slot of the wrong kind", () => {
    expect(
      readHomeSearch(new URLSearchParams("venueType=stadium&date=2026-03-09&timeSlot=night&hourlyTime=18:00"), today),
    ).toEqual({ location: "", venueType: "all", date: "", timeSlot: "", hourlyTime: "" });
    expect(readHomeSearch(new URLSearchParams("venueType=nets&date=2026-02-30&hourlyTime=18:30"), today)).toEqual({
      location: "",
      venueType: "nets",
      date: "",
      timeSlot: "",
      hourlyTime: "",
    });
  });

  it("marks an unfiltered search by keeping venueType=all", () => {
    expect(searchParamsOf({ venueType: "all" }, { keepAllType: true }).toString()).toBe("venueType=all");
  });
});

describe("the slot a search hands on to the venue page", () => {
  it("is the ground slot, or the one-hour slot a start time opens", () => {
    expect(chosenSlot({ venueType: "ground", timeSlot: "evening" })).toBe("evening");
    expect(chosenSlot({ venueType: "nets", hourlyTime: "18:00" })).toBe("18:00-19:00");
    expect(chosenSlot({ venueType: "box", hourlyTime: "09:00" })).toBe("09:00-10:00");
    expect(chosenSlot({ venueType: "all", timeSlot: "evening" })).toBeUndefined();
  });

  it("labels start times on a 12-hour clock", () => {
    expect(hourLabel("06:00")).toBe("6 AM");
    expect(hourLabel("12:00")).toBe("12 PM");
    expect(hourLabel("20:00")).toBe("8 PM");
  });
});
