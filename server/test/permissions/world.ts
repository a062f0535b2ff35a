import { type Action, addDays, can, isTuesday, todayInIst } from "@crease/core";
import { eq, sql } from "drizzle-orm";
import { notifications, payoutRuns, payouts, users } from "../../src/db/schema";
import { loginAs, type TestContext, useTestApp } from "../app";
import { createBooking, createVenue } from "../factories";
import { uploadImages } from "../uploads";

export const ctx = useTestApp();

export const ROLES = ["visitor", "player", "otherPlayer", "owner", "otherOwner", "admin", "suspended"] as const;
export type Role = (typeof ROLES)[number];
/** Expected statuses in ROLES order. */
export type Expected = [number, number, number, number, number, number, number];

/** Every caller gets the same answer. */
export const all = (s: number): Expected => [s, s, s, s, s, s, s];
/** Signed-in callers get `s`; visitors and suspended users (whose sessions ended) 401. */
export const signedIn = (s: number): Expected => [401, s, s, s, s, s, 401];
/** The role each caller has. */
export const ROLE_OF = {
  player: "player",
  otherPlayer: "player",
  owner: "owner",
  otherOwner: "owner",
  admin: "admin",
} as const;
/** The actions some row's expectations were derived from (every action must be covered). */
export const coveredActions = new Set<Action>();
/**
 * Expectations derived from the permission rules themselves (core/src/permissions.ts): a caller
 * whose role may take `action` gets `s`, the others 403; visitors and suspended users 401.
 */
export function allowedBy(action: Action, s: number): Expected {
  coveredActions.add(action);
  return ROLES.map((role) =>
    role === "visitor" || role === "suspended" ? 401 : can({ id: 0, role: ROLE_OF[role] }, action) ? s : 403,
  ) as Expected;
}
/**
 * The same for an action on what an owner owns (the "owner" owns it): another owner gets
 * `otherOwner` (403, or 404 where their not seeing it is the point).
 */
export function ownedBy(action: Action, s: number, otherOwner: 403 | 404 = 403): Expected {
  const expected = allowedBy(action, s);
  if (!can({ id: -1, role: "owner" }, action, { ownerId: -2 })) expected[ROLES.indexOf("otherOwner")] = otherOwner;
  return expected;
}
/** Actions no row derives from, and why. */
export const NOT_A_ROUTE_GATE: Partial<Record<Action, string>> = {
  "screen.owner-dashboard": "a screen; its data comes through venue, booking, analytics and payout routes",
  "screen.admin-dashboard": "a screen; its data comes through the admin routes",
  "account.become-owner": "refused with 409 (the account can already list venues), its row states that",
  "venue.see-all": "decides which venues a list contains (venues.test.ts)",
  "venue.filter-by-status": "decides which venues a list contains (venues.test.ts)",
  "booking.see-all": "decides which bookings a list contains (bookings/list.test.ts)",
  "booking.see-player-mobiles":
    "decides whether the day sheet carries online players' mobiles (desk/day-sheet.test.ts)",
  "invoice.read":
    "a booking's parties (mayReadInvoice): the invoice rows state its player, the venue's owner and admins 200, others 404",
};
/** A venue that only its owner and admins may see (pending, rejected, suspended). */
export const hiddenVenue: Expected = [404, 404, 404, 200, 404, 200, 404];

export interface Actor {
  cookie?: string;
  id?: number;
}

export interface Req {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface Row {
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
export interface World {
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
export const w = {} as World;

let serial = 0;
/** A number no other call has had (dates, names). */
export const nextSerial = () => ++serial;
/** A distinct future date per call, so holds and bookings never collide. */
export const freshDate = () => addDays(todayInIst(), 5 + ++serial);

export function pastTuesday(weeksBack: number): string {
  let date = addDays(todayInIst(), -1);
  while (!isTuesday(date)) date = addDays(date, -1);
  return addDays(date, -7 * weeksBack);
}

export async function call(
  method: string,
  url: string,
  cookie?: string,
  payload?: unknown,
  remoteAddress = "127.0.0.1",
) {
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
export async function releasePlayersHolds(): Promise<void> {
  await ctx.database.db.execute(
    sql`update bookings set status = case when status = 'held' then 'expired' else status end,
          created_at = now() - interval '2 hours', updated_at = now() - interval '2 hours'
        where user_id = ${w.player.id!} and status in ('held', 'expired')`,
  );
}

/** A fresh pending change of the owner's approved venue (any earlier one withdrawn). */
/** The venue's version as it is now: an approval names it (review-queue.test.ts). */
export async function versionOf(venueId: number): Promise<number> {
  const result = (await ctx.database.db.execute(sql`select version from venues where id = ${venueId}`)) as unknown as {
    rows: { version: number }[];
  };
  return Number(result.rows[0]?.version);
}

export async function pendingEdit(): Promise<number> {
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
export async function playersOrder(): Promise<string> {
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

export async function sandboxPayment(orderId: string) {
  const res = await call("POST", "/api/payment/sandbox/pay", w.player.cookie, { orderId, outcome: "success" });
  if (res.statusCode !== 200) throw new Error(`sandbox pay: ${res.statusCode} ${res.body}`);
  return res.json() as { orderId: string; paymentId: string; signature: string };
}

/** A booking of the player's, paid online and so invoiced (verify answers the booking). */
async function paidOnline(): Promise<number> {
  // Earlier rows' checkouts made "an hour ago": the hourly checkout limit is not what this meets.
  await ctx.database.db.execute(
    sql`update bookings set created_at = now() - interval '2 hours'
        where user_id = ${w.player.id!} and created_at > now() - interval '1 hour'`,
  );
  const res = await call("POST", "/api/payment/verify", w.player.cookie, await sandboxPayment(await playersOrder()));
  if (res.statusCode !== 200) throw new Error(`verify: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}
let invoiced: Promise<number> | undefined;
/** The player's invoiced booking, made once. */
export const invoicedBooking = () => {
  invoiced ??= paidOnline();
  return invoiced;
};
let credited: Promise<number> | undefined;
/** The player's booking cancelled and refunded (its refund sent), so with a credit note; made once. */
export const creditedBooking = () => {
  credited ??= (async () => {
    const id = await paidOnline();
    const res = await call("PATCH", `/api/bookings/${id}`, w.player.cookie, { status: "cancelled" });
    if (res.statusCode !== 200) throw new Error(`cancel: ${res.statusCode} ${res.body}`);
    await ctx.database.db.execute(sql`update jobs set run_at = now() where kind = 'refund' and status = 'queued'`);
    await ctx.app.jobs.runDue();
    return id;
  })();
  return credited;
};

let debited: Promise<number> | undefined;
/**
 * The player's invoiced booking with a debit note (as a paid move to a dearer slot leaves; written
 * here directly, as the matrix tests who reads it, not how it is issued); made once.
 */
export const debitedBooking = () => {
  debited ??= (async () => {
    const id = await paidOnline();
    await ctx.database.db.execute(
      sql`insert into debit_notes (financial_year, sequence, invoice_id, order_id, booking_id, service_date, slot,
            court_name, total_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise)
          select i.financial_year, 900000 + i.id, i.id, o.id, i.booking_id, i.service_date, i.slot, i.court_name,
            100, 100, 0, 0, 0
          from invoices i join payment_orders o on o.booking_id = i.booking_id where i.booking_id = ${id} limit 1`,
    );
    return id;
  })();
  return debited;
};

export let payoutWeeks = 20;
export async function ownersPayout(): Promise<number> {
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

export async function playersNotification(): Promise<number> {
  const [row] = await ctx.database.db
    .insert(notifications)
    .values({ userId: w.player.id!, type: "test", title: "Hello", message: "A note for the player" })
    .returning();
  return row!.id;
}

export async function resetToken(email: string): Promise<string> {
  const res = await call("POST", "/api/auth/forgot-password", undefined, { email }, "10.9.9.9");
  if (res.statusCode !== 200) throw new Error(`forgot: ${res.statusCode}`);
  for (let i = 0; i < 100; i++) {
    await ctx.app.jobs.runDue(); // the reset mail is a job
    const mail = ctx.mailer.sent.find((m) => m.to === email);
    const token = mail && /token=([^"&\s<]+)/.exec(mail.text ?? mail.html ?? "")?.[1];
    if (token) return decodeURIComponent(token);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no reset mail for ${email}`);
}

export const groundDetails = { morningPrice: 8000, afternoonPrice: 7000, eveningPrice: 10000, nightPrice: 12000 };

export const photos = new Map<string, string[]>();
/** Photos uploaded by that caller (owners and admins; anyone else sends the owner's). */
export async function photosOf(role: string): Promise<string[]> {
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

export function newVenueBody(images = w.images) {
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

/** The API routes the running app serves ("METHOD /path"), read from Fastify's route tree. */

export async function actorFor(role: Role, fresh: boolean): Promise<Actor> {
  if (!fresh) return role === "visitor" ? {} : w[role];
  if (role === "visitor") return {};
  const kind = role === "owner" || role === "otherOwner" ? "owner" : role === "admin" ? "admin" : "player";
  const { cookie, user } = await loginAs(ctx, kind);
  if (role === "suspended") await suspend(user.id);
  return { cookie, id: user.id };
}

export async function suspend(userId: number) {
  await ctx.database.db.update(users).set({ status: "suspended" }).where(eq(users.id, userId));
}

export async function setUpWorld(c: TestContext) {
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
