import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { imageSources, type UploadedImage } from "@crease/core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginAs, useTestApp } from "../../../test/app";
import { type FilePart, multipart, samplePng, sidewaysJpegWithExif } from "../../../test/uploads";

const ctx = useTestApp();

function post(files: FilePart[], cookie?: string) {
  const body = multipart(files);
  return ctx.app.inject({
    method: "POST",
    url: "/api/uploads",
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

const venuesDir = () => path.join(ctx.config.dataDir, "uploads", "venues");
const storedFiles = () => (existsSync(venuesDir()) ? readdirSync(venuesDir()).length : 0);
/** A new venue's fields, but its images. */
const venueBody = (name: string) => ({
  name,
  venueType: "nets",
  description: "Images live in object storage.",
  address: "1 Cloud Lane",
  city: "Pune",
  state: "Maharashtra",
  postalCode: "411001",
  amenities: ["Parking"],
  reschedulingRules: "Reschedule up to a day before.",
  cancellationRules: "Cancel up to two days before.",
  paymentType: "full",
});
const onDisk = (url: string) => path.join(ctx.config.dataDir, url.replace(/^\/uploads\//, "uploads/"));

describe("POST /api/uploads", () => {
  it("is for signed-in owners and admins only", async () => {
    const png = { filename: "a.png", contentType: "image/png", data: await samplePng() };
    const visitor = await post([png]);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe("Authentication required");
    const player = await loginAs(ctx, "player");
    const refused = await post([png], player.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only venue owners can upload images");
    const admin = await loginAs(ctx, "admin");
    expect((await post([png], admin.cookie)).statusCode).toBe(201);
  });

  it("turns a sideways JPEG with EXIF into an upright WebP without EXIF, plus a 400×267 thumbnail on disk", async () => {
    const owner = await loginAs(ctx, "owner");
    const original = await sidewaysJpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await post([{ filename: "IMG_0001.JPG", contentType: "image/jpeg", data: original }], owner.cookie);
    expect(res.statusCode).toBe(201);
    const [image] = res.json() as UploadedImage[];
    expect(image).toBeDefined();
    if (!image) return;
    expect(image.url).toMatch(/^\/uploads\/venues\/[a-f0-9]{32}-600w\.webp$/);
    expect(image.thumbnailUrl).toBe(image.url.replace(/\.webp$/, "-thumb.webp"));
    // Auto-rotated: 800×600 with orientation 6 is a 600×800 picture.
    expect({ width: image.width, height: image.height }).toEqual({ width: 600, height: 800 });

    const stored = await sharp(onDisk(image.url)).metadata();
    expect(stored.format).toBe("webp");
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 600, height: 800 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    const thumb = await sharp(onDisk(image.thumbnailUrl)).metadata();
    expect({ format: thumb.format, width: thumb.width, height: thumb.height }).toEqual({
      format: "webp",
      width: 400,
      height: 267,
    });
    expect(thumb.exif).toBeUndefined();

    // The web plugin serves it back.
    const served = await ctx.app.inject({ method: "GET", url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
  });

  it("shrinks wide images to 1600 px and keeps the order of several files", async () => {
    const owner = await loginAs(ctx, "owner");
    const wide = await samplePng(2400, 1200);
    const small = await samplePng(300, 150);
    const res = await post(
      [
        { filename: "wide.png", contentType: "image/png", data: wide },
        { filename: "small.png", contentType: "image/png", data: small },
      ],
      owner.cookie,
    );
    expect(res.statusCode).toBe(201);
    const images = res.json() as UploadedImage[];
    expect(images.map((i) => [i.width, i.height])).toEqual([
      [1600, 800],
      [300, 150],
    ]);
  });

  it("stores each width the layout asks for, never wider than the picture, and lists them in the answer", async () => {
    const owner = await loginAs(ctx, "owner");
    const sizes: Array<[number, number]> = [
      [2400, 1200],
      [1000, 750],
      [700, 350],
      [300, 150],
    ];
    const files = await Promise.all(
      sizes.map(async ([w, h]) => ({ filename: `${w}.png`, contentType: "image/png", data: await samplePng(w, h) })),
    );
    const res = await post(files, owner.cookie);
    expect(res.statusCode).toBe(201);
    const images = res.json() as UploadedImage[];
    expect(images.map((i) => i.widths)).toEqual([[400, 800, 1600], [400, 800, 1000], [400, 700], [300]]);
    for (const [index, image] of images.entries()) {
      const original = (sizes[index] as [number, number])[0];
      expect(image.widths.at(-1)).toBe(image.width);
      // The naming rule the web uses for srcset finds exactly the files written, each its stated width.
      const sources = imageSources(image.url);
      expect(sources.map((s) => s.width)).toEqual(image.widths);
      expect(sources.at(-1)?.url).toBe(image.url);
      for (const source of sources) {
        const meta = await sharp(onDisk(source.url)).metadata();
        expect(meta.format).toBe("webp");
        expect(meta.width).toBe(source.width);
        expect(meta.width).toBeLessThanOrEqual(original);
        // Each size keeps the picture's proportions.
        expect(Math.abs((meta.height ?? 0) / source.width - image.height / image.width)).toBeLessThan(0.01);
        const served = await ctx.app.inject({ method: "GET", url: source.url });
        expect(served.statusCode).toBe(200);
      }
    }
    // A smaller size is shown, never offered as a venue's image: only the full one and its thumbnail are the owner's.
    const smaller = imageSources(images[0]?.url ?? "")[0]?.url;
    const venue = await ctx.app.inject({
      method: "POST",
      url: "/api/venues",
      headers: { cookie: owner.cookie },
      payload: { ...venueBody("Sized ground"), images: [smaller] },
    });
    expect(venue.statusCode).toBe(400);
  });

  it("reads the type from the content: a .png that is really text is refused and nothing is stored", async () => {
    const owner = await loginAs(ctx, "owner");
    const before = storedFiles();
    const res = await post(
      [
        { filename: "ok.png", contentType: "image/png", data: await samplePng() },
        { filename: "notes.png", contentType: "image/png", data: Buffer.from("these are my notes, not a picture\n") },
      ],
      owner.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Only JPEG, PNG or WebP images can be uploaded");
    expect(storedFiles()).toBe(before);
  });

  it("refuses other image formats (GIF) by content", async () => {
    const owner = await loginAs(ctx, "owner");
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    const res = await post([{ filename: "anim.png", contentType: "image/png", data: gif }], owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Only JPEG, PNG or WebP images can be uploaded");
  });

  it("refuses a file over 8 MB with 413", async () => {
    const owner = await loginAs(ctx, "owner");
    const before = storedFiles();
    const big = Buffer.alloc(8 * 1024 * 1024 + 1, 1);
    const res = await post([{ filename: "huge.jpg", contentType: "image/jpeg", data: big }], owner.cookie);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("Each image must be at most 8 MB");
    expect(storedFiles()).toBe(before);
  });

  it("refuses more than 10 files with 400 and stores none", async () => {
    const owner = await loginAs(ctx, "owner");
    const before = storedFiles();
    const png = await samplePng(50, 50);
    const files = Array.from({ length: 11 }, (_, i) => ({ filename: `${i}.png`, contentType: "image/png", data: png }));
    const res = await post(files, owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("You can upload at most 10 images at a time");
    expect(storedFiles()).toBe(before);
    // Exactly ten is fine.
    expect((await post(files.slice(0, 10), owner.cookie)).statusCode).toBe(201);
  });

  it("asks for at least one file, in the field named files, sent as multipart", async () => {
    const owner = await loginAs(ctx, "owner");
    const empty = await post([], owner.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Choose at least one image to upload");
    const wrongField = await post(
      [{ filename: "a.png", contentType: "image/png", data: await samplePng(), field: "image" }],
      owner.cookie,
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Send the images in the field "files"');
    const json = await ctx.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload: { files: ["data:image/png;base64,AAAA"] },
      headers: { cookie: owner.cookie },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe("POST /api/uploads with an S3-compatible bucket", () => {
  const objects = new Map<string, { body: Buffer; headers: Record<string, string | string[] | undefined> }>();
  let server: Server;
  let s3ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let failPuts = false;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        if (req.method === "PUT" && !failPuts) {
          objects.set(req.url ?? "", { body: Buffer.concat(chunks), headers: req.headers });
          res.writeHead(200).end();
        } else if (req.method === "DELETE") {
          objects.delete(req.url ?? "");
          res.writeHead(204).end();
        } else {
          res.writeHead(500).end("<Error>InternalError</Error>");
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    s3ctx = await buildTestApp({
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: "crease-images",
      S3_REGION: "ap-south-1",
      S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret-example-key",
      S3_PUBLIC_URL: "https://img.crease.example",
    });
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await s3ctx?.close();
  });

  it("puts the WebP and its thumbnail in the bucket with signed requests and answers public URLs", async () => {
    const owner = await loginAs(s3ctx, "owner");
    const body = multipart([{ filename: "a.png", contentType: "image/png", data: await samplePng(640, 400) }]);
    const res = await s3ctx.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload: body.payload,
      headers: { ...body.headers, cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(201);
    const [image] = res.json() as UploadedImage[];
    expect(image?.url).toMatch(/^https:\/\/img\.crease\.example\/venues\/[a-f0-9]{32}-640w\.webp$/);
    expect(image?.widths).toEqual([400, 640]);
    expect(image?.thumbnailUrl).toBe(image?.url.replace(/\.webp$/, "-thumb.webp"));
    const key = image?.url.replace("https://img.crease.example/", "") ?? "";
    const stored = objects.get(`/crease-images/${key}`);
    expect(stored).toBeDefined();
    expect((await sharp(stored?.body).metadata()).format).toBe("webp");
    expect(stored?.headers["content-type"]).toBe("image/webp");
    expect(stored?.headers["x-amz-content-sha256"]).toBe(
      createHash("sha256")
        .update(stored?.body ?? "")
        .digest("hex"),
    );
    expect(String(stored?.headers.authorization)).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=cache-control;host;x-amz-content-sha256;x-amz-date, Signature=[a-f0-9]{64}$/,
    );
    expect(objects.has(`/crease-images/${key.replace(/\.webp$/, "-thumb.webp")}`)).toBe(true);
    expect(objects.has(`/crease-images/${key.replace(/-640w\.webp$/, "-400w.webp")}`)).toBe(true);

    // A venue may use the bucket's URL; its thumbnail follows.
    const venue = await s3ctx.app.inject({
      method: "POST",
      url: "/api/venues",
      headers: { cookie: owner.cookie },
      payload: { ...venueBody("Bucket ground"), images: [image?.url] },
    });
    expect(venue.statusCode).toBe(201);
    expect(venue.json()).toMatchObject({ images: [image?.url], thumbnails: [image?.thumbnailUrl] });
  });

  it("answers 503 when the bucket refuses, leaving nothing behind", async () => {
    const owner = await loginAs(s3ctx, "owner");
    const before = objects.size;
    failPuts = true;
    try {
      const body = multipart([{ filename: "a.png", contentType: "image/png", data: await samplePng() }]);
      const res = await s3ctx.app.inject({
        method: "POST",
        url: "/api/uploads",
        payload: body.payload,
        headers: { ...body.headers, cookie: owner.cookie },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe("Images cannot be stored right now. Please try again in a minute.");
    } finally {
      failPuts = false;
    }
    expect(objects.size).toBe(before);
  });
});
