import type { ScreenshotSign, VenuePhotoCheck } from "@crease/core";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { uploads, venueImages, venues } from "../../db/schema";

/** Drizzle only: who uploaded which image (docs/SECURITY.md, "Only one's own images"), and whether it looks like a screenshot. */
export function uploadsRepo(db: Db) {
  return {
    async record(urls: string[], uploaderId: number, signs: Map<string, ScreenshotSign> = new Map()): Promise<void> {
      if (urls.length > 0) {
        await db
          .insert(uploads)
          .values(urls.map((url) => ({ url, uploaderId, screenshotSign: signs.get(url) ?? null })));
      }
    },

    /** The uploader of each of these URLs that this server stored. */
    async uploadersOf(urls: string[]): Promise<Map<string, number>> {
      if (urls.length === 0) return new Map();
      const rows = await db
        .select({ url: uploads.url, uploaderId: uploads.uploaderId })
        .from(uploads)
        .where(inArray(uploads.url, urls));
      return new Map(rows.map((r) => [r.url, r.uploaderId]));
    },

    /** A venue's photos in their order, with the sign read at upload (none for a picture not uploaded here). */
    async photoChecks(venueId: number): Promise<VenuePhotoCheck[] | null> {
      const [venue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId));
      if (!venue) return null;
      const rows = await db
        .select({ url: venueImages.url, screenshotSign: uploads.screenshotSign })
        .from(venueImages)
        .leftJoin(uploads, eq(uploads.url, venueImages.url))
        .where(eq(venueImages.venueId, venueId))
        .orderBy(asc(venueImages.position), asc(venueImages.id));
      return rows.map((row) => ({
        url: row.url,
        screenshotSign: (row.screenshotSign as ScreenshotSign | null) ?? null,
      }));
    },
  };
}
