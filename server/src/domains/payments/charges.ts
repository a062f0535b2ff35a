import { AppError, conflict, formatPaise, notFound } from "@crease/core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { refundsRepo } from "../refunds/repo";
import type { Charge, ChargeLines, ChargePurpose } from "./charge-types";
import { chargesRepo } from "./charges-repo";
import type { PaymentProvider } from "./providers/provider";

/**
 * Charges (decision 044, docs/product/payments-and-refunds.md#charges): what one payer is asked to
 * pay for one purpose, kept in `payment_orders`. This module is the only caller of the provider's
 * `createOrder`, and settles a paid charge of any purpose that is not a booking's through the
 * handler its purpose registered. A booking's purposes are settled by the bookings domain's one
 * confirming statement (decision 025: the hot path stays one statement), which answers the
 * charge's purpose so that a charge of another purpose is handed here without another read.
 */

export type { Charge, ChargeLines, ChargePurpose } from "./charge-types";

/** The purposes whose subject is a booking, settled by the bookings domain's confirming statement. */
export const BOOKING_PURPOSES: readonly ChargePurpose[] = ["booking", "series", "reschedule", "split_share"];

export const isBookingPurpose = (purpose: string): boolean => (BOOKING_PURPOSES as readonly string[]).includes(purpose);

/** One line of a purpose's tax invoice (a booking's are the invoices domain's). */
export type InvoiceLine = { description: string; sac: string; taxablePaise: number; gstPaise: number };

export interface PurposeHandler {
  /**
   * The charge was just paid: in the transaction that flipped it created → paid (so it happens
   * exactly once, whether verify or the webhook came first), do what the payment buys. What it
   * returns is `result` in verify's answer.
   */
  paid(tx: Db, charge: Charge, paymentId: string): Promise<unknown>;
  /**
   * Why a payment arriving now can no longer be kept (the thing sold was withdrawn, the window
   * closed), or null to keep it. Asked in the settling transaction before the flip; a reason
   * refunds the whole payment as a late payment, through the refunds domain, in that transaction.
   */
  late?(tx: Db, charge: Charge): Promise<string | null>;
  /** How much of a paid charge may still be refunded, in paise (default: none). */
  refundable?(tx: Db, charge: Charge): Promise<number>;
  /**
   * The charge's tax invoice lines, or null when it gets a receipt and no tax invoice (a credit
   * top-up: an advance for services not yet named, docs/product/credit.md).
   */
  invoiceLines(charge: Charge): InvoiceLine[] | null;
}

/** What verify answers for a charge that is not a booking's (core's chargePaidSchema). */
export type ChargePaid = {
  orderId: string;
  purpose: ChargePurpose;
  status: "paid";
  /** In paise, as create-order's `amount`. */
  amount: number;
  paymentId: string;
  /** What the purpose's handler answered when it was paid (for a replay: null). */
  result: unknown;
};

export type OpenChargeInput = {
  purpose: ChargePurpose;
  payerId: number;
  /** The supplier; a booking's charge may leave it out (the database writes its venue's owner). */
  ownerId?: number;
  bookingId?: number | null;
  subjectId?: string | null;
  lines: ChargeLines;
  /** The provider's receipt (our reference, at most 40 characters at Razorpay). */
  receipt: string;
  notes: Record<string, string>;
  description: string;
  /**
   * Records the charge in the caller's own statement (a booking's hold and its order together),
   * instead of the plain insert here. A provider that names its orders itself (the sandbox) needs
   * no call: `knownOrderId` gave the id before the hold's statement, which recorded it already.
   */
  record?: (orderId: string) => Promise<void>;
  /** Undo what the caller placed for this charge when the provider could not open it. */
  onUnavailable?: () => Promise<void>;
};

export type OpenedCharge = {
  orderId: string;
  amount: number;
  currency: "INR";
  key: string;
  provider: PaymentProvider["name"];
  description: string;
};

export function createCharges(deps: { db: Db; provider: PaymentProvider; log: FastifyBaseLogger }) {
  const { db, provider } = deps;
  const repo = chargesRepo(db);
  const refunds = refundsRepo(db);
  const handlers = new Map<ChargePurpose, PurposeHandler>();

  const opened = (orderId: string, input: Pick<OpenChargeInput, "lines" | "description">): OpenedCharge => ({
    orderId,
    amount: input.lines.amountPaise,
    currency: "INR",
    key: provider.keyId,
    provider: provider.name,
    description: input.description,
  });

  return {
    /**
     * The sandbox's order id, known before any statement (the booking hot path records hold and
     * order in one statement); undefined with a provider whose ids come from its API.
     */
    knownOrderId(payerId: number): string | undefined {
      return provider.newOrderId?.(payerId);
    },

    /** A charge already recorded with a known order id: the answer, with no provider call. */
    opened,

    /**
     * Opens a charge: the provider's order (the only `createOrder` call), then its row. A provider
     * that fails is a 503 the payer can retry, after `onUnavailable` undid what was placed.
     */
    async openCharge(input: OpenChargeInput): Promise<OpenedCharge> {
      if (!isBookingPurpose(input.purpose) && input.ownerId === undefined) {
        throw new Error(`A ${input.purpose} charge names its supplier (ownerId)`);
      }
      let orderId = provider.newOrderId?.(input.payerId);
      if (!orderId) {
        try {
          orderId = (
            await provider.createOrder({
              amountPaise: input.lines.amountPaise,
              receipt: input.receipt,
              notes: input.notes,
            })
          ).id;
        } catch (error) {
          await input.onUnavailable?.();
          deps.log.error({ err: error, purpose: input.purpose }, "payment order creation failed");
          throw new AppError(
            "SERVICE_UNAVAILABLE",
            "Failed to create payment order: the payment service is unavailable. Please try again.",
          );
        }
      }
      if (input.record) await input.record(orderId);
      else {
        await repo.insert({
          id: orderId,
          provider: provider.name,
          purpose: input.purpose,
          payerId: input.payerId,
          ownerId: input.ownerId ?? 0,
          bookingId: input.bookingId ?? null,
          subjectId: input.subjectId ?? null,
          lines: input.lines,
        });
      }
      return opened(orderId, input);
    },

    /** A purpose's handler; one per purpose (a second registration is a programming error). */
    registerPurpose(purpose: ChargePurpose, handler: PurposeHandler): void {
      if (isBookingPurpose(purpose)) {
        throw new Error(`${purpose} is settled by the bookings domain's confirming statement`);
      }
      if (handlers.has(purpose)) throw new Error(`A handler for ${purpose} is registered already`);
      handlers.set(purpose, handler);
    },

    handlerOf(purpose: ChargePurpose): PurposeHandler | undefined {
      return handlers.get(purpose);
    },

    /**
     * Settles a verified payment of a charge that is not a booking's, once: in one transaction the
     * charge is locked, flipped created → paid, and its handler's `paid` runs. Verify and the
     * webhook at once settle it once; the same payment again is answered as paid (idempotent),
     * another payment of a paid charge is refunded as a duplicate, and a payment of a closed
     * charge (or one its handler calls late) is refunded as a late payment.
     */
    async settle(orderId: string, paymentId: string, payerId: number | null): Promise<ChargePaid> {
      const outcome = await db.transaction(async (tx) => {
        const charge = await repo.lock(tx, orderId, payerId);
        if (!charge) return { kind: "missing" as const };
        const handler = handlers.get(charge.purpose);
        if (!handler) throw new Error(`No handler is registered for ${charge.purpose}`);
        if (charge.status === "created") {
          const why = handler.late ? await handler.late(tx, charge) : null;
          if (why !== null) {
            await repo.markRefunded(tx, orderId, paymentId);
            await refunds.recordStray(tx, orderId, paymentId, "late_payment");
            return { kind: "late" as const, charge, why };
          }
          await repo.markPaid(tx, orderId, paymentId);
          const paid = { ...charge, status: "paid", paymentId };
          return { kind: "paid" as const, charge: paid, result: await handler.paid(tx, paid, paymentId) };
        }
        if (charge.status === "paid" && charge.paymentId === paymentId) {
          return { kind: "paid" as const, charge, result: null };
        }
        // Paid with another payment, or closed: this payment is kept by nothing and goes back.
        await refunds.recordStray(
          tx,
          orderId,
          paymentId,
          charge.status === "paid" ? "duplicate_payment" : "late_payment",
        );
        return { kind: charge.status === "paid" ? ("duplicate" as const) : ("late" as const), charge, why: null };
      });
      if (outcome.kind === "missing") throw notFound("Order not found");
      const amount = formatPaise(outcome.charge.amountPaise);
      if (outcome.kind === "duplicate") {
        throw conflict({
          message:
            "This order was already paid with another payment. The {amount} of this payment is being refunded (5-7 business days).",
          values: { amount },
        });
      }
      if (outcome.kind === "late") {
        throw conflict({
          message:
            "This order was closed before the payment arrived, so nothing was bought. The {amount} you paid is being refunded (5-7 business days).",
          values: { amount },
        });
      }
      return {
        orderId,
        purpose: outcome.charge.purpose,
        status: "paid",
        amount: outcome.charge.amountPaise,
        paymentId,
        result: outcome.result ?? null,
      };
    },

    /** The payer's charge, or 404 (another's charge is not told apart from none). */
    async ofPayer(orderId: string, payerId: number): Promise<Charge> {
      const charge = await repo.ofPayer(orderId, payerId);
      if (!charge) throw notFound("Order not found");
      return charge;
    },
  };
}

export type Charges = ReturnType<typeof createCharges>;
