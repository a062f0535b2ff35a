import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isoOf, queryPrepared, queryRows } from "../../db/rows";
import { notifications, users } from "../../db/schema";

export type NotificationRow = typeof notifications.$inferSelect;

/** Who a notification is for: where its email goes and whether they want it. */
export interface Recipient {
  /** Null for an account made by signing in with a mobile number: no mail. */
  email: string | null;
  status: string;
  prefs: Record<string, boolean> | null;
  fullName: string;
  /** The account's verified number (WhatsApp goes there when the user opted in); never the unverified contact phone. */
  phone: string | null;
}

interface InsertedRow {
  id: number;
  user_id: number;
  type: string;
  title: string;
  message: string;
  data: Record<string, unknown> | null;
  read_at: unknown;
  created_at: unknown;
  email: string | null;
  status: string;
  notification_prefs: Record<string, boolean> | null;
  full_name: string;
  phone: string | null;
}

/** Drizzle only: each user's stored notifications. */
export function notificationsRepo(db: Db) {
  return {
    /** Stores notifications and, in the same statement, reads who each is for (for the email). */
    async insert(
      values: (typeof notifications.$inferInsert)[],
    ): Promise<{ row: NotificationRow; recipient: Recipient }[]> {
      const rows = sql.join(
        values.map(
          (v) =>
            sql`(${v.userId}, ${v.type}, ${v.title}, ${v.message}, ${v.data === undefined ? null : JSON.stringify(v.data)}::jsonb)`,
        ),
        sql`, `,
      );
      const inserted = await queryPrepared<InsertedRow>(
        db,
        sql`with n as (
              insert into notifications (user_id, type, title, message, data) values ${rows} returning *
            )
            select n.id, n.user_id, n.type, n.title, n.message, n.data, n.read_at, n.created_at,
              u.email, u.status, u.notification_prefs, u.full_name, u.verified_phone as phone
            from n join users u on u.id = n.user_id order by n.id`,
      );
      return inserted.map((r) => ({
        row: {
          id: r.id,
          userId: r.user_id,
          type: r.type,
          title: r.title,
          message: r.message,
          data: r.data,
          readAt: r.read_at === null ? null : new Date(isoOf(r.read_at)),
          createdAt: new Date(isoOf(r.created_at)),
        },
        recipient: {
          email: r.email,
          status: r.status,
          prefs: r.notification_prefs,
          fullName: r.full_name,
          phone: r.phone,
        },
      }));
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

    async adminIds(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "admin"), eq(users.status, "active")));
      return rows.map((r) => r.id);
    },

    /** Confirmed bookings starting tomorrow (IST) whose player has not been reminded yet. */
    async dueReminders(
      tomorrow: string,
    ): Promise<{ id: number; userId: number; date: string; slot: string; venueName: string }[]> {
      return queryRows(
        db,
        sql`select bk.id, bk.user_id as "userId", bk.date::text as date, bk.slot, v.name as "venueName"
            from bookings bk join venues v on v.id = bk.venue_id
            where ${statusIn(sql`bk.status`, "confirmed")} and bk.date = ${tomorrow}::date
              and not exists (select 1 from notifications n
                where n.user_id = bk.user_id and n.type = 'booking_reminder' and n.data->>'bookingId' = bk.id::text)
            limit 500`,
      );
    },
  };
}
