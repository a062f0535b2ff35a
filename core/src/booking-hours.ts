/**
 * Several hours in one booking (issue 46, decision 049): consecutive slots of one day, on one or
 * several courts of a venue, held, paid, listed and cancelled as one booking. The limits and the
 * one rule for "consecutive" live here, so the server and the web say the same.
 */
import { z } from "zod";
import { MAX_ID } from "./ids";
import { slotChoiceFields } from "./slot-choice";
import { slotInstants } from "./slots";

/** At most this many slots in one booking (a long evening of nets), and this many courts at once. */
export const MAX_BOOKING_HOURS = 6;
export const MAX_BOOKING_COURTS = 4;

/** Written out whole, so each is translated as one sentence. */
export const HOURS_MESSAGES = {
  slots: "Choose 1 to 6 slots of one day",
  courtIds: "Choose 1 to 4 courts of this venue",
  slotOrSlots: "Send either slot or slots, not both",
  courtOrCourts: "Send either courtId or courtIds, not both",
  repeated: "Choose each slot and each court once",
  consecutive: "Choose slots that follow one another, with no gap between them",
  extras: "Several hours or courts are paid online in one payment, without a coupon or venue credit",
  moved: "A booking of several hours cannot be moved yet; cancel it and book again",
  split: "A booking of several hours cannot be split yet; pay it in one payment",
} as const;

const slotName = z.string().min(1, HOURS_MESSAGES.slots).max(20, HOURS_MESSAGES.slots);
const courtId = z
  .number({ error: "courtId must be a number" })
  .int("courtId must be a whole number")
  .positive("Court not found")
  .max(MAX_ID, "Court not found");

/** create-order's fields for several hours and courts; `slot` and `courtId` stay for one. */
export const bookingHoursFields = {
  /** Consecutive slots of `date`, in place of `slot`: one booking of all of them (at most 6). */
  slots: z
    .array(slotName, { error: HOURS_MESSAGES.slots })
    .min(1, HOURS_MESSAGES.slots)
    .max(MAX_BOOKING_HOURS, HOURS_MESSAGES.slots)
    .optional(),
  /** Several courts of the venue for the same slots, in place of `courtId` (at most 4). */
  courtIds: z
    .array(courtId, { error: HOURS_MESSAGES.courtIds })
    .min(1, HOURS_MESSAGES.courtIds)
    .max(MAX_BOOKING_COURTS, HOURS_MESSAGES.courtIds)
    .optional(),
};

/**
 * The slots in the order they are played, or null when they do not follow one another (a gap, an
 * overlap, a name that is not a slot, or one asked twice). `overnight`: the venue's overnightFrom,
 * so 23:00-00:00 then 00:00-01:00 at a box open past midnight follow one another.
 */
export function consecutiveSlots(date: string, slots: readonly string[], overnight?: string | null): string[] | null {
  const timed = slots.map((slot) => ({ slot, at: slotInstants(date, slot, overnight) }));
  if (timed.some((t) => t.at === null)) return null;
  const sorted = [...timed].sort((a, b) => (a.at?.start.getTime() ?? 0) - (b.at?.start.getTime() ?? 0));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i - 1]?.at?.end.getTime() !== sorted[i]?.at?.start.getTime()) return null;
  }
  return sorted.map((t) => t.slot);
}

/** `POST /api/bookings/hours/quote`: what create-order with these `slots` and `courtIds` would charge. */
export const hoursQuoteInputSchema = z.object({
  venueId: slotChoiceFields.venueId,
  date: slotChoiceFields.date,
  slots: bookingHoursFields.slots.unwrap(),
  courtIds: bookingHoursFields.courtIds,
  addOns: slotChoiceFields.addOns,
});
export type HoursQuoteInput = z.infer<typeof hoursQuoteInputSchema>;

/** Each hour on each court at its own price, and the sums the one order collects (rupees, GST included). */
export const hoursQuoteSchema = z.object({
  /** The slots in the order they are played, and the courts (the venue's only court when none was asked). */
  slots: z.array(z.string()),
  courtIds: z.array(z.number().int()),
  hours: z.array(z.object({ courtId: z.number().int(), slot: z.string(), amount: z.string() })),
  /** Before GST: every hour's price and the add-ons (had once, with the first hour). */
  subtotal: z.string(),
  gst: z.string(),
  total: z.string(),
  /** What the order collects online now (a venue taking an advance: the sum of each hour's advance). */
  payNow: z.string(),
});
export type HoursQuote = z.infer<typeof hoursQuoteSchema>;
