import { Building2, CreditCard, QrCode, ShieldCheck, Smartphone, Wallet } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";

const METHODS = [
  { icon: Smartphone, label: "UPI" },
  { icon: CreditCard, label: "Cards" },
  { icon: Building2, label: "Net banking" },
  { icon: Wallet, label: "Wallets" },
] as const;

/** How the money is taken: online through the payment partner, and the venue's UPI for a balance. */
export function PaymentMethodCard({ partial }: { partial: boolean }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <ShieldCheck className="size-5 text-pitch-700" aria-hidden="true" />
        Payment method
      </h2>
      <p className="mt-1.5 text-sm leading-relaxed text-slate-600">
        Pay securely online with any of these. Your payment is processed by our payment partner over an encrypted
        connection; Crease never sees your card or bank details.
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {METHODS.map(({ icon: Icon, label }) => (
          <li
            key={label}
            className="flex items-center gap-2 rounded-xl border border-slate-200 bg-slate-50/60 px-3 py-2.5 text-sm font-medium text-slate-700"
          >
            <Icon className="size-4 text-brand-600" aria-hidden="true" />
            {label}
          </li>
        ))}
      </ul>
      {partial ? (
        <p className="mt-4 flex gap-2.5 rounded-xl bg-pitch-50 px-3.5 py-3 text-sm leading-relaxed text-pitch-900">
          <QrCode className="mt-0.5 size-4 shrink-0 text-pitch-700" aria-hidden="true" />
          <span>
            This venue takes part of the price online to confirm your slot. Pay the balance at the venue by scanning its
            UPI QR code, which you'll find with your booking in your dashboard.
          </span>
        </p>
      ) : null}
      <p className="mt-4 text-xs leading-relaxed text-slate-500">
        Free cancellation up to 24 hours before your slot; 75% back after that.{" "}
        <Link to="/cancellation-policy" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Cancellation policy
        </Link>
      </p>
    </Card>
  );
}
