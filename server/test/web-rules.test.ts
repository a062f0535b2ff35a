/**
 * Every rule the web checks before sending is checked by the server too, from the same function
 * in core (core/src/web-rules.ts). For each rule: an input the web would refuse (proved by calling
 * the rule itself), sent to the route the web would send it to, answers 4xx and changes nothing.
 * A rule in WEB_RULES without a row here fails the first test (and the type check).
 */
import { addDays, MAX_ADVANCE_DAYS, MAX_PRICE_RUPEES, todayInIst } from "@crease/core";
import { WEB_RULES, type WebRuleName } from "@crease/core/web-rules";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  authAttempts,
  bookings,
  contactMessages,
  groundDetails,
  passwordResetTokens,
  payoutAccounts,
  priceRules,
  refunds,
  reviews,
  sessions,
  users,
  venueEdits,
  venueImages,
  venueStatusChanges,
  venues,
} from "../src/db/schema";
import { loginAs, nextTestAddress, TEST_PASSWORD, uniqueEmail, useTestApp } from "./app";
import { createBooking, createVenue } from "./factories";

const ctx = useTestApp();

type Who = Awaited<ReturnType<typeof loginAs>>;
let player: Who;
let owner: Who;
let admin: Who;
let pendingVenueId: number;
let pendingVersion: number;
let approvedVenueId: number;
let startedBookingId: number;
let futureBookingId: number;
let editId: number;

interface Row {
  /** An input the rule refuses (checked through the rule itself first). */
  refused: unknown;
  /** The field the server's answer names (its `errors`), where the rule is about one field. */
  field?: string;
  /** The request the web would have sent with it. */
  request: () => { method: "POST" | "PATCH" | "PUT"; url: string; who?: Who; payload: unknown };
}

const venueBody = {
  name: "Rules Ground",
  venueType: "ground",
  description: "A ground used to check the server's rules.",
  address: "12 Test Road, Indiranagar",
  city: "Bangalore",
  state: "Karnataka",
  postalCode: "56003", // five digits: the form and the server want six
  country: "India",
  amenities: ["Parking"],
  reschedulingRules: "Reschedule free up to 24 hours before.",
  cancellationRules: "Free cancellation up to 48 hours before.",
  paymentType: "full",
  images: [],
};
const groundBody = { morningPrice: -100, afternoonPrice: 1000, eveningPrice: 1000, nightPrice: 1000, addOns: [] };
const addOnBody = {
  morningPrice: 1000,
  afternoonPrice: 1000,
  eveningPrice: 1000,
  nightPrice: 1000,
  addOns: [{ name: "", price: -5 }],
};

const tooDear = { ...addOnBody, addOns: [], morningPrice: MAX_PRICE_RUPEES + 1 };
// A partial payment with neither its amount nor the UPI QR code; everything else as the form sends it.
const partialBody = { ...venueBody, postalCode: "560038", paymentType: "partial" };

const ROWS: Record<WebRuleName, Row> = {
  payoutAccount: {
    refused: { pan: "AAPFU0939F", holderName: "Asha Patel", accountNumber: "001234567890", ifsc: "HDFC1001234" },
    field: "ifsc",
    request: () => ({
      method: "PUT",
      url: "/api/owner/payout-account",
      who: owner,
      payload: {
        password: TEST_PASSWORD,
        pan: "AAPFU0939F",
        holderName: "Asha Patel",
        accountNumber: "001234567890",
        ifsc: "HDFC1001234",
      },
    }),
  },
  venueMoveNote: {
    field: "note",
    refused: { status: "rejected", note: "   " },
    request: () => ({
      method: "PATCH",
      url: `/api/venues/${pendingVenueId}`,
      who: admin,
      payload: { status: "rejected", note: "   ", version: pendingVersion },
    }),
  },
  editRejectNote: {
    field: "note",
    refused: { note: "  " },
    request: () => ({
      method: "POST",
      url: `/api/venue-edits/${editId}/reject`,
      who: admin,
      payload: { note: "  " },
    }),
  },
  createVenue: {
    field: "postalCode",
    refused: venueBody,
    request: () => ({ method: "POST", url: "/api/venues", who: owner, payload: venueBody }),
  },
  groundDetails: {
    field: "morningPrice",
    refused: groundBody,
    request: () => ({
      method: "POST",
      url: `/api/venues/${pendingVenueId}/ground-details`,
      who: owner,
      payload: groundBody,
    }),
  },
  addOn: {
    field: "addOns.0.name",
    refused: addOnBody,
    request: () => ({
      method: "POST",
      url: `/api/venues/${pendingVenueId}/ground-details`,
      who: owner,
      payload: addOnBody,
    }),
  },
  priceRules: {
    field: "rules.0.to",
    refused: { rules: [{ weekdays: [0, 6], from: "20:00", to: "18:00", price: "1500" }] },
    request: () => ({
      method: "PUT",
      url: `/api/venues/${approvedVenueId}/price-rules`,
      who: owner,
      payload: { rules: [{ weekdays: [0, 6], from: "20:00", to: "18:00", price: "1500" }] },
    }),
  },
  priceLimit: {
    field: "morningPrice",
    refused: tooDear,
    request: () => ({
      method: "POST",
      url: `/api/venues/${pendingVenueId}/ground-details`,
      who: owner,
      payload: tooDear,
    }),
  },
  partialPayment: {
    field: "partialPaymentAmount",
    refused: partialBody,
    request: () => ({ method: "POST", url: "/api/venues", who: owner, payload: partialBody }),
  },
  advanceDays: {
    field: "advanceBookingDays",
    refused: { advanceBookingDays: MAX_ADVANCE_DAYS + 1 },
    request: () => ({
      method: "PATCH",
      url: `/api/venues/${pendingVenueId}`,
      who: owner,
      payload: { advanceBookingDays: MAX_ADVANCE_DAYS + 1 },
    }),
  },
  updateVenue: {
    field: "pincode",
    refused: { pincode: "4110" },
    request: () => ({
      method: "PATCH",
      url: `/api/venues/${pendingVenueId}`,
      who: owner,
      payload: { pincode: "4110" },
    }),
  },
  register: {
    field: "phone",
    refused: { fullName: "Ravi", email: "ravi@example.in", phone: "98765", password: "secret-pass-1" },
    request: () => ({
      method: "POST",
      url: "/api/auth/register",
      payload: { fullName: "Ravi", email: uniqueEmail("rules"), phone: "98765", password: "secret-pass-1" },
    }),
  },
  login: {
    field: "email",
    refused: { email: "not-an-email", password: "" },
    request: () => ({ method: "POST", url: "/api/auth/login", payload: { email: "not-an-email", password: "" } }),
  },
  forgotPassword: {
    field: "email",
    refused: { email: "ravi@" },
    request: () => ({ method: "POST", url: "/api/auth/forgot-password", payload: { email: "ravi@" } }),
  },
  resetPassword: {
    field: "password",
    refused: { password: "12345", confirmPassword: "12345" },
    request: () => ({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: "a-token-from-the-mail", password: "12345" },
    }),
  },
  changePassword: {
    field: "newPassword",
    refused: { currentPassword: "secret-pass-123", newPassword: "123" },
    request: () => ({
      method: "POST",
      url: "/api/auth/change-password",
      who: player,
      payload: { currentPassword: "secret-pass-123", newPassword: "123" },
    }),
  },
  updateProfile: {
    field: "fullName",
    refused: { fullName: "R" },
    request: () => ({ method: "PATCH", url: "/api/users/me", who: player, payload: { fullName: "R" } }),
  },
  review: {
    field: "rating",
    refused: { rating: 6, comment: "Great pitch" },
    request: () => ({
      method: "POST",
      url: `/api/venues/${approvedVenueId}/reviews`,
      who: player,
      payload: { rating: 6, comment: "Great pitch" },
    }),
  },
  contact: {
    field: "name",
    refused: { name: "R", email: "ravi@example.in", subject: "Hi", message: "Short" },
    request: () => ({
      method: "POST",
      url: "/api/contact",
      payload: { name: "R", email: "ravi@example.in", subject: "Hi", message: "Short" },
    }),
  },
  bookingMove: {
    // A player's cancel once the game has started: the web shows no Cancel button.
    refused: {
      move: "cancel",
      party: "player",
      booking: { status: "confirmed", date: addDays(todayInIst(), -1), slot: "10:00-11:00" },
      now: new Date(),
    },
    request: () => ({
      method: "PATCH",
      url: `/api/bookings/${startedBookingId}`,
      who: player,
      payload: { status: "cancelled" },
    }),
  },
  ownerBookingMove: {
    // Completing a booking whose slot has not started: the owner's panel shows no Complete button.
    refused: {
      move: "complete",
      party: "owner",
      booking: { status: "confirmed", date: addDays(todayInIst(), 3), slot: "10:00-11:00" },
      now: new Date(),
    },
    request: () => ({
      method: "PATCH",
      url: `/api/bookings/${futureBookingId}`,
      who: owner,
      payload: { status: "completed" },
    }),
  },
};

const COUNTED: Record<string, PgTable> = {
  users,
  sessions,
  passwordResetTokens,
  authAttempts,
  venues,
  venueImages,
  groundDetails,
  venueStatusChanges,
  venueEdits,
  reviews,
  contactMessages,
  bookings,
  refunds,
  payoutAccounts,
};

/** Every counted table's rows, and the rows a refused change would have touched. */
async function snapshot() {
  const db = ctx.database.db;
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(COUNTED)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return {
    counts,
    users: await db.select().from(users).orderBy(users.id),
    venues: await db.select().from(venues).orderBy(venues.id),
    edits: await db.select().from(venueEdits).orderBy(venueEdits.id),
    details: await db.select().from(groundDetails).orderBy(groundDetails.venueId),
    bookings: await db.select().from(bookings).orderBy(bookings.id),
    priceRules: await db.select().from(priceRules).orderBy(priceRules.id),
  };
}

beforeAll(async () => {
  [player, owner, admin] = await Promise.all([loginAs(ctx, "player"), loginAs(ctx, "owner"), loginAs(ctx, "admin")]);
  const pending = await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "pending" });
  pendingVenueId = pending.id;
  pendingVersion = pending.version;
  const approved = await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "approved" });
  approvedVenueId = approved.id;
  const started = await createBooking(ctx.database.db, {
    venueId: approved.id,
    userId: player.user.id,
    date: addDays(todayInIst(), -1),
    slot: "10:00-11:00",
  });
  startedBookingId = started.id;
  const future = await createBooking(ctx.database.db, {
    venueId: approved.id,
    userId: player.user.id,
    date: addDays(todayInIst(), 3),
    slot: "10:00-11:00",
  });
  futureBookingId = future.id;
  // An owner's material change of a live venue, waiting for an admin.
  await ctx.app.inject({
    method: "PATCH",
    url: `/api/venues/${approved.id}`,
    payload: { name: "Renamed For Review" },
    headers: { cookie: owner.cookie },
  });
  const [edit] = await ctx.database.db.select({ id: venueEdits.id }).from(venueEdits);
  if (!edit) throw new Error("the owner's change was not queued for review");
  editId = edit.id;
});

describe("rules the web checks before sending", () => {
  it("has a row for every rule in core's WEB_RULES", () => {
    expect(Object.keys(ROWS).sort()).toEqual(Object.keys(WEB_RULES).sort());
  });

  it.each(Object.keys(WEB_RULES) as WebRuleName[])("%s: the server refuses what the web refuses", async (name) => {
    const rule = WEB_RULES[name];
    const row = ROWS[name];
    expect(row, `server/test/web-rules.test.ts needs a row for ${name}`).toBeDefined();
    // The input is one the web would refuse: the same core function says so.
    expect(rule.refuses(row.refused)).toBe(true);
    const { method, url, who, payload } = row.request();
    expect(`${method} ${url.replace(/\/\d+/, "/:id")}`).toBe(rule.route);
    const before = await snapshot();
    const res = await ctx.app.inject({
      method,
      url,
      payload: payload as object,
      remoteAddress: nextTestAddress(),
      headers: who ? { cookie: who.cookie } : {},
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.statusCode).not.toBe(401);
    expect(res.statusCode).not.toBe(429);
    expect(res.json().message).toEqual(expect.any(String));
    if (row.field) expect(res.json().errors, res.body).toHaveProperty([row.field]);
    expect(await snapshot()).toEqual(before);
  });

  it("names the note when an admin rejects or suspends without one", async () => {
    const res = await ctx.app.inject({
      method: "PATCH",
      url: `/api/venues/${pendingVenueId}`,
      payload: { status: "rejected", version: pendingVersion },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "A note is required: tell the owner why the venue is rejected",
      errors: { note: "A note is required: tell the owner why the venue is rejected" },
    });
    const suspend = await ctx.app.inject({
      method: "PATCH",
      url: `/api/venues/${approvedVenueId}`,
      payload: { status: "suspended", note: "" },
      headers: { cookie: admin.cookie },
    });
    expect(suspend.statusCode).toBe(400);
    expect(suspend.json().errors).toEqual({ note: "A note is required: tell the owner why the venue is suspended" });
  });
});
