import { addDays, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { courtIdOf } from "../factories";
import { ctx, ownedBy, type Row, w } from "./world";

// Days 220–359 at night: no other row books the matrix venue then.
let day = 0;
let lastDue = 0;
/** A walk-in's body for the matrix venue, each on a day of its own (a taken slot would be 409). */
export async function walkInBody(payment: "cash" | "unpaid" = "cash") {
  return {
    courtId: await courtIdOf(ctx.database.db, w.venue.id),
    date: addDays(todayInIst(), 220 + (++day % 140)),
    slot: "night",
    playerName: "Matrix walk-in",
    playerPhone: "9876543210",
    addOns: [],
    payment,
  };
}

/** An unpaid desk booking of the matrix venue, written as the desk's move writes it. */
export async function unpaidDeskBooking(): Promise<number> {
  const body = await walkInBody("unpaid");
  const res = await ctx.app.inject({
    method: "POST",
    url: `/api/venues/${w.venue.id}/desk-bookings`,
    headers: { cookie: w.owner.cookie },
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`desk booking: ${res.statusCode} ${res.body}`);
  lastDue = (res.json() as { id: number }).id;
  return lastDue;
}

/** The front desk's routes (issue 25) × the matrix's callers: the venue's owner and admins. */
export const DESK_ROUTE_ROWS: Row[] = [
  {
    route: "GET /api/venues/:id/desk",
    expect: ownedBy("booking.see-venue", 200, 404),
    request: () => ({ url: `/api/venues/${w.venue.id}/desk?from=${todayInIst()}&days=7` }),
  },
  {
    route: "POST /api/venues/:id/desk-bookings",
    expect: ownedBy("booking.desk", 201, 404),
    request: async () => ({ url: `/api/venues/${w.venue.id}/desk-bookings`, payload: await walkInBody() }),
  },
  {
    route: "POST /api/bookings/:id/mark-paid",
    expect: ownedBy("booking.desk", 200, 404),
    request: async () => ({ url: `/api/bookings/${await unpaidDeskBooking()}/mark-paid`, payload: { method: "cash" } }),
    // A refused call took no money: the booking is still due.
    after: async (_role, status) => {
      if (status === 200) return;
      const rows = (await ctx.database.db.execute(
        sql`select payment_status, paid_at_venue_paise from bookings where id = ${lastDue}`,
      )) as unknown as { rows: { payment_status: string; paid_at_venue_paise: number }[] };
      expect(rows.rows[0]).toEqual({ payment_status: "pending", paid_at_venue_paise: 0 });
    },
  },
  {
    route: "GET /api/venues/:id/day-sheet",
    expect: ownedBy("booking.see-venue", 200, 404),
    request: () => ({ url: `/api/venues/${w.venue.id}/day-sheet?date=${todayInIst()}` }),
  },
  {
    route: "GET /api/venues/:id/day-sheet.csv",
    expect: ownedBy("booking.see-venue", 200, 404),
    request: () => ({ url: `/api/venues/${w.venue.id}/day-sheet.csv?date=${todayInIst()}` }),
  },
  {
    route: "GET /api/venues/:id/day-sheet.pdf",
    expect: ownedBy("booking.see-venue", 200, 404),
    request: () => ({ url: `/api/venues/${w.venue.id}/day-sheet.pdf?date=${todayInIst()}` }),
  },
];
