import {
  type Booking,
  type BookingExportQuery,
  type BookingListQuery,
  can,
  DEFAULT_BOOKINGS_PAGE,
  DEFAULT_LATEST_BOOKINGS,
  isCalendarDate,
  isId,
  type LatestBookingsQuery,
  type OwnHold,
  staffRolesFor,
  type User,
  validationError,
} from "@crease/core";
import type { Db } from "../../db/client";
import { assertCan } from "../../lib/authorize";
import { csvLine, EXPORT_COLUMNS, exportLine } from "./csv";
import { type BookingScope, bookingListRepo } from "./list-repo";
import { ownHoldsAt } from "./own-holds";
import { toBooking } from "./repo";

export interface BookingPage {
  bookings: Booking[];
  nextCursor: string | null;
  /** Bookings matching every filter, across all pages. */
  total: number;
  /** Bookings of each status matching the other filters (the status filter's counts). */
  statusCounts: Record<string, number>;
}

const EXPORT_BATCH = 500;
const BAD_CURSOR = "That page cursor is not valid";

/** The cursor is the last row's `date_id`: keyset pages never skip or repeat a booking. */
function decodeCursor(cursor: string): { date: string; id: number } {
  const match = /^(\d{4}-\d{2}-\d{2})_(\d{1,10})$/.exec(cursor);
  const id = match ? Number(match[2]) : 0;
  if (!match || !isCalendarDate(match[1]!) || !isId(id)) {
    throw validationError(BAD_CURSOR, { cursor: BAD_CURSOR });
  }
  return { date: match[1]!, id };
}

/**
 * Who lists which bookings: players their own, owners their venues', admins all; `scope=mine`
 * is what the user booked as a player whatever their role. The venues one works at as staff are
 * in scope only when `action`'s rule lets their staff role take it: listing does, exporting (money
 * columns, never staff's) does not, so an owner who is desk staff elsewhere exports their own
 * venues only (issue 44).
 */
function scopeOf(
  actor: User,
  venueId: number | undefined,
  mine: boolean,
  action: "booking.see-venue" | "booking.export" = "booking.see-venue",
): BookingScope {
  if (mine || !can(actor, "booking.see-venue")) return { userId: actor.id, venueId };
  if (can(actor, "booking.see-all")) return { venueId };
  // A venue's staff see its bookings (issue 25); an owner who is also staff elsewhere sees both.
  const staffRoles = staffRolesFor(action);
  const staffVenueIds = (actor.staffOf ?? []).filter((m) => staffRoles.includes(m.role)).map((m) => m.venueId);
  return actor.role === "owner" ? { ownerId: actor.id, staffVenueIds, venueId } : { staffVenueIds, venueId };
}

/** Listing and export of bookings (complete lists: paged instead of cut off, docs/SECURITY.md). */
export function createBookingListService(deps: { db: Db }) {
  const repo = bookingListRepo(deps.db);
  return {
    async list(actor: User, query: BookingListQuery): Promise<BookingPage> {
      const scope = scopeOf(actor, query.venueId, query.scope === "mine");
      const limit = query.limit ?? DEFAULT_BOOKINGS_PAGE;
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const [rows, statusCounts] = await Promise.all([
        repo.page(scope, { status: query.status, after, limit }),
        repo.countsByStatus(scope),
      ]);
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      const total = query.status
        ? (statusCounts[query.status] ?? 0)
        : Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
      return {
        bookings: shown.map(toBooking),
        nextCursor: rows.length > limit && last ? `${last.date}_${last.id}` : null,
        total,
        statusCounts,
      };
    },

    /** The bookings at the actor's venues (all for an admin) with the newest events first. */
    async latest(actor: User, query: LatestBookingsQuery): Promise<Booking[]> {
      assertCan(actor, "booking.see-venue");
      const rows = await repo.latest(scopeOf(actor, undefined, false), query.limit ?? DEFAULT_LATEST_BOOKINGS);
      return rows.map(toBooking);
    },

    /**
     * The CSV lines of the bookings dated in the range, oldest first, read in batches so a
     * year of bookings never sits in memory. Permission is checked before the first line.
     */
    exportCsv(actor: User, query: BookingExportQuery): AsyncGenerator<string> {
      assertCan(actor, "booking.export");
      const scope = scopeOf(actor, query.venueId, false, "booking.export");
      return (async function* lines() {
        // A byte-order mark, so spreadsheet programs read names in any script as UTF-8.
        yield `\uFEFF${csvLine([...EXPORT_COLUMNS])}`;
        let after: { date: string; id: number } | null = null;
        for (;;) {
          const rows = await repo.exportBatch(scope, query, after, EXPORT_BATCH);
          if (rows.length > 0) yield rows.map(exportLine).join("");
          const last = rows.at(-1);
          if (rows.length < EXPORT_BATCH || !last) return;
          after = { date: last.date, id: last.id };
        }
      })();
    },

    /** GET /api/bookings/holds: the asker's own live holds at a venue (a player's; `booking.book`). */
    async ownHolds(actor: User, venueId: number): Promise<OwnHold[]> {
      assertCan(actor, "booking.book");
      return ownHoldsAt(deps.db, actor.id, venueId);
    },
  };
}

export type BookingListService = ReturnType<typeof createBookingListService>;
