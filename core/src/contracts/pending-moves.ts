/**
 * A move to a dearer slot whose difference is still being paid (docs/product/bookings.md#reschedule,
 * "A payment left midway"): the player may resume its payment or cancel the move from the booking.
 */
import { z } from "zod";

export const pendingMoveSchema = z.object({
  /** The booking being moved. */
  bookingId: z.number().int(),
  date: z.string(),
  slot: z.string(),
  courtId: z.number().int(),
  courtName: z.string(),
  /** The difference to pay, in rupees ("0.00" when no order could be opened: cancel the move). */
  due: z.string(),
  /** When the hold on the new slot runs out (ISO): after it the booking simply stays where it was. */
  holdExpiresAt: z.string(),
  /** Resume payment hands back this hold's open order; false when none is open. */
  canResume: z.boolean(),
});
export type PendingMove = z.infer<typeof pendingMoveSchema>;

/** `GET /api/bookings/pending-moves`: the signed-in player's own pending moves. */
export const pendingMovesSchema = z.object({ moves: z.array(pendingMoveSchema) });

/** `POST /api/bookings/{id}/reschedule/close`: whether a pending move was let go now (false: there was none). */
export const closedMoveSchema = z.object({ closed: z.boolean() });
