import { and, count, desc, eq, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";

/** Drizzle only: the contact inbox (its per-address limit is LIMITS.contact in lib/limiter.ts). */
export function contactRepo(db: Db) {
  return {
    async insert(values: typeof contactMessages.$inferInsert): Promise<void> {
      await db.insert(contactMessages).values(values);
    },

    /** The admin inbox: newest first, `limit + 1` rows so the caller knows whether more follow. */
    async list(filter: { unread?: boolean; beforeId?: number; limit: number }) {
      const matching: SQL[] = filter.unread ? [isNull(contactMessages.readAt)] : [];
      const page = filter.beforeId ? [...matching, lt(contactMessages.id, filter.beforeId)] : matching;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(and(...page))
          .orderBy(desc(contactMessages.id))
          .limit(filter.limit + 1),
        db
          .select({
            total: count(),
            unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)::int`,
          })
          .from(contactMessages)
          .where(and(...matching)),
      ]);
      return { rows, total: Number(totals?.total ?? 0), unread: Number(totals?.unread ?? 0) };
    },

    /** Marks a message read; the first time it was read stays. */
    async markRead(id: number, now: Date) {
      const [row] = await db
        .update(contactMessages)
        .set({ readAt: sql`coalesce(${contactMessages.readAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(contactMessages.id, id))
        .returning();
      return row;
    },
  };
}
