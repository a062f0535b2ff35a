import type { BoxCricketDetails, GroundDetails, Venue } from "@crease/core";
import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { groundDetails, notifications, venueImages, venueStatusChanges } from "../../db/schema";
import {
  admin,
  adminImages,
  call,
  ctx,
  groundBody,
  images,
  listing,
  otherOwnersImages,
  owner,
  player,
  venueCount,
} from "./listings-test-helpers";

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
      postalCode: "Enter a 6-digit PIN code",
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
    expect(pin.json().message).toBe("Enter a 6-digit PIN code");
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
    expect(res.json().errors).toMatchObject({
      "details.nightPrice": "Enter the night price in rupees: from ₹0 to ₹10,00,000, with at most two decimals",
    });
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
