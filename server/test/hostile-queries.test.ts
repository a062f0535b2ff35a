/** Hostile query parameters, text stored as text, and property-based checks of the write routes: always a 4xx with a message, never a 500, nothing changed. */
/**
 * Hostile input (issue 8): every write route and query parameter fed wrong types, missing fields,
 * huge and deeply nested bodies, SQL fragments, impossible dates and money, unknown slots and ids
 * that are not numbers. Each answer is a 4xx with a readable `message` (never a 500), and the
 * database is unchanged afterwards (row counts of every table in the public schema). Text with
 * HTML, scripts, RTL marks and emoji is stored as text and returned unchanged.
 */
import { addDays, todayInIst } from "@crease/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loginAs } from "./app";
import {
  BAD_DATES,
  BAD_IDS,
  ctx,
  HUGE,
  refused,
  SQL,
  s,
  send,
  unchanged,
  validVenueBody,
} from "./hostile-input-helpers";

describe("query parameters refuse bad values with a 400 and a message", () => {
  const QUERIES: Record<string, { cookie?: () => string; params: Record<string, unknown[]> }> = {
    "/api/venues": {
      params: {
        venueType: ["stadium", "GROUND", 1, HUGE],
        date: BAD_DATES.filter((d) => d !== ""),
        timeSlot: ["brunch", "06:00-07:00", "MORNING"],
        hourlyTime: ["18:30", "24:00", "6:00", "evening"],
        minPrice: ["-1", "abc", "1e400"],
        maxPrice: ["-5", "free"],
        amenities: [Array.from({ length: 30 }, (_, i) => `a${i}`).join(","), "x".repeat(60)],
        pitchType: ["grass"],
        teamCapacity: ["4", "9", "5.5", "six"],
        sort: ["cheapest", "distance"],
        lat: ["91", "abc"],
        lng: ["181", "-181"],
        ownerId: ["abc", "-1", "0", "99999999999"],
        status: ["deleted", "pending"],
        limit: ["0", "101", "-1", "1.5", "all"],
        cursor: [HUGE],
        city: [HUGE],
        q: [HUGE],
      },
    },
    "/api/venues/compare": { params: { ids: ["", "a,b", "1,2,3,4", "1;DROP TABLE venues", "-1", HUGE] } },
    "/api/venues/{venue}/availability": {
      params: { from: BAD_DATES.filter((d) => d !== ""), days: ["0", "63", "-1", "1.5", "abc", "1000"] },
    },
    "/api/locations": { params: { q: [HUGE] } },
    "/api/geocode": { params: { q: ["", "ab", HUGE] } },
    "/api/auth/verify-reset-token": { params: { token: ["", HUGE, "' OR 1=1 --"] } },
    "/api/bookings": { cookie: () => s.player, params: { venueId: BAD_IDS, scope: ["all", "theirs"] } },
    "/api/users": {
      cookie: () => s.admin,
      params: { role: ["superuser"], status: ["banned"], limit: ["0", "101", "x"], cursor: [HUGE], q: [HUGE] },
    },
    "/api/contact-messages": {
      cookie: () => s.admin,
      params: { unread: ["maybe", "2"], limit: ["0", "1000"], cursor: [HUGE] },
    },
    "/api/analytics/most-viewed": {
      cookie: () => s.admin,
      params: { from: BAD_DATES.filter((d) => d !== ""), to: ["2026-02-30"], limit: ["0", "21", "x", "1.5"] },
    },
    "/api/analytics/most-booked": { cookie: () => s.admin, params: { limit: ["-1"], from: ["2026-02-29"] } },
    "/api/analytics/summary": { cookie: () => s.admin, params: { from: ["2026-02-30", "2020-02-31"], to: ["nope"] } },
    "/api/analytics/owner": {
      cookie: () => s.admin,
      params: { venueId: ["abc", "-1", "1.5"], ownerId: ["abc", "0"], from: ["2026-02-30"] },
    },
    "/api/payouts": {
      cookie: () => s.admin,
      params: { status: ["pending", HUGE], ownerId: ["x", "-1"], limit: ["0", "501"] },
    },
  };

  it("every query parameter of every GET route", async () => {
    await unchanged(async () => {
      for (const [path, spec] of Object.entries(QUERIES)) {
        const url = path.replace("{venue}", String(s.venueId));
        for (const [name, values] of Object.entries(spec.params)) {
          for (const value of values) {
            const qs = new URLSearchParams({ [name]: String(value) });
            if (name === "sort") qs.set("sort", String(value)); // distance without lat/lng is refused too
            const res = await refused("GET", `${url}?${qs}`, spec.cookie?.());
            expect([400, 403, 414], `${url} ${name}=${String(value).slice(0, 30)}`).toContain(res.statusCode);
          }
          // A parameter sent twice arrives as a list (amenities is a list by design).
          if (name !== "amenities") await refused("GET", `${url}?${name}=1&${name}=2`, spec.cookie?.());
        }
      }
      // From after to, and a period longer than a year.
      await refused("GET", "/api/analytics/summary?from=2026-03-01&to=2026-01-01", s.admin);
      await refused("GET", "/api/analytics/summary?from=2020-01-01&to=2026-01-01", s.admin);
      await refused("GET", "/api/venues?minPrice=500&maxPrice=100");
      await refused("GET", `/api/venues?date=${addDays(todayInIst(), -2)}`);
    });
  });

  it("SQL fragments and odd text in search parameters are only text", async () => {
    await unchanged(async () => {
      for (const value of [...SQL, "%", "_", "\\", "'", '"', "%%'--", "\u202Eevil", "💥", "\u0000"]) {
        for (const name of ["city", "location", "q", "amenities"]) {
          const res = await send("GET", `/api/venues?${new URLSearchParams({ [name]: value })}`);
          expect(res.statusCode, `${name}=${value} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode === 200) expect(res.json()).toEqual([]);
        }
        const loc = await send("GET", `/api/locations?${new URLSearchParams({ q: value })}`);
        expect(loc.statusCode, `locations ${value} → ${loc.body.slice(0, 200)}`).toBeLessThan(500);
        const users = await send("GET", `/api/users?${new URLSearchParams({ q: value })}`, s.admin);
        expect(users.statusCode, `users ${value} → ${users.body.slice(0, 200)}`).toBeLessThan(500);
      }
    });
  });
});

describe("text is stored as text", () => {
  const NASTY = `<script>alert("x")</script><img src=x onerror=alert(1)> مرحبا بالعالم \u202Eevil\u202C 🏏 ' OR 1=1 -- %00 {{7*7}} \${7*7}`;

  it("HTML, scripts, RTL marks and emoji come back exactly as sent, as JSON", async () => {
    const { cookie } = await loginAs(ctx, "player");
    const patched = await send("PATCH", "/api/users/me", cookie, { fullName: NASTY.slice(0, 100) });
    expect(patched.statusCode).toBe(200);
    const me = await send("GET", "/api/auth/me", cookie);
    expect(me.headers["content-type"]).toMatch(/^application\/json/);
    expect(me.json().fullName).toBe(NASTY.slice(0, 100).trim());

    const venue = await send("POST", "/api/venues", s.owner, {
      ...validVenueBody(),
      name: NASTY.slice(0, 120),
      description: NASTY,
      amenities: ["<b>Parking</b>", "Floodlights 💡"],
    });
    expect(venue.statusCode, venue.body).toBe(201);
    const got = await send("GET", `/api/venues/${venue.json().id}`, s.owner);
    expect(got.json().name).toBe(NASTY.slice(0, 120).trim());
    expect(got.json().description).toBe(NASTY.trim());
    expect(got.json().amenities).toEqual(["<b>Parking</b>", "Floodlights 💡"]);
    expect(got.headers["content-type"]).toMatch(/^application\/json/);

    const contact = await send("POST", "/api/contact", undefined, {
      name: "Zoë <b>",
      email: "zoe@example.in",
      subject: "<script>x</script>",
      message: NASTY,
    });
    expect(contact.statusCode).toBe(201);
    const inbox = await send("GET", "/api/contact-messages", s.admin);
    expect((inbox.json() as { message: string }[])[0]?.message).toBe(NASTY.trim());
  });
});

describe("property-based", () => {
  const junk = fc.oneof(
    fc.anything(),
    fc.string(),
    fc.string({ unit: "grapheme", maxLength: 50 }),
    fc.constantFrom(...SQL, ...BAD_DATES, ...BAD_IDS, HUGE.slice(0, 5000)),
    fc.double(),
    fc.integer(),
  );
  const RUNS = { numRuns: 100 };

  it("create-order bodies: never a 5xx, never a hold without the exact price", async () => {
    const future = addDays(todayInIst(), 40);
    await unchanged(async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record(
            {
              venueId: fc.oneof(fc.constant(s.venueId), fc.constant(s.netsId), fc.integer({ min: -5, max: 1e6 }), junk),
              date: fc.oneof(fc.constant(future), fc.constantFrom(...BAD_DATES), junk),
              slot: fc.oneof(fc.constantFrom("morning", "night", "06:00-07:00", "brunch", "25:00-26:00"), junk),
              addOns: fc.oneof(
                fc.constant([]),
                fc.array(fc.oneof(fc.constantFrom("redBalls", "umpireFees"), junk)),
                junk,
              ),
              // Always present and never the real total: the order must be refused whatever else is right.
              amount: fc.oneof(fc.constantFrom(-1, 0, 0.001, "1e5", "-5", "abc"), fc.double({ max: -0.01 }), junk),
            },
            { requiredKeys: ["amount"] },
          ),
          async (body) => {
            const res = await send("POST", "/api/payment/create-order", s.player, body);
            expect(res.statusCode, res.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
            expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
            expect(typeof res.json().message).toBe("string");
          },
        ),
        RUNS,
      );
    });
  });

  it("venue bodies: never a 5xx, nothing stored without uploaded images", async () => {
    await unchanged(async () => {
      const valid = validVenueBody();
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            name: fc.oneof(fc.constant(valid.name), fc.string({ maxLength: 200 }), junk),
            venueType: fc.oneof(fc.constantFrom("ground", "nets", "box", "stadium"), junk),
            description: fc.oneof(fc.constant(valid.description), junk),
            address: fc.oneof(fc.constant(valid.address), junk),
            city: fc.oneof(fc.constant(valid.city), junk),
            state: fc.oneof(fc.constant(valid.state), junk),
            postalCode: fc.oneof(fc.constantFrom("411005", "41100", "4110050", "abcdef"), junk),
            country: fc.oneof(fc.constantFrom("India", "Pakistan", ""), junk),
            location: fc.oneof(fc.constantFrom("https://maps.google.com/?q=18.5,73.8", "javascript:alert(1)"), junk),
            amenities: fc.oneof(fc.array(fc.string({ maxLength: 60 }), { maxLength: 40 }), junk),
            reschedulingRules: fc.oneof(fc.constant(valid.reschedulingRules), junk),
            cancellationRules: fc.oneof(fc.constant(valid.cancellationRules), junk),
            paymentType: fc.oneof(fc.constantFrom("full", "partial"), junk),
            partialPaymentAmount: fc.oneof(fc.double(), fc.constantFrom("-1", "500", "0.001"), junk),
            upiQrCodeUrl: fc.oneof(fc.constantFrom("https://evil.example/qr.png", "/uploads/venues/none.webp"), junk),
            // Never an image this server issued: whatever the rest, nothing may be stored.
            images: fc.oneof(
              fc.array(fc.oneof(fc.webUrl(), fc.constantFrom("/uploads/venues/x.webp", "data:image/png;base64,AA")), {
                maxLength: 25,
              }),
              junk,
            ),
            details: fc.oneof(fc.constant(valid.details), fc.dictionary(fc.string(), junk, { maxKeys: 6 }), junk),
          }),
          async (body) => {
            const res = await send("POST", "/api/venues", s.owner, body);
            expect(res.statusCode, res.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
            expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
            expect(typeof res.json().message).toBe("string");
          },
        ),
        RUNS,
      );
    });
  });

  it("venue search queries: 200 or a 4xx with a message, never a 5xx", async () => {
    const keys = fc.constantFrom(
      "city",
      "location",
      "venueType",
      "date",
      "timeSlot",
      "hourlyTime",
      "q",
      "minPrice",
      "maxPrice",
      "amenities",
      "pitchType",
      "teamCapacity",
      "sort",
      "lat",
      "lng",
      "ownerId",
      "status",
      "limit",
      "cursor",
      "other",
    );
    const value = fc.oneof(
      fc.constantFrom("ground", "nets", "box", "all", "morning", "18:00", "relevance", "distance", "price", "5", "100"),
      fc.constantFrom(addDays(todayInIst(), 3), ...BAD_DATES, ...SQL),
      fc.string(),
      fc.string({ unit: "grapheme", maxLength: 30 }),
      fc.integer().map(String),
      fc.double().map(String),
    );
    await unchanged(async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(keys, value), { maxLength: 8 }), async (pairs) => {
          const qs = new URLSearchParams(pairs);
          const res = await send("GET", `/api/venues?${qs}`);
          expect(res.statusCode, `?${qs} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode !== 200) {
            expect([400, 403]).toContain(res.statusCode);
            expect(typeof res.json().message).toBe("string");
          } else {
            expect(Array.isArray(res.json())).toBe(true);
          }
        }),
        RUNS,
      );
    });
  });
});
