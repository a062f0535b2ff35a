/**
 * Hostile input (issue 8): every write route and query parameter fed wrong types, missing fields,
 * huge and deeply nested bodies, SQL fragments, impossible dates and money, unknown slots and ids
 * that are not numbers. Each answer is a 4xx with a readable `message` (never a 500), and the
 * database is unchanged afterwards (row counts of every table in the public schema). Text with
 * HTML, scripts, RTL marks and emoji is stored as text and returned unchanged.
 */
import { addDays, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, payoutRuns, payouts } from "../src/db/schema";
import { loginAs, TEST_PASSWORD, useTestApp } from "./app";
import { createBooking, createVenue } from "./factories";
import { uploadImages } from "./uploads";

const ctx = useTestApp();

interface Ids {
  player: string;
  owner: string;
  admin: string;
  venueId: number;
  netsId: number;
  bookingId: number;
  payoutId: number;
  notificationId: number;
  image: string;
}
const s = {} as Ids;

/** Row counts of every table in the public schema. */
async function countAllTables(): Promise<Record<string, number>> {
  const result = (await ctx.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name: name } of result.rows) {
    const rows = (await ctx.database.db.execute(sql.raw(`select count(*)::int as n from "${name}"`))) as unknown as {
      rows: { n: number }[];
    };
    counts[name] = Number(rows.rows[0]?.n);
  }
  return counts;
}

/** Runs `body`, then checks that no table gained or lost a row. */
async function unchanged(body: () => Promise<void>) {
  const before = await countAllTables();
  expect(Object.keys(before).length).toBeGreaterThan(10);
  await body();
  expect(await countAllTables()).toEqual(before);
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
let ipSerial = 0;

async function send(
  method: Method,
  url: string,
  cookie?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  ipSerial += 1;
  return ctx.app.inject({
    method,
    url,
    // A fresh address per request, so rate limits never hide what the validation answers.
    remoteAddress: `10.66.${(ipSerial >> 8) & 255}.${ipSerial & 255}`,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(payload !== undefined ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: typeof payload === "string" ? payload : JSON.stringify(payload) }),
  });
}

/** A refusal: 4xx, JSON `{message}` with text a person can read. */
async function refused(
  method: Method,
  url: string,
  cookie?: string,
  payload?: unknown,
  headers?: Record<string, string>,
) {
  const res = await send(method, url, cookie, payload, headers);
  const label = `${method} ${url.slice(0, 120)} ${typeof payload === "string" ? payload.slice(0, 80) : JSON.stringify(payload)?.slice(0, 80)}`;
  expect(res.statusCode, `${label} → ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${label} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
  const message = (res.json() as { message?: unknown }).message;
  expect(typeof message, label).toBe("string");
  expect((message as string).length, label).toBeGreaterThan(0);
  expect(message as string, label).not.toMatch(/drizzle|postgres|syntax error|stack|TypeError|undefined/i);
  return res;
}

const HUGE = "x".repeat(200_000);
const SQL = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "'); DELETE FROM venues; --",
  "1 UNION SELECT password_hash FROM users",
];
const BAD_IDS = [
  "abc",
  "1.5",
  "-1",
  "0",
  "1e3",
  "0x10",
  "99999999999",
  "1;DROP",
  "%27%20OR%201%3D1",
  "NaN",
  "Infinity",
];
const BAD_DATES = [
  "2026-02-30",
  "2026-13-01",
  "2026-00-10",
  "26-01-01",
  "2026/01/05",
  "tomorrow",
  "",
  "2026-1-5",
  "9999-99-99",
];
const WRONG_TYPES: unknown[] = [null, true, 42, -1, 1.5, "text", [], [1, 2], {}, { $gt: "" }];
const NON_OBJECT_BODIES = ["[]", '"text"', "123", "null", "true", "{", '{"a":', "\u0000"];

const kind = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

/** Values of another JSON type than the valid one (numeric strings count as numbers), plus huge text and NUL. */
function wrongValuesFor(valid: unknown): unknown[] {
  const wrong = WRONG_TYPES.filter((v) => kind(v) !== kind(valid));
  if (typeof valid === "string") return [...wrong, HUGE, `${valid}\u0000`];
  return [...wrong, HUGE, ...SQL];
}

function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

const validVenueBody = () => ({
  name: "Hostile Input Ground",
  venueType: "ground",
  description: "A well kept ground with floodlights and nets.",
  address: "12 MG Road, Shivajinagar",
  city: "Pune",
  state: "Maharashtra",
  postalCode: "411005",
  amenities: ["Parking"],
  reschedulingRules: "Reschedule up to 24 hours before.",
  cancellationRules: "Free cancellation up to 24 hours before.",
  paymentType: "full",
  images: [s.image],
  details: { morningPrice: 8000, afternoonPrice: 7000, eveningPrice: 10000, nightPrice: 12000 },
});

/** Every JSON write route, as a caller who may use it, with a body that would be valid. */
function writeRoutes(): { method: Method; url: string; cookie?: string; body: Record<string, unknown> }[] {
  const future = addDays(todayInIst(), 30);
  return [
    {
      method: "POST",
      url: "/api/auth/register",
      body: { fullName: "Hostile Person", email: "hostile@example.in", phone: "9876543210", password: TEST_PASSWORD },
    },
    { method: "POST", url: "/api/auth/login", body: { email: "hostile@example.in", password: "x" } },
    { method: "POST", url: "/api/auth/forgot-password", body: { email: "nobody@example.in" } },
    { method: "POST", url: "/api/auth/reset-password", body: { token: "t".repeat(40), password: "another-pass" } },
    {
      method: "POST",
      url: "/api/auth/change-password",
      cookie: s.player,
      body: { currentPassword: "wrong-one", newPassword: "another-pass" },
    },
    { method: "PATCH", url: "/api/users/me", cookie: s.player, body: { fullName: "Valid Name" } },
    {
      method: "PUT",
      url: "/api/users/me/notification-preferences",
      cookie: s.player,
      body: { bookingUpdates: true, reminders: true, venueNews: false },
    },
    {
      method: "POST",
      url: "/api/contact",
      body: { name: "Asha", email: "asha@example.in", subject: "A question", message: "How do refunds work?" },
    },
    { method: "POST", url: "/api/favorites", cookie: s.player, body: { venueId: s.venueId } },
    { method: "POST", url: "/api/venues", cookie: s.owner, body: validVenueBody() },
    {
      method: "POST",
      url: `/api/venues/${s.venueId}/ground-details`,
      cookie: s.owner,
      body: { morningPrice: 8000, afternoonPrice: 7000, eveningPrice: 10000, nightPrice: 12000 },
    },
    {
      method: "POST",
      url: `/api/venues/${s.netsId}/nets-details`,
      cookie: s.owner,
      body: { startTime: "06:00", endTime: "22:00", hourlyPrice: 1000, pitchType: "artificial" },
    },
    { method: "PATCH", url: `/api/venues/${s.venueId}`, cookie: s.owner, body: { name: "Renamed" } },
    { method: "POST", url: `/api/venues/${s.venueId}/reviews`, cookie: s.player, body: { rating: 5, comment: "Good" } },
    { method: "PATCH", url: "/api/users/1", cookie: s.admin, body: { role: "owner" } },
    {
      method: "POST",
      url: "/api/payment/create-order",
      cookie: s.player,
      body: { venueId: s.venueId, date: future, slot: "morning", addOns: [] },
    },
    {
      method: "POST",
      url: "/api/payment/verify",
      cookie: s.player,
      body: { orderId: "o", paymentId: "p", signature: "s" },
    },
    { method: "POST", url: "/api/payment/cancel", cookie: s.player, body: { orderId: "o" } },
    { method: "POST", url: "/api/payment/sandbox/pay", cookie: s.player, body: { orderId: "o", outcome: "success" } },
    { method: "PATCH", url: `/api/bookings/${s.bookingId}`, cookie: s.player, body: { status: "cancelled" } },
    { method: "POST", url: "/api/payouts/run", cookie: s.admin, body: { date: "2025-01-07" } },
    { method: "POST", url: `/api/payouts/${s.payoutId}/mark-paid`, cookie: s.admin, body: { reference: "UTR1" } },
  ];
}

beforeAll(async () => {
  const db = ctx.database.db;
  const [player, owner, admin] = await Promise.all([
    loginAs(ctx, "player"),
    loginAs(ctx, "owner"),
    loginAs(ctx, "admin"),
  ]);
  Object.assign(s, { player: player.cookie, owner: owner.cookie, admin: admin.cookie });
  s.venueId = (await createVenue(db, { ownerId: owner.user.id })).id;
  s.netsId = (await createVenue(db, { ownerId: owner.user.id, venueType: "nets" })).id;
  s.bookingId = (await createBooking(db, { venueId: s.venueId, userId: player.user.id, slot: "night" })).id;
  await db.insert(payoutRuns).values({ runDate: "2025-01-07", periodEnd: "2025-01-06" });
  const [payout] = await db
    .insert(payouts)
    .values({
      ownerId: owner.user.id,
      runDate: "2025-01-07",
      periodStart: "2024-12-31",
      periodEnd: "2025-01-06",
      grossPaise: 100_000,
      feePaise: 8_000,
      refundPaise: 0,
      netPaise: 92_000,
      bookingCount: 1,
    })
    .returning();
  s.payoutId = payout!.id;
  const [note] = await db
    .insert(notifications)
    .values({ userId: player.user.id, type: "test", title: "Hi", message: "Hello" })
    .returning();
  s.notificationId = note!.id;
  s.image = (await uploadImages(ctx, owner.cookie, 1))[0]!.url;
});

describe("write routes refuse malformed bodies with a 4xx and change nothing", () => {
  it("bodies that are not JSON objects, empty objects and deeply nested JSON", async () => {
    await unchanged(async () => {
      for (const route of writeRoutes()) {
        if (route.url === "/api/payment/verify") continue; // checked below
        for (const raw of NON_OBJECT_BODIES) await refused(route.method, route.url, route.cookie, raw);
        if (route.url !== "/api/users/me" && route.url !== `/api/venues/${s.venueId}`) {
          await refused(route.method, route.url, route.cookie, {});
        }
        await refused(route.method, route.url, route.cookie, nested(5_000));
      }
      await refused("POST", "/api/payment/verify", s.player, {});
    });
  });

  it("every field with a wrong type, missing, huge or an SQL fragment", async () => {
    await unchanged(async () => {
      for (const route of writeRoutes()) {
        for (const field of Object.keys(route.body)) {
          // amenities may also be comma-separated text (the edit form sends them so).
          const values = wrongValuesFor(route.body[field]).filter(
            (v) =>
              !(field === "amenities" && typeof v === "string" && v.length < 100) &&
              // null means "none yet" / the documented default (06:00, 22:00).
              !(NULL_MEANS_DEFAULT.has(field) && v === null),
          );
          for (const value of values) {
            const body = { ...route.body, [field]: value };
            const res = await send(route.method, route.url, route.cookie, body);
            // Some routes refuse valid bodies too (a wrong password, an unknown order); none may 2xx
            // with a broken field, nor 5xx.
            expect(
              res.statusCode,
              `${route.url} ${field}=${JSON.stringify(value)?.slice(0, 40)} → ${res.body.slice(0, 160)}`,
            ).toBeGreaterThanOrEqual(400);
            expect(res.statusCode, `${route.url} ${field} → ${res.body.slice(0, 160)}`).toBeLessThan(500);
            expect(typeof (res.json() as { message?: unknown }).message).toBe("string");
          }
          const { [field]: _dropped, ...missing } = route.body;
          const optional = OPTIONAL_FIELDS.has(`${route.url} ${field}`) || NULL_MEANS_DEFAULT.has(field);
          if (Object.keys(missing).length > 0 && !optional) {
            await refused(route.method, route.url, route.cookie, missing);
          }
        }
      }
    });
  });

  it("a body over the 1 MB limit is a 413 on every JSON write route", async () => {
    await unchanged(async () => {
      for (const route of writeRoutes()) {
        const res = await refused(route.method, route.url, route.cookie, {
          ...route.body,
          padding: "x".repeat(1_100_000),
        });
        expect(res.statusCode, route.url).toBe(413);
      }
    });
  });

  it("negative, fractional and absurd money", async () => {
    await unchanged(async () => {
      const future = addDays(todayInIst(), 31);
      for (const amount of [-1, -9440, 0.001, 9440.005, "1e5", "-5", "9,440", 1e308, "Infinity", "NaN"]) {
        await refused("POST", "/api/payment/create-order", s.player, {
          venueId: s.venueId,
          date: future,
          slot: "morning",
          addOns: [],
          amount,
        });
      }
      for (const price of [-1, -0.5, 0.001, 100.999, "abc", "1e3", "--5", 1e12, "  ", Number.MAX_SAFE_INTEGER]) {
        await refused("POST", `/api/venues/${s.venueId}/ground-details`, s.owner, {
          morningPrice: price,
          afternoonPrice: 7000,
          eveningPrice: 10000,
          nightPrice: 12000,
        });
        await refused("POST", `/api/venues/${s.netsId}/nets-details`, s.owner, {
          startTime: "06:00",
          endTime: "22:00",
          hourlyPrice: price,
          pitchType: "artificial",
        });
        await refused("POST", "/api/venues", s.owner, {
          ...validVenueBody(),
          paymentType: "partial",
          partialPaymentAmount: price,
          upiQrCodeUrl: s.image,
        });
      }
      await refused("POST", `/api/venues/${s.venueId}/ground-details`, s.owner, {
        morningPrice: 8000,
        afternoonPrice: 7000,
        eveningPrice: 10000,
        nightPrice: 12000,
        addOns: [{ name: "Umpire", price: -100 }],
      });
    });
  });

  it("impossible dates, slots that do not exist and times off the clock", async () => {
    await unchanged(async () => {
      for (const date of [...BAD_DATES, addDays(todayInIst(), -1)]) {
        await refused("POST", "/api/payment/create-order", s.player, { venueId: s.venueId, date, slot: "morning" });
      }
      // Not yesterday: a payout run for a past Tuesday is a legitimate catch-up.
      for (const date of BAD_DATES) await refused("POST", "/api/payouts/run", s.admin, { date });
      const future = addDays(todayInIst(), 32);
      for (const slot of ["brunch", "MORNING", "06:00-07:00", "25:00-26:00", "morning ", "", "night;--", "__proto__"]) {
        await refused("POST", "/api/payment/create-order", s.player, { venueId: s.venueId, date: future, slot });
      }
      for (const slot of ["morning", "06:30-07:30", "23:00-24:00", "05:00-06:00", "06:00-08:00", "6:00-7:00"]) {
        await refused("POST", "/api/payment/create-order", s.player, { venueId: s.netsId, date: future, slot });
      }
      await refused("POST", "/api/payment/create-order", s.player, {
        venueId: s.venueId,
        date: future,
        slot: "morning",
        addOns: ["no-such-add-on", "redBalls"],
      });
      for (const [startTime, endTime] of [
        ["25:00", "26:00"],
        ["22:00", "06:00"],
        ["06:15", "22:00"],
        ["6", "22"],
        ["06:00", "06:30"],
      ]) {
        await refused("POST", `/api/venues/${s.netsId}/nets-details`, s.owner, {
          startTime,
          endTime,
          hourlyPrice: 1000,
          pitchType: "artificial",
        });
      }
      await refused("POST", "/api/payouts/run", s.admin, { date: "2025-01-08" }); // a Wednesday
    });
  });

  it("ids in the path that are not numbers, or numbers out of range", async () => {
    await unchanged(async () => {
      for (const id of BAD_IDS) {
        await refused("GET", `/api/venues/${id}`);
        await refused("GET", `/api/venues/${id}/details`);
        await refused("GET", `/api/venues/${id}/availability`);
        await refused("GET", `/api/venues/${id}/reviews`);
        await refused("GET", `/api/venues/${id}/reviews/eligibility`);
        await refused("GET", `/api/venues/${id}/status-history`, s.owner);
        await refused("PATCH", `/api/venues/${id}`, s.owner, { name: "Renamed" });
        await refused("POST", `/api/venues/${id}/ground-details`, s.owner, { morningPrice: 1 });
        await refused("POST", `/api/venues/${id}/reviews`, s.player, { rating: 5 });
        await refused("DELETE", `/api/favorites/${id}`, s.player);
        await refused("GET", `/api/bookings/${id}`, s.player);
        await refused("PATCH", `/api/bookings/${id}`, s.player, { status: "cancelled" });
        await refused("POST", `/api/notifications/${id}/read`, s.player);
        await refused("PATCH", `/api/users/${id}`, s.admin, { role: "owner" });
        await refused("POST", `/api/contact-messages/${id}/read`, s.admin);
        await refused("GET", `/api/payouts/${id}`, s.admin);
        await refused("POST", `/api/payouts/${id}/mark-paid`, s.admin, { reference: "UTR1" });
      }
      for (const venueId of ["1", -1, 0, 1.5, 2 ** 31, 1e308, null]) {
        await refused("POST", "/api/favorites", s.player, { venueId });
        await refused("POST", "/api/payment/create-order", s.player, {
          venueId,
          date: addDays(todayInIst(), 33),
          slot: "morning",
        });
      }
    });
  });

  it("unknown fields on strict bodies and prototype keys", async () => {
    await unchanged(async () => {
      await refused("PATCH", `/api/venues/${s.venueId}`, s.owner, { name: "Renamed", ownerId: 1 });
      await refused("PATCH", `/api/venues/${s.venueId}`, s.owner, { venueType: "nets" });
      await refused("PATCH", `/api/venues/${s.venueId}`, s.owner, { status: "approved" });
      await refused("PATCH", "/api/users/1", s.admin, { role: "owner", passwordHash: "x" });
      await refused("PUT", "/api/users/me/notification-preferences", s.player, {
        bookingUpdates: true,
        reminders: true,
        venueNews: false,
        admin: true,
      });
      await refused("POST", "/api/auth/register", undefined, {
        fullName: "Sneaky Admin",
        email: "sneaky@example.in",
        phone: "9876543210",
        password: TEST_PASSWORD,
        role: "admin",
      });
      await refused(
        "POST",
        "/api/payment/create-order",
        s.player,
        `{"venueId":${s.venueId},"date":"2026-02-30","slot":"morning","__proto__":{"isAdmin":true}}`,
      );
      await refused("PATCH", `/api/venues/${s.venueId}`, s.owner, '{"constructor":{"prototype":{"x":1}}}');
    });
  });

  it("images and QR codes must be URLs this server issued", async () => {
    await unchanged(async () => {
      for (const url of [
        "https://evil.example/x.png",
        "javascript:alert(1)",
        "data:image/png;base64,AAAA",
        "/uploads/venues/../../secret.webp",
        "/uploads/venues/nope.webp",
        "/etc/passwd",
        `${s.image}?x=1`,
      ]) {
        await refused("POST", "/api/venues", s.owner, { ...validVenueBody(), images: [url] });
        await refused("POST", "/api/venues", s.owner, {
          ...validVenueBody(),
          paymentType: "partial",
          partialPaymentAmount: 500,
          upiQrCodeUrl: url,
        });
      }
    });
  });

  it("uploads: not multipart, wrong field, empty", async () => {
    await unchanged(async () => {
      await refused("POST", "/api/uploads", s.owner, { files: ["x"] });
      await refused("POST", "/api/uploads", s.owner, "hello", { "content-type": "text/plain" });
      await refused("POST", "/api/uploads", s.owner, "--x--\r\n", {
        "content-type": "multipart/form-data; boundary=x",
      });
      await refused("POST", "/api/uploads", s.owner, "garbage", { "content-type": "multipart/form-data" });
    });
  });
});

/** Fields where null or absence means the default. */
const NULL_MEANS_DEFAULT = new Set(["details", "startTime", "endTime"]);

/** Fields a route may go without (defaults or optional). */
const OPTIONAL_FIELDS = new Set([
  "/api/auth/register role",
  "/api/users/me fullName",
  "/api/users/me phone",
  "/api/payment/create-order addOns",
  "/api/payment/create-order amount",
  "/api/bookings orderId",
  "/api/venues details",
]);

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
