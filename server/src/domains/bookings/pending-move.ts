import {
  conflict,
  forbidden,
  notFound,
  type PaymentOrder,
  partyFor,
  paiseToRupeeString as rupees,
  slotLabel,
  type User,
} from "@crease/core";
import type { PendingMove } from "@crease/core/contracts/pending-moves";
import type { Db } from "../../db/client";
import { assertCan } from "../../lib/authorize";
import type { NotificationsService } from "../notifications/service";
import type { PaymentProvider } from "../payments/providers/provider";
import { type PendingMoveRecord, pendingMoveRepo } from "./pending-move-repo";
import { bookingsRepo } from "./repo";

const toPendingMove = (m: PendingMoveRecord): PendingMove => ({
  bookingId: m.bookingId,
  date: m.date,
  slot: m.slot,
  courtId: m.courtId,
  courtName: m.courtName,
  due: rupees(m.amountPaise ?? 0),
  holdExpiresAt: m.holdExpiresAt.toISOString(),
  canResume: m.orderId !== null,
});

/**
 * A payment left midway (issue 46; docs/product/bookings.md#reschedule): a move to a dearer slot
 * holds the new slot for ten minutes while its difference is paid. Leaving the payment window
 * used to leave the player locked out until the hold ran out; now the booking shows the pending
 * move, and its player alone may resume the same order (never a second order: one hold, one
 * order, so a move is never paid twice) or cancel the move, which lets the new slot go at once.
 */
export function createPendingMoves(deps: { db: Db; provider: PaymentProvider; notifications: NotificationsService }) {
  const repo = pendingMoveRepo(deps.db);
  const bookings = bookingsRepo(deps.db);

  /** The actor's own booking: someone else's looks like none at all; the venue's side is refused. */
  async function ownBooking(actor: User, id: number) {
    const row = await bookings.byId(id);
    const party = row ? partyFor(actor, row) : null;
    if (!row || party === null) throw notFound("Booking not found");
    if (party !== "player") throw forbidden("Only the player who booked it can pay for or cancel its move.");
    assertCan(actor, "booking.book");
    return row;
  }

  return {
    /** The signed-in player's pending moves (their own only). */
    async pendingMoves(actor: User): Promise<PendingMove[]> {
      assertCan(actor, "booking.book");
      return (await repo.ofPlayer(actor.id)).map(toPendingMove);
    },

    /** Resume payment: the same open order of the same hold, with the time the hold still has. */
    async resumeMove(actor: User, id: number): Promise<PaymentOrder> {
      await ownBooking(actor, id);
      const move = await repo.ofBooking(id, actor.id);
      if (!move) {
        throw conflict("No payment is pending for a move of this booking. Choose the new slot again to move it.");
      }
      if (move.orderId === null || move.amountPaise === null) {
        throw conflict("This payment can no longer be resumed. Cancel the move and choose the slot again.");
      }
      return {
        orderId: move.orderId,
        key: deps.provider.keyId,
        amount: move.amountPaise,
        currency: "INR",
        provider: deps.provider.name,
        bookingId: id,
        holdExpiresAt: move.holdExpiresAt.toISOString(),
        venueName: move.venueName,
        description: `${slotLabel(move.slot)} on ${move.date}`,
      };
    },

    /** Cancel the move: its hold goes at once; the booking stays where it was. Twice is harmless. */
    async closeMove(actor: User, id: number): Promise<{ closed: boolean }> {
      await ownBooking(actor, id);
      const freed = await repo.close(id, actor.id);
      if (!freed) return { closed: false };
      await deps.notifications.venueUpdate(freed.venueId, {
        action: "hold_released",
        date: freed.date,
        slot: freed.slot,
      });
      return { closed: true };
    },
  };
}
