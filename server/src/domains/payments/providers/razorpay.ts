import { hmacHex, type PaymentProvider, PaymentProviderError, signaturesMatch } from "./provider";

/**
 * Razorpay over HTTPS: Orders API to create, Refunds API to refund, HMAC signatures for the
 * checkout and for webhooks. The base URL is configurable so tests can point it at a stand-in.
 */
export function createRazorpayProvider(options: {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  apiUrl: string;
  fetch?: typeof fetch;
}): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;
  const base = options.apiUrl.replace(/\/$/, "");

  async function post<T>(path: string, body: unknown): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: "POST",
        headers: { Authorization: auth, "Content-Type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`Razorpay could not be reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) {
      let description = text;
      try {
        description = (JSON.parse(text) as { error?: { description?: string } }).error?.description ?? text;
      } catch {
        // keep the raw text
      }
      throw new PaymentProviderError(`Razorpay answered ${response.status}: ${description}`, response.status);
    }
    return JSON.parse(text) as T;
  }

  return {
    name: "razorpay",
    keyId: options.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await post<{ id: string }>("/v1/orders", { amount: amountPaise, currency: "INR", receipt, notes });
      return { id: order.id };
    },
    async refund({ paymentId, amountPaise, notes }) {
      const refund = await post<{ id: string; status: string }>(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        {
          amount: amountPaise,
          speed: "normal",
          notes,
        },
      );
      return { id: refund.id, status: refund.status === "processed" ? "processed" : "pending" };
    },
    verifyPayment(orderId, paymentId, signature) {
      return signaturesMatch(hmacHex(options.keySecret, `${orderId}|${paymentId}`), signature);
    },
    verifyWebhook(rawBody, signature) {
      if (!options.webhookSecret) return false;
      return signaturesMatch(hmacHex(options.webhookSecret, rawBody), signature);
    },
  };
}
