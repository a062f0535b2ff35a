/**
 * Slot availability on the wire (`GET /api/venues/{id}/availability`). Every status is
 * judged in India Standard Time.
 */
/** `blocked`: the owner took the slot off sale (docs/product/blocks.md); players see "Not available". */
export const SLOT_STATES = ["available", "booked", "held", "blocked", "past"] as const;
export type SlotState = (typeof SLOT_STATES)[number];

/** Most days one availability call may cover. */
export const MAX_AVAILABILITY_DAYS = 62;

// The wire shapes (zod schemas and their types) are in contracts/availability.ts, kept apart so
// screens that only need the constants here do not load zod. That file imports these
// constants, so this one never imports it back (no cycles, decision 019).
