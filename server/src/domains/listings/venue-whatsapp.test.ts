/** "Chat with the venue": the venue's whatsappNumber, its one stored form, and who may set it when (issue 24). */
import { INDIAN_MOBILE_MESSAGE, type Venue, type VenueEdit } from "@crease/core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createVenue } from "../../../test/factories";
import { venues } from "../../db/schema";
import { admin, call, ctx, listing, otherOwner, owner, player } from "./listings-test-helpers";

const publicVenue = async (id: number) => (await call("GET", `/api/venues/${id}`)).json() as Venue;
const storedNumber = async (id: number) =>
  (await ctx.database.db.select({ n: venues.whatsappNumber }).from(venues).where(eq(venues.id, id)))[0]?.n;

describe("a venue's WhatsApp number", () => {
  it("is taken in any usual Indian spelling and stored and answered in one form", async () => {
    for (const typed of ["98765 43210", "+91 98765-43210", "919876543210", "09876543210", "+919876543210"]) {
      const res = await call("POST", "/api/venues", owner, listing({ name: `Chat ${typed}`, whatsappNumber: typed }));
      expect(res.statusCode, res.body).toBe(201);
      const venue = res.json() as Venue;
      expect(venue.whatsappNumber).toBe("+919876543210");
      expect(await storedNumber(venue.id)).toBe("+919876543210");
    }
    const none = await call("POST", "/api/venues", owner, listing({ name: "No chat ground" }));
    expect(none.json().whatsappNumber).toBeNull();
    const blank = await call("POST", "/api/venues", owner, listing({ name: "Blank chat", whatsappNumber: "  " }));
    expect(blank.json().whatsappNumber).toBeNull();
  });

  it("refuses anything that is not an Indian mobile with a message a person can act on", async () => {
    for (const typed of [
      "0000000000",
      "5876543210",
      "+1 415 555 0100",
      "+44 7911 123456",
      "98765 4321",
      "9876543210123456",
      "98765abcde",
      12345,
    ]) {
      const res = await call("POST", "/api/venues", owner, listing({ name: "Bad chat", whatsappNumber: typed }));
      expect(res.statusCode, String(typed)).toBe(400);
      expect(res.json()).toMatchObject({
        message: INDIAN_MOBILE_MESSAGE,
        errors: { whatsappNumber: INDIAN_MOBILE_MESSAGE },
      });
    }
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "pending" });
    const patched = await call("PATCH", `/api/venues/${venue.id}`, owner, { whatsappNumber: "+1 415 555 0100" });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().errors).toEqual({ whatsappNumber: INDIAN_MOBILE_MESSAGE });
    expect(await storedNumber(venue.id)).toBeNull();
  });

  it("is set and cleared by the owner of a venue not yet live at once; no one else may set it", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "pending" });
    const set = await call("PATCH", `/api/venues/${venue.id}`, owner, { whatsappNumber: "7000 012 345" });
    expect(set.statusCode).toBe(200);
    expect(set.json().whatsappNumber).toBe("+917000012345");
    const cleared = await call("PATCH", `/api/venues/${venue.id}`, owner, { whatsappNumber: null });
    expect(cleared.json().whatsappNumber).toBeNull();

    const live = await createVenue(ctx.database.db, { ownerId: owner.user.id, whatsappNumber: "+919876543210" });
    for (const who of [otherOwner, player]) {
      const res = await call("PATCH", `/api/venues/${live.id}`, who, { whatsappNumber: "8888888888" });
      expect(res.statusCode).toBe(403);
    }
    expect(
      (await call("PATCH", `/api/venues/${live.id}`, undefined, { whatsappNumber: "8888888888" })).statusCode,
    ).toBe(401);
    expect(await storedNumber(live.id)).toBe("+919876543210");
  });

  it("on a live venue: a new number waits for an admin, players keep the old one; clearing it applies at once", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id, whatsappNumber: "+919876543210" });
    expect((await publicVenue(venue.id)).whatsappNumber).toBe("+919876543210");

    const changed = await call("PATCH", `/api/venues/${venue.id}`, owner, { whatsappNumber: "8888 777 666" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ whatsappNumber: "+919876543210", reviewPending: true });
    expect((await publicVenue(venue.id)).whatsappNumber).toBe("+919876543210");

    const edits = ((await call("GET", "/api/venue-edits", admin)).json() as VenueEdit[]).filter(
      (e) => e.venueId === venue.id,
    );
    expect(edits).toHaveLength(1);
    expect(edits[0]?.changes).toEqual([
      { field: "whatsappNumber", label: "WhatsApp number", before: "+91 98765 43210", after: "+91 88887 77666" },
    ]);
    const approved = await call("POST", `/api/venue-edits/${edits[0]?.id}/approve`, admin, {
      version: edits[0]?.venueVersion,
    });
    expect(approved.statusCode).toBe(200);
    expect((await publicVenue(venue.id)).whatsappNumber).toBe("+918888777666");

    const off = await call("PATCH", `/api/venues/${venue.id}`, owner, { whatsappNumber: "" });
    expect(off.statusCode).toBe(200);
    expect(off.json().reviewPending).toBeUndefined();
    expect((await publicVenue(venue.id)).whatsappNumber).toBeNull();
  });

  it("an admin's own change applies at once", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id });
    const res = await call("PATCH", `/api/venues/${venue.id}`, admin, { whatsappNumber: "6000000001" });
    expect(res.json().whatsappNumber).toBe("+916000000001");
    expect((await publicVenue(venue.id)).whatsappNumber).toBe("+916000000001");
  });
});
