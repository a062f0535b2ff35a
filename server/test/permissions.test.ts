/**
 * The permission matrix (issue 8): every API route × every kind of caller, with the status each
 * must get (docs/product/roles.md, derived from core/src/permissions.ts where a rule is by role). Routes are read from the running app, so a
 * new route without a row here fails the test. Each request targets things that belong to
 * others: the "player" and "owner" own the booking, favourite, notification, payment order,
 * venues and payout; "another player" and "another owner" try to use them.
 */
import type { AddressInfo } from "node:net";
import { ACTIONS, type Action, addDays, can, isTuesday, todayInIst } from "@crease/core";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { favorites, notifications, payoutRuns, payouts, users } from "../src/db/schema";
import { loginAs, TEST_PASSWORD, type TestContext, uniqueEmail, useTestApp } from "./app";
import { createBooking, createPaidBooking, createUser, createVenue } from "./factories";
import { apiRoutes } from "./routes";
import { multipart, samplePng, uploadImages } from "./uploads";

const ctx = useTestApp();

const ROLES = ["visitor", "player", "otherPlayer", "owner", "otherOwner", "admin", "suspended"] as const;
type Role = (typeof ROLES)[number];
/** Expected statuses in ROLES order. */
type Expected = [number, number, number, number, number, number, number];

/** Every caller gets the same answer. */
const all = (s: number): Expected => [s, s, s, s, s, s, s];
/** Signed-in callers get `s`; visitors and suspended users (whose sessions ended) 401. */
const signedIn = (s: number): Expected => [401, s, s, s, s, s, 401];
/** The role each caller has. */
const ROLE_OF = {
  player: "player",
  otherPlayer: "player",
  owner: "owner",
  otherOwner: "owner",
  admin: "admin",
} as const;
/** The actions some row's expectations were derived from (every action must be covered). */
const coveredActions = new Set<Action>();
/**
 * Expectations derived from the permission rules themselves (core/src/permissions.ts): a caller
 * whose role may take `action` gets `s`, the others 403; visitors and suspended users 401.
 */
function allowedBy(action: Action, s: number): Expected {
  coveredActions.add(action);
  return ROLES.map((role) =>
    role === "visitor" || role === "suspended" ? 401 : can({ id: 0, role: ROLE_OF[role] }, action) ? s : 403,
  ) as Expected;
}
/**
 * The same for an action on what an owner owns (the "owner" owns it): another owner gets
 * `otherOwner` (403, or 404 where their not seeing it is the point).
 */
function ownedBy(action: Action, s: number, otherOwner: 403 | 404 = 403): Expected {
  const expected = allowedBy(action, s);
  if (!can({ id: -1, role: "owner" }, action, { ownerId: -2 })) expected[ROLES.indexOf("otherOwner")] = otherOwner;
  return expected;
}
/** Actions no row derives from, and why. */
const NOT_A_ROUTE_GATE: Partial<Record<Action, string>> = {
  "screen.owner-dashboard": "a screen; its data comes through venue, booking, analytics and payout routes",
  "screen.admin-dashboard": "a screen; its data comes through the admin routes",
  "account.become-owner": "refused with 409 (the account can already list venues), its row states that",
  "venue.see-all": "decides which venues a list contains (venues.test.ts)",
  "venue.filter-by-status": "decides which venues a list contains (venues.test.ts)",
  "booking.see-venue": "decides which bookings a list contains (bookings/list.test.ts)",
  "booking.see-all": "decides which bookings a list contains (bookings/list.test.ts)",
};
/** A venue that only its owner and admins may see (pending, rejected, suspended). */
const hiddenVenue: Expected = [404, 404, 404, 200, 404, 200, 404];

interface Actor {
  cookie?: string;
  id?: number;
}

interface Req {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

interface Row {
  /** "METHOD /path/:param" exactly as the app registers it. */
  route: string;
  /** What this row checks, when a route has several rows. */
  case?: string;
  expect: Expected;
  /** The caller is a brand-new account of its role (the call changes the caller: logout, role, password). */
  freshActor?: boolean;
  request: (actor: Actor, role: Role) => Promise<Req> | Req;
  /** Runs after the call: asserts that a refused call changed nothing. */
  after?: (role: Role, status: number) => Promise<void>;
}

/** The world the rows act on. */
interface World {
  player: Actor & { email: string };
  otherPlayer: Actor;
  owner: Actor & { id: number };
  otherOwner: Actor & { id: number };
  admin: Actor;
  suspended: Actor;
  venue: { id: number };
  nets: { id: number };
  box: { id: number };
  pending: { id: number };
  rejected: { id: number };
  suspendedVenue: { id: number };
  booking: { id: number };
  payoutId: number;
  messageId: number;
  images: string[];
}
const w = {} as World;

let serial = 0;
/** A distinct future date per call, so holds and bookings never collide. */
const freshDate = () => addDays(todayInIst(), 5 + ++serial);

function pastTuesday(weeksBack: number): string {
  let date = addDays(todayInIst(), -1);
  while (!isTuesday(date)) date = addDays(date, -1);
  return addDays(date, -7 * weeksBack);
}

async function call(method: string, url: string, cookie?: string, payload?: unknown, remoteAddress = "127.0.0.1") {
  return ctx.app.inject({
    method: method as "GET",
    url,
    remoteAddress,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/**
 * The player's earlier holds, made an hour ago and let go: the matrix makes one order per row,
 * and the limits on holds one account may make (tested in payments) are not what it checks.
 */
async function releasePlayersHolds(): Promise<void> {
  await ctx.database.db.execute(
    sql`update bookings set status = case when status = 'held' then 'expired' else status end,
          created_at = now() - interval '2 hours', updated_at = now() - interval '2 hours'
        where user_id = ${w.player.id!} and status in ('held', 'expired')`,
  );
}

/** A fresh pending change of the owner's approved venue (any earlier one withdrawn). */
async function pendingEdit(): Promise<number> {
  const db = ctx.database.db;
  await db.execute(
    sql`update venue_edits set status = 'withdrawn' where venue_id = ${w.venue.id} and status = 'pending'`,
  );
  const result = (await db.execute(
    sql`insert into venue_edits (venue_id, submitted_by, changes)
        values (${w.venue.id}, ${w.owner.id}, ${JSON.stringify({ name: `Renamed Ground ${++serial}` })}::jsonb)
        returning id`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows[0]?.id as number;
}

/** A held order of the player (fresh date), as the player's checkout makes it. */
async function playersOrder(): Promise<string> {
  await releasePlayersHolds();
  const res = await call("POST", "/api/payment/create-order", w.player.cookie, {
    venueId: w.venue.id,
    date: freshDate(),
    slot: "morning",
    addOns: [],
  });
  if (res.statusCode !== 200) throw new Error(`create-order: ${res.statusCode} ${res.body}`);
  return (res.json() as { orderId: string }).orderId;
}

async function sandboxPayment(orderId: string) {
  const res = await call("POST", "/api/payment/sandbox/pay", w.player.cookie, { orderId, outcome: "success" });
  if (res.statusCode !== 200) throw new Error(`sandbox pay: ${res.statusCode} ${res.body}`);
  return res.json() as { orderId: string; paymentId: string; signature: string };
}

let payoutWeeks = 20;
async function ownersPayout(): Promise<number> {
  const runDate = pastTuesday(++payoutWeeks);
  await ctx.database.db
    .insert(payoutRuns)
    .values({ runDate, periodEnd: addDays(runDate, -1) })
    .onConflictDoNothing();
  const [row] = await ctx.database.db
    .insert(payouts)
    .values({
      ownerId: w.owner.id,
      runDate,
      periodStart: addDays(runDate, -7),
      periodEnd: addDays(runDate, -1),
      grossPaise: 100_000,
      feePaise: 8_000,
      refundPaise: 0,
      netPaise: 92_000,
      bookingCount: 1,
    })
    .returning();
  return row!.id;
}

async function playersNotification(): Promise<number> {
  const [row] = await ctx.database.db
    .insert(notifications)
    .values({ userId: w.player.id!, type: "test", title: "Hello", message: "A note for the player" })
    .returning();
  return row!.id;
}

async function resetToken(email: string): Promise<string> {
  const res = await call("POST", "/api/auth/forgot-password", undefined, { email }, "10.9.9.9");
  if (res.statusCode !== 200) throw new Error(`forgot: ${res.statusCode}`);
  for (let i = 0; i < 100; i++) {
    const mail = ctx.mailer.sent.find((m) => m.to === email);
    const token = mail && /token=([^"&\s<]+)/.exec(mail.text ?? mail.html ?? "")?.[1];
    if (token) return decodeURIComponent(token);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no reset mail for ${email}`);
}

const groundDetails = { morningPrice: 8000, afternoonPrice: 7000, eveningPrice: 10000, nightPrice: 12000 };

const photos = new Map<string, string[]>();
/** Photos uploaded by that caller (owners and admins; anyone else sends the owner's). */
async function photosOf(role: string): Promise<string[]> {
  if (role !== "otherOwner" && role !== "admin") return w.images;
  const cookie = (w as unknown as Record<string, { cookie: string }>)[role]?.cookie;
  if (!cookie) return w.images;
  if (!photos.has(role))
    photos.set(
      role,
      (await uploadImages(ctx, cookie, 1)).map((i) => i.url),
    );
  return photos.get(role) as string[];
}

function newVenueBody(images = w.images) {
  return {
    name: "Matrix Cricket Ground",
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
    images,
    details: groundDetails,
  };
}

const ROWS: Row[] = [
  // ---- health and config ----
  { route: "GET /api/health", expect: all(200), request: () => ({ url: "/api/health" }) },
  { route: "GET /api/ping", expect: all(200), request: () => ({ url: "/api/ping" }) },
  { route: "GET /api/openapi.json", expect: all(200), request: () => ({ url: "/api/openapi.json" }) },
  { route: "GET /api/config", expect: all(200), request: () => ({ url: "/api/config" }) },

  // ---- auth ----
  {
    route: "POST /api/auth/register",
    expect: all(201),
    request: () => ({
      url: "/api/auth/register",
      payload: { fullName: "New Person", email: uniqueEmail("reg"), phone: "9876543210", password: TEST_PASSWORD },
    }),
  },
  {
    route: "POST /api/auth/login",
    // Signing in ends the session the browser came with, so each caller is a fresh account.
    freshActor: true,
    expect: all(200),
    request: async () => {
      const email = uniqueEmail("login");
      await call("POST", "/api/auth/register", undefined, {
        fullName: "Login Person",
        email,
        phone: "9876543210",
        password: TEST_PASSWORD,
      });
      return { url: "/api/auth/login", payload: { email, password: TEST_PASSWORD } };
    },
  },
  { route: "POST /api/auth/logout", freshActor: true, expect: all(204), request: () => ({ url: "/api/auth/logout" }) },
  { route: "GET /api/auth/me", expect: signedIn(200), request: () => ({ url: "/api/auth/me" }) },
  {
    route: "POST /api/auth/forgot-password",
    expect: all(200),
    request: () => ({ url: "/api/auth/forgot-password", payload: { email: uniqueEmail("forgot") } }),
  },
  {
    route: "GET /api/auth/verify-reset-token",
    expect: all(200),
    request: async () => {
      const { email } = await loginAs(ctx, "player");
      return { url: `/api/auth/verify-reset-token?token=${encodeURIComponent(await resetToken(email))}` };
    },
  },
  {
    route: "POST /api/auth/reset-password",
    expect: all(200),
    request: async () => {
      const { email } = await loginAs(ctx, "player");
      return {
        url: "/api/auth/reset-password",
        payload: { token: await resetToken(email), password: "another-pass-1" },
      };
    },
  },
  {
    route: "POST /api/auth/change-password",
    freshActor: true,
    expect: signedIn(200),
    request: () => ({
      url: "/api/auth/change-password",
      payload: { currentPassword: TEST_PASSWORD, newPassword: "another-pass-1" },
    }),
  },
  {
    route: "GET /api/users/me/notification-preferences",
    expect: signedIn(200),
    request: () => ({ url: "/api/users/me/notification-preferences" }),
  },
  {
    route: "PUT /api/users/me/notification-preferences",
    expect: signedIn(200),
    request: () => ({
      url: "/api/users/me/notification-preferences",
      payload: { bookingUpdates: true, reminders: false, venueNews: true },
    }),
  },
  {
    route: "POST /api/users/me/become-owner",
    freshActor: true,
    expect: [401, 200, 200, 409, 409, 409, 401],
    request: () => ({ url: "/api/users/me/become-owner" }),
  },
  {
    route: "PATCH /api/users/me",
    expect: signedIn(200),
    request: () => ({ url: "/api/users/me", payload: { fullName: "Renamed Person" } }),
  },

  // ---- discovery ----
  { route: "GET /api/venues", expect: all(200), request: () => ({ url: "/api/venues" }) },
  {
    route: "GET /api/venues",
    case: "status filter (admins only)",
    expect: [403, 403, 403, 403, 403, 200, 403],
    request: () => ({ url: "/api/venues?status=pending" }),
  },
  {
    route: "GET /api/venues",
    case: "an owner's own list in every status",
    expect: [403, 403, 403, 200, 403, 200, 403],
    request: () => ({ url: `/api/venues?ownerId=${w.owner.id}&status=pending` }),
  },
  {
    route: "GET /api/venues/compare",
    expect: all(200),
    request: () => ({ url: `/api/venues/compare?ids=${w.venue.id},${w.pending.id}` }),
  },
  { route: "GET /api/venues/:id", expect: all(200), request: () => ({ url: `/api/venues/${w.venue.id}` }) },
  {
    route: "GET /api/venues/:id",
    case: "pending venue",
    expect: hiddenVenue,
    request: () => ({ url: `/api/venues/${w.pending.id}` }),
  },
  {
    route: "GET /api/venues/:id",
    case: "rejected venue",
    expect: hiddenVenue,
    request: () => ({ url: `/api/venues/${w.rejected.id}` }),
  },
  {
    route: "GET /api/venues/:id",
    case: "suspended venue",
    expect: hiddenVenue,
    request: () => ({ url: `/api/venues/${w.suspendedVenue.id}` }),
  },
  {
    route: "GET /api/venues/:id/details",
    expect: all(200),
    request: () => ({ url: `/api/venues/${w.venue.id}/details` }),
  },
  {
    route: "GET /api/venues/:id/details",
    case: "suspended venue",
    expect: hiddenVenue,
    request: () => ({ url: `/api/venues/${w.suspendedVenue.id}/details` }),
  },
  {
    route: "GET /api/venues/:id/availability",
    expect: all(200),
    request: () => ({ url: `/api/venues/${w.venue.id}/availability` }),
  },
  {
    route: "GET /api/venues/:id/availability",
    case: "pending venue",
    expect: hiddenVenue,
    request: () => ({ url: `/api/venues/${w.pending.id}/availability` }),
  },
  {
    route: "GET /api/venues/:id/reviews",
    expect: all(200),
    request: () => ({ url: `/api/venues/${w.venue.id}/reviews` }),
  },
  {
    route: "GET /api/venues/:id/reviews",
    case: "rejected venue",
    expect: hiddenVenue,
    request: () => ({ url: `/api/venues/${w.rejected.id}/reviews` }),
  },
  {
    route: "GET /api/venues/:id/reviews/eligibility",
    expect: all(200),
    request: () => ({ url: `/api/venues/${w.venue.id}/reviews/eligibility` }),
  },
  {
    route: "POST /api/venues/:id/reviews",
    // Only the player with a completed booking there may review.
    expect: [401, 201, 403, 403, 403, 403, 401],
    request: () => ({ url: `/api/venues/${w.venue.id}/reviews`, payload: { rating: 5, comment: "Lovely pitch" } }),
  },
  { route: "GET /api/locations", expect: all(200), request: () => ({ url: "/api/locations?q=pun" }) },
  { route: "GET /api/geocode", expect: all(200), request: () => ({ url: "/api/geocode?q=Pune" }) },
  {
    route: "POST /api/contact",
    expect: all(201),
    request: () => ({
      url: "/api/contact",
      payload: { name: "Asha", email: "asha@example.in", subject: "Question", message: "How do refunds work here?" },
    }),
  },

  // ---- favourites ----
  { route: "GET /api/favorites", expect: signedIn(200), request: () => ({ url: "/api/favorites" }) },
  {
    route: "POST /api/favorites",
    // The player has saved it already: 200 with the same favourite.
    expect: [401, 200, 201, 201, 201, 201, 401],
    request: () => ({ url: "/api/favorites", payload: { venueId: w.venue.id } }),
  },
  {
    route: "DELETE /api/favorites/:venueId",
    // Everyone else removes only their own (absent) favourite; the player's stays.
    expect: [401, 204, 204, 204, 204, 204, 401],
    request: async (_actor, role) => {
      if (role === "player") await call("POST", "/api/favorites", w.player.cookie, { venueId: w.nets.id });
      return { url: `/api/favorites/${role === "player" ? w.nets.id : w.venue.id}` };
    },
    after: async () => {
      const rows = await ctx.database.db.select().from(favorites).where(eq(favorites.userId, w.player.id!));
      expect(rows.map((r) => r.venueId)).toContain(w.venue.id);
    },
  },

  // ---- notifications ----
  { route: "GET /api/notifications", expect: signedIn(200), request: () => ({ url: "/api/notifications" }) },
  {
    route: "POST /api/notifications/:id/read",
    expect: [401, 204, 404, 404, 404, 404, 401],
    request: async () => {
      const id = await playersNotification();
      return { url: `/api/notifications/${id}/read` };
    },
    after: async (role, status) => {
      if (status === 204) return;
      const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, w.player.id!));
      expect(rows.at(-1)?.readAt, `${role} marked the player's notification read`).toBeNull();
    },
  },
  {
    route: "POST /api/notifications/read-all",
    expect: signedIn(204),
    request: () => ({ url: "/api/notifications/read-all" }),
  },
  {
    route: "DELETE /api/notifications",
    freshActor: true,
    expect: signedIn(204),
    request: () => ({ url: "/api/notifications" }),
  },

  // ---- venues: owners and admins ----
  {
    route: "POST /api/venues",
    expect: allowedBy("venue.list", 201),
    // Each lister with photos of their own: a venue may show only its lister's uploads.
    request: async (_actor, role) => ({ url: "/api/venues", payload: newVenueBody(await photosOf(role)) }),
  },
  {
    route: "POST /api/venues/:id/ground-details",
    expect: ownedBy("venue.manage", 201),
    request: () => ({ url: `/api/venues/${w.venue.id}/ground-details`, payload: groundDetails }),
  },
  {
    route: "POST /api/venues/:id/ground-details",
    case: "pending venue of another owner",
    expect: [401, 403, 403, 201, 404, 201, 401],
    request: () => ({ url: `/api/venues/${w.pending.id}/ground-details`, payload: groundDetails }),
  },
  {
    route: "POST /api/venues/:id/nets-details",
    expect: [401, 403, 403, 201, 403, 201, 401],
    request: () => ({
      url: `/api/venues/${w.nets.id}/nets-details`,
      payload: { startTime: "06:00", endTime: "22:00", hourlyPrice: 1000, pitchType: "artificial" },
    }),
  },
  {
    route: "POST /api/venues/:id/box-cricket-details",
    expect: [401, 403, 403, 201, 403, 201, 401],
    request: () => ({
      url: `/api/venues/${w.box.id}/box-cricket-details`,
      payload: { startTime: "06:00", endTime: "22:00", hourlyPrice: 1500, teamCapacity: 6 },
    }),
  },
  {
    route: "PATCH /api/venues/:id",
    expect: ownedBy("venue.manage", 200),
    request: () => ({ url: `/api/venues/${w.venue.id}`, payload: { name: "Renamed Ground" } }),
  },
  {
    route: "PATCH /api/venues/:id",
    case: "fields of a rejected venue",
    expect: [401, 403, 403, 200, 404, 200, 401],
    request: () => ({
      url: `/api/venues/${w.rejected.id}`,
      payload: { description: "Now with better nets and lights." },
    }),
  },
  {
    route: "PATCH /api/venues/:id",
    case: "status (admins only)",
    // The status field is refused for every non-admin before the venue is looked up, so another
    // owner's 403 tells nothing about a pending venue they may not see.
    expect: allowedBy("venue.moderate", 200),
    request: async () => {
      const venue = await createVenue(ctx.database.db, { ownerId: w.owner.id, status: "pending" });
      return { url: `/api/venues/${venue.id}`, payload: { status: "approved" } };
    },
  },
  {
    route: "GET /api/venues/:id/status-history",
    expect: [401, 403, 403, 200, 403, 200, 401],
    request: () => ({ url: `/api/venues/${w.venue.id}/status-history` }),
  },
  {
    route: "GET /api/venue-edits",
    expect: allowedBy("venue-edit.list", 200),
    request: () => ({ url: "/api/venue-edits" }),
  },
  {
    route: "POST /api/venue-edits/:id/approve",
    expect: allowedBy("venue-edit.review", 200),
    request: async () => ({ url: `/api/venue-edits/${await pendingEdit()}/approve` }),
  },
  {
    route: "POST /api/venue-edits/:id/reject",
    expect: allowedBy("venue-edit.review", 204),
    request: async () => ({
      url: `/api/venue-edits/${await pendingEdit()}/reject`,
      payload: { note: "Blurry photos" },
    }),
  },
  {
    route: "DELETE /api/venue-edits/:id",
    // The venue's owner withdraws it (an admin may too); another owner cannot see it.
    expect: ownedBy("venue-edit.list", 204, 404),
    request: async () => ({ url: `/api/venue-edits/${await pendingEdit()}` }),
  },
  {
    route: "GET /api/venues/:id/status-history",
    case: "suspended venue",
    expect: [401, 404, 404, 200, 404, 200, 401],
    request: () => ({ url: `/api/venues/${w.suspendedVenue.id}/status-history` }),
  },
  {
    route: "POST /api/uploads",
    expect: allowedBy("upload.image", 201),
    request: async () => {
      const body = multipart([{ filename: "pitch.png", contentType: "image/png", data: await samplePng(40, 30) }]);
      return { url: "/api/uploads", payload: body.payload, headers: body.headers };
    },
  },

  // ---- admin: users and messages ----
  { route: "GET /api/users", expect: allowedBy("user.manage", 200), request: () => ({ url: "/api/users" }) },
  {
    route: "PATCH /api/users/:id",
    expect: allowedBy("user.manage", 200),
    request: async () => {
      const target = await createUser(ctx.database.db);
      return { url: `/api/users/${target.id}`, payload: { status: "suspended" } };
    },
  },
  {
    route: "GET /api/contact-messages",
    expect: allowedBy("contact.read", 200),
    request: () => ({ url: "/api/contact-messages" }),
  },
  {
    route: "POST /api/contact-messages/:id/read",
    expect: allowedBy("contact.read", 200),
    request: () => ({ url: `/api/contact-messages/${w.messageId}/read` }),
  },

  // ---- payments ----
  {
    route: "POST /api/payment/create-order",
    // Only players book; owners and admins are refused.
    expect: allowedBy("booking.book", 200),
    request: async () => {
      await releasePlayersHolds();
      return {
        url: "/api/payment/create-order",
        payload: { venueId: w.venue.id, date: freshDate(), slot: "morning", addOns: [] },
      };
    },
  },
  {
    route: "POST /api/payment/sandbox/pay",
    expect: [401, 200, 404, 404, 404, 404, 401],
    request: async () => ({
      url: "/api/payment/sandbox/pay",
      payload: { orderId: await playersOrder(), outcome: "success" },
    }),
  },
  {
    route: "POST /api/payment/verify",
    expect: [401, 200, 404, 404, 404, 404, 401],
    request: async () => ({ url: "/api/payment/verify", payload: await sandboxPayment(await playersOrder()) }),
  },
  {
    route: "POST /api/payment/cancel",
    expect: [401, 204, 404, 404, 404, 404, 401],
    request: async () => ({ url: "/api/payment/cancel", payload: { orderId: await playersOrder() } }),
  },
  {
    route: "POST /api/payments/webhook",
    // For the payment provider: no session matters, only the signature (missing here).
    expect: all(400),
    request: () => ({ url: "/api/payments/webhook", payload: { event: "payment.captured" } }),
  },

  // ---- bookings ----
  { route: "GET /api/bookings", expect: signedIn(200), request: () => ({ url: "/api/bookings" }) },
  {
    route: "GET /api/bookings/export.csv",
    expect: allowedBy("booking.export", 200),
    request: () => ({ url: "/api/bookings/export.csv?from=2026-01-01&to=2026-12-31" }),
  },
  {
    route: "GET /api/bookings/:id",
    expect: [401, 200, 404, 200, 404, 200, 401],
    request: () => ({ url: `/api/bookings/${w.booking.id}` }),
  },
  {
    route: "PATCH /api/bookings/:id",
    case: "cancel",
    expect: [401, 200, 404, 200, 404, 200, 401],
    request: async () => {
      const booking = await createPaidBooking(ctx.database.db, {
        venueId: w.venue.id,
        userId: w.player.id!,
        date: freshDate(),
        slot: "evening",
        paidPaise: 1_180_000,
      });
      return { url: `/api/bookings/${booking.id}`, payload: { status: "cancelled" } };
    },
  },
  {
    route: "PATCH /api/bookings/:id",
    case: "complete (venue side only)",
    expect: [401, 403, 404, 200, 404, 200, 401],
    request: async () => {
      const booking = await createPaidBooking(ctx.database.db, {
        venueId: w.venue.id,
        userId: w.player.id!,
        date: addDays(todayInIst(), -1 - ++serial),
        slot: "morning",
        paidPaise: 1_180_000,
      });
      return { url: `/api/bookings/${booking.id}`, payload: { status: "completed" } };
    },
  },

  // ---- analytics ----
  {
    route: "GET /api/analytics/most-viewed",
    expect: allowedBy("analytics.platform", 200),
    request: () => ({ url: "/api/analytics/most-viewed" }),
  },
  {
    route: "GET /api/analytics/most-booked",
    expect: allowedBy("analytics.platform", 200),
    request: () => ({ url: "/api/analytics/most-booked" }),
  },
  {
    route: "GET /api/analytics/summary",
    expect: allowedBy("analytics.platform", 200),
    request: () => ({ url: "/api/analytics/summary" }),
  },
  {
    route: "GET /api/analytics/owner",
    expect: allowedBy("analytics.venue", 200),
    request: () => ({ url: "/api/analytics/owner" }),
  },
  {
    route: "GET /api/analytics/owner",
    case: "another owner's figures",
    expect: [401, 403, 403, 200, 403, 200, 401],
    request: () => ({ url: `/api/analytics/owner?ownerId=${w.owner.id}` }),
  },
  {
    route: "GET /api/analytics/owner",
    case: "another owner's venue",
    expect: [401, 403, 403, 200, 404, 200, 401],
    request: () => ({ url: `/api/analytics/owner?venueId=${w.venue.id}` }),
  },

  // ---- payouts ----
  { route: "GET /api/payouts", expect: allowedBy("payout.list", 200), request: () => ({ url: "/api/payouts" }) },
  {
    route: "GET /api/payouts",
    case: "another owner's payouts",
    expect: [401, 403, 403, 200, 403, 200, 401],
    request: () => ({ url: `/api/payouts?ownerId=${w.owner.id}` }),
  },
  {
    route: "GET /api/payouts/:id",
    expect: ownedBy("payout.list", 200, 404),
    request: () => ({ url: `/api/payouts/${w.payoutId}` }),
  },
  {
    route: "POST /api/payouts/run",
    expect: allowedBy("payout.run", 200),
    request: () => ({ url: "/api/payouts/run", payload: { date: pastTuesday(60) } }),
  },
  {
    route: "POST /api/payouts/:id/mark-paid",
    expect: allowedBy("payout.run", 200),
    request: async () => ({
      url: `/api/payouts/${await ownersPayout()}/mark-paid`,
      payload: { reference: "UTR12345" },
    }),
  },

  // ---- refunds ----
  {
    route: "GET /api/admin/refunds",
    expect: allowedBy("refund.list", 200),
    request: () => ({ url: "/api/admin/refunds" }),
  },
];

/** The API routes the running app serves ("METHOD /path"), read from Fastify's route tree. */

async function actorFor(role: Role, fresh: boolean): Promise<Actor> {
  if (!fresh) return role === "visitor" ? {} : w[role];
  if (role === "visitor") return {};
  const kind = role === "owner" || role === "otherOwner" ? "owner" : role === "admin" ? "admin" : "player";
  const { cookie, user } = await loginAs(ctx, kind);
  if (role === "suspended") await suspend(user.id);
  return { cookie, id: user.id };
}

async function suspend(userId: number) {
  await ctx.database.db.update(users).set({ status: "suspended" }).where(eq(users.id, userId));
}

async function setUpWorld(c: TestContext) {
  const db = c.database.db;
  const [player, otherPlayer, owner, otherOwner, admin, suspended] = await Promise.all([
    loginAs(c, "player"),
    loginAs(c, "player"),
    loginAs(c, "owner"),
    loginAs(c, "owner"),
    loginAs(c, "admin"),
    loginAs(c, "player"),
  ]);
  await suspend(suspended.user.id);
  Object.assign(w, {
    player: { cookie: player.cookie, id: player.user.id, email: player.email },
    otherPlayer: { cookie: otherPlayer.cookie, id: otherPlayer.user.id },
    owner: { cookie: owner.cookie, id: owner.user.id },
    otherOwner: { cookie: otherOwner.cookie, id: otherOwner.user.id },
    admin: { cookie: admin.cookie, id: admin.user.id },
    suspended: { cookie: suspended.cookie, id: suspended.user.id },
  });
  // Every row books a fresh date, so this venue opens its calendar as far as an owner may.
  w.venue = await createVenue(db, { ownerId: owner.user.id, venueType: "ground", advanceBookingDays: 180 });
  w.nets = await createVenue(db, { ownerId: owner.user.id, venueType: "nets" });
  w.box = await createVenue(db, { ownerId: owner.user.id, venueType: "box" });
  w.pending = await createVenue(db, { ownerId: owner.user.id, status: "pending" });
  w.rejected = await createVenue(db, { ownerId: owner.user.id, status: "rejected" });
  w.suspendedVenue = await createVenue(db, { ownerId: owner.user.id, status: "suspended" });
  await createVenue(db, { ownerId: otherOwner.user.id });
  w.booking = await createBooking(db, {
    venueId: w.venue.id,
    userId: player.user.id,
    slot: "night",
    date: freshDate(),
  });
  await createBooking(db, {
    venueId: w.venue.id,
    userId: player.user.id,
    slot: "afternoon",
    date: addDays(todayInIst(), -3),
    status: "completed",
  });
  const fav = await call("POST", "/api/favorites", player.cookie, { venueId: w.venue.id });
  if (fav.statusCode !== 201) throw new Error(`favourite: ${fav.body}`);
  w.payoutId = await ownersPayout();
  await call("POST", "/api/contact", undefined, {
    name: "Ravi",
    email: "ravi@example.in",
    subject: "Hello there",
    message: "Is the ground open on Sundays?",
  });
  const list = await call("GET", "/api/contact-messages", admin.cookie);
  w.messageId = (list.json() as { id: number }[])[0]!.id;
  w.images = (await uploadImages(c, owner.cookie, 1)).map((i) => i.url);
}

describe("permission matrix", () => {
  beforeAll(async () => setUpWorld(ctx));

  it("has a row for every API route the app serves, and no row for a route it does not", () => {
    const served = apiRoutes(ctx.app.printRoutes({ commonPrefix: false }));
    expect(served.size).toBeGreaterThan(50);
    const covered = new Set(ROWS.map((row) => row.route));
    expect(
      [...served].filter((route) => !covered.has(route)),
      "routes without a row",
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !served.has(route)),
      "rows for routes that do not exist",
    ).toEqual([]);
  });

  it("derives its expectations from every permission rule", () => {
    const uncovered = ACTIONS.filter((action) => !coveredActions.has(action) && !NOT_A_ROUTE_GATE[action]);
    expect(uncovered, "permission rules no row checks").toEqual([]);
  });

  it("answers every route × caller with the expected status", async () => {
    const wrong: string[] = [];
    let cell = 0;
    for (const row of ROWS) {
      const [method, pattern] = row.route.split(" ") as [string, string];
      for (const [index, role] of ROLES.entries()) {
        cell += 1;
        const actor = await actorFor(role, row.freshActor ?? false);
        const req = await row.request(actor, role);
        // Each cell from its own address, so per-IP limits never decide a status here.
        const res = await ctx.app.inject({
          method: method as "GET",
          url: req.url,
          remoteAddress: `10.${(cell >> 16) & 255}.${(cell >> 8) & 255}.${cell & 255}`,
          headers: { ...(actor.cookie ? { cookie: actor.cookie } : {}), ...req.headers },
          ...(req.payload === undefined ? {} : { payload: req.payload as Record<string, unknown> }),
        });
        const expected = row.expect[index];
        if (res.statusCode !== expected) {
          wrong.push(
            `${method} ${pattern}${row.case ? ` [${row.case}]` : ""} as ${role}: ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 160)}`,
          );
        }
        if (res.statusCode >= 400) expect(typeof (res.json() as { message?: unknown }).message).toBe("string");
        await row.after?.(role, res.statusCode);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("suspended users are refused on every route that needs a session, exactly like visitors", () => {
    for (const row of ROWS) expect(row.expect[6], row.route).toBe(row.expect[0]);
  });
});

describe("/ws", () => {
  let base = "";
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    base = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/ws`;
  });

  const open = (headers: Record<string, string> = {}) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(base, { headers });
      socket.once("open", () => resolve(socket));
      socket.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      socket.once("error", reject);
    });

  it("lets a visitor connect from the app's own origin, and refuses a foreign origin", async () => {
    const socket = await open({ origin: ctx.config.appUrl });
    socket.close();
    await expect(open({ origin: "https://evil.example" })).rejects.toThrow(/HTTP 403/);
  });
});
