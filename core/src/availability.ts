/**
 * Slot availability on the wire (`GET /api/venues/{id}/availability`). Every status is
 * judged in India Standard Time.
 */
export const SLOT_STATES = ["available", "booked", "held", "past"] as const;
export type SlotState = (typeof SLOT_STATES)[number];

export interface SlotAvailability {
  /** "morning" … or "06:00-07:00". */
  slot: string;
  status: SlotState;
  /** Rupees as a numeric string. */
  price: string;
}

export interface AvailabilityDay {
  /** IST calendar date, YYYY-MM-DD. */
  date: string;
  slots: SlotAvailability[];
  /** How many slots can still be booked that day; 0 disables the date. */
  availableCount: number;
}

export interface VenueAvailability {
  venueId: number;
  from: string;
  days: AvailabilityDay[];
}

/** Most days one availability call may cover. */
export const MAX_AVAILABILITY_DAYS = 62;
