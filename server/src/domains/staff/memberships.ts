import { isStaffRole, type User } from "@crease/core";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";

/**
 * The venues an account works at, read once with its session (auth's `authenticate`) so every
 * permission check after it needs no query. Forgotten with the session when staff change
 * (the "account" event), so a removal takes effect on the next request.
 */
export async function staffMembershipsOf(db: Db, userId: number): Promise<NonNullable<User["staffOf"]>> {
  const rows = await queryRows<{ venueId: number; venueName: string; role: string }>(
    db,
    sql`select s.venue_id as "venueId", v.name as "venueName", s.role
        from venue_staff s join venues v on v.id = s.venue_id
        where s.user_id = ${userId} order by v.name, s.venue_id`,
  );
  return rows.flatMap((row) =>
    isStaffRole(row.role) ? [{ venueId: Number(row.venueId), venueName: row.venueName, role: row.role }] : [],
  );
}

/** The account as a sign-in answers it: with the venues it works at, so the web shows them at once. */
export async function withStaffOf(db: Db, user: User): Promise<User> {
  return { ...user, staffOf: await staffMembershipsOf(db, user.id) };
}
