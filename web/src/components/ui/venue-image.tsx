import { imageSrcFor, imageSrcSet } from "@crease/core/images";
import type { ComponentProps } from "react";

/**
 * How wide each place that shows a venue picture is drawn, as the `sizes` attribute, so the
 * browser picks the smallest stored width (core/src/images.ts: 400, 800, full) that fills it at
 * the screen's pixel density. They follow the layouts: keep them in step when a layout changes.
 */
export const IMAGE_SIZES = {
  /** A card in the venue grid: one column on phones, two from 640 px, three from 1024 px in the 1280 px page. */
  card: "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  /** The venue page's slide: the page's width on phones and tablets, the column beside the 24rem booking card from 1024 px. */
  slide: "(min-width: 1280px) 800px, (min-width: 1024px) calc(100vw - 30rem), 100vw",
  /** A compare column: the page shared by up to four venues, never narrower than 13rem (the table scrolls on phones). */
  compare: "(min-width: 1024px) 320px, 13rem",
  /** An owner's venue: a 7rem cover beside the text on phones, a card in two or three columns from 640 px. */
  ownerCard: "(min-width: 1280px) 400px, (min-width: 640px) 50vw, 112px",
  /** The cover in the admin's venue details dialog (at most 42rem wide). */
  dialog: "(min-width: 720px) 672px, 100vw",
  /** The map's selected venue: a 5rem square on phones, the 22rem card's banner from 640 px. */
  mapCard: "(min-width: 640px) 352px, 80px",
  /** The small squares of lists (the map list, thumbnail strips, dashboard rows). */
  tiny: "112px",
} as const;

export interface VenueImageProps
  extends Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes" | "loading" | "fetchPriority" | "width" | "height"> {
  /** The image's URL as the API gives it (`venue.images[i]`). */
  src: string;
  /**
   * What to show instead for an image stored in one size only (before sizes existed): its
   * thumbnail in small places, so those stay as light as they were.
   */
  fallbackSrc?: string;
  /** How wide it is drawn: one of IMAGE_SIZES. */
  sizes: string;
  /**
   * The widest size to offer. Cards stop at 800 (twice a 400 px card): a 3× phone would otherwise
   * fetch the full picture for a 356 px card, up to 115 kB for one demo picture instead of 58 kB.
   */
  maxWidth?: number;
  /** The box's proportions in CSS pixels, so the page does not move when the picture arrives. */
  width: number;
  height: number;
  /**
   * The page's largest paint (the venue page's first slide, the first search result): fetched at
   * once and first. Everything else waits until it nears the screen, and decodes off the main thread.
   */
  priority?: boolean;
  alt: string;
}

/** A venue picture in the stored width that fits where it is drawn. */
export function VenueImage({
  src,
  fallbackSrc,
  sizes,
  maxWidth,
  width,
  height,
  priority = false,
  alt,
  ...rest
}: VenueImageProps) {
  const srcSet = imageSrcSet(src, maxWidth);
  // loading, sizes and srcset come before src: an <img> may start fetching once it has a src.
  return (
    <img
      {...rest}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet}
      src={srcSet ? imageSrcFor(src, width, maxWidth) : (fallbackSrc ?? src)}
      width={width}
      height={height}
    />
  );
}
