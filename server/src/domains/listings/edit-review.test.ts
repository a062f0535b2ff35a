import type { Venue, VenueEdit } from "@crease/core";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createVenue } from "../../../test/factories";
import { uploadImages } from "../../../test/uploads";

// A material edit of an approved venue waits for an admin; the approved version stays live
// (docs/SECURITY.md, "Material edits are reviewed").
const ctx = useTestApp();

type Who = Awaited<ReturnType<typeof loginAs>>;
let owner: Who;
let admin: Who;
let player: Who;

beforeAll(async () => {
  [owner, admin, player] = await Promise.all([loginAs(ctx, "owner"), loginAs(ctx, "admin"), loginAs(ctx, "player")]);
});

function call(method: "GET" | "POST" | "PATCH" | "DELETE", url: string, who?: Who, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const publicVenue = async (id: number) => (await call("GET", `/api/venues/${id}`)).json() as Venue;
const publicDetails = async (id: number) =>
  (await call("GET", `/api/venues/${id}/details`)).json() as { eveningPrice: string };
const pendingFor = async (who: Who, venueId: number) =>
  ((await call("GET", "/api/venue-edits", who)).json() as VenueEdit[]).filter((e) => e.venueId === venueId);

describe("material edits of an approved venue", () => {
  it("wait for an admin while players keep the approved version; other fields apply at once", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id, name: "Old Name Ground" });
    const res = await call("PATCH", `/api/venues/${venue.id}`, owner, {
      name: "Shiny New Name Ground",
      description: "Now with a new pavilion and floodlights for night games.",
      details: { morningPrice: 8000, afternoonPrice: 7000, eveningPrice: 99_000, nightPrice: 12_000 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Old Name Ground", reviewPending: true });

    const live = await publicVenue(venue.id);
    expect(live.name).toBe("Old Name Ground");
    expect(live.description).toBe("Now with a new pavilion and floodlights for night games.");
    expect((await publicDetails(venue.id)).eveningPrice).not.toBe("99000.00");

    const [edit] = await pendingFor(admin, venue.id);
    expect(edit?.changes).toEqual(
      expect.arrayContaining([
        { field: "name", label: "Name", before: "Old Name Ground", after: "Shiny New Name Ground" },
        expect.objectContaining({ field: "eveningPrice", label: "Evening price", after: "₹99,000" }),
      ]),
    );
    expect(await pendingFor(owner, venue.id)).toHaveLength(1);
    expect((await call("GET", "/api/venue-edits", player)).statusCode).toBe(403);

    // The admin approves: applied at once, and the owner hears of it.
    const approved = await call("POST", `/api/venue-edits/${edit?.id}/approve`, admin, { version: edit?.venueVersion });
    expect(approved.statusCode).toBe(200);
    expect((await publicVenue(venue.id)).name).toBe("Shiny New Name Ground");
    expect((await publicDetails(venue.id)).eveningPrice).toBe("99000.00");
    expect(await pendingFor(admin, venue.id)).toEqual([]);
    const notes = (await call("GET", "/api/notifications", owner)).json() as { title: string }[];
    expect(notes.map((n) => n.title)).toContain("Your changes are live");
    const twice = await call("POST", `/api/venue-edits/${edit?.id}/approve`, admin, { version: edit?.venueVersion });
    expect(twice.statusCode).toBe(409);
  });

  it("a rejection needs a note, leaves the venue as it was and tells the owner why", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id, name: "Steady Ground" });
    await call("PATCH", `/api/venues/${venue.id}`, owner, { city: "Mysuru" });
    const [edit] = await pendingFor(owner, venue.id);
    expect((await call("POST", `/api/venue-edits/${edit?.id}/reject`, admin, { note: " " })).statusCode).toBe(400);
    const rejected = await call("POST", `/api/venue-edits/${edit?.id}/reject`, admin, { note: "Wrong city" });
    expect(rejected.statusCode).toBe(204);
    expect((await publicVenue(venue.id)).city).not.toBe("Mysuru");
    const notes = (await call("GET", "/api/notifications", owner)).json() as { message: string }[];
    expect(notes.some((n) => n.message.includes("Wrong city"))).toBe(true);
  });

  it("a newer edit replaces the pending one; the owner may withdraw it", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id });
    await call("PATCH", `/api/venues/${venue.id}`, owner, { name: "First Try Ground" });
    await call("PATCH", `/api/venues/${venue.id}`, owner, { name: "Second Try Ground" });
    const pending = await pendingFor(owner, venue.id);
    expect(pending.map((e) => e.changes[0]?.after)).toEqual(["Second Try Ground"]);
    const other = await loginAs(ctx, "owner");
    expect((await call("DELETE", `/api/venue-edits/${pending[0]?.id}`, other)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/venue-edits/${pending[0]?.id}`, owner)).statusCode).toBe(204);
    expect(await pendingFor(owner, venue.id)).toEqual([]);
  });

  it("a pending venue, and an admin's edit, apply at once; a bad photo is refused when sent", async () => {
    const pendingVenue = await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "pending" });
    const direct = await call("PATCH", `/api/venues/${pendingVenue.id}`, owner, { name: "Direct Change Ground" });
    expect(direct.json()).toMatchObject({ name: "Direct Change Ground" });
    expect(direct.json().reviewPending).toBeUndefined();

    const approvedVenue = await createVenue(ctx.database.db, { ownerId: owner.user.id });
    const byAdmin = await call("PATCH", `/api/venues/${approvedVenue.id}`, admin, { name: "Admin Fixed Ground" });
    expect(byAdmin.json()).toMatchObject({ name: "Admin Fixed Ground" });

    const someoneElses = (await uploadImages(ctx, (await loginAs(ctx, "owner")).cookie, 1)).map((i) => i.url);
    const stolen = await call("PATCH", `/api/venues/${approvedVenue.id}`, owner, { images: someoneElses });
    expect(stolen.statusCode).toBe(400);
    expect(await pendingFor(owner, approvedVenue.id)).toEqual([]);
  });
});
