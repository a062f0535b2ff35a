import { hmacHex, type PaymentProvider, providerId, signaturesMatch } from "./provider";

/** Used when no RAZORPAY_KEY_SECRET is set: fine for a sandbox, never for real money. */
export const SANDBOX_DEFAULT_SECRET = "crease-sandbox-secret";

/**
 * The built-in stand-in (DECISIONS.md): no network, the same order / payment / signature
 * protocol as Razorpay. The app's own modal plays the checkout through `pay`.
 */
export function createSandboxProvider(options: { keyId?: string; keySecret?: string; webhookSecret?: string }) {
  const secret = options.keySecret ?? SANDBOX_DEFAULT_SECRET;
  const webhookSecret = options.webhookSecret ?? secret;
  const provider: PaymentProvider & {
    /** What Razorpay's checkout would return for a successful payment of that order. */
    pay(orderId: string): { paymentId: string; signature: string };
  } = {
    name: "sandbox",
    keyId: options.keyId ?? "rzp_test_sandbox",
    async createOrder() {
      return { id: providerId("order") };
    },
    async refund() {
      return { id: providerId("rfnd"), status: "processed" };
    },
    verifyPayment(orderId, paymentId, signature) {
      return signaturesMatch(hmacHex(secret, `${orderId}|${paymentId}`), signature);
    },
    verifyWebhook(rawBody, signature) {
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
