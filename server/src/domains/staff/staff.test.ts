/**
 * A venue's staff (docs/product/roles.md "Venue staff", issue 25), on PGlite and PostgreSQL: the
 * owner invites people by email as desk or manager, and they join only by accepting the mailed link
 * signed in with that email (issue 44; the answer is the same for every email), staff see
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
import { invitationTokenFor, joinStaff } from "../../../test/staff";

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

/** A player account on the venue's staff as `role`: invited, and accepted signed in as itself. */
async function staffMember(role: "desk" | "manager", at = venueId) {
  return joinStaff(ctx, owner, await loginAs(ctx, "player"), at, role);
}

describe("adding staff", () => {
  it("an account with the email is only invited: it joins by accepting the mailed link signed in with that email", async () => {
    // Someone registered the manager's email before the owner added it (issue 44).
    const squatter = await loginAs(ctx, "player");
    const added = await call<Record<string, unknown>>("POST", `/api/venues/${venueId}/staff`, owner, {
      email: squatter.email.toUpperCase(),
      role: "manager",
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      email: squatter.email,
      mobile: null,
      role: "manager",
      status: "invited",
      since: expect.any(String),
      expiresAt: expect.any(String),
    });
    // Not staff: listed as invited without a name, no membership, no power over the venue.
    const list = await call<StaffMember[]>("GET", `/api/venues/${venueId}/staff`, owner);
    expect(list.body.filter((m) => m.email === squatter.email)).toEqual([
      expect.objectContaining({ userId: null, name: null, status: "invited", role: "manager" }),
    ]);
    const rows = await ctx.database.db.execute(
      sql`select count(*)::int as n from venue_staff where user_id = ${squatter.user.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    const again = await signIn(squatter.email);
    const session = await call<{ user: { staffOf?: unknown[] } }>("GET", "/api/auth/session", again);
    expect(session.body.user.staffOf ?? []).toEqual([]);
    const edit = { description: "Every price is one rupee now, says the squatter." };
    expect((await call("PATCH", `/api/venues/${venueId}`, again, edit)).status).toBe(403);
    // Knowing the email is not enough: accepting needs the mailed link.
    expect((await call("POST", "/api/staff/invitations/accept", again, { token: "t".repeat(43) })).status).toBe(404);

    // The mail goes to the mailbox; its link, opened signed in with that email, joins.
    const token = await invitationTokenFor(ctx, squatter.email);
    const stranger = await loginAs(ctx, "player");
    expect((await call("POST", "/api/staff/invitations/accept", stranger, { token })).status).toBe(403);
    const accepted = await call("POST", "/api/staff/invitations/accept", again, { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ venueId, venueName: "Shivaji Park Nets", role: "manager" });
    const after = await call<StaffMember[]>("GET", `/api/venues/${venueId}/staff`, owner);
    expect(after.body.filter((m) => m.email === squatter.email)).toEqual([
      expect.objectContaining({ userId: squatter.user.id, name: "Test player", status: "active", role: "manager" }),
    ]);
    const joined = await call<{ user: { staffOf?: unknown[] } }>("GET", "/api/auth/session", again);
    expect(joined.body.user.staffOf).toEqual([{ venueId, venueName: "Shivaji Park Nets", role: "manager" }]);
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: squatter.email, password: TEST_PASSWORD },
    });
    expect(login.json().staffOf).toEqual([{ venueId, venueName: "Shivaji Park Nets", role: "manager" }]);
    const activity = await call<VenueActivity[]>("GET", `/api/venues/${venueId}/activity`, owner);
    expect(activity.body[0]).toMatchObject({ action: "staff.join", actorId: squatter.user.id });
  });

  it("answers an email with an account exactly as one without: the invitation, no name, no id", async () => {
    const known = await loginAs(ctx, "player");
    const unknown = uniqueEmail("nobody");
    const answers = [];
    for (const email of [known.email, unknown]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: `/api/venues/${venueId}/staff`,
        headers: { cookie: owner.cookie },
        payload: { email, role: "desk" },
      });
      answers.push({ status: res.statusCode, body: res.json() as Record<string, unknown>, text: res.body });
    }
    const [forKnown, forUnknown] = answers as [(typeof answers)[0], (typeof answers)[0]];
    expect(forKnown.status).toBe(201);
    expect(forUnknown.status).toBe(201);
    expect(Object.keys(forKnown.body).sort()).toEqual(Object.keys(forUnknown.body).sort());
    expect({ ...forKnown.body, email: "", since: "", expiresAt: "" }).toEqual({
      ...forUnknown.body,
      email: "",
      since: "",
      expiresAt: "",
    });
    expect(forKnown.text).not.toContain("Test player");
    expect(forKnown.text).not.toContain(`"userId"`);
    // Both get the same mail, and neither a notification.
    const notes = await call<unknown[]>("GET", "/api/notifications", known);
    expect(JSON.stringify(notes.body)).not.toContain("Shivaji Park Nets");
    expect(await invitationTokenFor(ctx, known.email)).toBeTruthy();
    expect(await invitationTokenFor(ctx, unknown)).toBeTruthy();
  });

  it("a member given another role keeps the old one until accepting the new invitation", async () => {
    const desk = await staffMember("desk");
    const res = await call("POST", `/api/venues/${venueId}/staff`, owner, { email: desk.email, role: "manager" });
    expect(res.status).toBe(201);
    const before = await call<StaffMember[]>("GET", `/api/venues/${venueId}/staff`, owner);
    expect(before.body.filter((m) => m.email === desk.email).map((m) => [m.status, m.role])).toEqual([
      ["active", "desk"],
      ["invited", "manager"],
    ]);
    const token = await invitationTokenFor(ctx, desk.email);
    expect((await call("POST", "/api/staff/invitations/accept", desk, { token })).status).toBe(200);
    const after = await call<StaffMember[]>("GET", `/api/venues/${venueId}/staff`, owner);
    expect(after.body.filter((m) => m.email === desk.email).map((m) => [m.status, m.role])).toEqual([
      ["active", "manager"],
    ]);
  });

  it("one invitation accepted many times at once joins once", async () => {
    const person = await loginAs(ctx, "player");
    await call("POST", `/api/venues/${venueId}/staff`, owner, { email: person.email, role: "desk" });
    const token = await invitationTokenFor(ctx, person.email);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call("POST", "/api/staff/invitations/accept", person, { token })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404, 404, 404, 404, 404, 404]);
    const joins = await ctx.database.db.execute(
      sql`select count(*)::int as n from venue_activity where action = 'staff.join' and actor_id = ${person.user.id}`,
    );
    expect((joins as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it("invites an email without an account by mail; accepting, signed in with it, joins the venue", async () => {
    const email = uniqueEmail("invitee");
    const invited = await call<StaffMember>("POST", `/api/venues/${venueId}/staff`, owner, { email, role: "manager" });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email, role: "manager", status: "invited" });
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
