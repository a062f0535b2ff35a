import { z } from "zod";
import { SLOT_STATES } from "../availability";

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
