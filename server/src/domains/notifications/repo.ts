import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications, users } from "../../db/schema";

export type NotificationRow = typeof notifications.$inferSelect;

/** Drizzle only: each user's stored notifications. */
export function notificationsRepo(db: Db) {
  return {
    async insert(values: typeof notifications.$inferInsert): Promise<NotificationRow> {
      const [row] = await db.insert(notifications).values(values).returning();
      return row as NotificationRow;
    },

    async list(userId: number, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async markRead(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(userId: number): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    async clear(userId: number): Promise<void> {
      await db.delete(notifications).where(eq(notifications.userId, userId));
    },

    async recipient(userId: number) {
      const [row] = await db
        .select({ email: users.email, status: users.status, prefs: users.notificationPrefs })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async adminIds(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "admin"), eq(users.status, "active")));
      return rows.map((r) => r.id);
    },

    /** Confirmed bookings starting tomorrow (IST) whose player has not been reminded yet. */
    async dueReminders(tomorrow: string) {
      const result = (await db.execute(
        sql`select bk.id, bk.user_id, bk.date::text as date, bk.slot, v.name as venue_name
            from bookings bk join venues v on v.id = bk.venue_id
            where bk.status = 'confirmed' and bk.date = ${tomorrow}::date
              and not exists (select 1 from notifications n
                where n.user_id = bk.user_id and n.type = 'booking_reminder' and n.data->>'bookingId' = bk.id::text)
            limit 500`,
      )) as unknown as { rows: { id: number; user_id: number; date: string; slot: string; venue_name: string }[] };
      return result.rows;
    },
  };
}
