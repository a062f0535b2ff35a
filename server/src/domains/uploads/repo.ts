import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema";

/** Drizzle only: who uploaded which image (docs/SECURITY.md, "Only one's own images"). */
export function uploadsRepo(db: Db) {
  return {
    async record(urls: string[], uploaderId: number): Promise<void> {
      if (urls.length > 0) await db.insert(uploads).values(urls.map((url) => ({ url, uploaderId })));
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
  };
}
