import { z } from "zod";
import { REFUND_REASONS } from "../refunds";

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
  /** Null for an account made by signing in with a mobile number. */
  playerEmail: z.string().nullable(),
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
