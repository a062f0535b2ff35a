import type { SandboxPayment } from "@crease/core/payments";
import { useMutation } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/**
 * POST /api/payment/sandbox/pay: the built-in test provider collects (or declines, 402) the
 * payment and answers what Razorpay's checkout would hand the page.
 */
export function sandboxPay(body: { orderId: string; outcome: "success" | "failure" }): Promise<SandboxPayment> {
  return data(api.POST("/api/payment/sandbox/pay", { body }));
}

export function useSandboxPay() {
  return useMutation({ mutationFn: sandboxPay });
}
