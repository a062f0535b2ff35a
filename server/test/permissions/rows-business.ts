import { addDays, todayInIst } from "@crease/core";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { jobs } from "../../src/db/schema";
import { enqueueJob } from "../../src/lib/jobs";
import { TEST_PASSWORD } from "../app";
import { createPaidBooking, createUser, createVenue } from "../factories";
import { multipart, samplePng } from "../uploads";

import {
  all,
  allowedBy,
  creditedBooking,
  ctx,
  debitedBooking,
  type Expected,
  freshDate,
  groundDetails,
  invoicedBooking,
  newVenueBody,
  nextSerial,
  ownedBy,
  ownersPayout,
  pastTuesday,
  pendingEdit,
  photosOf,
  playersOrder,
  ROLES,
  type Row,
  releasePlayersHolds,
  sandboxPayment,
  signedIn,
  versionOf,
  w,
} from "./world";

let deadJobId = 0;
/** A one-off job that used up its attempts (queued the one way there is, then stopped by hand). */
async function deadJob(): Promise<number> {
  const id = await enqueueJob(ctx.database.db, "test.permissions", { n: 1 });
  await ctx.database.db
    .update(jobs)
    .set({ status: "dead", attempts: 10, diedAt: new Date(), lastError: "gave up" })
    .where(eq(jobs.id, id));
  return id;
}

let courtsVenueId = 0;
/** The owner's venue whose courts the rows change (a venue with several courts needs a court chosen to book). */
async function courtsVenue(): Promise<number> {
  if (!courtsVenueId) courtsVenueId = (await createVenue(ctx.database.db, { ownerId: w.owner.id })).id;
  return courtsVenueId;
}

export const BUSINESS_ROWS: Row[] = [
  // ---- venues: owners and admins ----
  {
    route: "POST /api/venues",
    expect: allowedBy("venue.list", 201),
    // Each lister with photos of their own: a venue may show only its lister's uploads.
    request: async (_actor, role) => ({ url: "/api/venues", payload: newVenueBody(await photosOf(role)) }),
  },
  {
    route: "POST /api/venues/:id/courts",
    // Another owner's venue is not theirs to see changed: 404 (issue 25's contract).
    expect: ownedBy("venue.manage", 201, 404),
    request: async () => ({
      url: `/api/venues/${await courtsVenue()}/courts`,
      payload: { name: `Net ${nextSerial()}` },
    }),
  },
  {
    route: "PATCH /api/courts/:id",
    expect: ownedBy("venue.manage", 200, 404),
    request: async () => {
      const courts = (await ctx.app.inject({ url: `/api/venues/${await courtsVenue()}/courts` })).json() as {
        id: number;
      }[];
      return { url: `/api/courts/${courts[0]?.id}`, payload: { name: `Lane ${nextSerial()}` } };
    },
  },
  {
    route: "DELETE /api/courts/:id",
    expect: ownedBy("venue.manage", 204, 404),
    // A new court each time, with nothing booked on it.
    request: async () => {
      const made = await ctx.app.inject({
        method: "POST",
        url: `/api/venues/${await courtsVenue()}/courts`,
        headers: { cookie: w.owner.cookie },
        payload: { name: `Spare ${nextSerial()}` },
      });
      return { url: `/api/courts/${(made.json() as { id: number }).id}` };
    },
  },
  {
    route: "GET /api/venues/:id/blocks",
    expect: ownedBy("venue.block", 200, 404),
    request: async () => ({ url: `/api/venues/${await courtsVenue()}/blocks` }),
  },
  {
    route: "POST /api/venues/:id/blocks",
    expect: ownedBy("venue.block", 201, 404),
    // A new date each time: a slot already blocked is a 409.
    request: async () => ({
      url: `/api/venues/${await courtsVenue()}/blocks`,
      payload: { date: addDays(todayInIst(), 30 + nextSerial()), slots: ["morning"], reason: "Pitch relaying" },
    }),
  },
  {
    route: "DELETE /api/blocks/:id",
    expect: ownedBy("venue.block", 204, 404),
    request: async () => {
      const made = await ctx.app.inject({
        method: "POST",
        url: `/api/venues/${await courtsVenue()}/blocks`,
        headers: { cookie: w.owner.cookie },
        payload: { date: addDays(todayInIst(), 200 + nextSerial()), slots: ["morning"], reason: "Tournament" },
      });
      return { url: `/api/blocks/${(made.json() as { id: number }).id}` };
    },
  },
  {
    route: "POST /api/venues/:id/closures/preview",
    expect: ownedBy("venue.close", 200, 404),
    request: async () => ({
      url: `/api/venues/${await courtsVenue()}/closures/preview`,
      payload: { from: addDays(todayInIst(), 300), to: addDays(todayInIst(), 301), reason: "Rain" },
    }),
  },
  {
    route: "POST /api/venues/:id/closures",
    expect: ownedBy("venue.close", 200, 404),
    request: async () => {
      const date = addDays(todayInIst(), 302 + (nextSerial() % 60));
      return { url: `/api/venues/${await courtsVenue()}/closures`, payload: { from: date, to: date, reason: "Rain" } };
    },
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
    // The status field is refused for every non-admin; another owner is refused before the body
    // is read (issue 44), with the 404 of a pending venue they may not see, which tells nothing.
    expect: allowedBy("venue.moderate", 200).map((status, i) => (ROLES[i] === "otherOwner" ? 404 : status)) as Expected,
    request: async () => {
      const venue = await createVenue(ctx.database.db, { ownerId: w.owner.id, status: "pending" });
      return { url: `/api/venues/${venue.id}`, payload: { status: "approved", version: venue.version } };
    },
  },
  {
    route: "GET /api/venues/:id/price-rules",
    expect: ownedBy("pricing.manage", 200, 404),
    request: () => ({ url: `/api/venues/${w.venue.id}/price-rules` }),
  },
  {
    route: "PUT /api/venues/:id/price-rules",
    expect: ownedBy("pricing.manage", 200, 404),
    request: () => ({
      url: `/api/venues/${w.venue.id}/price-rules`,
      payload: { rules: [{ weekdays: [0, 6], from: "18:00", to: "22:00", price: "9000" }] },
    }),
  },
  {
    route: "GET /api/venues/:id/price-grid",
    expect: ownedBy("pricing.manage", 200, 404),
    request: () => ({ url: `/api/venues/${w.venue.id}/price-grid?from=2026-11-07` }),
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
    request: async () => ({
      url: `/api/venue-edits/${await pendingEdit()}/approve`,
      payload: { version: await versionOf(w.venue.id) },
    }),
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
    route: "GET /api/bookings/holds",
    expect: allowedBy("booking.book", 200),
    request: () => ({ url: `/api/bookings/holds?venueId=${w.venue.id}` }),
  },
  {
    route: "GET /api/bookings/latest",
    expect: allowedBy("booking.see-venue", 200),
    request: () => ({ url: "/api/bookings/latest" }),
  },
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
    route: "GET /api/bookings/:id/calendar.ics",
    expect: [401, 200, 404, 200, 404, 200, 401],
    request: () => ({ url: `/api/bookings/${w.booking.id}/calendar.ics` }),
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
      // The venue's owner and admins say why (a player may too).
      return { url: `/api/bookings/${booking.id}`, payload: { status: "cancelled", reason: "Ground waterlogged" } };
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
        date: addDays(todayInIst(), -1 - nextSerial()),
        slot: "morning",
        paidPaise: 1_180_000,
      });
      return { url: `/api/bookings/${booking.id}`, payload: { status: "completed" } };
    },
  },

  // ---- reschedule (only the booking's player; the venue's side and admins are refused) ----
  {
    route: "POST /api/bookings/:id/reschedule",
    expect: [401, 200, 404, 403, 404, 403, 401],
    request: async () => {
      // Paid above any slot's price: the move is to a cheaper slot (200, its difference refunded).
      const booking = await createPaidBooking(ctx.database.db, {
        venueId: w.venue.id,
        userId: w.player.id!,
        date: freshDate(),
        slot: "evening",
        paidPaise: 5_000_000,
      });
      return { url: `/api/bookings/${booking.id}/reschedule`, payload: { date: freshDate(), slot: "evening" } };
    },
  },
  {
    route: "POST /api/bookings/:id/reschedule/quote",
    expect: [401, 200, 404, 403, 404, 403, 401],
    request: async () => {
      const booking = await createPaidBooking(ctx.database.db, {
        venueId: w.venue.id,
        userId: w.player.id!,
        date: freshDate(),
        slot: "evening",
        paidPaise: 5_000_000,
      });
      return { url: `/api/bookings/${booking.id}/reschedule/quote`, payload: { date: freshDate(), slot: "evening" } };
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
  {
    route: "GET /api/payouts/:id/statement.csv",
    expect: ownedBy("payout.list", 200, 404),
    request: () => ({ url: `/api/payouts/${w.payoutId}/statement.csv` }),
  },
  {
    route: "GET /api/payouts/:id/statement.pdf",
    expect: ownedBy("payout.list", 200, 404),
    request: () => ({ url: `/api/payouts/${w.payoutId}/statement.pdf` }),
  },

  // ---- payout accounts (owners only; admins read one in full only to send a payout) ----
  {
    route: "GET /api/owner/payout-account",
    // Each owner reads only their own: the address names no one else's.
    expect: allowedBy("payout-account.manage", 200),
    request: () => ({ url: "/api/owner/payout-account" }),
  },
  {
    route: "PUT /api/owner/payout-account",
    expect: allowedBy("payout-account.manage", 200),
    // Fresh accounts: a change holds the owner's payouts for 24 hours, which the mark-paid row must not meet.
    freshActor: true,
    request: () => ({
      url: "/api/owner/payout-account",
      payload: { password: TEST_PASSWORD, pan: "ABCPE1234F", upiId: "matrix.owner@okicici" },
    }),
  },
  {
    route: "GET /api/payouts/:id/account",
    expect: allowedBy("payout-account.see-full", 200),
    request: () => ({ url: `/api/payouts/${w.payoutId}/account` }),
  },

  // ---- invoices (a booking's player, the venue's owner, admins; nobody else learns it exists) ----
  {
    route: "GET /api/invoices",
    expect: allowedBy("invoice.list", 200),
    request: () => ({ url: "/api/invoices" }),
  },
  {
    route: "GET /api/bookings/:id/invoice.pdf",
    expect: [401, 200, 404, 200, 404, 200, 401],
    request: async () => ({ url: `/api/bookings/${await invoicedBooking()}/invoice.pdf` }),
  },
  {
    route: "GET /api/bookings/:id/credit-note.pdf",
    expect: [401, 200, 404, 200, 404, 200, 401],
    request: async () => ({ url: `/api/bookings/${await creditedBooking()}/credit-note.pdf` }),
  },
  {
    route: "GET /api/bookings/:id/debit-note.pdf",
    expect: [401, 200, 404, 200, 404, 200, 401],
    request: async () => ({ url: `/api/bookings/${await debitedBooking()}/debit-note.pdf` }),
  },

  // ---- refunds ----
  {
    route: "GET /api/admin/refunds",
    expect: allowedBy("refund.list", 200),
    request: () => ({ url: "/api/admin/refunds" }),
  },

  // ---- background jobs ----
  {
    route: "GET /api/admin/jobs",
    expect: allowedBy("jobs.manage", 200),
    request: () => ({ url: "/api/admin/jobs?status=dead" }),
  },
  {
    route: "POST /api/admin/jobs/:id/retry",
    expect: allowedBy("jobs.manage", 200),
    // A fresh dead job per caller; a refused caller leaves it dead.
    request: async () => {
      deadJobId = await deadJob();
      return { url: `/api/admin/jobs/${deadJobId}/retry` };
    },
    after: async (_role, status) => {
      const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, deadJobId));
      expect(row?.status).toBe(status === 200 ? "queued" : "dead");
    },
  },
];
