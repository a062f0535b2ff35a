import { z } from "zod";
import { CHARGE_PURPOSES } from "../payments";
import { REFUND_REASONS } from "../refunds";

/**
 * A refund as GET /api/admin/refunds returns it (amounts in rupees as numeric strings), keyed on
 * the charge it gives back (decision 044): the booking, its slot and venue are null for a charge
 * that is not a booking's (a venue credit top-up).
 */
export const adminRefundSchema = z.object({
  id: z.number().int(),
  /** The charge refunded, and what it paid for. */
  orderId: z.string(),
  purpose: z.enum(CHARGE_PURPOSES),
  bookingId: z.number().int().nullable(),
  date: z.string().nullable(),
  slot: z.string().nullable(),
  venueId: z.number().int().nullable(),
  venueName: z.string().nullable(),
  /** The owner who supplied what was paid for (the venue's owner, or whose credit was bought). */
  ownerName: z.string(),
  /** The booking's player; for a charge that is not a booking's, its payer. */
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
