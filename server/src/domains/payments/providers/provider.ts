import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { PaymentProviderName } from "@crease/core";

/**
 * One interface over payment providers speaking Razorpay's protocol: orders, a checkout that
 * hands back (orderId, paymentId, signature), refunds, and signed webhooks.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key the browser's checkout needs. */
  readonly keyId: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{ id: string }>;
  /**
   * A provider that makes its order ids itself (the sandbox, no network) names the next order
   * before the hold is placed, so the statement that places the hold records the order too. Razorpay
   * has none: its order id comes from its API, asked after the hold is in (and counted).
   */
  newOrderId?(userId: number): string;
  /**
   * Refunds part or all of a captured payment. `receipt` names our refund row, so a refund the
   * provider took just before we crashed can be recognised afterwards.
   */
  refund(input: {
    paymentId: string;
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string; status: "processed" | "pending" }>;
  /** The refunds the provider already holds for a payment (Razorpay: GET /payments/{id}/refunds). */
  refundsOf(paymentId: string): Promise<ProviderRefund[]>;
  /** Checkout signature: HMAC-SHA256(`orderId|paymentId`, key secret), hex. */
  verifyPayment(orderId: string, paymentId: string, signature: string): boolean;
  /** Webhook signature: HMAC-SHA256(raw body, webhook secret), hex. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
}

export interface ProviderRefund {
  id: string;
  amountPaise: number;
  receipt: string | null;
  notes: Record<string, string>;
}

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

/** Constant-time comparison of two hex signatures (a wrong length is simply false). */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Razorpay-shaped ids: "order_" + 14 characters. */
export function providerId(prefix: string): string {
  const bytes = randomBytes(14);
  let id = "";
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
