import { z } from "zod";
import { rescheduleSchema } from "./bookings";

/** How long an offered slot is the offered player's alone to order (docs/product/waitlist.md). */
export const WAITLIST_OFFER_MINUTES = 10;
/** Slots a player may wait for at once: waiting for every slot of a day is hoarding, not waiting. */
export const MAX_WAITLIST_ENTRIES = 5;

export const WAITLIST_STATUSES = ["waiting", "offered", "booked", "passed"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** `POST /api/venues/{id}/waitlist`: the slot to wait for (the venue's first court when left out). */
export const joinWaitlistSchema = rescheduleSchema;
export type JoinWaitlistInput = z.infer<typeof joinWaitlistSchema>;

/** One of the player's own waitlist entries. */
export const waitlistEntrySchema = z.object({
  id: z.number().int(),
  venueId: z.number().int(),
  venueName: z.string(),
  courtId: z.number().int(),
  courtName: z.string(),
  date: z.string(),
  slot: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  /** Players ahead in the queue (0: next to be offered the slot). */
  ahead: z.number().int(),
  /** While offered: until when the slot is the player's alone to order (ISO time). */
  offerExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
