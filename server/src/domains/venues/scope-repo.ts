import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { bookingRows } from "../bookings/reads/booking-rows";

/** What a venue-scoped call's address names: a venue, or a court, block or booking of one. */
export type VenueScopeKind = "venue" | "court" | "block" | "booking";

/** The venue a call is about, as the permission check before the body needs it. */
export interface ScopedVenue {
  venueId: number;
  ownerId: number;
  /** Listed for everyone (approved, its owner active): a refusal need not hide that it exists. */
  isPublic: boolean;
}

/** A booking's parties as `partyFor` (core/src/booking-lifecycle.ts) reads them. */
export interface BookingParties {
  userId: number | null;
  venueId: number;
  ownerId: number;
}

/**
 * The venue that `id` names, for each kind an address can name; one indexed lookup, read before
 * the body so a caller with no rights at the venue is refused before what they sent is read
 * (plugins/session.ts, `authorize`).
 */
const VENUE_ID_OF: Record<VenueScopeKind, (id: number) => ReturnType<typeof sql>> = {
  venue: (id) => sql`select ${id}::int as id`,
  court: (id) => sql`select venue_id as id from courts where id = ${id} and removed_at is null`,
  block: (id) => sql`select venue_id as id from court_blocks where id = ${id}`,
  booking: (id) => sql`select bk.venue_id as id from ${bookingRows()} bk where bk.id = ${id}`,
};

export function venueScopeRepo(db: Db) {
  return {
    async venueOf(kind: VenueScopeKind, id: number): Promise<ScopedVenue | undefined> {
      const [row] = await queryRows<{ venueId: number; ownerId: number; isPublic: boolean }>(
        db,
        sql`select v.id as "venueId", v.owner_id as "ownerId",
                   (v.status = 'approved' and u.status = 'active') as "isPublic"
            from venues v join users u on u.id = v.owner_id
            where v.id = (${VENUE_ID_OF[kind](id)})`,
      );
      return row && { venueId: Number(row.venueId), ownerId: Number(row.ownerId), isPublic: row.isPublic };
    },

    /** Who a booking is between: its player, and its venue and that venue's owner. */
    async partiesOf(bookingId: number): Promise<BookingParties | undefined> {
      const [row] = await queryRows<{ userId: number | null; venueId: number; ownerId: number }>(
        db,
        sql`select bk.user_id as "userId", bk.venue_id as "venueId", v.owner_id as "ownerId"
            from ${bookingRows()} bk join venues v on v.id = bk.venue_id where bk.id = ${bookingId}`,
      );
      return (
        row && {
          userId: row.userId === null ? null : Number(row.userId),
          venueId: Number(row.venueId),
          ownerId: Number(row.ownerId),
        }
      );
    },
  };
}
