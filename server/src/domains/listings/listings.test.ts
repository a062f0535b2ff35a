import {
  type BoxCricketDetails,
  type GroundDetails,
  type NetsDetails,
  VENUE_STATUS_MOVES,
  VENUE_STATUSES,
  type Venue,
  type VenueStatus,
  type VenueStatusChange,
} from "@crease/core";
import { and, count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createUser, createVenue } from "../../../test/factories";
import { uploadImages } from "../../../test/uploads";
import { groundDetails, notifications, venueImages, venueStatusChanges, venues } from "../../db/schema";
import type { RealtimeEvent } from "../../lib/events";

const ctx = useTestApp();

type Who = Awaited<ReturnType<typeof loginAs>>;
let owner: Who;
let otherOwner: Who;
let player: Who;
let admin: Who;
let images: string[];
let adminImages: string[];
let otherOwnersImages: string[];

beforeAll(async () => {
  [owner, otherOwner, player, admin] = await Promise.all([
    loginAs(ctx, "owner"),
    loginAs(ctx, "owner"),
    loginAs(ctx, "player"),
    loginAs(ctx, "admin"),
  ]);
  images = (await uploadImages(ctx, owner.cookie, 2)).map((i) => i.url);
  adminImages = (await uploadImages(ctx, admin.cookie, 1)).map((i) => i.url);
  otherOwnersImages = (await uploadImages(ctx, otherOwner.cookie, 1)).map((i) => i.url);
});

function call(method: "GET" | "POST" | "PATCH", url: string, who?: Who, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: who ? { cookie: who.cookie } : {},
  });
}

function listing(overrides: Record<string, unknown> = {}) {
  return {
    name: "Sunrise Cricket Ground",
    venueType: "ground",
    description: "A full-size turf ground with a pavilion and floodlights.",
    address: "Plot 4, 80 Feet Road, Koramangala",
    city: "Bangalore",
    state: "Karnataka",
    postalCode: "560034",
    country: "India",
    location: "",
    amenities: ["Parking", "Floodlights"],
    reschedulingRules: "Reschedule free up to 24 hours before.",
    cancellationRules: "Free cancellation up to 48 hours before.",
    paymentType: "full",
    images,
    ...overrides,
  };
}

const groundBody = {
  morningPrice: "8000",
  afternoonPrice: "7000",
  eveningPrice: 0,
  nightPrice: "12000.50",
  addOns: { umpireFees: "1500", redBalls: 600, whiteBalls: "", others: [{ name: "Drinks & snacks", price: "300" }] },
};

async function venueCount(name: string) {
  const [row] = await ctx.database.db.select({ n: count() }).from(venues).where(eq(venues.name, name));
  return row?.n ?? 0;
}

async function setStatus(id: number, status: VenueStatus) {
  await ctx.database.db.update(venues).set({ status }).where(eq(venues.id, id));
}

describe("POST /api/venues: who may list", () => {
  it("asks visitors to log in and tells players only owners list facilities, before looking at the form", async () => {
    const visitor = await call("POST", "/api/venues", undefined, listing());
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe("Authentication required");
    for (const body of [listing(), {}]) {
      const refused = await call("POST", "/api/venues", player, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("Only venue owners can list facilities");
    }
  });

  it("lets owners and admins list; the venue is pending, theirs, and in its status history", async () => {
    for (const who of [owner, admin]) {
      const res = await call(
        "POST",
        "/api/venues",
        who,
        listing({ name: `Listed by ${who.user.role}`, images: who === admin ? adminImages : images }),
      );
      expect(res.statusCode).toBe(201);
      const venue = res.json() as Venue;
      expect(venue).toMatchObject({ status: "pending", ownerId: who.user.id, name: `Listed by ${who.user.role}` });
      expect(venue.id).toBeGreaterThan(0);
      const history = await call("GET", `/api/venues/${venue.id}/status-history`, who);
      expect(history.json()).toEqual([
        expect.objectContaining({ fromStatus: null, toStatus: "pending", actorId: who.user.id }),
      ]);
    }
  });
});

describe("only one's own images", () => {
  it("refuses another owner's upload as a photo or a QR code, on create and on edit", async () => {
    const stolen = await call("POST", "/api/venues", owner, listing({ images: [images[0], otherOwnersImages[0]] }));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(
      "Add only photos you uploaded yourself: one of these images was uploaded by someone else",
    );
    const qr = await call(
      "POST",
      "/api/venues",
      owner,
      listing({ paymentType: "partial", partialPaymentAmount: "2000", upiQrCodeUrl: otherOwnersImages[0] }),
    );
    expect(qr.statusCode).toBe(400);
    expect(qr.json().message).toBe("Upload your own UPI QR code: this one was uploaded by someone else");

    const created = (await call("POST", "/api/venues", owner, listing({ name: "Own Photos Ground" }))).json() as Venue;
    const edit = await call("PATCH", `/api/venues/${created.id}`, owner, {
      images: [...created.images, otherOwnersImages[0]],
    });
    expect(edit.statusCode).toBe(400);
    // Re-saving the photos the venue already shows is fine, and so is an admin keeping them.
    expect((await call("PATCH", `/api/venues/${created.id}`, owner, { images: created.images })).statusCode).toBe(200);
    const byAdmin = await call("PATCH", `/api/venues/${created.id}`, admin, { images: [...created.images].reverse() });
    expect(byAdmin.statusCode).toBe(200);
  });
});

describe("POST /api/venues: the add-venue form's rules", () => {
  it("answers each invalid field with the form's message and creates nothing", async () => {
    const res = await call("POST", "/api/venues", owner, {
      name: "AB",
      venueType: "stadium",
      description: "short",
      address: "x",
      city: "B",
      state: "K",
      postalCode: "12",
      location: "not a url",
      amenities: [" ", ""],
      reschedulingRules: "later",
      cancellationRules: "never",
      paymentType: "cash",
      images: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: "Name must be at least 3 characters",
      venueType: "Please select a venue type",
      description: "Description must be at least 10 characters",
      address: "Address is required",
      city: "City is required",
      state: "State is required",
      postalCode: "Postal Code is required",
      location: "Please enter a valid Google Maps URL",
      amenities: "Please select at least one amenity",
      reschedulingRules: "Rescheduling rules are required",
      cancellationRules: "Cancellation rules are required",
      paymentType: "Please select a payment type",
      images: "At least one venue image is required",
    });
    expect(await venueCount("AB")).toBe(0);
  });

  it("says what is missing when fields are absent", async () => {
    const res = await call("POST", "/api/venues", owner, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: "Name must be at least 3 characters",
      venueType: "Please select a venue type",
      images: "At least one venue image is required",
      amenities: "Please select at least one amenity",
    });
  });

  it("needs an amount above 0 and a QR code for partial payment", async () => {
    const res = await call(
      "POST",
      "/api/venues",
      owner,
      listing({ name: "Partial no QR", paymentType: "partial", partialPaymentAmount: "0" }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Partial payment amount and UPI QR code are required for partial payment");
    expect(await venueCount("Partial no QR")).toBe(0);

    const ok = await call(
      "POST",
      "/api/venues",
      owner,
      listing({
        name: "Partial with QR",
        paymentType: "partial",
        partialPaymentAmount: "1000",
        upiQrCodeUrl: images[1],
      }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      paymentType: "partial",
      partialPaymentAmount: "1000.00",
      upiQrCodeUrl: images[1],
    });
  });

  it("accepts only images this server issued", async () => {
    for (const url of [
      "https://evil.example/cat.jpg",
      "/uploads/venues/not-there.webp",
      "/uploads/../secret.webp",
      "data:image/png;base64,AAAA",
    ]) {
      const res = await call("POST", "/api/venues", owner, listing({ name: "Foreign image", images: [url] }));
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe("Images must be uploaded through /api/uploads");
    }
    const qr = await call(
      "POST",
      "/api/venues",
      owner,
      listing({
        name: "Foreign image",
        paymentType: "partial",
        partialPaymentAmount: 500,
        upiQrCodeUrl: "https://evil.example/qr.png",
      }),
    );
    expect(qr.statusCode).toBe(400);
    expect(qr.json().message).toBe("The UPI QR code must be uploaded through /api/uploads");
    expect(await venueCount("Foreign image")).toBe(0);
  });

  it("takes India as the only country and a 6-digit pincode", async () => {
    const country = await call("POST", "/api/venues", owner, listing({ country: "Nepal" }));
    expect(country.statusCode).toBe(400);
    expect(country.json().message).toBe("Only venues in India can be listed");
    const pin = await call("POST", "/api/venues", owner, listing({ postalCode: "56003A" }));
    expect(pin.statusCode).toBe(400);
    expect(pin.json().message).toBe("Valid pincode is required");
  });
});

describe("POST /api/venues with details: one transaction", () => {
  it("creates venue, images and details together; admins hear about it", async () => {
    const res = await call("POST", "/api/venues", owner, listing({ name: "All in one ground", details: groundBody }));
    expect(res.statusCode).toBe(201);
    const venue = res.json() as Venue;
    expect(venue.images).toEqual(images);
    expect(venue.thumbnails).toEqual(images.map((url) => url.replace(/\.webp$/, "-thumb.webp")));
    expect(venue.prices).toEqual({
      kind: "slot",
      morningPrice: "8000.00",
      afternoonPrice: "7000.00",
      eveningPrice: "0.00",
      nightPrice: "12000.50",
    });
    const details = (await call("GET", `/api/venues/${venue.id}/details`, owner)).json() as GroundDetails;
    expect(details.addOns).toEqual([
      { key: "umpireFees", name: "Umpire Service", price: "1500.00" },
      { key: "redBalls", name: "Red Balls", price: "600.00" },
      { key: "other:drinks-snacks", name: "Drinks & snacks", price: "300.00" },
    ]);
    const [stored] = await ctx.database.db.select().from(groundDetails).where(eq(groundDetails.venueId, venue.id));
    expect(stored?.nightPricePaise).toBe(1_200_050);

    const [note] = await ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, admin.user.id), sql`${notifications.data}->>'venueId' = ${String(venue.id)}`),
      );
    expect(note).toMatchObject({ title: "New venue to review", type: "venue_submitted" });
  });

  it("leaves nothing behind when the details are invalid", async () => {
    const name = "Half made ground";
    const before = await ctx.database.db.select({ n: count() }).from(venueImages);
    const res = await call(
      "POST",
      "/api/venues",
      owner,
      listing({ name, details: { morningPrice: 0, afternoonPrice: 0, eveningPrice: 0, nightPrice: -5 } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ "details.nightPrice": "Night price cannot be negative" });
    const missing = await call("POST", "/api/venues", owner, listing({ name, details: { morningPrice: 100 } }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("All time slot prices are required for ground venues");
    expect(await venueCount(name)).toBe(0);
    expect(await ctx.database.db.select({ n: count() }).from(venueImages)).toEqual(before);
  });

  it("rolls back the venue and its images when saving the details fails inside the transaction", async () => {
    const name = "Rolled back ground";
    const db = ctx.database.db;
    const statusRows = async () => (await db.select({ n: count() }).from(venueStatusChanges))[0]?.n;
    const imageRows = async () => (await db.select({ n: count() }).from(venueImages))[0]?.n;
    const [changesBefore, imagesBefore] = [await statusRows(), await imageRows()];
    // A database that refuses ground details (as a broken disk or a bug would) after the venue row went in.
    await db.execute(sql`create or replace function refuse_ground() returns trigger language plpgsql as $$
      begin raise exception 'ground details refused'; end $$`);
    await db.execute(
      sql`create trigger refuse_ground before insert on ground_details for each row execute function refuse_ground()`,
    );
    try {
      const res = await call("POST", "/api/venues", owner, listing({ name, details: groundBody }));
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_ground on ground_details`);
      await db.execute(sql`drop function refuse_ground()`);
    }
    expect(await venueCount(name)).toBe(0);
    expect(await statusRows()).toBe(changesBefore);
    expect(await imageRows()).toBe(imagesBefore);
  });

  it("checks details against the venue's own type", async () => {
    const nets = await call(
      "POST",
      "/api/venues",
      owner,
      listing({ name: "Nets in one call", venueType: "nets", details: { hourlyPrice: "900", pitchType: "turf" } }),
    );
    expect(nets.statusCode).toBe(400);
    expect(nets.json().errors).toEqual({
      "details.pitchType": "Pitch type must be artificial, matting, concrete or clay",
    });
    const box = await call(
      "POST",
      "/api/venues",
      owner,
      listing({
        name: "Box in one call",
        venueType: "box",
        details: { startTime: "07:00", endTime: "23:00", hourlyPrice: 1500 },
      }),
    );
    expect(box.statusCode).toBe(201);
    const details = (
      await call("GET", `/api/venues/${(box.json() as Venue).id}/details`, owner)
    ).json() as BoxCricketDetails;
    expect(details).toMatchObject({ teamCapacity: 6, startTime: "07:00", endTime: "23:00", hourlyPrice: "1500.00" });
  });
});

describe("coordinates of a new venue", () => {
  it("come from the maps link, else the address's locality, else the city", async () => {
    const link = await call(
      "POST",
      "/api/venues",
      owner,
      listing({ name: "Linked ground", location: "https://www.google.com/maps/place/X/@12.9,77.61,17z" }),
    );
    expect(link.json()).toMatchObject({ latitude: 12.9, longitude: 77.61 });
    const locality = await call("POST", "/api/venues", owner, listing({ name: "Koramangala ground" }));
    expect(locality.json()).toMatchObject({ latitude: 12.9352, longitude: 77.6245 });
    const city = await call(
      "POST",
      "/api/venues",
      owner,
      listing({
        name: "Thane ground",
        address: "Unnamed lane 9",
        city: "Thane",
        state: "Maharashtra",
        postalCode: "400999",
      }),
    );
    expect(city.json()).toMatchObject({ latitude: 19.2183, longitude: 72.9781 });
  });
});

describe("POST /api/venues/{id}/<type>-details", () => {
  async function pendingVenue(type: "ground" | "nets" | "box", who: Who = owner) {
    const res = await call("POST", "/api/venues", who, listing({ name: `Two-step ${type}`, venueType: type }));
    return (res.json() as Venue).id;
  }

  it("the wizard's second step: the owner adds ground details with the add-on map", async () => {
    const id = await pendingVenue("ground");
    const res = await call("POST", `/api/venues/${id}/ground-details`, owner, groundBody);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ venueType: "ground", morningPrice: "8000.00", eveningPrice: "0.00" });
    // Sending them again replaces them; a list of add-ons works too, keys found by label.
    const again = await call("POST", `/api/venues/${id}/ground-details`, owner, {
      ...groundBody,
      addOns: [
        { name: "Scoreboard Operator", price: 400 },
        { name: "Tea", price: "50" },
      ],
    });
    expect((again.json() as GroundDetails).addOns).toEqual([
      { key: "scoreboard", name: "Scoreboard Operator", price: "400.00" },
      { key: "other:tea", name: "Tea", price: "50.00" },
    ]);
  });

  it("offers a ground slot only when its price is above 0, and needs at least one", async () => {
    const id = await pendingVenue("ground");
    const none = await call("POST", `/api/venues/${id}/ground-details`, owner, {
      morningPrice: 0,
      afternoonPrice: "0",
      eveningPrice: 0,
      nightPrice: 0,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Offer at least one time slot: give it a price above 0");
    const missing = await call("POST", `/api/venues/${id}/ground-details`, owner, { morningPrice: 100 });
    expect(missing.json().message).toBe("All time slot prices are required for ground venues");
    const text = await call("POST", `/api/venues/${id}/ground-details`, owner, { ...groundBody, morningPrice: "lots" });
    expect(text.json().errors).toEqual({ morningPrice: "Morning price must be a number" });
    const twice = await call("POST", `/api/venues/${id}/ground-details`, owner, {
      ...groundBody,
      addOns: [
        { name: "Tea", price: 1 },
        { name: "tea", price: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect((await call("GET", `/api/venues/${id}/details`, owner)).json()).toBeNull();
  });

  it("nets: pitch types, half-hour times, start before end", async () => {
    const id = await pendingVenue("nets");
    const missing = await call("POST", `/api/venues/${id}/nets-details`, owner, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("All nets details are required");
    const quarter = await call("POST", `/api/venues/${id}/nets-details`, owner, {
      startTime: "06:15",
      endTime: "22:00",
      hourlyPrice: 800,
      pitchType: "matting",
    });
    expect(quarter.json().errors).toEqual({ startTime: "Times must be on the hour or half hour, like 06:00 or 06:30" });
    const backwards = await call("POST", `/api/venues/${id}/nets-details`, owner, {
      startTime: "22:00",
      endTime: "06:00",
      hourlyPrice: 800,
      pitchType: "matting",
    });
    expect(backwards.json().message).toBe("Opening time must be before closing time");
    for (const pitchType of ["artificial", "matting", "concrete", "clay"]) {
      const ok = await call("POST", `/api/venues/${id}/nets-details`, owner, {
        startTime: "06:30",
        endTime: "21:30",
        hourlyPrice: "850",
        pitchType,
        addOns: [{ name: "Bowling machine", price: 300 }],
      });
      expect(ok.statusCode, pitchType).toBe(201);
      expect(ok.json()).toMatchObject({ pitchType, startTime: "06:30", endTime: "21:30", hourlyPrice: "850.00" });
    }
    const details = (await call("GET", `/api/venues/${id}/details`, owner)).json() as NetsDetails;
    expect(details.addOns).toEqual([{ key: "other:bowling-machine", name: "Bowling machine", price: "300.00" }]);
  });

  it("box: team capacity 5 to 8, 6 when not given", async () => {
    const id = await pendingVenue("box");
    for (const teamCapacity of [4, 9, 6.5, "six"]) {
      const res = await call("POST", `/api/venues/${id}/box-cricket-details`, owner, {
        hourlyPrice: 1200,
        teamCapacity,
      });
      expect(res.statusCode, String(teamCapacity)).toBe(400);
      expect(res.json().message).toBe("Team capacity must be between 5 and 8 players a side");
    }
    const missing = await call("POST", `/api/venues/${id}/box-cricket-details`, owner, { teamCapacity: 6 });
    expect(missing.json().message).toBe("All box cricket details are required");
    const ok = await call("POST", `/api/venues/${id}/box-cricket-details`, owner, { hourlyPrice: 1200 });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ teamCapacity: 6, startTime: "06:00", endTime: "22:00" });
    const eight = await call("POST", `/api/venues/${id}/box-cricket-details`, owner, {
      hourlyPrice: 1200,
      teamCapacity: "8",
    });
    expect(eight.json()).toMatchObject({ teamCapacity: 8 });
  });

  it("refuses details of another type", async () => {
    const id = await pendingVenue("nets");
    const res = await call("POST", `/api/venues/${id}/ground-details`, owner, groundBody);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `This venue is a practice nets venue; send its details to /api/venues/${id}/nets-details`,
    );
  });

  it("only the venue's owner or an admin may add details", async () => {
    const id = await pendingVenue("ground");
    expect((await call("POST", `/api/venues/${id}/ground-details`, undefined, groundBody)).statusCode).toBe(401);
    expect((await call("POST", `/api/venues/${id}/ground-details`, player, groundBody)).statusCode).toBe(403);
    // Someone else's pending venue does not exist for them; an approved one is not theirs to change.
    expect((await call("POST", `/api/venues/${id}/ground-details`, otherOwner, groundBody)).statusCode).toBe(404);
    await setStatus(id, "approved");
    const approved = await call("POST", `/api/venues/${id}/ground-details`, otherOwner, groundBody);
    expect(approved.statusCode).toBe(403);
    expect(approved.json().message).toBe("You can only change your own venues");
    expect((await call("POST", `/api/venues/${id}/ground-details`, admin, groundBody)).statusCode).toBe(201);
    expect((await call("POST", "/api/venues/999999/ground-details", admin, groundBody)).statusCode).toBe(404);
  });
});

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
    expect(bad.json().errors).toEqual({ name: "Venue name is required", pincode: "Valid pincode is required" });
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
    expect(invalid.json().errors["details.morningPrice"]).toBe("Morning price cannot be negative");
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
      await vi.waitFor(() =>
        expect(heard).toContainEqual({
          kind: "venue",
          venueId: venue.id,
          message: { type: "venue_update", venueId: venue.id, data: { action: "venue_updated" } },
        }),
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
      const res = await call("PATCH", `/api/venues/${venue.id}`, admin, { status: to, note: "Checked on site" });
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
      const res = await call("PATCH", `/api/venues/${venue.id}`, admin, { status: to, name: "Should not stick" });
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
    const res = await call("PATCH", `/api/venues/${venue.id}`, admin, { status: "suspended" });
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
    await call("PATCH", `/api/venues/${venue.id}`, admin, { status: "approved" });
    expect((await call("GET", `/api/venues/${venue.id}`, player)).statusCode).toBe(200);
    await call("PATCH", `/api/venues/${venue.id}`, admin, { status: "suspended" });
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
    await call("PATCH", `/api/venues/${id}`, admin, { status: "rejected", note: "Blurry photos" });
    await call("PATCH", `/api/venues/${id}`, admin, { status: "pending" });
    await call("PATCH", `/api/venues/${id}`, admin, { status: "approved" });
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
