import { type AdminUser, normaliseRole } from "@crease/core";
import { eq, type SQL, sql } from "drizzle-orm";
import { statusNotIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isoOf, likeContains, queryRows } from "../../db/rows";
import { sessions, users } from "../../db/schema";
import { bookingRows } from "../bookings/reads/booking-rows";

const ADMIN_USER_COLUMNS = sql`u.id, u.username, u.full_name as "fullName", u.email, u.phone, u.verified_phone as "verifiedPhone", u.language, u.role, u.status,
  u.created_at as "createdAt",
  (select count(*)::int from venues v where v.owner_id = u.id) as "venueCount",
  (select count(*)::int from ${bookingRows()} b where b.user_id = u.id and ${statusNotIn(sql`b.status`, "expired")}) as "bookingCount"`;

/** An account as the admin's people list shows it: role and status read through their one spelling. */
function adminUserOf(row: AdminUser): AdminUser {
  return {
    ...row,
    role: normaliseRole(row.role),
    status: row.status === "suspended" ? "suspended" : "active",
    createdAt: isoOf(row.createdAt),
    venueCount: Number(row.venueCount),
    bookingCount: Number(row.bookingCount),
  };
}

/** Drizzle only: the admin's view of people. */
export function usersRepo(db: Db) {
  return {
    /** Newest first (ids grow with sign-up), `limit + 1` rows so the caller knows whether more follow. */
    async list(filter: { q?: string; role?: string; status?: string; beforeId?: number; limit: number }) {
      const where: SQL[] = [sql`true`];
      if (filter.q) {
        const pattern = likeContains(filter.q.toLowerCase());
        where.push(
          sql`(lower(u.full_name) like ${pattern} or u.email like ${pattern} or lower(u.username) like ${pattern})`,
        );
      }
      if (filter.role) where.push(sql`u.role = ${filter.role}`);
      if (filter.status) where.push(sql`u.status = ${filter.status}`);
      const matching = sql.join(where, sql` and `);
      const page = filter.beforeId ? sql`${matching} and u.id < ${filter.beforeId}` : matching;
      const [rows, totals] = await Promise.all([
        queryRows<AdminUser>(
          db,
          sql`select ${ADMIN_USER_COLUMNS} from users u where ${page} order by u.id desc limit ${filter.limit + 1}`,
        ),
        queryRows<{ total: number }>(db, sql`select count(*)::int as total from users u where ${matching}`),
      ]);
      return { rows: rows.map(adminUserOf), total: Number(totals[0]?.total ?? 0) };
    },

    async byId(id: number): Promise<AdminUser | undefined> {
      const [row] = await queryRows<AdminUser>(db, sql`select ${ADMIN_USER_COLUMNS} from users u where u.id = ${id}`);
      return row && adminUserOf(row);
    },

    /** The signed-in person's own account row (the profile calls, profile-service.ts). */
    async accountById(id: number): Promise<typeof users.$inferSelect | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Their own name, phone, notification choices or role (Become a Host); the row as it now is. */
    async updateAccount(
      id: number,
      values: Pick<
        Partial<typeof users.$inferInsert>,
        "fullName" | "phone" | "notificationPrefs" | "role" | "language"
      >,
    ): Promise<typeof users.$inferSelect | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Role and status change; suspension also ends every session of the user, in the same transaction. */
    async update(id: number, values: { role?: string; status?: string }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning({ id: users.id });
        if (changed.length === 0) return false;
        if (values.status === "suspended") await tx.delete(sessions).where(eq(sessions.userId, id));
        return true;
      });
    },
  };
}
