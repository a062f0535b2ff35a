import type { Booking } from "@crease/core/bookings";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { paymentText, statusText, statusTone } from "../lib/booking-display";

const DOT: Record<string, string> = {
  pitch: "bg-pitch-500",
  blue: "bg-blue-500",
  red: "bg-red-500",
  amber: "bg-amber-500",
  brand: "bg-brand-500",
  slate: "bg-slate-400",
};

/** The booking's status in its SPEC.md §4 colour. */
export function StatusBadge({ status, className }: { status: Booking["status"] | string; className?: string }) {
  const tone = statusTone(status);
  return (
    <Badge tone={tone} className={cn("whitespace-nowrap", className)}>
      <span className={cn("size-1.5 rounded-full", DOT[tone])} aria-hidden="true" />
      {statusText(status)}
    </Badge>
  );
}

const PAYMENT_CLASSES: Record<string, string> = {
  paid: "text-pitch-700",
  partial: "text-amber-700",
  refunded: "text-blue-700",
  pending: "text-slate-600",
};

/** Paid, part paid, refunded or pending, as plain coloured text (the status badge is the loud one). */
export function PaymentText({ paymentStatus }: { paymentStatus: string }) {
  return (
    <span className={cn("text-sm font-semibold", PAYMENT_CLASSES[paymentStatus] ?? "text-slate-600")}>
      {paymentText(paymentStatus)}
    </span>
  );
}
