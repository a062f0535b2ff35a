import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { favorites } from "../../db/schema";

export type FavoriteRow = typeof favorites.$inferSelect;

/** Drizzle only: a user's saved venues. */
export function favoritesRepo(db: Db) {
  return {
    async list(userId: number): Promise<FavoriteRow[]> {
      return db
        .select()
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.createdAt), desc(favorites.id));
    },

    /** Saves once; a second save returns the existing row and `created: false`. */
    async add(userId: number, venueId: number): Promise<{ row: FavoriteRow; created: boolean }> {
      const [inserted] = await db.insert(favorites).values({ userId, venueId }).onConflictDoNothing().returning();
      if (inserted) return { row: inserted, created: true };
      const [existing] = await db
        .select()
        .from(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.venueId, venueId)))
        .limit(1);
      return { row: existing as FavoriteRow, created: false };
    },

    async remove(userId: number, venueId: number): Promise<void> {
      await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.venueId, venueId)));
    },
  };
}
