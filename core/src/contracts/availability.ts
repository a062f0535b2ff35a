import { z } from "zod";
import { SLOT_STATES } from "../availability";
import { priceRuleSchema } from "./price-rules";

export const slotAvailabilitySchema = z.object({
  slot: z.string(),
  status: z.enum(SLOT_STATES),
  price: z.string(),
  /** Courts free at this slot (with `courtId`: 1 or 0); a venue is free when any court is. */
  freeCourts: z.number().int(),
});
export type SlotAvailability = z.infer<typeof slotAvailabilitySchema>;

export const availabilityDaySchema = z.object({
  date: z.string(),
  slots: z.array(slotAvailabilitySchema),
  availableCount: z.number().int(),
});
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

export const venueAvailabilitySchema = z.object({
  venueId: z.number().int(),
  /** The court asked for, or null for the whole venue. */
  courtId: z.number().int().nullable(),
  from: z.string(),
  days: z.array(availabilityDaySchema),
  /**
   * The venue's price rules that priced these slots (public, as the prices are): the venue page
   * and checkout price a booking with them through core's resolver, exactly as the server will.
   */
  priceRules: z.array(priceRuleSchema),
});
export type VenueAvailability = z.infer<typeof venueAvailabilitySchema>;
