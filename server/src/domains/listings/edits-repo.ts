import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";

export interface VenueEditRow {
  id: number;
  venue_id: number;
  submitted_by: number;
  changes: Record<string, unknown> | string;
  status: "pending" | "approved" | "rejected" | "withdrawn";
  created_at: unknown;
  venue_name: string;
  owner_id: number;
  owner_name: string;
}

const EDIT_SELECT = sql`select e.id, e.venue_id, e.submitted_by, e.changes, e.status, e.created_at,
  v.name as venue_name, v.owner_id, u.full_name as owner_name
  from venue_edits e join venues v on v.id = e.venue_id join users u on u.id = v.owner_id`;

/** Drizzle only: material changes of approved venues waiting for an admin. */
export function venueEditsRepo(db: Db) {
  return {
    /** The venue's pending change is replaced by this one (the owner's latest word), in one transaction. */
    async submit(venueId: number, submittedBy: number, changes: Record<string, unknown>): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`update venue_edits set status = 'withdrawn', decided_at = now()
              where venue_id = ${venueId} and status = 'pending'`,
        );
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`insert into venue_edits (venue_id, submitted_by, changes)
              values (${venueId}, ${submittedBy}, ${JSON.stringify(changes)}::jsonb) returning id`,
        );
        return (row as { id: number }).id;
      });
    },

    /** Pending changes, oldest first: of one owner's venues, or all. */
    async pending(ownerId: number | null): Promise<VenueEditRow[]> {
      return queryRows<VenueEditRow>(
        db,
        sql`${EDIT_SELECT} where e.status = 'pending' and (${ownerId}::int is null or v.owner_id = ${ownerId}::int)
            order by e.created_at, e.id`,
      );
    },

    async byId(id: number): Promise<VenueEditRow | undefined> {
      const [row] = await queryRows<VenueEditRow>(db, sql`${EDIT_SELECT} where e.id = ${id}`);
      return row;
    },

    /** pending → approved | rejected | withdrawn, once; false when it was no longer pending. */
    async decide(
      id: number,
      status: "approved" | "rejected" | "withdrawn",
      by: number,
      note: string | null,
    ): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update venue_edits set status = ${status}, decided_by = ${by}, note = ${note}, decided_at = now()
            where id = ${id} and status = 'pending' returning id`,
      );
      return rows.length > 0;
    },
  };
}
