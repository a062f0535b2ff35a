/** The checkout feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */

export { cancelOrder } from "./api/cancel-order";
export { useSandboxPay } from "./api/sandbox-pay";
export { BookingSummaryCard } from "./components/booking-summary-card";
export { CheckoutUnavailable } from "./components/checkout-unavailable";
export { PayCard } from "./components/pay-card";
export { PaymentMethodCard } from "./components/payment-method-card";
export { SandboxPaymentSheet, type SheetOrder } from "./components/sandbox-payment-sheet";
export { useCheckoutPayment } from "./hooks/use-checkout-payment";
export {
  type CheckoutQuery,
  checkoutProblem,
  figuresDiffer,
  parseCheckoutQuery,
  queryBreakdown,
  resolveAddOns,
  serverPrice,
} from "./lib/checkout-query";
export { loadRazorpay } from "./lib/razorpay";
