import {
  AppError,
  type JoinWaitlistInput,
  MAX_WAITLIST_ENTRIES,
  notFound,
  todayInIst,
  type User,
  WAITLIST_OFFER_MINUTES,
  type WaitlistEntry,
} from "@crease/core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { assertCan } from "../../lib/authorize";
import { quoteSlot } from "../bookings/bookable";
import type { NotificationsService } from "../notifications/service";
import type { VenuesService } from "../venues/service";
import { type SlotKey, waitlistRepo } from "./repo";

const REFUSALS = {
  free: "This slot is free. Book it instead of waiting for it.",
  own: "You have this slot already.",
  again: "You are already on the waitlist for this slot.",
} as const;

/**
 * The waitlist (docs/product/waitlist.md, decision 037): players queue for a taken slot; when it
 * frees, the first is offered it for WAITLIST_OFFER_MINUTES, during which the hold's statement
 * lets nobody else order it, then the next, and so on.
 */
export function createWaitlistService(deps: {
  db: Db;
  venues: VenuesService;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const repo = waitlistRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  return {
    async join(actor: User, venueId: number, input: JoinWaitlistInput): Promise<WaitlistEntry> {
      assertCan(actor, "booking.book");
      const found = await deps.venues.forBooking(null, venueId);
      // Only a slot that could be booked online can be waited for: not started, inside the venue's
      // advance window, and offered that day (the checkout's words; the quote itself is not kept).
      const { venue, court } = quoteSlot(found, { ...input, channel: "waitlist_offer", addOns: [] }, now());
      const key = { courtId: court.id, date: input.date, slot: input.slot };
      const joined = await repo.join(actor.id, venue.id, key, todayInIst(now()));
      if (joined === "cap") {
        throw new AppError("RULE_REFUSED", {
          message: "You can wait for at most {count} slots at once. Leave one of your waitlists first.",
          values: { count: MAX_WAITLIST_ENTRIES },
        });
      }
      if (typeof joined === "string") throw new AppError("CONFLICT", REFUSALS[joined]);
      return joined;
    },

    async list(actor: User): Promise<WaitlistEntry[]> {
      return repo.listIn(actor.id, todayInIst(now()));
    },

    /** Leaving, or declining a running offer, passes the slot on at once; another's entry is a 404. */
    async release(actor: User, id: number, how: "leave" | "decline"): Promise<void> {
      const outcome = await repo.release(actor.id, id, how);
      if (outcome === "missing") throw notFound("Waitlist entry not found");
      if (outcome === "not-offered") throw new AppError("CONFLICT", "This slot has not been offered to you");
    },

    /**
     * The `waitlist.offer` job: one slot's queue moved on, or (no slot: the minute's sweep) every
     * queue, which finds slots freed by a hold running out or a block lifted and offers that ran out.
     */
    async offer(payload: Partial<SlotKey>): Promise<void> {
      if (typeof payload.courtId === "number" && payload.date && payload.slot) {
        await repo.offerNext({ courtId: payload.courtId, date: payload.date, slot: payload.slot });
        return;
      }
      const today = todayInIst(now());
      await repo.closePast(today);
      for (const key of await repo.queuedSlots(today)) await repo.offerNext(key);
    },

    /** The `waitlist.notify` job: the offered player is told in the app and by mail (if still offered). */
    async notify(entryId: number): Promise<void> {
      const offer = await repo.offer(entryId);
      if (!offer) return;
      await deps.notifications.notify(offer.user_id, {
        type: "waitlist_offer",
        title: "A slot you waited for is free",
        message: {
          message:
            "{venue}, {when} is free. It is held for you alone for {minutes} minutes: book it now, or decline it so the next player can.",
          values: {
            venue: offer.venue_name,
            when: { date: offer.date, slot: offer.slot },
            minutes: WAITLIST_OFFER_MINUTES,
          },
        },
        data: {
          entryId,
          venueId: offer.venue_id,
          courtId: offer.court_id,
          date: offer.date,
          slot: offer.slot,
          expiresAt: offer.expiresAt,
        },
      });
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
