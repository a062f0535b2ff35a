import { type AdminRefund, paiseToRupeeString, type User } from "@crease/core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { isoOf } from "../../db/rows";
import { assertCan } from "../../lib/authorize";
import { backoffMs, RetryAt } from "../../lib/jobs";
import type { PaymentProvider } from "../payments/providers/provider";
import { type AdminRefundRow, refundsRepo } from "./repo";

const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : isoOf(value));

function toAdminRefund(row: AdminRefundRow): AdminRefund {
  return {
    id: row.id,
    bookingId: row.booking_id,
    date: row.date,
    slot: row.slot,
    venueId: row.venue_id,
    venueName: row.venue_name,
    playerId: row.user_id,
    playerName: row.user_name,
    playerEmail: row.user_email,
    amount: paiseToRupeeString(Number(row.amount_paise)),
    paid: paiseToRupeeString(Number(row.paid_paise)),
    reason: row.reason,
    status: row.status,
    providerRefundId: row.provider_refund_id,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    nextAttemptAt: row.status === "pending" ? isoOrNull(row.next_attempt_at) : null,
    createdAt: isoOf(row.created_at),
    processedAt: isoOrNull(row.processed_at),
  };
}

/**
 * Sends recorded refunds to the provider (the `refund` job) and lists them for admins. A refund
 * row exists before the provider is asked (docs/SECURITY.md), and the provider is asked for the
 * payment's existing refunds first: we refund a payment at most once, so a refund found there is
 * the one a crashed attempt sent, and it is recorded instead of sending a second.
 */
export function createRefundsService(deps: { db: Db; provider: PaymentProvider; log: FastifyBaseLogger }) {
  const repo = refundsRepo(deps.db);
  const { provider } = deps;

  return {
    /** The `refund` job's handler: done when the provider holds the refund; otherwise retried later. */
    async process(refundId: number): Promise<void> {
      const row = await repo.byId(refundId);
      if (!row || row.status === "processed") return;
      try {
        const known = await provider.refundsOf(row.payment_id);
        const existing = known.find((r) => r.receipt === `refund_${row.id}`) ?? known[0];
        const accepted =
          existing ??
          (await provider.refund({
            paymentId: row.payment_id,
            amountPaise: Number(row.amount_paise),
            receipt: `refund_${row.id}`,
            notes: { refundId: String(row.id), bookingId: String(row.booking_id), reason: row.reason },
          }));
        await repo.markProcessed(row.id, accepted.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const at = new Date(Date.now() + backoffMs(Number(row.attempts) + 1));
        await repo.markFailed(row.id, message, at);
        deps.log.error({ err: error, refundId: row.id }, "refund not accepted by the provider; will retry");
        throw new RetryAt(message, at);
      }
    },

    async listForAdmin(actor: User): Promise<{ refunds: AdminRefund[] }> {
      assertCan(actor, "refund.list");
      return { refunds: (await repo.listForAdmin(50)).map(toAdminRefund) };
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
