import type { Venue, VenueEdit } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createVenue } from "../../../test/factories";
import { uploadImages } from "../../../test/uploads";
import { queryRows } from "../../db/rows";

// The admin's review queue (docs/product/venues.md, "Changes to live venues"): what an owner sends
// cannot break it or put rows in it that are not venue fields.
const ctx = useTestApp();

type Who = Awaited<ReturnType<typeof loginAs>>;
let owner: Who;
let admin: Who;

beforeAll(async () => {
  [owner, admin] = await Promise.all([loginAs(ctx, "owner"), loginAs(ctx, "admin")]);
});

function call(method: "GET" | "POST" | "PATCH", url: string, who?: Who, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const prices = { morningPrice: 8000, afternoonPrice: 7000, eveningPrice: 10_000, nightPrice: 12_000 };

async function queueFor(venueId: number): Promise<VenueEdit[]> {
  const res = await call("GET", "/api/venue-edits", admin);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as VenueEdit[]).filter((e) => e.venueId === venueId);
}

/** The change as stored, as JSON text. */
async function stored(editId: number | undefined): Promise<string> {
  const [row] = await queryRows<{ changes: string }>(
    ctx.database.db,
    sql`select changes::text as changes from venue_edits where id = ${editId ?? 0}`,
  );
  return row?.changes ?? "";
}

/** Builds {note: {note: … "deep" …}} nested `depth` levels. */
function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { end: "deep" };
  for (let i = 0; i < depth; i++) value = { note: value };
  return value;
}

describe("a pending change stores only parsed venue fields", () => {
  it("add-ons sent in the map form show as add-ons, and the queue answers", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id });
    const res = await call("PATCH", `/api/venues/${venue.id}`, owner, {
      details: { ...prices, addOns: { umpireFees: 500, redBalls: 300 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [edit] = await queueFor(venue.id);
    expect(edit?.changes).toEqual([
      expect.objectContaining({ field: "addOns", label: "Add-ons", after: "Umpire Service ₹500, Red Balls ₹300" }),
    ]);
    // Stored as the one list the direct edit saves, not as the map that was sent.
    expect(await stored(edit?.id)).toContain('"key": "umpireFees"');
  });

  it("extra keys, shallow or thousands deep, never reach the queue", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id });
    const res = await call("PATCH", `/api/venues/${venue.id}`, owner, {
      details: { ...prices, eveningPrice: 11_000, note: { x: 1 }, ...nested(3000) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [edit] = await queueFor(venue.id);
    expect(edit?.changes).toEqual([expect.objectContaining({ field: "eveningPrice", after: "₹11,000" })]);
    expect(await stored(edit?.id)).not.toContain("note");
  });

  it("the wizard's details step on a live venue stores the parsed details too", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id });
    const res = await call("POST", `/api/venues/${venue.id}/ground-details`, owner, {
      ...prices,
      nightPrice: 13_000,
      addOns: { scoreboard: 200 },
      note: "[object Object]",
    });
    expect(res.statusCode, res.body).toBe(201);
    const [edit] = await queueFor(venue.id);
    expect(edit?.changes.map((c) => c.field).sort()).toEqual(["addOns", "nightPrice"]);
    expect(await stored(edit?.id)).not.toContain("note");
  });

  it("rows stored raw before this fix are read safely: parsed, or shown as unreadable and never applied", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id, name: "Raw Row Ground" });
    const old = await createVenue(ctx.database.db, { ownerId: owner.user.id, name: "Broken Row Ground" });
    const raw = (changes: unknown) => JSON.stringify(changes);
    await ctx.database.db.execute(
      sql`insert into venue_edits (venue_id, submitted_by, changes) values
          (${venue.id}, ${owner.user.id}, ${raw({ details: { ...prices, addOns: { umpireFees: 400 }, note: { a: 1 } }, junk: 1 })}::jsonb),
          (${old.id}, ${owner.user.id}, ${raw({ details: { morningPrice: "lots" }, name: { x: 1 } })}::jsonb)`,
    );
    const [edit] = await queueFor(venue.id);
    expect(edit?.changes).toEqual([expect.objectContaining({ field: "addOns", after: "Umpire Service ₹400" })]);

    const [broken] = await queueFor(old.id);
    expect(broken?.changes).toEqual([
      expect.objectContaining({ field: "unreadable", after: expect.stringContaining("Reject it") }),
    ]);
    const approve = await call("POST", `/api/venue-edits/${broken?.id}/approve`, admin, {
      version: broken?.venueVersion,
    });
    expect(approve.statusCode).toBe(409);
    expect(((await call("GET", `/api/venues/${old.id}`)).json() as Venue).name).toBe("Broken Row Ground");
  });
});

describe("a change of the UPI QR code", () => {
  it("carries the current and the proposed image for the admin to compare", async () => {
    const [current, proposed] = (await uploadImages(ctx, owner.cookie, 2)).map((i) => i.url);
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id });
    await ctx.database.db.execute(sql`update venues set upi_qr_code_url = ${current} where id = ${venue.id}`);
    const res = await call("PATCH", `/api/venues/${venue.id}`, owner, { upiQrCodeUrl: proposed });
    expect(res.statusCode, res.body).toBe(200);
    const [edit] = await queueFor(venue.id);
    expect(edit?.changes).toEqual([
      expect.objectContaining({ field: "upiQrCodeUrl", beforeImage: current, afterImage: proposed }),
    ]);
  });
});

describe("an approval names the version the admin saw", () => {
  const adminView = async (id: number) => (await call("GET", `/api/venues/${id}`, admin)).json() as Venue;

  it("an owner's rename and new price between the admin's look and the click: 409, nothing approved", async () => {
    const venue = await createVenue(ctx.database.db, {
      ownerId: owner.user.id,
      status: "pending",
      name: "Honest Nets",
      venueType: "nets",
    });
    const seen = await adminView(venue.id);
    expect(seen.version).toEqual(expect.any(Number));

    // Not approved yet, so the owner's edits apply at once.
    const edit = await call("PATCH", `/api/venues/${venue.id}`, owner, {
      name: "Bait And Switch Nets",
      details: { startTime: "06:00", endTime: "22:00", hourlyPrice: 999_999, pitchType: "matting" },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const approve = await call("PATCH", `/api/venues/${venue.id}`, admin, {
      status: "approved",
      version: seen.version,
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe("This venue changed since you opened it: reload to see the change");
    const after = await adminView(venue.id);
    expect(after.status).toBe("pending");
    const history = (await call("GET", `/api/venues/${venue.id}/status-history`, admin)).json() as unknown[];
    expect(history).toHaveLength(0);

    const reject = await call("PATCH", `/api/venues/${venue.id}`, admin, {
      status: "rejected",
      note: "Price",
      version: seen.version,
    });
    expect(reject.statusCode).toBe(409);

    // Without a version there is nothing to compare: refused, with what to send.
    const blind = await call("PATCH", `/api/venues/${venue.id}`, admin, { status: "approved" });
    expect(blind.statusCode).toBe(400);
    expect(blind.json().message).toMatch(/version/);

    // The admin reloads, sees the new name and price, and decides on that.
    const fresh = await call("PATCH", `/api/venues/${venue.id}`, admin, { status: "approved", version: after.version });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ status: "approved", name: "Bait And Switch Nets" });
  });

  it("approving a pending change is refused when the venue changed after the list was read", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id, name: "Quiet Ground" });
    await call("PATCH", `/api/venues/${venue.id}`, owner, { name: "Loud Ground" });
    const [edit] = await queueFor(venue.id);
    expect(edit?.venueVersion).toBe((await adminView(venue.id)).version);

    // A field that applies at once still changes the venue the admin looked at.
    await call("PATCH", `/api/venues/${venue.id}`, owner, { description: "Rewritten after the admin looked at it." });
    const stale = await call("POST", `/api/venue-edits/${edit?.id}/approve`, admin, { version: edit?.venueVersion });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe("This venue changed since you opened it: reload to see the change");
    expect((await adminView(venue.id)).name).toBe("Quiet Ground");
    expect((await call("POST", `/api/venue-edits/${edit?.id}/approve`, admin)).statusCode).toBe(400);

    const [again] = await queueFor(venue.id);
    expect(again?.id).toBe(edit?.id);
    const ok = await call("POST", `/api/venue-edits/${edit?.id}/approve`, admin, { version: again?.venueVersion });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await adminView(venue.id)).name).toBe("Loud Ground");
  });

  it("reactivating a suspended venue names the version too (its owner edits it directly)", async () => {
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "suspended" });
    const seen = await adminView(venue.id);
    await call("PATCH", `/api/venues/${venue.id}`, owner, { name: "Renamed While Hidden" });
    const back = await call("PATCH", `/api/venues/${venue.id}`, admin, { status: "approved", version: seen.version });
    expect(back.statusCode).toBe(409);
    expect((await adminView(venue.id)).status).toBe("suspended");
  });
});
