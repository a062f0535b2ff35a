import { sql } from "drizzle-orm";
import { courtIdOf, createPaidBooking, createUser } from "../factories";
import { allowedBy, ctx, type Expected, freshDate, type Row, signedIn, w } from "./world";

/** Another account's booking of a fresh slot of the matrix venue: a slot to wait for. */
async function bookedSlot() {
  const booker = await createUser(ctx.database.db, { role: "player" });
  const date = freshDate();
  await createPaidBooking(ctx.database.db, {
    venueId: w.venue.id,
    userId: booker.id,
    date,
    slot: "night",
    paidPaise: 100_000,
  });
  return { date, slot: "night" };
}

/** The player's own entry (offered when `offered`), on a slot of its own. */
async function playersEntry(offered: boolean): Promise<number> {
  const { date, slot } = await bookedSlot();
  const courtId = await courtIdOf(ctx.database.db, w.venue.id);
  const result = (await ctx.database.db.execute(
    sql`insert into waitlist_entries (user_id, venue_id, court_id, date, slot, status, offered_at, offer_expires_at)
        values (${w.player.id ?? 0}, ${w.venue.id}, ${courtId}, ${date}::date, ${slot},
          ${offered ? "offered" : "waiting"}, ${offered ? sql`now()` : null},
          ${offered ? sql`now() + interval '10 minutes'` : null})
        returning id`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows[0]?.id ?? 0;
}

/** Only the entry's player may leave or decline it; to anyone else it does not exist. */
const playerOnly: Expected = [401, 204, 404, 404, 404, 404, 401];

/** The waitlist (issue 26, docs/product/waitlist.md) × the matrix's callers. */
export const WAITLIST_ROUTE_ROWS: Row[] = [
  {
    route: "POST /api/venues/:id/waitlist",
    expect: allowedBy("booking.book", 201),
    request: async () => ({ url: `/api/venues/${w.venue.id}/waitlist`, payload: await bookedSlot() }),
  },
  { route: "GET /api/waitlist", expect: signedIn(200), request: () => ({ url: "/api/waitlist" }) },
  {
    route: "DELETE /api/waitlist/:id",
    expect: playerOnly,
    request: async () => ({ url: `/api/waitlist/${await playersEntry(false)}` }),
  },
  {
    route: "POST /api/waitlist/:id/decline",
    expect: playerOnly,
    request: async () => ({ url: `/api/waitlist/${await playersEntry(true)}/decline` }),
  },
];
