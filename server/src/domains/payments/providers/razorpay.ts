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

  async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers:
          method === "POST" ? { Authorization: auth, "Content-Type": "application/json" } : { Authorization: auth },
        body: method === "POST" ? JSON.stringify(body) : undefined,
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
      const order = await call<{ id: string }>("POST", "/v1/orders", {
        amount: amountPaise,
        currency: "INR",
        receipt,
        notes,
      });
      return { id: order.id };
    },
    async refund({ paymentId, amountPaise, receipt, notes }) {
      const refund = await call<{ id: string; status: string }>(
        "POST",
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: "normal", receipt, notes },
      );
      return { id: refund.id, status: refund.status === "processed" ? "processed" : "pending" };
    },
    async refundsOf(paymentId) {
      const list = await call<{
        items?: { id: string; amount: number; receipt?: string | null; notes?: Record<string, string> | unknown[] }[];
      }>("GET", `/v1/payments/${encodeURIComponent(paymentId)}/refunds`);
      return (list.items ?? []).map((r) => ({
        id: r.id,
        amountPaise: r.amount,
        receipt: r.receipt ?? null,
        // Razorpay sends notes as [] when there are none.
        notes: Array.isArray(r.notes) ? {} : (r.notes ?? {}),
      }));
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
