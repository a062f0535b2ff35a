import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { isoOf, queryRows } from "../../db/rows";

/** An owner's change of an approved venue, waiting for (or decided by) an admin. */
export interface VenueEditRecord {
  id: number;
  venueId: number;
  submittedBy: number;
  /** The parsed material fields (edit-review.ts `normalizeChanges`); rows from before may hold the raw body. */
  changes: unknown;
  status: "pending" | "approved" | "rejected" | "withdrawn";
  createdAt: string;
  venueName: string;
  venueType: string;
  ownerId: number;
  ownerName: string;
}

const EDIT_SELECT = sql`select e.id, e.venue_id as "venueId", e.submitted_by as "submittedBy", e.changes, e.status,
  e.created_at as "createdAt", v.name as "venueName", v.venue_type as "venueType", v.owner_id as "ownerId", u.full_name as "ownerName"
  from venue_edits e join venues v on v.id = e.venue_id join users u on u.id = v.owner_id`;

const editOf = (row: VenueEditRecord): VenueEditRecord => ({
  ...row,
  changes: typeof row.changes === "string" ? JSON.parse(row.changes) : row.changes,
  createdAt: isoOf(row.createdAt),
});

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
    async pending(ownerId: number | null): Promise<VenueEditRecord[]> {
      const rows = await queryRows<VenueEditRecord>(
        db,
        sql`${EDIT_SELECT} where e.status = 'pending' and (${ownerId}::int is null or v.owner_id = ${ownerId}::int)
            order by e.created_at, e.id`,
      );
      return rows.map(editOf);
    },

    async byId(id: number): Promise<VenueEditRecord | undefined> {
      const [row] = await queryRows<VenueEditRecord>(db, sql`${EDIT_SELECT} where e.id = ${id}`);
      return row && editOf(row);
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
