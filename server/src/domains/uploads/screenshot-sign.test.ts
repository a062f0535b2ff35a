import type { UploadedImage, VenuePhotoCheck } from "@crease/core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createVenue } from "../../../test/factories";
import { multipart } from "../../../test/uploads";
import { venueImages } from "../../db/schema";

/**
 * Photos that look like screenshots are flagged at upload for the admin who moderates the venue,
 * never refused (issue 46; uploads/screenshot-sign.ts). On PGlite and PostgreSQL.
 */
const ctx = useTestApp();

/** A photo-like picture: every pixel its own colour, as light and grain make a camera's. */
async function noisy(width: number, height: number, format: "jpeg" | "png") {
  const data = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    data[i] = seed >> 16;
  }
  const image = sharp(data, { raw: { width, height, channels: 3 } });
  return (format === "png" ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
}

/** An app's screen: flat bands of a few colours, as a PNG. */
function flatPng(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 250, g: 250, b: 250 } } })
    .composite([
      {
        input: { create: { width, height: 120, channels: 3, background: { r: 109, g: 40, b: 217 } } },
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();
}

let owner: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;

async function upload(files: { name: string; type: string; data: Buffer }[]) {
  const body = multipart(files.map((f) => ({ filename: f.name, contentType: f.type, data: f.data })));
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/uploads",
    payload: body.payload,
    headers: { ...body.headers, cookie: owner.cookie },
  });
  // Never refused: a screenshot is stored like any photo.
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as UploadedImage[];
}

const checks = (venueId: number, cookie: string) =>
  ctx.app.inject({ method: "GET", url: `/api/venues/${venueId}/photo-checks`, headers: { cookie } });

beforeAll(async () => {
  [owner, admin] = await Promise.all([loginAs(ctx, "owner"), loginAs(ctx, "admin")]);
});

describe("the screenshot sign", () => {
  it("flags a phone-screen-sized picture and a PNG of few colours, not a photo, in the venue's order", async () => {
    const [phoneScreen, flat, photo, photoPng] = await upload([
      { name: "screen.jpg", type: "image/jpeg", data: await noisy(1080, 2400, "jpeg") },
      { name: "app.png", type: "image/png", data: await flatPng(900, 700) },
      { name: "nets.jpg", type: "image/jpeg", data: await noisy(1200, 900, "jpeg") },
      { name: "ground.png", type: "image/png", data: await noisy(800, 600, "png") },
    ]);
    const venueId = (await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "pending" })).id;
    const urls = [photo, phoneScreen, flat, photoPng].map((image) => image!.url);
    await ctx.database.db
      .insert(venueImages)
      .values(urls.map((url, position) => ({ venueId, url, thumbnailUrl: null, position })));

    const res = await checks(venueId, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as VenuePhotoCheck[]).toEqual([
      { url: photo!.url, screenshotSign: null },
      { url: phoneScreen!.url, screenshotSign: "screen-size" },
      { url: flat!.url, screenshotSign: "few-colours" },
      { url: photoPng!.url, screenshotSign: null },
    ]);
  });

  it("is for admins only, and a venue that does not exist is a 404", async () => {
    const venueId = (await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "pending" })).id;
    const refused = await checks(venueId, owner.cookie);
    expect(refused.statusCode).toBe(403);
    const missing = await checks(999_999, admin.cookie);
    expect([missing.statusCode, missing.json().message]).toEqual([404, "Venue not found"]);
    // A venue with the demo's pictures (not uploaded here) has nothing flagged.
    const demo = (await createVenue(ctx.database.db, { ownerId: owner.user.id, images: ["/uploads/seed/nets-1.webp"] }))
      .id;
    expect((await checks(demo, admin.cookie)).json()).toEqual([
      { url: "/uploads/seed/nets-1.webp", screenshotSign: null },
    ]);
  });
});
