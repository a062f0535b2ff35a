/**
 * Razorpay's hosted checkout (docs/product/payments-and-refunds.md: `PAYMENT_PROVIDER=razorpay`). The script is fetched
 * only when a Razorpay order is opened, once per page, and given 100 ms after loading to set
 * itself up (docs/product/bookings.md).
 */

export const RAZORPAY_SCRIPT_URL = "https://checkout.razorpay.com/v1/checkout.js";
const SETTLE_MS = 100;

export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailure {
  error?: { description?: string; reason?: string };
}

export interface RazorpayOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  theme: { color: string };
  prefill: { name: string; email: string; contact: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayInstance {
  open: () => void;
  on: (event: "payment.failed", callback: (response: RazorpayFailure) => void) => void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

/** Resolves once `window.Razorpay` exists; rejects when the script cannot be loaded. */
export function loadRazorpay(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  if (loading) return loading;
  loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      setTimeout(() => {
        if (window.Razorpay) resolve();
        else reject(new Error("Razorpay did not start"));
      }, SETTLE_MS);
    script.onerror = () => reject(new Error("Razorpay could not be loaded"));
    document.body.appendChild(script);
  }).catch((error: unknown) => {
    // A later attempt (the player retrying) starts over with a fresh script tag.
    loading = null;
    document.querySelector(`script[src="${RAZORPAY_SCRIPT_URL}"]`)?.remove();
    throw error;
  });
  return loading;
}
