/**
 * The one naming rule for the sizes a venue picture is stored in (docs/decisions/016-image-sizes.md),
 * shared by the server that writes the files and the web that asks for them in `srcset`.
 *
 * An image stored with sizes is named after its own width: `…/<stem>-1600w.webp`. Beside it are
 * the smaller widths of IMAGE_VARIANT_WIDTHS below that width, `…/<stem>-400w.webp` and
 * `…/<stem>-800w.webp` (never enlarged: a 700 px picture has only the 400 px one). The width in the
 * name is the record of what exists, so the wire format stays a list of URLs, the same way a
 * thumbnail is found by name; an image stored before sizes existed has no width in its name and
 * is shown as it is.
 */

/** Widths kept below an image's own: a phone's card or slide (~400 px) and a desktop slide or a 2× card (~800 px). */
export const IMAGE_VARIANT_WIDTHS = [400, 800] as const;

/** The widest an uploaded image is kept: enough for the venue page's slide on a 2× desktop screen. */
export const IMAGE_MAX_WIDTH = 1600;

/** `<base>-<width>w.webp`; the width is 1 to 5 digits so a hex stem (no "w") never looks sized. */
const SIZED_NAME = /^(.+)-([1-9]\d{0,4})w\.webp$/;

export interface ImageSource {
  url: string;
  width: number;
}

/** The file name of a picture `stem` stored `width` pixels wide. */
export function sizedImageName(stem: string, width: number): string {
  if (!Number.isInteger(width) || width < 1 || width > 99_999) throw new RangeError(`Bad image width ${width}`);
  return `${stem}-${width}w.webp`;
}

/** The widths stored for an image of this width, smallest first, its own last. */
export function storedWidths(width: number): number[] {
  return [...IMAGE_VARIANT_WIDTHS.filter((w) => w < width), width];
}

/**
 * Every stored size of the image at `url`, smallest first (the last is `url` itself unless
 * `maxWidth` leaves it out); empty for an image whose name carries no width (stored before sizes
 * existed, or not ours). `maxWidth` caps what is offered (the smallest size always stays).
 */
export function imageSources(url: string, maxWidth = Number.POSITIVE_INFINITY): ImageSource[] {
  const sized = SIZED_NAME.exec(url);
  if (!sized?.[1] || !sized[2]) return [];
  const base = sized[1];
  const own = Number(sized[2]);
  return storedWidths(own)
    .filter((width, i) => i === 0 || width <= maxWidth)
    .map((width) => ({ url: width === own ? url : `${base}-${width}w.webp`, width }));
}

/**
 * The `srcset` attribute for the image at `url` (sizes up to `maxWidth`), or undefined when it
 * was stored in one size only.
 */
export function imageSrcSet(url: string, maxWidth?: number): string | undefined {
  const sources = imageSources(url, maxWidth);
  return sources.length > 0 ? sources.map((s) => `${s.url} ${s.width}w`).join(", ") : undefined;
}

/**
 * The one URL to put in `src` beside the `srcset`: the smallest stored size at least `slotWidth`
 * wide (the largest when none is), or `url` itself for an image stored in one size.
 */
export function imageSrcFor(url: string, slotWidth: number, maxWidth?: number): string {
  const sources = imageSources(url, maxWidth);
  return (sources.find((s) => s.width >= slotWidth) ?? sources.at(-1))?.url ?? url;
}
