import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { AddressSuggestion } from "@crease/core";
import { CITIES, hindiCityNames } from "@crease/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, useTestApp } from "../../../test/app";
import { PLACES } from "./places";
import { locateOffline, searchPlaces } from "./service";

describe("the offline table", () => {
  it("names only cities core knows, each with its Hindi name (a Hindi screen shows it in Devanagari)", () => {
    const hindi = new Map(hindiCityNames());
    for (const city of new Set(PLACES.map((p) => p.city))) expect(hindi.get(city), city).toMatch(/^[\u0900-\u097f ]+$/);
  });

  it("has every home page city with 5–20 localities (a pincode search places the seed's and the big pincodes), each with state, a 6-digit pincode and coordinates in India", () => {
    for (const city of CITIES) {
      const rows = PLACES.filter((p) => p.city === city);
      expect(
        rows.some((p) => p.name === city),
        city,
      ).toBe(true);
      const localities = rows.filter((p) => p.name !== city).length;
      expect(localities, city).toBeGreaterThanOrEqual(5);
      expect(localities, city).toBeLessThanOrEqual(20);
    }
    for (const place of PLACES) {
      expect(place.state.length).toBeGreaterThan(1);
      expect(place.postalCode).toMatch(/^\d{6}$/);
      expect(place.lat).toBeGreaterThan(6);
      expect(place.lat).toBeLessThan(36);
      expect(place.lng).toBeGreaterThan(68);
      expect(place.lng).toBeLessThan(98);
    }
  });

  it("places an address by the locality it names, else its pincode, else its city", () => {
    const koramangala = PLACES.find((p) => p.name === "Koramangala");
    expect(
      locateOffline({
        address: "80 Feet Road, Koramangala 4th Block",
        city: "Bangalore",
        state: "Karnataka",
        postalCode: "560034",
      }),
    ).toEqual({
      lat: koramangala?.lat,
      lng: koramangala?.lng,
    });
    expect(
      locateOffline({ address: "12 MG Road", city: "Bengaluru", state: "Karnataka", postalCode: "000000" }),
    ).toEqual({
      lat: 12.9716,
      lng: 77.5946,
    });
    expect(locateOffline({ address: "Somewhere", city: "Atlantis", state: "Sea", postalCode: "999999" })).toBeNull();
  });

  it("matches every word typed, names first", () => {
    expect(searchPlaces("kora")[0]?.address).toBe("Koramangala");
    expect(searchPlaces("andheri mumbai")[0]).toMatchObject({
      address: "Andheri",
      city: "Mumbai",
      state: "Maharashtra",
    });
    expect(searchPlaces("zzzz")).toEqual([]);
  });
});

describe("GET /api/geocode without a geocoder", () => {
  const ctx = useTestApp();

  it("answers from the bundled table: at most 5 suggestions with every address field", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/geocode?q=Koramangala" });
    expect(res.statusCode).toBe(200);
    const [first] = res.json() as AddressSuggestion[];
    expect(first).toEqual({
      label: "Koramangala, Bangalore, Karnataka 560034",
      address: "Koramangala",
      city: "Bangalore",
      state: "Karnataka",
      postalCode: "560034",
      country: "India",
      lat: 12.9352,
      lng: 77.6245,
    });
    const many = (await ctx.app.inject({ method: "GET", url: "/api/geocode?q=Delhi" })).json() as AddressSuggestion[];
    expect(many.length).toBe(5);
    expect(many[0]).toMatchObject({ city: "Delhi", address: "" });
    const pin = (await ctx.app.inject({ method: "GET", url: "/api/geocode?q=400050" })).json() as AddressSuggestion[];
    expect(pin[0]).toMatchObject({ address: "Bandra", city: "Mumbai" });
  });

  it("asks for at least 3 characters", async () => {
    for (const q of ["", "ab", "%20%20ab%20"]) {
      const res = await ctx.app.inject({ method: "GET", url: `/api/geocode?q=${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBe("Type at least 3 characters of the address to look it up");
    }
    expect((await ctx.app.inject({ method: "GET", url: "/api/geocode" })).statusCode).toBe(400);
  });
});

describe("GET /api/geocode with a Nominatim-compatible geocoder", () => {
  let server: Server;
  const seen: { url: string; userAgent: string | undefined }[] = [];
  let mode: "ok" | "fail" | "slow" = "ok";
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ url: req.url ?? "", userAgent: req.headers["user-agent"] });
      if (mode === "fail") {
        res.writeHead(503).end("busy");
        return;
      }
      if (mode === "slow") return; // never answers: the 3 s timeout must end it
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify([
          {
            lat: "19.0596",
            lon: "72.8295",
            name: "Bandstand",
            display_name: "Bandstand, Bandra West, Mumbai, Maharashtra, 400050, India",
            address: {
              road: "Bandstand Promenade",
              suburb: "Bandra West",
              city: "Mumbai",
              state: "Maharashtra",
              postcode: "400050",
              country: "India",
            },
          },
          { lat: "not a number", lon: "1" },
        ]),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    app = await buildTestApp({ GEOCODER_URL: `http://127.0.0.1:${port}/nominatim` });
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await app?.close();
  });

  const get = (q: string) => app.app.inject({ method: "GET", url: `/api/geocode?q=${encodeURIComponent(q)}` });

  it("asks the service once with the Nominatim query and a descriptive User-Agent, then answers from its cache", async () => {
    const res = await get("Bandstand Bandra");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        label: "Bandstand, Bandra West, Mumbai, Maharashtra, 400050, India",
        address: "Bandstand Promenade, Bandra West",
        city: "Mumbai",
        state: "Maharashtra",
        postalCode: "400050",
        country: "India",
        lat: 19.0596,
        lng: 72.8295,
      },
    ]);
    expect(seen).toHaveLength(1);
    const asked = new URL(seen[0]?.url ?? "", "http://x");
    expect(asked.pathname).toBe("/nominatim/search");
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      format: "jsonv2",
      addressdetails: "1",
      countrycodes: "in",
      limit: "5",
      q: "Bandstand Bandra",
    });
    expect(seen[0]?.userAgent).toMatch(/^Crease\/.+venue/);

    const again = await get("  bandstand   BANDRA ");
    expect(again.json()).toEqual(res.json());
    expect(seen).toHaveLength(1);
  });

  it("answers an empty list when the service fails, and does not cache the failure", async () => {
    mode = "fail";
    const res = await get("Powai lake");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    mode = "ok";
    const later = await get("Powai lake");
    expect((later.json() as AddressSuggestion[]).length).toBe(1);
  });

  it("gives up after 3 seconds with an empty list", async () => {
    mode = "slow";
    const started = Date.now();
    const res = await get("Juhu beach");
    expect(res.json()).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(Date.now() - started).toBeLessThan(6000);
    mode = "ok";
  });
});
