/** The hostile-input tests' app, ids and helpers, shared by hostile-input.test.ts and hostile-queries.test.ts (each test file gets its own app). */
/**
 * Hostile input (issue 8): every write route and query parameter fed wrong types, missing fields,
 * huge and deeply nested bodies, SQL fragments, impossible dates and money, unknown slots and ids
 * that are not numbers. Each answer is a 4xx with a readable `message` (never a 500), and the
 * database is unchanged afterwards (row counts of every table in the public schema). Text with
 * HTML, scripts, RTL marks and emoji is stored as text and returned unchanged.
 */
import { addDays, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import { notifications, payoutRuns, payouts } from "../src/db/schema";
import { loginAs, TEST_PASSWORD, useTestApp } from "./app";
import { createBooking, createVenue } from "./factories";
import { uploadImages } from "./uploads";

export const ctx = useTestApp();

export interface Ids {
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
export const s = {} as Ids;

/** Row counts of every table in the public schema. */
export async function countAllTables(): Promise<Record<string, number>> {
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
export async function unchanged(body: () => Promise<void>) {
  const before = await countAllTables();
  expect(Object.keys(before).length).toBeGreaterThan(10);
  await body();
  expect(await countAllTables()).toEqual(before);
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export let ipSerial = 0;

export async function send(
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
export async function refused(
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

export const HUGE = "x".repeat(200_000);
export const SQL = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "'); DELETE FROM venues; --",
  "1 UNION SELECT password_hash FROM users",
];
export const BAD_IDS = [
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
export const BAD_DATES = [
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
export const WRONG_TYPES: unknown[] = [null, true, 42, -1, 1.5, "text", [], [1, 2], {}, { $gt: "" }];
export const NON_OBJECT_BODIES = ["[]", '"text"', "123", "null", "true", "{", '{"a":', "\u0000"];

export const kind = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

/**
 * Values of another JSON type than the valid one (numeric strings count as numbers), plus huge
 * text, NUL and a lone UTF-16 surrogate (text the database cannot store: a 400 at the door, issue 44).
 */
export function wrongValuesFor(valid: unknown): unknown[] {
  const wrong = WRONG_TYPES.filter((v) => kind(v) !== kind(valid));
  if (typeof valid === "string") return [...wrong, HUGE, `${valid}\u0000`, `${valid}\ud800`, `\udc00${valid}`];
  return [...wrong, HUGE, ...SQL];
}

export function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

export const validVenueBody = () => ({
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
export function writeRoutes(): { method: Method; url: string; cookie?: string; body: Record<string, unknown> }[] {
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
    {
      method: "POST",
      url: `/api/venues/${s.venueId}/closures`,
      cookie: s.owner,
      body: { from: addDays(future, 1), to: addDays(future, 1), reason: "Heavy rain" },
    },
    {
      method: "POST",
      url: `/api/venues/${s.venueId}/staff`,
      cookie: s.owner,
      body: { email: "desk.hostile@example.in", role: "desk" },
    },
    { method: "POST", url: "/api/payouts/run", cookie: s.admin, body: { date: "2025-01-07" } },
    { method: "POST", url: `/api/payouts/${s.payoutId}/mark-paid`, cookie: s.admin, body: { reference: "UTR1" } },
    {
      method: "PUT",
      url: "/api/owner/payout-account",
      cookie: s.owner,
      // A PAN of the wrong shape keeps every variation a 400 before the password is tried (a tried
      // password is counted in auth_attempts); the other fields are valid.
      body: {
        password: TEST_PASSWORD,
        pan: "NOT-A-PAN",
        holderName: "Asha Patel",
        accountNumber: "001234567890",
        ifsc: "HDFC0001234",
      },
    },
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

export const NULL_MEANS_DEFAULT = new Set(["details", "startTime", "endTime"]);

/** Fields a route may go without (defaults or optional). */
export const OPTIONAL_FIELDS = new Set([
  "/api/auth/register role",
  "/api/users/me fullName",
  "/api/users/me phone",
  "/api/payment/create-order addOns",
  "/api/payment/create-order amount",
  "/api/bookings orderId",
  "/api/venues details",
]);
