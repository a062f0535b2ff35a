/** Owners' edits, admins' status moves, the status history, and suspended owners. */
import { VENUE_STATUS_MOVES, VENUE_STATUSES, type Venue, type VenueStatusChange } from "@crease/core";
import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createUser, createVenue } from "../../../test/factories";
import { uploadImages } from "../../../test/uploads";
import { notifications, venueStatusChanges, venues } from "../../db/schema";
import type { RealtimeEvent } from "../../lib/events";
import { admin, call, ctx, groundBody, images, listing, otherOwner, owner, player } from "./listings-test-helpers";

describe("PATCH /api/venues/{id}: owner edits", () => {
  it("applies the Edit Venue form: comma-separated amenities, 6-digit pincode", async () => {
    // Not yet approved, so its owner's edits apply at once (edit-review.test.ts has the approved case).
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "pending" });
    const res = await call("PATCH", `/api/venues/${venue.id}`, owner, {
      name: "Renamed ground",
      description: "Now with a new pavilion and nets.",
      address: "14 New Road, Kothrud",
      city: "Pune",
      state: "Maharashtra",
      pincode: "411038",
      amenities: " Parking, ,Wifi ,Floodlights,parking",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Renamed ground",
      postalCode: "411038",
      amenities: ["Parking", "Wifi", "Floodlights"],
      status: "pending",
      latitude: 18.5074,
      longitude: 73.8077,
    });
    const bad = await call("PATCH", `/api/venues/${venue.id}`, owner, { pincode: "4110", name: "" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ name: "Venue name is required", pincode: "Enter a 6-digit PIN code" });
    expect((await call("PATCH", `/api/venues/${venue.id}`, owner, {})).json().message).toBe("Nothing to update");
    expect((await call("PATCH", `/api/venues/${venue.id}`, owner, { venueType: "nets" })).statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(venues).where(eq(venues.id, venue.id));
    expect(row?.name).toBe("Renamed ground");
  });

  it("replaces images, details and policies; keeps images the venue already had", async () => {
    const [fresh] = await uploadImages(ctx, owner.cookie, 1);
    const created = (
      await call("POST", "/api/venues", owner, listing({ name: "Edit my images", details: groundBody }))
    ).json() as Venue;
    const res = await call("PATCH", `/api/venues/${created.id}`, owner, {
      images: [fresh?.url, images[0]],
      details: { ...groundBody, eveningPrice: 9000 },
      cancellationRules: "Free cancellation up to 24 hours before the slot.",
      paymentType: "partial",
      partialPaymentAmount: 2000,
      upiQrCodeUrl: images[1],
    });
    expect(res.statusCode).toBe(200);
    const venue = res.json() as Venue;
    expect(venue.images).toEqual([fresh?.url, images[0]]);
    expect(venue.thumbnails[0]).toBe(fresh?.thumbnailUrl);
    expect(venue.prices).toMatchObject({ eveningPrice: "9000.00" });
    expect(venue).toMatchObject({ paymentType: "partial", partialPaymentAmount: "2000.00" });
    const invalid = await call("PATCH", `/api/venues/${created.id}`, owner, { details: { morningPrice: -1 } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors["details.morningPrice"]).toBe(
      "Enter the morning price in rupees: from ₹0 to ₹10,00,000, with at most two decimals",
    );
    const foreign = await call("PATCH", `/api/venues/${created.id}`, owner, { images: ["https://x.example/a.jpg"] });
    expect(foreign.statusCode).toBe(400);
    const noQr = await call("PATCH", `/api/venues/${created.id}`, owner, { upiQrCodeUrl: null });
    expect(noQr.json().message).toBe("Partial payment amount and UPI QR code are required for partial payment");
    const full = await call("PATCH", `/api/venues/${created.id}`, owner, { paymentType: "full" });
    expect(full.json()).toMatchObject({ paymentType: "full", partialPaymentAmount: null });
  });

  it("tells a watching venue page it changed", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id });
    const heard: RealtimeEvent[] = [];
    const stop = ctx.app.bus.subscribe((event) => heard.push(event));
    try {
      await call("PATCH", `/api/venues/${venue.id}`, owner, { description: "Freshly rolled pitch this week." });
      await vi.waitFor(
        () =>
          expect(heard).toContainEqual({
            kind: "venue",
            venueId: venue.id,
            message: { type: "venue_update", venueId: venue.id, data: { action: "venue_updated" } },
          }),
        { timeout: 10_000 },
      );
    } finally {
      stop();
    }
  });

  it("keeps owners to their own venues and statuses to admins", async () => {
    const approved = await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "approved" });
    const pending = await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "pending" });
    const edit = { description: "Edited by someone who should not." };
    expect((await call("PATCH", `/api/venues/${approved.id}`, undefined, edit)).statusCode).toBe(401);
    const byPlayer = await call("PATCH", `/api/venues/${approved.id}`, player, edit);
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json().message).toBe("Only venue owners can change venues");
    expect((await call("PATCH", `/api/venues/${approved.id}`, otherOwner, edit)).statusCode).toBe(403);
    expect((await call("PATCH", `/api/venues/${pending.id}`, otherOwner, edit)).statusCode).toBe(404);
    const ownStatus = await call("PATCH", `/api/venues/${pending.id}`, owner, { status: "approved" });
    expect(ownStatus.statusCode).toBe(403);
    expect(ownStatus.json().message).toBe("Only admins can change a venue's status");
    const [row] = await ctx.database.db.select().from(venues).where(eq(venues.id, pending.id));
    expect(row?.status).toBe("pending");
    expect(row?.description).not.toBe(edit.description);
    const byAdmin = await call("PATCH", `/api/venues/${pending.id}`, admin, { name: "Fixed by admin" });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ name: "Fixed by admin", status: "pending" });
  });
});

describe("PATCH /api/venues/{id}: admin status moves", () => {
  const NOTIFICATION_TYPES: Record<string, string> = {
    "pending>approved": "venue_approved",
    "pending>rejected": "venue_rejected",
    "approved>suspended": "venue_suspended",
    "suspended>approved": "venue_reactivated",
    "rejected>pending": "venue_pending",
  };
  const pairs = VENUE_STATUSES.flatMap((from) => VENUE_STATUSES.map((to) => [from, to] as const));

  it.each(pairs.filter(([from, to]) => VENUE_STATUS_MOVES[from].includes(to)))(
    "moves %s → %s, records it and tells the owner",
    async (from, to) => {
      const venue = await createVenue(ctx.database.db, {
        ownerId: owner.user.id,
        status: from,
        name: `Move ${from} ${to}`,
      });
      const res = await call("PATCH", `/api/venues/${venue.id}`, admin, {
        status: to,
        note: "Checked on site",
        version: venue.version,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: venue.id, status: to });
      const history = (
        await call("GET", `/api/venues/${venue.id}/status-history`, owner)
      ).json() as VenueStatusChange[];
      expect(history.at(-1)).toMatchObject({
        fromStatus: from,
        toStatus: to,
        note: "Checked on site",
        actorId: admin.user.id,
        actorName: admin.user.fullName,
      });
      expect(Date.parse(history.at(-1)?.createdAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
      const [note] = await ctx.database.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, owner.user.id), sql`${notifications.data}->>'venueId' = ${String(venue.id)}`),
        );
      expect(note?.type).toBe(NOTIFICATION_TYPES[`${from}>${to}`]);
      expect(note?.message).toContain(`Move ${from} ${to}`);
      expect(note?.message).toContain("Checked on site");
    },
  );

  it.each(pairs.filter(([from, to]) => from !== to && !VENUE_STATUS_MOVES[from].includes(to)))(
    "refuses %s → %s with 409 and the reason",
    async (from, to) => {
      const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id, status: from });
      const res = await call("PATCH", `/api/venues/${venue.id}`, admin, {
        status: to,
        name: "Should not stick",
        note: "Checked on site",
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(new RegExp(`^An? ${from} venue can be .+, not `));
      const [row] = await ctx.database.db.select().from(venues).where(eq(venues.id, venue.id));
      expect(row).toMatchObject({ status: from, name: venue.name });
      const [changes] = await ctx.database.db
        .select({ n: count() })
        .from(venueStatusChanges)
        .where(eq(venueStatusChanges.venueId, venue.id));
      expect(changes?.n).toBe(0);
    },
  );

  it("explains the refusal in words", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "pending" });
    const res = await call("PATCH", `/api/venues/${venue.id}`, admin, { status: "suspended", note: "Unsafe nets" });
    expect(res.json().message).toBe("A pending venue can be approved or rejected, not suspended");
    const rejected = await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "rejected" });
    expect((await call("PATCH", `/api/venues/${rejected.id}`, admin, { status: "approved" })).json().message).toBe(
      "A rejected venue can be moved back to pending, not approved",
    );
    const same = await call("PATCH", `/api/venues/${venue.id}`, admin, { status: "pending" });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe("The venue is already pending");
  });

  it("shows an approved venue to players and hides a suspended one", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "pending" });
    expect((await call("GET", `/api/venues/${venue.id}`, player)).statusCode).toBe(404);
    await call("PATCH", `/api/venues/${venue.id}`, admin, { status: "approved", version: venue.version });
    expect((await call("GET", `/api/venues/${venue.id}`, player)).statusCode).toBe(200);
    await call("PATCH", `/api/venues/${venue.id}`, admin, { status: "suspended", note: "Unsafe nets" });
    expect((await call("GET", `/api/venues/${venue.id}`, player)).statusCode).toBe(404);
  });
});

describe("GET /api/venues/{id}/status-history", () => {
  it("is for the venue's owner and admins", async () => {
    const pending = await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "pending" });
    const approved = await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "approved" });
    expect((await call("GET", `/api/venues/${pending.id}/status-history`)).statusCode).toBe(401);
    expect((await call("GET", `/api/venues/${pending.id}/status-history`, player)).statusCode).toBe(404);
    expect((await call("GET", `/api/venues/${approved.id}/status-history`, player)).statusCode).toBe(403);
    expect((await call("GET", `/api/venues/${pending.id}/status-history`, otherOwner)).statusCode).toBe(404);
    expect((await call("GET", `/api/venues/${approved.id}/status-history`, otherOwner)).statusCode).toBe(403);
    expect((await call("GET", `/api/venues/${pending.id}/status-history`, owner)).statusCode).toBe(200);
    expect((await call("GET", `/api/venues/${approved.id}/status-history`, admin)).statusCode).toBe(200);
  });

  it("is oldest first", async () => {
    const id = ((await call("POST", "/api/venues", owner, listing({ name: "History ground" }))).json() as Venue).id;
    // Approving and rejecting name the version the admin saw (review-queue.test.ts).
    const version = async () => ((await call("GET", `/api/venues/${id}`, admin)).json() as Venue).version;
    await call("PATCH", `/api/venues/${id}`, admin, {
      status: "rejected",
      note: "Blurry photos",
      version: await version(),
    });
    await call("PATCH", `/api/venues/${id}`, admin, { status: "pending" });
    await call("PATCH", `/api/venues/${id}`, admin, { status: "approved", version: await version() });
    const history = (await call("GET", `/api/venues/${id}/status-history`, owner)).json() as VenueStatusChange[];
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.note])).toEqual([
      [null, "pending", null],
      ["pending", "rejected", "Blurry photos"],
      ["rejected", "pending", null],
      ["pending", "approved", null],
    ]);
  });
});

describe("an owner who is suspended", () => {
  it("has venues nobody else can see", async () => {
    const suspended = await createUser(ctx.database.db, { role: "owner", status: "suspended" });
    const venue = await createVenue(ctx.database.db, { ownerId: suspended.id, status: "approved" });
    expect((await call("GET", `/api/venues/${venue.id}`, player)).statusCode).toBe(404);
  });
});
