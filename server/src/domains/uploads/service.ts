import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  AppError,
  IMAGE_MAX_WIDTH,
  notFound,
  type ScreenshotSign,
  sizedImageName,
  storedWidths,
  type UploadedImage,
  type VenuePhotoCheck,
  validationError,
} from "@crease/core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { createLimiter, LIMITS } from "../../lib/limiter";
import { createS3Client, type S3Config } from "../../lib/s3";
import { loadSharp } from "../../lib/sharp";
import { uploadsRepo } from "./repo";
import { screenshotSign } from "./screenshot-sign";

export const THUMB_SIZE = { width: 400, height: 267 } as const;
/**
 * Enough for the photos phones take (12 to 24 megapixels unless set to their largest mode) and most
 * cameras; refused by the header, before a pixel is decoded, above it: ten 7700 × 7700 PNGs of
 * 190 KB each cost 14 s of CPU and 220 MB of memory to decode (docs/SECURITY.md, "Uploads").
 */
export const MAX_INPUT_PIXELS = 40_000_000;
const TOO_MANY_PIXELS = (width: number, height: number) =>
  `Each image can be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels (for example 8000 × 5000 pixels); ` +
  `this one is ${width} × ${height}. Please make it smaller and upload it again.`;
/** What one account may upload in a day (LIMITS.uploads in lib/limiter.ts, where it is declared). */
export const UPLOAD_BUDGET = {
  imagesPerDay: LIMITS.uploads.per.images.limit,
  megabytesPerDay: LIMITS.uploads.per.megabytes.limit,
} as const;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
export const NOT_AN_IMAGE = "Only JPEG, PNG or WebP images can be uploaded";

/** Folders under /uploads whose images a venue may use: what users upload, and the demo pictures. */
const LOCAL_IMAGE = /^\/uploads\/((?:venues|seed)\/[A-Za-z0-9_-]{1,100})\.webp$/;
const UPLOAD_NAME = /^[A-Za-z0-9_-]{1,100}\.webp$/;

/** A stored image: its URL and its thumbnail's (when it has one). */
export interface ImageRef {
  url: string;
  thumbnailUrl: string | null;
}

/**
 * Images for venues (docs/product/venues.md): the type is read from the bytes, every image is re-encoded
 * (which also drops EXIF, GPS included), and kept under DATA_DIR/uploads or in an S3 bucket.
 */
export function createUploadsService(deps: {
  db: Db;
  uploadsDir: string;
  s3?: S3Config;
  log?: Pick<FastifyBaseLogger, "error">;
  fetch?: typeof fetch;
}) {
  const s3 = deps.s3 ? createS3Client(deps.s3, { fetch: deps.fetch }) : null;
  const venuesDir = path.join(deps.uploadsDir, "venues");
  const repo = uploadsRepo(deps.db);
  const limiter = createLimiter({ db: deps.db });

  /**
   * Reads only the header: the type and the size, so a picture too large to decode is refused for
   * free. Returns them, for the screenshot sign (screenshot-sign.ts) that needs the size as uploaded.
   */
  async function check(buffer: Buffer): Promise<{ width: number; height: number; format: string }> {
    const sharp = await loadSharp();
    let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
    try {
      // No pixel limit here: the header is read either way, and the size is checked below to name it.
      meta = await sharp(buffer, { limitInputPixels: false }).metadata();
    } catch {
      throw validationError(NOT_AN_IMAGE, { files: NOT_AN_IMAGE });
    }
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
      throw validationError(NOT_AN_IMAGE, { files: NOT_AN_IMAGE });
    }
    if (meta.width * meta.height > MAX_INPUT_PIXELS) {
      const message = TOO_MANY_PIXELS(meta.width, meta.height);
      throw new AppError("PAYLOAD_TOO_LARGE", message, { files: message });
    }
    return { width: meta.width, height: meta.height, format: meta.format };
  }

  /**
   * Reserved after the headers are read (a refused file costs nothing) and before any is decoded:
   * the images under one key, their megabytes (rounded up) under another (lib/limiter.ts).
   */
  function reserveBudget(buffers: Buffer[], uploaderId: number): Promise<number[]> {
    const bytes = buffers.reduce((sum, buffer) => sum + buffer.length, 0);
    const user = String(uploaderId);
    return limiter.reserve(
      "uploads",
      { images: user, megabytes: user },
      {
        weights: { images: buffers.length, megabytes: Math.max(1, Math.ceil(bytes / (1024 * 1024))) },
        message: (seconds) => {
          const minutes = Math.max(1, Math.ceil(seconds / 60));
          return {
            message:
              minutes < 90
                ? "You can upload up to {images} images ({megabytes} MB) a day. Please try again in {minutes, plural, one {# minute} other {# minutes}}."
                : "You can upload up to {images} images ({megabytes} MB) a day. Please try again in about {hours} hours.",
            values: {
              images: UPLOAD_BUDGET.imagesPerDay,
              megabytes: UPLOAD_BUDGET.megabytesPerDay,
              minutes,
              hours: Math.round(minutes / 60),
            },
          };
        },
      },
    );
  }

  /**
   * Decodes once to pixels no wider than IMAGE_MAX_WIDTH, then encodes each stored width from
   * them (core/src/images.ts: never wider than the picture) and the thumbnail's crop.
   */
  async function encode(buffer: Buffer) {
    const sharp = await loadSharp();
    try {
      const { data, info } = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
        .rotate()
        .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      // The smaller widths take the thumbnail's quality: they replace it in cards and lists at no more bytes.
      const sizes = await Promise.all(
        storedWidths(info.width).map(async (width) => ({
          width,
          data: await (width === info.width
            ? pixels().webp({ quality: 82 })
            : pixels().resize({ width }).webp({ quality: 75 })
          ).toBuffer(),
        })),
      );
      const thumb = await pixels()
        .resize(THUMB_SIZE.width, THUMB_SIZE.height, { fit: "cover", position: "attention" })
        .webp({ quality: 75 })
        .toBuffer();
      const pixelsRead = { data, width: info.width, height: info.height, channels: info.channels };
      return { sizes, width: info.width, height: info.height, thumb, pixels: pixelsRead };
    } catch {
      // Headers that parse but pixels that do not (a truncated file).
      throw validationError(NOT_AN_IMAGE, { files: NOT_AN_IMAGE });
    }
  }

  async function save(name: string, data: Buffer): Promise<string> {
    if (s3) {
      await s3.put(`venues/${name}`, data, "image/webp");
      return `${s3.publicBase}/venues/${name}`;
    }
    await writeFile(path.join(venuesDir, name), data);
    return `/uploads/venues/${name}`;
  }

  async function remove(name: string): Promise<void> {
    if (s3) await s3.delete(`venues/${name}`).catch(() => {});
    else await rm(path.join(venuesDir, name), { force: true });
  }

  return {
    /**
     * All images are checked before any is stored, so one bad file stores nothing. Each stored
     * image (and its thumbnail) is recorded as the uploader's; its smaller widths are not, so they
     * can be shown but never listed as a venue's images.
     */
    async store(buffers: Buffer[], uploaderId: number): Promise<UploadedImage[]> {
      const originals = [];
      for (const buffer of buffers) originals.push(await check(buffer));
      const reservation = await reserveBudget(buffers, uploaderId);
      if (!s3) await mkdir(venuesDir, { recursive: true });
      const stored: UploadedImage[] = [];
      const signs = new Map<string, ScreenshotSign>();
      const written: string[] = [];
      try {
        for (const [index, buffer] of buffers.entries()) {
          const image = await encode(buffer);
          const stem = randomBytes(16).toString("hex");
          // The full image is named after its width, the smaller ones after theirs (core/src/images.ts).
          let url = "";
          for (const size of image.sizes) {
            const name = sizedImageName(stem, size.width);
            written.push(name);
            url = await save(name, size.data);
          }
          const thumbName = sizedImageName(stem, image.width).replace(/\.webp$/, "-thumb.webp");
          written.push(thumbName);
          const thumbnailUrl = await save(thumbName, image.thumb);
          // Flagged for the admin, never refused (screenshot-sign.ts).
          const sign = screenshotSign(originals[index]!, image.pixels);
          if (sign) signs.set(url, sign);
          stored.push({
            url,
            thumbnailUrl,
            width: image.width,
            height: image.height,
            widths: image.sizes.map((size) => size.width),
          });
        }
      } catch (error) {
        await Promise.all(written.map(remove));
        if (error instanceof AppError || !s3) throw error;
        // The bucket did not take it: say so plainly, keep the details in the log.
        deps.log?.error({ err: error }, "storing an upload in S3 failed");
        // Our failure, not the uploader's: it does not count against their day.
        await limiter.release(reservation);
        throw new AppError("SERVICE_UNAVAILABLE", "Images cannot be stored right now. Please try again in a minute.");
      }
      await repo.record(
        stored.flatMap((image) => [image.url, image.thumbnailUrl]),
        uploaderId,
        signs,
      );
      return stored;
    },

    /** The venue's photos in order, each with its screenshot sign (null for a photo or a demo picture). */
    async photoChecks(venueId: number): Promise<VenuePhotoCheck[]> {
      const checks = await repo.photoChecks(venueId);
      if (!checks) throw notFound("Venue not found");
      return checks;
    },

    /** Who uploaded each of these URLs (only those this server stored and recorded). */
    uploadersOf: (urls: string[]) => repo.uploadersOf(urls),

    /** An image URL this server issued, with its thumbnail; null for anything else. */
    resolve(url: string): ImageRef | null {
      const local = LOCAL_IMAGE.exec(url);
      if (local?.[1]) {
        const file = path.join(deps.uploadsDir, `${local[1]}.webp`);
        if (!existsSync(file)) return null;
        const thumb = `${local[1]}-thumb.webp`;
        return {
          url,
          thumbnailUrl:
            !local[1].endsWith("-thumb") && existsSync(path.join(deps.uploadsDir, thumb)) ? `/uploads/${thumb}` : null,
        };
      }
      if (s3) {
        const prefix = `${s3.publicBase}/venues/`;
        const name = url.startsWith(prefix) ? url.slice(prefix.length) : "";
        if (UPLOAD_NAME.test(name)) {
          return { url, thumbnailUrl: name.endsWith("-thumb.webp") ? null : url.replace(/\.webp$/, "-thumb.webp") };
        }
      }
      return null;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
