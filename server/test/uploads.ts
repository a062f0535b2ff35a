import { randomBytes } from "node:crypto";
import type { UploadedImage } from "@crease/core";
import sharp from "sharp";
import type { TestContext } from "./app";

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
  /** Defaults to "files". */
  field?: string;
}

/** A multipart/form-data body for app.inject. */
export function multipart(files: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----crease${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "files"}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A small real PNG. */
export function samplePng(width = 320, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 60 } } })
    .png()
    .toBuffer();
}

/**
 * A JPEG taken "sideways": 800×600 pixels with EXIF orientation 6 (rotate 90° to view), a
 * camera maker and a copyright line that must not survive the upload.
 */
export function sidewaysJpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: "PhoneCam", Copyright: "Secret Owner Name" } })
    .toBuffer();
}

/** Uploads `count` PNGs as the given user and returns what the API answered. */
export async function uploadImages(ctx: Pick<TestContext, "app">, cookie: string, count = 1): Promise<UploadedImage[]> {
  const files: FilePart[] = [];
  for (let i = 0; i < count; i++) {
    files.push({ filename: `photo-${i}.png`, contentType: "image/png", data: await samplePng(320 + i, 200) });
  }
  const body = multipart(files);
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/uploads",
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json() as UploadedImage[];
}
