import type { ScreenshotSign } from "@crease/core";

/**
 * Why an uploaded picture looks like a screenshot rather than a photo of a venue (issue 46: app
 * screenshots were approved as a venue's photos). A hint for the admin who moderates the venue,
 * never a refusal: the owner's upload goes through either way, and a false alarm costs the admin a
 * look. Two simple signs, chosen because each is cheap and rarely true of a camera's photo:
 *
 * - **screen-size**: the picture is exactly as many pixels as a common phone or laptop screen (either
 *   way round). A phone's screenshot is the screen's size to the pixel; its camera's photos are
 *   4:3 or 16:9 at the sensor's size (4000 × 3000, 4032 × 3024, 4080 × 3072…), never these.
 * - **few-colours**: a PNG (what phones save screenshots as) whose pixels take few distinct colours.
 *   An app's screen is flat fills and text; a photo's light and grain give almost every pixel a
 *   colour of its own. Counted on an even grid of at most 128 × 128 pixels, read as they are (no
 *   blending), so the count does not depend on the picture's size: a photo gives thousands, a
 *   screen of flat colours a few hundred.
 */
const SCREEN_SIZES: ReadonlyArray<readonly [number, number]> = [
  // iPhones (SE to 16 Pro Max).
  [640, 1136],
  [750, 1334],
  [828, 1792],
  [1080, 1920],
  [1125, 2436],
  [1170, 2532],
  [1179, 2556],
  [1206, 2622],
  [1242, 2208],
  [1242, 2688],
  [1284, 2778],
  [1290, 2796],
  [1320, 2868],
  // Android phones sold in India (HD+, FHD+, QHD+ at 18:9 to 21:9).
  [720, 1280],
  [720, 1520],
  [720, 1600],
  [720, 1612],
  [1080, 2160],
  [1080, 2280],
  [1080, 2340],
  [1080, 2400],
  [1080, 2408],
  [1080, 2412],
  [1080, 2460],
  [1220, 2712],
  [1240, 2772],
  [1440, 2960],
  [1440, 3040],
  [1440, 3088],
  [1440, 3120],
  [1440, 3200],
  // Laptop and desktop screens.
  [1280, 800],
  [1366, 768],
  [1440, 900],
  [1536, 864],
  [1600, 900],
  [1680, 1050],
  [1920, 1200],
  [2560, 1440],
  [2560, 1600],
  [2880, 1800],
];

const SCREEN_KEYS = new Set(SCREEN_SIZES.flatMap(([w, h]) => [`${w}x${h}`, `${h}x${w}`]));

/** Fewer distinct colours than this on the sample grid reads as a screen, not a photo. */
export const FEW_COLOURS = 1_000;
/** The sample grid's side, at most (a smaller picture is read whole). */
const GRID = 128;

/** Whether width × height is a common screen's size, either way round. */
export function isScreenSize(width: number, height: number): boolean {
  return SCREEN_KEYS.has(`${width}x${height}`);
}

/** Distinct colours among at most GRID × GRID pixels taken on an even grid of raw pixels. */
export function sampledColours(pixels: { data: Buffer; width: number; height: number; channels: number }): number {
  const { data, width, height, channels } = pixels;
  const columns = Math.min(GRID, width);
  const rows = Math.min(GRID, height);
  const seen = new Set<number>();
  for (let row = 0; row < rows; row++) {
    const y = Math.floor(((row + 0.5) * height) / rows);
    for (let column = 0; column < columns; column++) {
      const x = Math.floor(((column + 0.5) * width) / columns);
      const at = (y * width + x) * channels;
      // Red, green and blue (alpha, if any, is left out: a screen has none worth telling apart).
      seen.add(((data[at] ?? 0) << 16) | ((data[at + 1] ?? 0) << 8) | (data[at + 2] ?? 0));
    }
  }
  return seen.size;
}

/**
 * The sign, if any, from the uploaded file's own size and format (before any resize) and its
 * decoded pixels.
 */
export function screenshotSign(
  original: { width: number; height: number; format: string },
  pixels: { data: Buffer; width: number; height: number; channels: number },
): ScreenshotSign | null {
  if (isScreenSize(original.width, original.height)) return "screen-size";
  if (original.format === "png" && pixels.channels >= 3 && sampledColours(pixels) < FEW_COLOURS) return "few-colours";
  return null;
}
