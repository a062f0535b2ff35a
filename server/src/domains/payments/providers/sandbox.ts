import { hmacHex, type PaymentProvider, type ProviderRefund, providerId, signaturesMatch } from "./provider";

/**
 * The checkout signature's key when no RAZORPAY_KEY_SECRET is set: fine for a sandbox, where the
 * player's own Pay button pays anyway, never for real money. The webhook, which anyone may call,
 * has no such default (`ensureSecrets` in config.ts generates its secret).
 */
export const SANDBOX_DEFAULT_SECRET = "crease-sandbox-secret";

/**
 * Payments whose refunds the sandbox remembers, the latest first. The app asks for a payment's
 * refunds only while it retries one (a crash between the provider's answer and recording it),
 * within hours; remembering every payment ever refunded grew the server with every cancellation.
 */
export const SANDBOX_REMEMBERED_PAYMENTS = 10_000;

/**
 * The built-in stand-in (docs/product/payments-and-refunds.md): no network, the same order / payment / signature
 * protocol as Razorpay. The app's own modal plays the checkout through `pay`.
 */
export function createSandboxProvider(options: { keyId?: string; keySecret?: string; webhookSecret?: string }) {
  const secret = options.keySecret ?? SANDBOX_DEFAULT_SECRET;
  // No webhook secret, no webhook: like Razorpay's, never a fallback anyone could look up.
  const webhookSecret = options.webhookSecret;
  // Refunds by payment id, as the provider would list them (in memory: the sandbox moves no money).
  const refunds = new Map<string, ProviderRefund[]>();
  /** The last 8 characters of an order id made for a player: its nonce and player, signed. */
  const orderTag = (nonce: string, userId: number) => hmacHex(secret, `order|${nonce}|${userId}`).slice(0, 8);
  const provider: PaymentProvider & {
    /** What Razorpay's checkout would return for a successful payment of that order. */
    pay(orderId: string): { paymentId: string; signature: string };
    /**
     * True for an order id `newOrderId` made for this player: the sandbox's pay then knows the
     * order is theirs without reading it (false for any other id: the order is read as before).
     */
    madeFor(orderId: string, userId: number): boolean;
  } = {
    name: "sandbox",
    keyId: options.keyId ?? "rzp_test_sandbox",
    async createOrder() {
      return { id: providerId("order") };
    },
    newOrderId(userId) {
      const nonce = providerId("order").slice(0, 12);
      return `${nonce}${orderTag(nonce, userId)}`;
    },
    madeFor(orderId, userId) {
      const nonce = orderId.slice(0, 12);
      return orderId.length === 20 && signaturesMatch(orderTag(nonce, userId), orderId.slice(12));
    },
    async refund({ paymentId, amountPaise, receipt, notes }) {
      const refund = { id: providerId("rfnd"), amountPaise, receipt, notes };
      const earlier = refunds.get(paymentId) ?? [];
      // Delete before set: the map's order is then the order of the latest refund, oldest first.
      refunds.delete(paymentId);
      refunds.set(paymentId, [...earlier, refund]);
      for (const oldest of refunds.keys()) {
        if (refunds.size <= SANDBOX_REMEMBERED_PAYMENTS) break;
        refunds.delete(oldest);
      }
      return { id: refund.id, status: "processed" };
    },
    async refundsOf(paymentId) {
      return refunds.get(paymentId) ?? [];
    },
    verifyPayment(orderId, paymentId, signature) {
      return signaturesMatch(hmacHex(secret, `${orderId}|${paymentId}`), signature);
    },
    verifyWebhook(rawBody, signature) {
      if (!webhookSecret) return false;
      return signaturesMatch(hmacHex(webhookSecret, rawBody), signature);
    },
    pay(orderId) {
      const paymentId = providerId("pay");
      return { paymentId, signature: hmacHex(secret, `${orderId}|${paymentId}`) };
    },
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
