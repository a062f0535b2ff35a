import { and, count, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authAttempts, contactMessages } from "../../db/schema";

/** Drizzle only: the contact inbox and its per-address rate limit. */
export function contactRepo(db: Db) {
  return {
    async insert(values: typeof contactMessages.$inferInsert): Promise<void> {
      await db.insert(contactMessages).values(values);
    },

    /** Messages sent from one address since a time (the attempts table holds them for a day). */
    async recentFrom(key: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(authAttempts)
        .where(and(eq(authAttempts.key, key), gt(authAttempts.createdAt, since)));
      return Number(row?.n ?? 0);
    },

    async recordFrom(key: string): Promise<void> {
      await db.insert(authAttempts).values({ key });
    },
  };
}
