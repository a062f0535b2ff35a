/**
 * Why a payment is given back: a cancellation (by whom), a payment that came after its hold ran
 * out (or its checkout was closed), or a second payment of an order already paid.
 */
import { z } from "zod";
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
export const adminRefundSchema = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  date: z.string(),
  slot: z.string(),
  venueId: z.number().int(),
  venueName: z.string(),
  playerId: z.number().int(),
  playerName: z.string(),
  playerEmail: z.string(),
  amount: z.string(),
  paid: z.string(),
  reason: z.enum(REFUND_REASONS),
  status: z.enum(["pending", "processed"]),
  providerRefundId: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;
