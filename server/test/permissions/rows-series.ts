import { addDays, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { courtIdOf, createPaidBooking } from "../factories";
import { allowedBy, ctx, type Expected, freshDate, type Row, w } from "./world";

let made = 0;

/**
 * The matrix player's own weekly booking of two dates, paid: what "cancel the rest" cancels. Its
 * dates lie beyond every other row's fresh dates (a year on, two weeks apart), so they never meet.
 */
async function playersSeries(): Promise<number> {
  const db = ctx.database.db;
  const courtId = await courtIdOf(db, w.venue.id);
  const result = (await db.execute(
    sql`insert into booking_series (user_id, venue_id, court_id, slot, weeks, discount_percent)
        values (${w.player.id ?? 0}, ${w.venue.id}, ${courtId}, 'night', 2, 0) returning id`,
  )) as unknown as { rows: { id: number }[] };
  const seriesId = Number(result.rows[0]?.id);
  const first = addDays(todayInIst(), 365 + 14 * made++);
  for (const date of [first, addDays(first, 7)]) {
    const booking = await createPaidBooking(db, {
      venueId: w.venue.id,
      userId: w.player.id ?? 0,
      date,
      slot: "night",
      paidPaise: 100_000,
    });
    await db.execute(sql`update bookings set series_id = ${seriesId} where id = ${booking.id}`);
  }
  return seriesId;
}

/** Only the series' player may cancel it; to anyone else it does not exist. */
const playerOnly: Expected = [401, 200, 404, 404, 404, 404, 401];

/** Weekly slots (issue 26, docs/product/weekly-slots.md) × the matrix's callers. */
export const SERIES_ROUTE_ROWS: Row[] = [
  {
    route: "POST /api/bookings/series/quote",
    expect: allowedBy("booking.book", 200),
    request: () => ({
      url: "/api/bookings/series/quote",
      payload: { venueId: w.venue.id, date: freshDate(), slot: "night", weeks: 2 },
    }),
  },
  {
    route: "POST /api/bookings/series/:id/cancel",
    expect: playerOnly,
    request: async () => ({ url: `/api/bookings/series/${await playersSeries()}/cancel`, payload: {} }),
  },
];
