import { useLingui } from "@lingui/react";
import { cn } from "@/lib/cn";
import { paymentText } from "../lib/booking-display";

const PAYMENT_CLASSES: Record<string, string> = {
  paid: "text-pitch-700",
  partial: "text-amber-700",
  refunded: "text-blue-700",
  pending: "text-slate-600",
};

/** Paid, part paid, refunded or pending, as plain coloured text (the status badge is the loud one). */
export function PaymentText({ paymentStatus }: { paymentStatus: string }) {
  useLingui(); // its words follow the language on screen
  return (
    <span className={cn("text-sm font-semibold", PAYMENT_CLASSES[paymentStatus] ?? "text-slate-600")}>
      {paymentText(paymentStatus)}
    </span>
  );
}
