/**
 * A venue's staff (docs/product/roles.md "Venue staff", issue 25), on PGlite and PostgreSQL: the
 * owner adds people by email as desk or manager (an unknown email is invited by mail), staff see
 * and move the venue's bookings but never its money, a manager edits the venue, removal ends
 * access at once (sockets included), and the owner reads who did what.
 */
import type { AddressInfo } from "node:net";
import type { Booking, StaffMember, VenueActivity } from "@crease/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginAs, nextTestAddress, sessionCookieOf, TEST_PASSWORD, uniqueEmail } from "../../../test/app";
import { createBooking, createVenue } from "../../../test/factories";
import { openProbe } from "../../../test/socket-probe";

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
type Login = Awaited<ReturnType<typeof loginAs>>;
let ctx: Ctx;
let owner: Login;
let venueId: number;
let otherVenueId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await loginAs(ctx, "owner");
  const other = await loginAs(ctx, "owner");
  venueId = (await createVenue(ctx.database.db, { ownerId: owner.user.id, name: "Shivaji Park Nets" })).id;
  otherVenueId = (await createVenue(ctx.database.db, { ownerId: other.user.id })).id;
});
afterAll(async () => ctx?.close());

async function call<T = Record<string, unknown>>(
  method: "GET" | "POST" | "PATCH" | "DELETE" | "PUT",
  url: string,
  who?: { cookie: string },
  payload?: unknown,
) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const json = String(res.headers["content-type"] ?? "").startsWith("application/json");
  return { status: res.statusCode, body: (json ? res.json() : null) as T };
}

/** A fresh sign-in of an account, so its session carries its memberships as they are now. */
async function signIn(email: string) {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { cookie: sessionCookieOf(res.headers["set-cookie"]) };
}

/** A player account added to the venue as `role`. */
async function staffMember(role: "desk" | "manager", at = venueId) {
  const person = await loginAs(ctx, "player");
  const res = await call<StaffMember>("POST", `/api/venues/${at}/staff`, owner, { email: person.email, role });
  expect(res.status).toBe(201);
  return person;
}

describe("adding staff", () => {
  it("adds an existing account at once: listed as active, told by notification and mail", async () => {
    const person = await loginAs(ctx, "player");
    const added = await call<StaffMember>("POST", `/api/venues/${venueId}/staff`, owner, {
      email: person.email.toUpperCase(),
      role: "desk",
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ userId: person.user.id, email: person.email, role: "desk", status: "active" });
    const list = await call<StaffMember[]>("GET", `/api/venues/${venueId}/staff`, owner);
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(
      expect.objectContaining({ userId: person.user.id, name: "Test player", role: "desk" }),
    );
    const notes = await call<{ notifications: { type: string; title: string }[] }>("GET", "/api/notifications", person);
    expect(JSON.stringify(notes.body)).toContain("Shivaji Park Nets");
    await ctx.app.jobs.runDue();
    const mail = ctx.mailer.sent.find((m) => m.to === person.email);
    expect(mail?.subject).toContain("Shivaji Park Nets");
    // Their session tells the web where they work.
    const session = await call<{ user: { staffOf?: unknown[] } }>("GET", "/api/auth/session", person);
    expect(session.body.user.staffOf).toEqual([{ venueId, venueName: "Shivaji Park Nets", role: "desk" }]);
    // So does signing in, so the web opens the venue dashboard at once.
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: person.email, password: TEST_PASSWORD },
    });
    expect(login.json().staffOf).toEqual([{ venueId, venueName: "Shivaji Park Nets", role: "desk" }]);
  });

  it("invites an email without an account by mail; accepting, signed in with it, joins the venue", async () => {
    const email = uniqueEmail("invitee");
    const invited = await call<StaffMember>("POST", `/api/venues/${venueId}/staff`, owner, { email, role: "manager" });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ userId: null, email, role: "manager", status: "invited" });
    await ctx.app.jobs.runDue();
    const mail = ctx.mailer.sent.find((m) => m.to === email);
    const token = /staff-invitation\?token=([^\s]+)/.exec(mail?.text ?? "")?.[1];
    expect(token).toBeTruthy();
    // The jobs table never held a working link.
    const jobs = await ctx.database.db.execute(sql`select payload::text as p from jobs where kind = 'staff.mail'`);
    expect(JSON.stringify(jobs)).toContain("sealedToken");
    expect(JSON.stringify(jobs)).not.toContain(decodeURIComponent(token!));

    // Someone else signed in cannot use it.
    const stranger = await loginAs(ctx, "player");
    expect(
      (await call("POST", "/api/staff/invitations/accept", stranger, { token: decodeURIComponent(token!) })).status,
    ).toBe(403);

    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: nextTestAddress(),
      payload: { fullName: "Meera Desk", email, phone: "9876543210", password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    const invitee = { cookie: sessionCookieOf(res.headers["set-cookie"]) };
    const accepted = await call("POST", "/api/staff/invitations/accept", invitee, {
      token: decodeURIComponent(token!),
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ venueId, venueName: "Shivaji Park Nets", role: "manager" });
    const list = await call<StaffMember[]>("GET", `/api/venues/${venueId}/staff`, owner);
    expect(list.body).toContainEqual(
      expect.objectContaining({ email, name: "Meera Desk", status: "active", role: "manager" }),
    );
    expect(list.body.filter((m) => m.email === email)).toHaveLength(1);
    // Used once.
    const later = uniqueEmail("later");
    await call("POST", `/api/venues/${venueId}/staff`, owner, { email: later, role: "desk" });
    const withdrawn = await call(
      "DELETE",
      `/api/venues/${venueId}/staff-invitations?email=${encodeURIComponent(later)}`,
      owner,
    );
    expect(withdrawn.status).toBe(204);
    const after = await call<StaffMember[]>("GET", `/api/venues/${venueId}/staff`, owner);
    expect(after.body.map((m) => m.email)).not.toContain(later);
    expect(
      (await call("DELETE", `/api/venues/${venueId}/staff-invitations?email=${encodeURIComponent(later)}`, owner))
        .status,
    ).toBe(404);
    const again = await call("POST", "/api/staff/invitations/accept", invitee, { token: decodeURIComponent(token!) });
    expect(again.status).toBe(404);
  });

  it("refuses a bad email or role with 400 naming the field", async () => {
    const bad = await call<{ errors: Record<string, string> }>("POST", `/api/venues/${venueId}/staff`, owner, {
      email: "not-an-email",
      role: "cashier",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(["email", "role"]));
    const self = await call<{ errors: Record<string, string> }>("POST", `/api/venues/${venueId}/staff`, owner, {
      email: owner.email,
      role: "desk",
    });
    expect(self.status).toBe(400);
    expect(self.body.errors.email).toBeTruthy();
  });

  it("answers 404 for another owner's venue, and 403 to players, desk and managers", async () => {
    const body = { email: uniqueEmail("x"), role: "desk" };
    expect((await call("POST", `/api/venues/${otherVenueId}/staff`, owner, body)).status).toBe(404);
    expect((await call("GET", `/api/venues/${otherVenueId}/staff`, owner)).status).toBe(404);
    expect((await call("GET", `/api/venues/${otherVenueId}/activity`, owner)).status).toBe(404);
    const player = await loginAs(ctx, "player");
    expect((await call("POST", `/api/venues/${venueId}/staff`, player, body)).status).toBe(403);
    for (const role of ["desk", "manager"] as const) {
      const member = await staffMember(role);
      expect((await call("POST", `/api/venues/${venueId}/staff`, member, body)).status).toBe(403);
      expect((await call("GET", `/api/venues/${venueId}/staff`, member)).status).toBe(403);
      expect((await call("GET", `/api/venues/${venueId}/activity`, member)).status).toBe(403);
      expect((await call("DELETE", `/api/venues/${venueId}/staff/${owner.user.id}`, member)).status).toBe(403);
    }
  });
});

describe("what staff may do", () => {
  it("the desk sees and cancels the venue's bookings but never payouts, payout accounts or analytics", async () => {
    const desk = await staffMember("desk");
    const player = await loginAs(ctx, "player");
    const booking = await createBooking(ctx.database.db, { venueId, userId: player.user.id, slot: "morning" });
    const elsewhere = await createBooking(ctx.database.db, {
      venueId: otherVenueId,
      userId: player.user.id,
      slot: "morning",
    });
    const list = await call<Booking[]>("GET", "/api/bookings", desk);
    expect(list.status).toBe(200);
    const ids = list.body.map((b) => b.id);
    expect(ids).toContain(booking.id);
    expect(ids).not.toContain(elsewhere.id);
    expect((await call("GET", `/api/bookings/${booking.id}`, desk)).status).toBe(200);
    expect((await call("GET", `/api/bookings/${elsewhere.id}`, desk)).status).toBe(404);

    expect((await call("GET", "/api/payouts", desk)).status).toBe(403);
    expect((await call("GET", "/api/owner/payout-account", desk)).status).toBe(403);
    expect((await call("GET", "/api/analytics/owner", desk)).status).toBe(403);

    const cancelled = await call<Booking>("PATCH", `/api/bookings/${booking.id}`, desk, {
      status: "cancelled",
      reason: "The pitch is being relaid",
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");

    const activity = await call<VenueActivity[]>("GET", `/api/venues/${venueId}/activity`, owner);
    expect(activity.status).toBe(200);
    expect(activity.body[0]).toMatchObject({
      actorId: desk.user.id,
      actorName: "Test player",
      action: "booking.cancel",
      bookingId: booking.id,
      detail: { reason: "The pitch is being relaid" },
    });
    expect(typeof activity.body[0]?.at).toBe("string");
  });

  it("a manager may edit the venue, the desk may not; neither changes where players pay", async () => {
    const manager = await staffMember("manager");
    const desk = await staffMember("desk");
    const edit = { description: "Six turf nets with bowling machines and floodlights till 11 pm." };
    const byManager = await call("PATCH", `/api/venues/${venueId}`, manager, edit);
    expect(byManager.status).toBe(200);
    expect((await call("PATCH", `/api/venues/${venueId}`, desk, edit)).status).toBe(403);
    expect((await call("PATCH", `/api/venues/${otherVenueId}`, manager, edit)).status).toBe(403);
    const qr = await call("PATCH", `/api/venues/${venueId}`, manager, { upiQrCodeUrl: null });
    expect(qr.status).toBe(403);
    const activity = await call<VenueActivity[]>("GET", `/api/venues/${venueId}/activity`, owner);
    expect(activity.body).toContainEqual(
      expect.objectContaining({
        actorId: manager.user.id,
        action: "venue.edit",
        detail: expect.objectContaining({ fields: "description" }),
      }),
    );
  });
});

describe("a venue not yet live", () => {
  it("is seen by its staff as by its owner, and no longer once they are removed", async () => {
    const pending = await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "pending" });
    const person = await staffMember("manager", pending.id);
    const stranger = await loginAs(ctx, "player");
    expect((await call("GET", `/api/venues/${pending.id}`, person)).status).toBe(200);
    expect((await call("GET", `/api/venues/${pending.id}`, stranger)).status).toBe(404);
    const edited = await call("PATCH", `/api/venues/${pending.id}`, person, {
      description: "Two turf wickets and a bowling machine.",
    });
    expect(edited.status).toBe(200);
    expect((await call("DELETE", `/api/venues/${pending.id}/staff/${person.user.id}`, owner)).status).toBe(204);
    expect((await call("GET", `/api/venues/${pending.id}`, person)).status).toBe(404);
  });
});

describe("removing staff", () => {
  it("ends their access at once: the next request is refused and their sockets close", async () => {
    const desk = await staffMember("desk");
    const player = await loginAs(ctx, "player");
    const booking = await createBooking(ctx.database.db, { venueId, userId: player.user.id, slot: "evening" });
    // A session read (and remembered) before the removal.
    expect((await call("GET", `/api/bookings/${booking.id}`, desk)).status).toBe(200);
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/ws`;
    const probe = await openProbe(url, desk.cookie);
    await probe.ping();

    const removed = await call("DELETE", `/api/venues/${venueId}/staff/${desk.user.id}`, owner);
    expect(removed.status).toBe(204);
    expect((await probe.closed).code).toBe(4001);
    expect((await call("GET", `/api/bookings/${booking.id}`, desk)).status).toBe(404);
    const list = await call<Booking[]>("GET", "/api/bookings", desk);
    expect(list.body.map((b) => b.id)).not.toContain(booking.id);
    const again = await signIn(desk.email);
    expect(
      (await call("PATCH", `/api/bookings/${booking.id}`, again, { status: "cancelled", reason: "No" })).status,
    ).toBe(404);

    const staff = await call<StaffMember[]>("GET", `/api/venues/${venueId}/staff`, owner);
    expect(staff.body.map((m) => m.userId)).not.toContain(desk.user.id);
    expect((await call("DELETE", `/api/venues/${venueId}/staff/${desk.user.id}`, owner)).status).toBe(404);
    const activity = await call<VenueActivity[]>("GET", `/api/venues/${venueId}/activity`, owner);
    expect(activity.body[0]).toMatchObject({ action: "staff.remove", actorId: owner.user.id });
  });
});
