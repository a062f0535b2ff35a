import { isLanguage, type Language } from "@crease/core";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { isoOf, queryPrepared } from "../../db/rows";
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
  /** The account's language: the notification was stored in it, and its mail and WhatsApp follow. */
  language: Language;
}

/** A notification to store, its words in each language: the recipient's is kept. */
export interface NewNotificationRow {
  userId: number;
  type: string;
  data?: Record<string, unknown> | null;
  words: Record<Language, { title: string; message: string }>;
}

export interface InsertedRow {
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
  language: string;
}

/** A stored notification with what its mail and WhatsApp need to know of the recipient. */
export function withRecipientOf(r: InsertedRow): { row: NotificationRow; recipient: Recipient } {
  return {
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
      language: isLanguage(r.language) ? r.language : "en",
    },
  };
}

/** Drizzle only: each user's stored notifications. */
export function notificationsRepo(db: Db) {
  return {
    /**
     * Stores notifications in each recipient's language (users.language picks the words) and, in
     * the same statement, reads who each is for (for the email). Rows are stored in the order given.
     */
    async insert(values: NewNotificationRow[]): Promise<{ row: NotificationRow; recipient: Recipient }[]> {
      const rows = sql.join(
        values.map(
          (v, i) =>
            sql`(${i}::int, ${v.userId}::int, ${v.type}::text, ${v.words.en.title}::text, ${v.words.hi.title}::text,
              ${v.words.en.message}::text, ${v.words.hi.message}::text,
              ${v.data === undefined || v.data === null ? null : JSON.stringify(v.data)}::jsonb)`,
        ),
        sql`, `,
      );
      const inserted = await queryPrepared<InsertedRow>(
        db,
        sql`with v (ord, user_id, type, title, title_hi, message, message_hi, data) as (values ${rows}),
            n as (
              insert into notifications (user_id, type, title, message, data)
              select v.user_id, v.type,
                case when u.language = 'hi' then v.title_hi else v.title end,
                case when u.language = 'hi' then v.message_hi else v.message end,
                v.data
              from v left join users u on u.id = v.user_id order by v.ord
              returning *
            )
            select n.id, n.user_id, n.type, n.title, n.message, n.data, n.read_at, n.created_at,
              u.email, u.status, u.notification_prefs, u.full_name, u.verified_phone as phone, u.language
            from n join users u on u.id = n.user_id order by n.id`,
      );
      return inserted.map(withRecipientOf);
    },

    /** Notifications and their recipients, as the mail jobs read them: one per id, undefined when gone. */
    async withRecipients(ids: number[]): Promise<({ row: NotificationRow; recipient: Recipient } | undefined)[]> {
      const wanted = ids.filter(Number.isSafeInteger);
      if (wanted.length === 0) return ids.map(() => undefined);
      // The ids as one text parameter: the same statement for any batch, prepared once.
      const found = await queryPrepared<InsertedRow>(
        db,
        sql`select n.id, n.user_id, n.type, n.title, n.message, n.data, n.read_at, n.created_at,
              u.email, u.status, u.notification_prefs, u.full_name, u.verified_phone as phone, u.language
            from notifications n join users u on u.id = n.user_id
            where n.id = any(string_to_array(${wanted.join(",")}, ',')::bigint[])`,
      );
      const byId = new Map(found.map((r) => [r.id, withRecipientOf(r)]));
      return ids.map((id) => byId.get(id));
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
  };
}
