/**
 * Why a payment is given back: a cancellation (by whom), a payment that came after its hold ran
 * out (or its checkout was closed), or a second payment of an order already paid.
 */
export const REFUND_REASONS = [
  "player_cancelled",
  "owner_cancelled",
  "admin_cancelled",
  "late_payment",
  "duplicate_payment",
  "rescheduled",
  "split_share",
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  player_cancelled: "Cancelled by the player",
  owner_cancelled: "Cancelled by the venue",
  admin_cancelled: "Cancelled by an admin",
  late_payment: "Paid after the hold ran out",
  duplicate_payment: "Paid twice for one booking",
  rescheduled: "Moved to a cheaper slot",
  split_share: "A teammate paid their share",
};

// The wire shapes (zod schemas and their types) are in contracts/refunds.ts, kept apart so
// screens that only need the constants here do not load zod. That file imports these
// constants, so this one never imports it back (no cycles, decision 019).
