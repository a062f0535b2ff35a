/**
 * Slot availability on the wire (`GET /api/venues/{id}/availability`). Every status is
 * judged in India Standard Time.
 */
import { z } from "zod";
export const SLOT_STATES = ["available", "booked", "held", "past"] as const;
export type SlotState = (typeof SLOT_STATES)[number];

export const slotAvailabilitySchema = z.object({ slot: z.string(), status: z.enum(SLOT_STATES), price: z.string() });
export type SlotAvailability = z.infer<typeof slotAvailabilitySchema>;

export const availabilityDaySchema = z.object({
  date: z.string(),
  slots: z.array(slotAvailabilitySchema),
  availableCount: z.number().int(),
});
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

export const venueAvailabilitySchema = z.object({
  venueId: z.number().int(),
  from: z.string(),
  days: z.array(availabilityDaySchema),
});
export type VenueAvailability = z.infer<typeof venueAvailabilitySchema>;

/** Most days one availability call may cover. */
export const MAX_AVAILABILITY_DAYS = 62;
