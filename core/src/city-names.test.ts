import { describe, expect, it } from "vitest";
import { citiesByAlias, hindiCityNames, KNOWN_CITIES, placeNames, resolveCityName } from "./city-names";
import { CITIES } from "./venues";

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

  it("gives every known city, the home page's twelve and the others, a Hindi name in Devanagari", () => {
    for (const city of CITIES) expect(KNOWN_CITIES[city]).toBeDefined();
    for (const [city, { hindi }] of Object.entries(KNOWN_CITIES)) expect(hindi, city).toMatch(/^[\u0900-\u097f ]+$/);
    const shown = new Map(hindiCityNames());
    expect(shown.get("Pune")).toBe("पुणे");
    expect(shown.get("Gurugram")).toBe("गुरुग्राम");
    expect(shown.get("Thiruvananthapuram")).toBe("तिरुवनंतपुरम");
    expect(shown.get("Trivandrum")).toBe("तिरुवनंतपुरम");
    expect(shown.get("Jaipur")).toBe("जयपुर");
    // A place of its own keeps its own name; no Devanagari is a name to show in Latin.
    expect(shown.get("Navi Mumbai")).toBe("नवी मुंबई");
    expect([...shown.keys()].filter((name) => /[^\x20-\x7e]/.test(name))).toEqual([]);
  });

  it("finds a city by its Hindi name, the cities beyond the home page's too", () => {
    expect(resolveCityName("जयपुर")).toBe("Jaipur");
    expect(resolveCityName("तिरुवनंतपुरम, Kerala")).toBe("Thiruvananthapuram, Kerala");
    expect(resolveCityName("नवी मुंबई")).toBe("Mumbai");
    expect(placeNames("लखनऊ")).toEqual(["लखनऊ", "lucknow"]);
  });
});
