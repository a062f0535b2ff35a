import { describe, expect, it } from "vitest";
import { citiesByAlias, placeNames, resolveCityName } from "./city-names";

describe("city names", () => {
  it("resolves every common name to the stored city", () => {
    expect(resolveCityName("Bengaluru")).toBe("Bangalore");
    expect(resolveCityName(" gurugram ")).toBe("Gurgaon");
    expect(resolveCityName("New Delhi")).toBe("Delhi");
    expect(resolveCityName("BOMBAY")).toBe("Mumbai");
    expect(resolveCityName("Navi  Mumbai")).toBe("Mumbai");
    expect(resolveCityName("बेंगलुरु")).toBe("Bangalore");
    expect(resolveCityName("दिल्ली")).toBe("Delhi");
    expect(resolveCityName("मुंबई")).toBe("Mumbai");
  });

  it("keeps the rest of 'city, state' and leaves other places as typed", () => {
    expect(resolveCityName("Bengaluru, Karnataka")).toBe("Bangalore, Karnataka");
    expect(resolveCityName("Koramangala")).toBe("Koramangala");
    expect(resolveCityName("Pune")).toBe("Pune");
  });

  it("gives every Latin name of a city for the search, the typed text always", () => {
    expect(placeNames("Gurgaon, Haryana")).toEqual(["gurgaon, haryana", "gurugram, haryana"]);
    expect(placeNames("Trivandrum")).toEqual(["trivandrum", "thiruvananthapuram"]);
    expect(placeNames("गुरुग्राम")).toEqual(["गुरुग्राम", "gurgaon", "gurugram"]);
    expect(placeNames(" Koramangala ")).toEqual(["koramangala"]);
  });

  it("finds the stored cities behind a partly typed name", () => {
    expect(citiesByAlias("Beng")).toEqual(["Bangalore"]);
    expect(citiesByAlias("guru")).toEqual(["Gurgaon"]);
    expect(citiesByAlias("")).toEqual([]);
  });
});
