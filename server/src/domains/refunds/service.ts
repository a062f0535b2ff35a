import { type AdminRefund, paiseToRupeeString, type User } from "@crease/core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { assertCan } from "../../lib/authorize";
import { backoffMs, RetryAt } from "../../lib/jobs";
import type { PaymentProvider } from "../payments/providers/provider";
import { type AdminRefundRecord, refundsRepo } from "./repo";

function toAdminRefund(r: AdminRefundRecord): AdminRefund {
  return {
    id: r.id,
    orderId: r.orderId,
    purpose: r.purpose,
    bookingId: r.bookingId,
    date: r.date,
    slot: r.slot,
    venueId: r.venueId,
    venueName: r.venueName,
    ownerName: r.ownerName,
    playerId: r.playerId,
    playerName: r.playerName,
    playerEmail: r.playerEmail,
    amount: paiseToRupeeString(r.amountPaise),
    paid: paiseToRupeeString(r.paidPaise),
    reason: r.reason,
    status: r.status,
    providerRefundId: r.providerRefundId,
    attempts: r.attempts,
    lastError: r.lastError,
    nextAttemptAt: r.status === "pending" ? r.nextAttemptAt : null,
    createdAt: r.createdAt,
    processedAt: r.processedAt,
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
        const known = await provider.refundsOf(row.paymentId);
        // A refund without our receipt is ours only when it is the payment's one refund on our side:
        // a payment kept after a move to a cheaper slot may be refunded twice (the difference, then
        // a cancellation), and the second must not be taken for the first.
        const byReceipt = known.find((r) => r.receipt === `refund_${row.id}`);
        const existing =
          byReceipt ?? (known.length === 1 && (await repo.countOfPayment(row.paymentId)) === 1 ? known[0] : undefined);
        const accepted =
          existing ??
          (await provider.refund({
            paymentId: row.paymentId,
            amountPaise: row.amountPaise,
            receipt: `refund_${row.id}`,
            // A charge that is not a booking's (a credit top-up) is named by its order.
            notes:
              row.bookingId === null
                ? { refundId: String(row.id), orderId: row.orderId, reason: row.reason }
                : { refundId: String(row.id), bookingId: String(row.bookingId), reason: row.reason },
          }));
        await repo.markProcessed(row.id, accepted.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const at = new Date(Date.now() + backoffMs(row.attempts + 1));
        await repo.markFailed(row.id, message, at);
        deps.log.error({ err: error, refundId: row.id }, "refund not accepted by the provider; will retry");
        throw new RetryAt(message, at);
      }
    },

    /** The `refund` job went dead: the refund stays pending, with its last error and no next try. */
    async stoppedRetrying(refundId: number): Promise<void> {
      await repo.stopRetrying(refundId);
      deps.log.error({ refundId }, "refund stopped retrying; an admin must retry its job");
    },

    async listForAdmin(actor: User): Promise<{ refunds: AdminRefund[] }> {
      assertCan(actor, "refund.list");
      return { refunds: (await repo.listForAdmin(50)).map(toAdminRefund) };
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
