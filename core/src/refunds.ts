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
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  player_cancelled: "Cancelled by the player",
  owner_cancelled: "Cancelled by the venue",
  admin_cancelled: "Cancelled by an admin",
  late_payment: "Paid after the hold ran out",
  duplicate_payment: "Paid twice for one booking",
};

/** A refund as GET /api/admin/refunds returns it (amounts in rupees as numeric strings). */
export interface AdminRefund {
  id: number;
  bookingId: number;
  date: string;
  slot: string;
  venueId: number;
  venueName: string;
  playerId: number;
  playerName: string;
  playerEmail: string;
  amount: string;
  paid: string;
  reason: RefundReason;
  status: "pending" | "processed";
  providerRefundId: string | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  processedAt: string | null;
}
