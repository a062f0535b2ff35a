/**
 * Slot availability on the wire (`GET /api/venues/{id}/availability`). Every status is
 * judged in India Standard Time.
 */
export const SLOT_STATES = ["available", "booked", "held", "past"] as const;
export type SlotState = (typeof SLOT_STATES)[number];

/** Most days one availability call may cover. */
export const MAX_AVAILABILITY_DAYS = 62;

// The wire shapes are zod schemas in contracts/ (kept apart so screens that only need the
// constants above do not load zod); their types are re-exported here.
export type { AvailabilityDay, SlotAvailability, VenueAvailability } from "./contracts/availability";
