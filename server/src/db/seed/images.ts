/**
 * The pool of seed pictures: each is drawn once (artwork.ts), rendered to WebP with sharp
 * and shared by many venues. File names carry a hash of the drawing, so a render already on
 * disk is reused (a second seed, or the large benchmark after the demo, renders nothing).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type PitchType, sizedImageName, storedWidths, type VenueType } from "@crease/core";
import { loadSharp } from "../../lib/sharp";
import { boxSvg, groundSvg, type Mood, netsSvg, upiQrSvg } from "./artwork";

export const SEED_IMAGE_DIR = "seed";
export const FULL_SIZE = { width: 1200, height: 800 } as const;
export const THUMB_SIZE = { width: 400, height: 267 } as const;
/** libwebp effort 2 instead of the default 4: half the encode time for files about 3% larger. */
const WEBP_EFFORT = 2;

export interface PoolImage {
  /** File stem under uploads/seed: "ground-2-1a2b3c4d". */
  stem: string;
  type: VenueType;
  /** Nets pictures show one pitch type, so a venue gets pictures of its own pitch. */
  pitch?: PitchType;
  /** Box arenas: under a roof or open-air. */
  indoor?: boolean;
  /** Grounds: floodlight towers in the picture (not for grounds without a night slot). */
  floodlit?: boolean;
  mood: Mood;
  svg: string;
}

export interface ImageUrls {
  url: string;
  thumbnailUrl: string;
}

function stemOf(name: string, svg: string): string {
  return `${name}-${createHash("sha1").update(svg).digest("hex").slice(0, 8)}`;
}

/** Every width a seed picture is stored in (core/src/images.ts), the full one last. */
const SEED_WIDTHS = storedWidths(FULL_SIZE.width);

/** The full picture is named after its width, so the web finds its smaller sizes by the same rule as an upload's. */
export function poolUrls(image: { stem: string }): ImageUrls {
  const full = sizedImageName(image.stem, FULL_SIZE.width);
  return {
    url: `/uploads/${SEED_IMAGE_DIR}/${full}`,
    thumbnailUrl: `/uploads/${SEED_IMAGE_DIR}/${full.replace(/\.webp$/, "-thumb.webp")}`,
  };
}

type GroundVariant = Omit<Parameters<typeof groundSvg>[0], "seed">;

const GROUND_ART: GroundVariant[] = [
  { mood: "day", backdrop: "trees", grass: "#4f9d3a", stand: "#2f6fb5", towers: 4, kit: "#f7f7f2", rope: "#d62f2f" },
  {
    mood: "golden",
    backdrop: "skyline",
    grass: "#5a9b35",
    stand: "#e07a2e",
    towers: 0,
    kit: "#f7f7f2",
    rope: "#1f4fa8",
  },
  {
    mood: "night",
    backdrop: "skyline",
    grass: "#3fa34d",
    stand: "#6d3fc4",
    towers: 4,
    kit: "#1e63d6",
    rope: "#f2b705",
  },
  { mood: "dawn", backdrop: "hills", grass: "#62a843", stand: null, towers: 0, kit: "#f7f7f2", rope: "#ffffff" },
  { mood: "sunset", backdrop: "trees", grass: "#4c9a3f", stand: "#c23b4e", towers: 4, kit: "#f08a24", rope: "#ffffff" },
  { mood: "dusk", backdrop: "hills", grass: "#44a04f", stand: null, towers: 2, kit: "#e8e23a", rope: "#e03a8a" },
];

const NETS_ART: Array<{ pitch: PitchType; mood: Mood; backdrop: "trees" | "skyline" | "hills"; lanes: 3 | 4 }> = [
  { pitch: "artificial", mood: "day", backdrop: "trees", lanes: 3 },
  { pitch: "artificial", mood: "night", backdrop: "skyline", lanes: 4 },
  { pitch: "matting", mood: "golden", backdrop: "trees", lanes: 4 },
  { pitch: "matting", mood: "dusk", backdrop: "hills", lanes: 3 },
  { pitch: "concrete", mood: "day", backdrop: "skyline", lanes: 4 },
  { pitch: "concrete", mood: "night", backdrop: "trees", lanes: 3 },
  { pitch: "clay", mood: "dawn", backdrop: "hills", lanes: 3 },
  { pitch: "clay", mood: "sunset", backdrop: "trees", lanes: 4 },
];

const BOX_ART: Array<{ mood: Mood; indoor: boolean; accent: string; turf: string }> = [
  { mood: "night", indoor: true, accent: "#7c3aed", turf: "#2f9e4f" },
  { mood: "night", indoor: false, accent: "#f97316", turf: "#34a853" },
  { mood: "day", indoor: true, accent: "#2563eb", turf: "#3aa65a" },
  { mood: "dusk", indoor: false, accent: "#0d9488", turf: "#2e9b57" },
  { mood: "sunset", indoor: false, accent: "#dc2626", turf: "#3c9f4a" },
  { mood: "night", indoor: true, accent: "#eab308", turf: "#2c9a52" },
];

/** 20 pictures: 6 grounds, 8 nets (two per pitch type), 6 box arenas. */
export function imagePool(): PoolImage[] {
  const pool: PoolImage[] = [];
  GROUND_ART.forEach((art, i) => {
    const svg = groundSvg({ ...art, seed: 101 + i });
    pool.push({ stem: stemOf(`ground-${i + 1}`, svg), type: "ground", floodlit: art.towers > 0, mood: art.mood, svg });
  });
  NETS_ART.forEach((art, i) => {
    const svg = netsSvg({ ...art, surround: art.pitch === "clay" ? "#8a7b52" : "#56804a", seed: 201 + i });
    pool.push({ stem: stemOf(`nets-${art.pitch}-${i + 1}`, svg), type: "nets", pitch: art.pitch, mood: art.mood, svg });
  });
  BOX_ART.forEach((art, i) => {
    const svg = boxSvg({ ...art, seed: 301 + i });
    pool.push({ stem: stemOf(`box-${i + 1}`, svg), type: "box", indoor: art.indoor, mood: art.mood, svg });
  });
  return pool;
}

export interface UpiQrImage {
  stem: string;
  svg: string;
  url: string;
}

export function upiQrImage(seed: number): UpiQrImage {
  const svg = upiQrSvg(seed);
  const stem = stemOf(`upi-qr-${seed}`, svg);
  return { stem, svg, url: `/uploads/${SEED_IMAGE_DIR}/${stem}.png` };
}

export interface RenderResult {
  rendered: number;
  reused: number;
  ms: number;
}

function writeAtomically(file: string, data: Buffer): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

/**
 * Renders the pool (and the QR codes) into `${uploadsDir}/seed`, skipping files already
 * there. The SVG is rasterised once per picture; each width (core/src/images.ts) and the
 * thumbnail come from those pixels.
 */
export async function renderImages(
  uploadsDir: string,
  pool: readonly PoolImage[],
  qrs: readonly UpiQrImage[] = [],
): Promise<RenderResult> {
  const started = performance.now();
  const dir = path.join(uploadsDir, SEED_IMAGE_DIR);
  mkdirSync(dir, { recursive: true });
  let rendered = 0;
  let reused = 0;

  const renderOne = async (image: PoolImage) => {
    const sizes = SEED_WIDTHS.map((width) => ({ width, file: path.join(dir, sizedImageName(image.stem, width)) }));
    const thumb = path.join(dir, path.basename(poolUrls(image).thumbnailUrl));
    if (sizes.every((size) => existsSync(size.file)) && existsSync(thumb)) {
      reused++;
      return;
    }
    const sharp = await loadSharp();
    const { data, info } = await sharp(Buffer.from(image.svg))
      .resize(FULL_SIZE.width, FULL_SIZE.height)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [thumbBuf, ...sizeBufs] = await Promise.all([
      sharp(data, raw)
        .resize(THUMB_SIZE.width, THUMB_SIZE.height)
        .webp({ quality: 74, effort: WEBP_EFFORT })
        .toBuffer(),
      // The smaller widths replace the thumbnail in cards, at its quality and so its bytes.
      ...sizes.map(({ width }) =>
        (width === FULL_SIZE.width
          ? sharp(data, raw).webp({ quality: 78, effort: WEBP_EFFORT })
          : sharp(data, raw).resize({ width }).webp({ quality: 74, effort: WEBP_EFFORT })
        ).toBuffer(),
      ),
    ]);
    for (const [i, size] of sizes.entries()) writeAtomically(size.file, sizeBufs[i] as Buffer);
    writeAtomically(thumb, thumbBuf as Buffer);
    rendered++;
  };

  const renderQr = async (qr: UpiQrImage) => {
    const file = path.join(dir, `${qr.stem}.png`);
    if (existsSync(file)) {
      reused++;
      return;
    }
    const sharp = await loadSharp();
    writeAtomically(file, await sharp(Buffer.from(qr.svg)).png({ palette: true }).toBuffer());
    rendered++;
  };

  // sharp runs on libuv's thread pool; a few at a time keeps every core busy without
  // holding twenty decoded 1200x800 canvases in memory at once.
  const queue: Array<() => Promise<void>> = [
    ...pool.map((image) => () => renderOne(image)),
    ...qrs.map((qr) => () => renderQr(qr)),
  ];
  const workers = Array.from({ length: 4 }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job();
  });
  await Promise.all(workers);
  return { rendered, reused, ms: Math.round(performance.now() - started) };
}
