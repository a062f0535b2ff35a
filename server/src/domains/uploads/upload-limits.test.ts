import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { type FilePart, multipart, samplePng } from "../../../test/uploads";
import { uploads } from "../../db/schema";

// docs/SECURITY.md, "Uploads": a picture too large to decode is refused by its header, and each
// account has a daily budget.
const ctx = useTestApp();

function post(files: FilePart[], cookie: string) {
  const body = multipart(files);
  return ctx.app.inject({
    method: "POST",
    url: "/api/uploads",
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

const venuesDir = () => path.join(ctx.config.dataDir, "uploads", "venues");
const storedFiles = () => (existsSync(venuesDir()) ? readdirSync(venuesDir()).length : 0);
const recordedFor = async (userId: number) =>
  (await ctx.database.db.select().from(uploads).where(eq(uploads.uploaderId, userId))).length;

describe("upload limits", () => {
  it("refuses a 7700 × 7700 PNG (a 190 KB decompression bomb) with 413 naming the limit, storing nothing", async () => {
    const owner = await loginAs(ctx, "owner");
    // One colour compresses to almost nothing: 59 megapixels in a small file.
    const bomb = await sharp({ create: { width: 7700, height: 7700, channels: 3, background: "#2a8c3c" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = storedFiles();
    const res = await post(
      [
        { filename: "fine.png", contentType: "image/png", data: await samplePng() },
        { filename: "bomb.png", contentType: "image/png", data: bomb },
      ],
      owner.cookie,
    );
    expect(res.statusCode).toBe(413);
    const message =
      "Each image can be at most 40 megapixels (for example 8000 × 5000 pixels); this one is 7700 × 7700. " +
      "Please make it smaller and upload it again.";
    expect(res.json()).toEqual({ message, errors: { files: message } });
    expect(storedFiles()).toBe(before);
    expect(await recordedFor(owner.user.id)).toBe(0);
  });

  it("takes 100 images a day from one account, even sent at once, then answers 429 with Retry-After", async () => {
    const owner = await loginAs(ctx, "owner");
    const tiny = await samplePng(24, 16);
    const ten = Array.from({ length: 10 }, (_, i) => ({ filename: `p${i}.png`, contentType: "image/png", data: tiny }));
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(ten, owner.cookie)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    // Each stored image and its thumbnail are recorded as the owner's.
    expect(await recordedFor(owner.user.id)).toBe(200);

    const refused = await post(ten.slice(0, 1), owner.cookie);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(refused.json().message).toMatch(
      /^You can upload up to 100 images \(300 MB\) a day\. Please try again in about 2[34] hours\.$/,
    );
    // The budget is the account's: another owner uploads.
    const other = await loginAs(ctx, "owner");
    expect((await post(ten.slice(0, 1), other.cookie)).statusCode).toBe(201);
  });
});
