/**
 * Booking states. `held` is ours (docs/product/bookings.md): a slot reserved for ten minutes while the
 * player pays; `expired` is a hold that ran out. The rest are docs/product/bookings.md.
 */
/** Where a booking was made: checkout, or the venue's front desk. */
export const BOOKING_SOURCES = ["online", "desk"] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

export const BOOKING_STATUSES = ["held", "confirmed", "completed", "cancelled", "disputed", "expired"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Each status by name (`BOOKING_STATUS.held`): code names a status through this, never by a literal. */
export const BOOKING_STATUS = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, s])) as {
  readonly [S in BookingStatus]: S;
};

/**
 * Statuses that occupy a slot (live bookings). The database's unique index `bookings_one_per_slot`
 * uses exactly this list (server/test/booking-status-sql.test.ts compares them).
 */
export const SLOT_OCCUPYING_STATUSES = ["held", "confirmed", "completed", "disputed"] as const;
export const LIVE_STATUSES = SLOT_OCCUPYING_STATUSES;

export const PAYMENT_STATUSES = ["pending", "paid", "partial", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Each payment status by name (`PAYMENT_STATUS.paid`). */
export const PAYMENT_STATUS = Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, s])) as {
  readonly [S in PaymentStatus]: S;
};

export const HOLD_MINUTES = 10;

/** Status colours (docs/product/bookings.md). */
export const STATUS_COLOURS: Record<string, "green" | "blue" | "red" | "amber" | "purple" | "grey"> = {
  confirmed: "green",
  completed: "blue",
  cancelled: "red",
  pending: "amber",
  held: "amber",
  disputed: "purple",
  approved: "green",
  rejected: "red",
  suspended: "grey",
};

export function statusColour(status: string): string {
  return STATUS_COLOURS[status] ?? "grey";
}

// The wire shapes (zod schemas and their types) are in contracts/bookings.ts, kept apart so
// screens that only need the constants here do not load zod. That file imports these
// constants, so this one never imports it back (no cycles, decision 019).
