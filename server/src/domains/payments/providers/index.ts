import type { Config } from "../../../config";
import type { PaymentProvider } from "./provider";
import { createRazorpayProvider } from "./razorpay";
import { createSandboxProvider } from "./sandbox";

/** PAYMENT_PROVIDER picks the implementation; the config check guarantees Razorpay's keys. */
export function providerFromConfig(payment: Config["payment"]): PaymentProvider {
  if (payment.provider === "razorpay") {
    return createRazorpayProvider({
      keyId: payment.keyId as string,
      keySecret: payment.keySecret as string,
      webhookSecret: payment.webhookSecret,
      apiUrl: payment.apiUrl,
    });
  }
  return createSandboxProvider({
    keyId: payment.keyId,
    keySecret: payment.keySecret,
    webhookSecret: payment.webhookSecret,
  });
}
