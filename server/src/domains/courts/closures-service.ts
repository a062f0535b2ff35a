import {
  type Booking,
  type ClosureInput,
  closureDates,
  courtForBooking,
  offeredSlots,
  paiseToRupeeString,
  rupeesToPaise,
  todayInIst,
  type User,
  validationError,
} from "@crease/core";
import type { Db } from "../../db/client";
import { type EventBus, publishChange } from "../../lib/events";
import type { BookingsService, ClosureScope } from "../bookings/service";
import { recordVenueActivity } from "../staff/activity";
import type { VenuesService } from "../venues/service";
import { venueAccess } from "./access";
import { blocksRepo } from "./blocks-repo";

/**
 * Closures (docs/product/blocks.md#closures): rain or repairs close a court, or the venue, for
 * days, or for some hours of them (a two-hour wash-out). The owner first sees the bookings hit and
 * the refund; on confirming, the days (or hours) are blocked (no new order or desk booking), unpaid
 * holds on them end, and every confirmed booking is cancelled by the venue with its reason and a
 * full refund through the refund job, exactly once (a booking already cancelled is not cancelled
 * again, so the same closure sent twice refunds nothing more), all in one transaction.
 */
export function createClosuresService(deps: {
  db: Db;
  venues: VenuesService;
  bookings: BookingsService;
  bus: EventBus;
  now?: () => Date;
}) {
  const access = venueAccess(deps.venues);
  const now = deps.now ?? (() => new Date());

  /**
   * The venue, and what the closure covers: its courts (null: all) and slots (null: all day),
   * after checking who asks and what.
   */
  async function scope(actor: User, venueId: number, input: ClosureInput) {
    const venue = await access.manageable(actor, venueId, "venue.close");
    if (!venue.details) throw validationError("This venue takes no bookings yet: there is nothing to close");
    if (input.from < todayInIst(now())) {
      throw validationError("A closure starts today or later", { from: "In the past" });
    }
    const offered = offeredSlots(venue.details);
    const unknown = input.slots?.find((slot) => !offered.includes(slot));
    if (unknown !== undefined) {
      throw validationError(
        { message: 'This venue does not offer the slot "{slot}"', values: { slot: unknown } },
        { slots: "Slot not offered" },
      );
    }
    const court = input.courtId === undefined ? null : courtForBooking(venue.courts, input.courtId);
    // A court closed takes the courts sharing space with it out too: their bookings use its space.
    const courtIds = court ? [court.id, ...court.overlapsWith] : null;
    // In the venue's playing order, each once, whatever order the owner picked them in.
    const slots = input.slots ? offered.filter((slot) => input.slots?.includes(slot)) : null;
    const covers: ClosureScope = { venueId, from: input.from, to: input.to, courtIds, slots };
    return { venue, court, covers, closedSlots: slots ?? offered };
  }

  /** What each hit booking gets back: everything paid online (the venue's own cancellation). */
  const refundOf = (b: Booking) => rupeesToPaise(b.paidOnline);

  return {
    async preview(actor: User, venueId: number, input: ClosureInput) {
      const { covers } = await scope(actor, venueId, input);
      const hit = await deps.bookings.confirmedIn(covers);
      const total = hit.reduce((sum, b) => sum + refundOf(b), 0);
      return { bookings: hit, refundTotal: paiseToRupeeString(total) };
    },

    /**
     * The whole closure is one transaction: the blocks, the holds ended, every cancellation with
     * its refund, history row and notification, and the closure's own history row commit together
     * or not at all, so a failure never leaves half the days' bookings confirmed behind a closed
     * day (issue 44). The bookings table stays locked against new holds until it commits (the lock
     * `close` takes), which also keeps a payment from confirming a booking the closure did not see.
     */
    async close(actor: User, venueId: number, input: ClosureInput) {
      const { court, covers, closedSlots } = await scope(actor, venueId, input);
      const hit = await deps.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        await blocksRepo(db).close({
          venueId,
          courtId: court?.id ?? null,
          dates: closureDates(input.from, input.to),
          slots: closedSlots,
          reason: input.reason,
          createdBy: actor.id,
        });
        const cancelled = await deps.bookings.cancelForClosure(db, actor, { ...covers, reason: input.reason });
        await recordVenueActivity(db, {
          venueId,
          actorId: actor.id,
          action: "venue.close",
          detail: {
            from: input.from,
            to: input.to,
            court: court?.name ?? null,
            slots: covers.slots?.join(", ") ?? null,
            cancelled: cancelled.cancelled,
            refundTotal: paiseToRupeeString(cancelled.refundedPaise),
            reason: input.reason,
          },
        });
        return cancelled;
      });
      publishChange(deps.bus, venueId);
      await hit.tell();
      return { cancelled: hit.cancelled, refundTotal: paiseToRupeeString(hit.refundedPaise) };
    },
  };
}

export type ClosuresService = ReturnType<typeof createClosuresService>;
