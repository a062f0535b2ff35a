import { todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { TEST_PASSWORD, uniqueEmail } from "../app";
import { createUser } from "../factories";
import { unpaidDeskBooking, walkInBody } from "./rows-desk";
import { call, ctx, invoicedBooking, ownedBy, type Row, signedIn, w } from "./world";

/** A fresh account on the venue's staff, for a removal to remove. */
async function freshMember(): Promise<number> {
  const user = await createUser(ctx.database.db, { email: uniqueEmail("member") });
  await ctx.database.db.execute(
    sql`insert into venue_staff (venue_id, user_id, role, added_by) values (${w.venue.id}, ${user.id}, 'desk', ${w.owner.id})`,
  );
  return user.id;
}

/** The staff routes (issue 25) × the matrix's callers: only the venue's owner and admins. */
export const STAFF_ROUTE_ROWS: Row[] = [
  {
    route: "GET /api/venues/:id/staff",
    expect: ownedBy("staff.manage", 200, 404),
    request: () => ({ url: `/api/venues/${w.venue.id}/staff` }),
  },
  {
    route: "POST /api/venues/:id/staff",
    expect: ownedBy("staff.manage", 201, 404),
    request: () => ({ url: `/api/venues/${w.venue.id}/staff`, payload: { email: uniqueEmail("staff"), role: "desk" } }),
  },
  {
    route: "DELETE /api/venues/:id/staff/:userId",
    expect: ownedBy("staff.manage", 204, 404),
    request: async () => ({ url: `/api/venues/${w.venue.id}/staff/${await freshMember()}` }),
  },
  {
    route: "DELETE /api/venues/:id/staff-invitations",
    expect: ownedBy("staff.manage", 204, 404),
    request: async () => {
      const email = uniqueEmail("invited");
      await ctx.database.db.execute(
        sql`insert into staff_invitations (venue_id, email, role, token_hash, invited_by, expires_at)
            values (${w.venue.id}, ${email}, 'desk', ${`hash-${email}`}, ${w.owner.id}, now() + interval '1 day')`,
      );
      return { url: `/api/venues/${w.venue.id}/staff-invitations?email=${encodeURIComponent(email)}` };
    },
  },
  {
    route: "GET /api/venues/:id/activity",
    expect: ownedBy("venue-activity.see", 200, 404),
    request: () => ({ url: `/api/venues/${w.venue.id}/activity` }),
  },
  {
    route: "POST /api/staff/invitations/accept",
    case: "a token no invitation has",
    expect: signedIn(404),
    request: () => ({ url: "/api/staff/invitations/accept", payload: { token: "no-such-invitation" } }),
  },
];

/** The venue's desk and manager (player accounts on `w.venue`'s staff), signed in after joining. */
export const staffCallers = {} as Record<"desk" | "manager", { cookie: string; id: number }>;

export async function setUpStaff(): Promise<void> {
  for (const role of ["desk", "manager"] as const) {
    const email = uniqueEmail(role);
    const reg = await call(
      "POST",
      "/api/auth/register",
      undefined,
      {
        fullName: `Matrix ${role}`,
        email,
        phone: "9876543210",
        password: TEST_PASSWORD,
      },
      `10.77.0.${role === "desk" ? 1 : 2}`,
    );
    if (reg.statusCode !== 201) throw new Error(`register ${role}: ${reg.body}`);
    const id = (reg.json() as { id: number }).id;
    await ctx.database.db.execute(
      sql`insert into venue_staff (venue_id, user_id, role, added_by) values (${w.venue.id}, ${id}, ${role}, ${w.owner.id})`,
    );
    const login = await call("POST", "/api/auth/login", undefined, { email, password: TEST_PASSWORD });
    const cookie = /crease_session=[^;]*/.exec(String(login.headers["set-cookie"]))?.[0];
    if (!cookie) throw new Error(`login ${role}: ${login.body}`);
    staffCallers[role] = { cookie, id };
  }
}

/**
 * Staff columns: what the venue's desk and manager get on routes that touch the venue, its
 * bookings and its money ([desk, manager]). Staff never reach payouts, payout accounts, analytics
 * or staff management; the desk sees and moves bookings; a manager also edits the venue.
 */
export const STAFF_CALLER_ROWS: {
  route: string;
  case?: string;
  expect: [number, number];
  request: () => { url: string; payload?: unknown } | Promise<{ url: string; payload?: unknown }>;
}[] = [
  { route: "GET /api/bookings/:id", expect: [200, 200], request: () => ({ url: `/api/bookings/${w.booking.id}` }) },
  {
    route: "GET /api/bookings/:id/calendar.ics",
    expect: [200, 200],
    request: () => ({ url: `/api/bookings/${w.booking.id}/calendar.ics` }),
  },
  { route: "GET /api/bookings/latest", expect: [200, 200], request: () => ({ url: "/api/bookings/latest" }) },
  // Invoices are the player's, the owner's and admins': not the venue's staff.
  { route: "GET /api/invoices", expect: [403, 403], request: () => ({ url: "/api/invoices" }) },
  {
    route: "GET /api/bookings/:id/invoice.pdf",
    expect: [404, 404],
    request: async () => ({ url: `/api/bookings/${await invoicedBooking()}/invoice.pdf` }),
  },
  {
    route: "GET /api/bookings/export.csv",
    expect: [403, 403],
    request: () => ({ url: "/api/bookings/export.csv?from=2026-01-01&to=2026-12-31" }),
  },
  {
    route: "PATCH /api/venues/:id",
    expect: [403, 200],
    request: () => ({
      url: `/api/venues/${w.venue.id}`,
      payload: { description: "Floodlit turf, nets and a pavilion." },
    }),
  },
  {
    route: "PATCH /api/venues/:id",
    case: "another venue of the same owner (not theirs to see when not live)",
    expect: [403, 404],
    request: () => ({
      url: `/api/venues/${w.pending.id}`,
      payload: { description: "Floodlit turf, nets and a pavilion." },
    }),
  },
  {
    route: "PATCH /api/venues/:id",
    case: "where players pay (owner only)",
    expect: [403, 403],
    request: () => ({ url: `/api/venues/${w.venue.id}`, payload: { upiQrCodeUrl: null } }),
  },
  { route: "GET /api/venue-edits", expect: [403, 200], request: () => ({ url: "/api/venue-edits" }) },
  { route: "GET /api/payouts", expect: [403, 403], request: () => ({ url: "/api/payouts" }) },
  { route: "GET /api/payouts/:id", expect: [403, 403], request: () => ({ url: `/api/payouts/${w.payoutId}` }) },
  { route: "GET /api/owner/payout-account", expect: [403, 403], request: () => ({ url: "/api/owner/payout-account" }) },
  {
    route: "PUT /api/owner/payout-account",
    expect: [403, 403],
    request: () => ({
      url: "/api/owner/payout-account",
      payload: { password: TEST_PASSWORD, pan: "ABCPE1234F", upiId: "desk.takes@okicici" },
    }),
  },
  { route: "GET /api/analytics/owner", expect: [403, 403], request: () => ({ url: "/api/analytics/owner" }) },
  {
    route: "GET /api/analytics/owner",
    case: "their venue's figures",
    expect: [403, 403],
    request: () => ({ url: `/api/analytics/owner?venueId=${w.venue.id}` }),
  },
  {
    route: "GET /api/venues/:id/staff",
    expect: [403, 403],
    request: () => ({ url: `/api/venues/${w.venue.id}/staff` }),
  },
  {
    route: "POST /api/venues/:id/staff",
    expect: [403, 403],
    request: () => ({ url: `/api/venues/${w.venue.id}/staff`, payload: { email: uniqueEmail("x"), role: "manager" } }),
  },
  {
    route: "GET /api/venues/:id/activity",
    expect: [403, 403],
    request: () => ({ url: `/api/venues/${w.venue.id}/activity` }),
  },
  // The front desk: both roles book walk-ins, take money at the venue and print the day sheet.
  {
    route: "GET /api/venues/:id/desk",
    expect: [200, 200],
    request: () => ({ url: `/api/venues/${w.venue.id}/desk?from=${todayInIst()}` }),
  },
  {
    route: "POST /api/venues/:id/desk-bookings",
    expect: [201, 201],
    request: async () => ({ url: `/api/venues/${w.venue.id}/desk-bookings`, payload: await walkInBody() }),
  },
  {
    route: "POST /api/bookings/:id/mark-paid",
    expect: [200, 200],
    request: async () => ({ url: `/api/bookings/${await unpaidDeskBooking()}/mark-paid`, payload: { method: "upi" } }),
  },
  {
    route: "GET /api/venues/:id/day-sheet.pdf",
    expect: [200, 200],
    request: () => ({ url: `/api/venues/${w.venue.id}/day-sheet.pdf?date=${todayInIst()}` }),
  },
];
