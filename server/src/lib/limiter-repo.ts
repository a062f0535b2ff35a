import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { authAttempts } from "../db/schema";

/** A key that was over its limit, and its oldest attempt in the window (when it frees up). */
export interface Refusal {
  key: string;
  oldest: Date | null;
}

/** Drizzle only: the attempts behind every rate limit (limiter.ts). */
export function limiterRepo(db: Db) {
  return {
    /**
     * In one transaction: a lock per key (sorted, so two requests never wait on each other in a
     * circle), the count of each key's attempts since `since`, and `weight` new attempts (1 unless
     * given) under every key only if each stays within its limit. Requests for the same key therefore count
     * one after another and see each other's rows: of any number sent at once exactly `limit`
     * get through. Without the lock, counting first lets them all through, and inserting first
     * refuses them all.
     */
    async reserve(
      keys: Array<{ key: string; limit: number; weight?: number }>,
      since: Date,
    ): Promise<{ ids: number[] } | { refused: Refusal }> {
      return db.transaction(async (tx) => {
        const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
        for (const { key } of sorted) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`throttle:${key}`}))`);
        }
        for (const { key, limit, weight } of sorted) {
          const [row] = await tx
            .select({ count: count(), oldest: sql<string | null>`min(${authAttempts.createdAt})` })
            .from(authAttempts)
            .where(and(eq(authAttempts.key, key), gt(authAttempts.createdAt, since)));
          if ((row?.count ?? 0) + (weight ?? 1) > limit) {
            return { refused: { key, oldest: row?.oldest ? new Date(row.oldest) : null } };
          }
        }
        const rows = await tx
          .insert(authAttempts)
          .values(sorted.flatMap(({ key, weight }) => Array.from({ length: weight ?? 1 }, () => ({ key }))))
          .returning({ id: authAttempts.id });
        return { ids: rows.map((r) => r.id) };
      });
    },

    async release(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
    },
  };
}
