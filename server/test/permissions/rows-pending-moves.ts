import { createPaidBooking } from "../factories";
import { allowedBy, ctx, freshDate, type Row, w } from "./world";

/** The "player"'s paid booking (no move pending: resuming it is a 409, closing it harmless). */
async function playersBooking() {
  return createPaidBooking(ctx.database.db, {
    venueId: w.venue.id,
    userId: w.player.id!,
    date: freshDate(),
    slot: "evening",
    paidPaise: 1_180_000,
  });
}

/**
 * A move's payment left midway (docs/product/bookings.md#reschedule): only the booking's player may
 * resume or cancel it; another player's booking is a 404, the venue's side and admins are refused.
 */
export const PENDING_MOVE_ROWS: Row[] = [
  {
    route: "GET /api/bookings/pending-moves",
    // Each player sees only their own.
    expect: allowedBy("booking.book", 200),
    request: () => ({ url: "/api/bookings/pending-moves" }),
  },
  {
    route: "POST /api/bookings/:id/reschedule/resume",
    expect: [401, 409, 404, 403, 404, 403, 401],
    request: async () => ({ url: `/api/bookings/${(await playersBooking()).id}/reschedule/resume` }),
  },
  {
    route: "POST /api/bookings/:id/reschedule/close",
    expect: [401, 200, 404, 403, 404, 403, 401],
    request: async () => ({ url: `/api/bookings/${(await playersBooking()).id}/reschedule/close` }),
  },
];
