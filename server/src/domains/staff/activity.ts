import type { VenueActivity, VenueActivityAction } from "@crease/core";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { isoOf, queryRows } from "../../db/rows";

export interface VenueActivityEntry {
  venueId: number;
  /** Who did it: the owner, a member of the venue's staff, or an admin. */
  actorId: number;
  action: VenueActivityAction;
  bookingId?: number;
  /** A few words of what it was about (a staff member's name and role, a cancellation's reason). */
  detail?: Record<string, string | number | boolean | null>;
}

/**
 * The one way to add to a venue's history (the owner's "Activity", issue 25). Services call it
 * when a person acts on a venue: a dashboard move on a booking, an edit, staff added or removed.
 * Always pass the transaction of the move it records, so the move and its record commit together
 * or not at all (issue 44): a move committed first and recorded after could be left without its
 * record when the insert fails.
 */
export async function recordVenueActivity(db: Db, entry: VenueActivityEntry): Promise<void> {
  await db.execute(
    sql`insert into venue_activity (venue_id, actor_id, action, booking_id, detail)
        values (${entry.venueId}, ${entry.actorId}, ${entry.action}, ${entry.bookingId ?? null},
                ${JSON.stringify(entry.detail ?? {})}::jsonb)`,
  );
}

interface ActivityRow {
  id: number;
  at: unknown;
  actorId: number;
  actorName: string;
  action: VenueActivityAction;
  bookingId: number | null;
  detail: Record<string, string | number | boolean | null> | null;
}

/** The venue's history, newest first, with each actor's name as it is now. */
export async function venueActivityOf(db: Db, venueId: number, limit: number): Promise<VenueActivity[]> {
  const rows = await queryRows<ActivityRow>(
    db,
    sql`select a.id, a.at, a.actor_id as "actorId", u.full_name as "actorName", a.action,
               a.booking_id as "bookingId", a.detail
        from venue_activity a join users u on u.id = a.actor_id
        where a.venue_id = ${venueId}
        order by a.at desc, a.id desc limit ${limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    at: isoOf(row.at),
    actorId: Number(row.actorId),
    actorName: row.actorName,
    action: row.action,
    ...(row.bookingId === null ? {} : { bookingId: Number(row.bookingId) }),
    detail: row.detail ?? {},
  }));
}
