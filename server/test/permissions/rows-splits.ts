import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { createPaidBooking } from "../factories";
import { allowedBy, ctx, type Expected, freshDate, type Row, w } from "./world";

/** A paid booking of the "player", with a split of three shares; its id and token. */
async function playersSplit() {
  const booking = await createPaidBooking(ctx.database.db, {
    venueId: w.venue.id,
    userId: w.player.id!,
    date: freshDate(),
    slot: "evening",
    paidPaise: 1_180_000,
  });
  const token = randomBytes(32).toString("base64url");
  const result = (await ctx.database.db.execute(
    sql`insert into splits (booking_id, organiser_id, token, shares, total_paise)
        values (${booking.id}, ${w.player.id!}, ${token}, 3, 1180000) returning id`,
  )) as unknown as { rows: { id: number }[] };
  return { bookingId: booking.id, id: Number(result.rows[0]?.id), token };
}

/** Only the organiser sees or closes their split; everyone else gets the 404 of a missing one. */
const organiserOnly: Expected = [401, 200, 404, 404, 404, 404, 401];

/** Split the cost (docs/product/split-payments.md): the organiser's routes, the link's page and a share's order. */
export const SPLIT_ROUTE_ROWS: Row[] = [
  {
    route: "POST /api/bookings/:id/split",
    // A player splits their own booking; another player's is a 404; the venue's side may not split.
    expect: (() => {
      const expected = allowedBy("split.create", 200);
      expected[2] = 404;
      return expected;
    })(),
    request: async () => {
      const booking = await createPaidBooking(ctx.database.db, {
        venueId: w.venue.id,
        userId: w.player.id!,
        date: freshDate(),
        slot: "evening",
        paidPaise: 1_180_000,
      });
      return { url: `/api/bookings/${booking.id}/split`, payload: { shares: 4 } };
    },
  },
  {
    route: "GET /api/bookings/:id/split",
    expect: organiserOnly,
    request: async () => ({ url: `/api/bookings/${(await playersSplit()).bookingId}/split` }),
  },
  {
    route: "GET /api/splits/:token",
    // The link is the key: anyone with it sees the page (first names only).
    expect: [200, 200, 200, 200, 200, 200, 200],
    request: async () => ({ url: `/api/splits/${(await playersSplit()).token}` }),
  },
  {
    route: "POST /api/splits/:token/create-order",
    // A teammate (another player) pays a share; the organiser has paid already (409); the venue's side may not.
    expect: (() => {
      const expected = allowedBy("split.pay", 200);
      expected[1] = 409;
      return expected;
    })(),
    request: async () => ({ url: `/api/splits/${(await playersSplit()).token}/create-order` }),
  },
  {
    route: "POST /api/splits/:id/close",
    expect: organiserOnly,
    request: async () => ({ url: `/api/splits/${(await playersSplit()).id}/close` }),
  },
];
