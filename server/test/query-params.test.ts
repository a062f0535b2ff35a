/**
 * No number or date out of range is a 500 (docs/SECURITY.md): every GET route the running app
 * serves, read with its schemas as the app adds them, gets hostile values in each query and path
 * parameter in turn (the others valid), as a visitor and as an admin. Every answer must be below
 * 500, and a 4xx must carry a `message` a person can act on.
 */
import { addDays, todayInIst } from "@crease/core";
import fc from "fast-check";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginAs } from "./app";
import { createBooking, createUser, createVenue } from "./factories";

let built: Awaited<ReturnType<typeof buildTestApp>>;
const routes: { url: string; query: string[]; params: string[] }[] = [];
const callers: Record<"visitor" | "admin", string> = { visitor: "", admin: "" };
/** Valid values for the parameters other than the one under attack. */
const VALID: Record<string, string> = {};

/** The parameter names of a zod object schema (through refinements, pipes and transforms). */
function keysOf(schema: unknown): string[] | null {
  const s = schema as {
    shape?: Record<string, unknown>;
    in?: unknown;
    def?: { in?: unknown; innerType?: unknown; schema?: unknown };
  } | null;
  if (!s) return [];
  if (s.shape) return Object.keys(s.shape);
  for (const inner of [s.in, s.def?.in, s.def?.innerType, s.def?.schema]) if (inner) return keysOf(inner);
  return null;
}

function record(route: RouteOptions) {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.includes("GET") || !route.url.startsWith("/api/")) return;
  const schema = route.schema as { querystring?: unknown; params?: unknown } | undefined;
  const query = keysOf(schema?.querystring);
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (query === null) throw new Error(`Cannot read the query parameters of ${route.url}`);
  routes.push({ url: route.url, query, params });
}

beforeAll(async () => {
  built = await buildTestApp({}, { onRoute: record });
  const db = built.database.db;
  const owner = await createUser(db, { role: "owner" });
  const venue = await createVenue(db, { ownerId: owner.id, venueType: "nets", hourlyPrice: 1000 });
  // Two more, so a search has a second page (and a cursor to forge).
  await createVenue(db, { ownerId: owner.id, venueType: "box", hourlyPrice: 1200 });
  await createVenue(db, { ownerId: owner.id, venueType: "ground" });
  const player = await createUser(db);
  const booking = await createBooking(db, { venueId: venue.id, userId: player.id, slot: "10:00-11:00" });
  callers.admin = (await loginAs(built, "admin")).cookie;
  const today = todayInIst();
  Object.assign(VALID, {
    id: String(venue.id),
    venueId: String(venue.id),
    ownerId: String(owner.id),
    ids: `${venue.id}`,
    from: addDays(today, -30),
    to: today,
    date: addDays(today, 1),
    days: "7",
    limit: "10",
    lat: "18.52",
    lng: "73.85",
    bookingId: String(booking.id),
  });
}, 60_000);
afterAll(async () => built?.close());

/** Values that have broken parsers somewhere: sizes around int4/int8, non-numbers, impossible dates. */
const HOSTILE = [
  "",
  " ",
  "0",
  "-1",
  "-0",
  "1.5",
  "1e3",
  "1e309",
  "-1e309",
  "1E-7",
  "NaN",
  "Infinity",
  "-Infinity",
  "0x10",
  "2147483647",
  "2147483648",
  "-2147483649",
  "4294967296",
  "9007199254740993",
  "9223372036854775807",
  "9223372036854775808",
  "-9223372036854775809",
  "18446744073709551616",
  "123456789012345678901234567890",
  "0000-00-00",
  "0000-01-01",
  "0001-01-01",
  "1969-12-31",
  "9999-12-31",
  "99999-01-01",
  "+275760-09-13",
  "2026-02-30",
  "2026-13-01",
  "2026-01-01T99:99:99Z",
  "2026-01-01T00:00:00.000Z",
  "24:00",
  "99:99",
  // Numbers PostgreSQL cannot store as float8 (found by the property below: lat=5e-324 was a 500).
  "5e-324",
  "-5e-324",
  "1e-310",
  "1.7976931348623157e308",
  "-0",
  "1,2,3",
  ",,,",
  "1,-1",
  "99999999999,1",
  "null",
  "[]",
  "{}",
  "' or 1=1 --",
  "\u0000",
  "🏏".repeat(50),
  "9".repeat(400),
  "a".repeat(3000),
];

const randomValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.double().map(String),
  fc
    .tuple(fc.integer({ min: -1, max: 300_000 }), fc.integer({ min: -1, max: 99 }), fc.integer({ min: -1, max: 99 }))
    .map(([y, m, d]) => `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`),
);

function urlFor(route: (typeof routes)[number], target: string, value: string | string[]): string {
  const values = Array.isArray(value) ? value : [value];
  let path = route.url;
  for (const name of route.params) {
    const text = name === target ? values[0]! : (VALID[name] ?? "1");
    path = path.replace(`:${name}`, encodeURIComponent(text) || "%20");
  }
  const search = new URLSearchParams();
  for (const name of route.query) {
    if (name === target) for (const v of values) search.append(name, v);
    else if (VALID[name] !== undefined) search.append(name, VALID[name]!);
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** What went wrong for this value, as a visitor and as an admin (empty: nothing). */
async function problems(route: (typeof routes)[number], target: string, value: string | string[]): Promise<string[]> {
  const found: string[] = [];
  for (const [who, cookie] of Object.entries(callers)) {
    const url = urlFor(route, target, value);
    const res = await built.app.inject({
      method: "GET",
      url,
      headers: cookie ? { cookie } : {},
      remoteAddress: `10.20.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    const what = `${who} GET ${url.slice(0, 160)} → ${res.statusCode} ${res.body.slice(0, 160)}`;
    if (res.statusCode >= 500) found.push(what);
    else if (res.statusCode >= 400 && typeof (res.json() as { message?: unknown }).message !== "string") {
      found.push(`${what} (no message)`);
    }
  }
  return found;
}

describe("no 5xx for any query or path parameter", () => {
  it("reads every GET route with its parameters", () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.find((r) => r.url === "/api/venues")?.query).toContain("cursor");
  });

  it("answers hostile values below 500 on every GET route, as a visitor and as an admin", async () => {
    const found: string[] = [];
    for (const route of routes) {
      for (const target of [...route.query, ...route.params]) {
        for (const value of HOSTILE) found.push(...(await problems(route, target, value)));
        // The same parameter twice arrives as an array.
        found.push(...(await problems(route, target, ["1", "2"])));
      }
    }
    expect(found).toEqual([]);
  }, 300_000);

  it("answers a search cursor with out-of-range numbers in it with 400", async () => {
    const sorts = ["relevance", "price", "rating", "distance"];
    for (const sort of sorts) {
      const base = `/api/venues?limit=1&sort=${sort}&lat=18.52&lng=73.85`;
      const first = await built.app.inject({ method: "GET", url: base });
      expect(first.statusCode, first.body).toBe(200);
      const cursor = first.headers["x-next-cursor"] as string;
      expect(cursor, sort).toBeTruthy();
      const body = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { s: string; k: unknown[] };
      const huge = [2 ** 31, 2 ** 63, -(2 ** 31) - 1, 1e308, -1e308, 0.5, "1e400", "9".repeat(30), null];
      for (let i = 0; i < body.k.length; i++) {
        for (const value of huge) {
          const k = [...body.k];
          k[i] = value;
          const forged = Buffer.from(JSON.stringify({ s: body.s, k })).toString("base64url");
          const res = await built.app.inject({ method: "GET", url: `${base}&cursor=${forged}` });
          expect(res.statusCode, `${sort} k[${i}]=${value}: ${res.body}`).toBeLessThan(500);
        }
      }
    }
  });

  it("answers arbitrary strings and numbers below 500 (property)", async () => {
    const targets = routes.flatMap((route) => [...route.query, ...route.params].map((target) => ({ route, target })));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), randomValue, async ({ route, target }, value) => {
        expect(await problems(route, target, value)).toEqual([]);
      }),
      { numRuns: 600 },
    );
  }, 300_000);
});
