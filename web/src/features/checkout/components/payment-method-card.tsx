import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Building2, CreditCard, QrCode, ShieldCheck, Smartphone, Wallet } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";

const METHODS = [
  { key: "upi", icon: Smartphone, label: msg`UPI` },
  { key: "cards", icon: CreditCard, label: msg`Cards` },
  { key: "net-banking", icon: Building2, label: msg`Net banking` },
  { key: "wallets", icon: Wallet, label: msg`Wallets` },
] as const;

/** How the money is taken: online through the payment partner, and the venue's UPI for a balance. */
export function PaymentMethodCard({ partial }: { partial: boolean }) {
  const { i18n } = useLingui();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <ShieldCheck className="size-5 text-pitch-700" aria-hidden="true" />
        <Trans>Payment method</Trans>
      </h2>
      <p className="mt-1.5 text-sm leading-relaxed text-slate-600">
        <Trans>
          Pay securely online with any of these. Your payment is processed by our payment partner over an encrypted
          connection; Crease never sees your card or bank details.
        </Trans>
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {METHODS.map(({ key, icon: Icon, label }) => (
          <li
            key={key}
            className="flex items-center gap-2 rounded-xl border border-slate-200 bg-slate-50/60 px-3 py-2.5 text-sm font-medium text-slate-700"
          >
            <Icon className="size-4 text-brand-600" aria-hidden="true" />
            {i18n._(label)}
          </li>
        ))}
      </ul>
      {partial ? (
        <p className="mt-4 flex gap-2.5 rounded-xl bg-pitch-50 px-3.5 py-3 text-sm leading-relaxed text-pitch-900">
          <QrCode className="mt-0.5 size-4 shrink-0 text-pitch-700" aria-hidden="true" />
          <span>
            <Trans>
              This venue takes part of the price online to confirm your slot. Pay the balance at the venue by scanning
              its UPI QR code, which you'll find with your booking in your dashboard.
            </Trans>
          </span>
        </p>
      ) : null}
      <p className="mt-4 text-xs leading-relaxed text-slate-500">
        <Trans>Free cancellation up to 24 hours before your slot; 75% back after that.</Trans>{" "}
        <Link to="/cancellation-policy" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          <Trans>Cancellation policy</Trans>
        </Link>
      </p>
    </Card>
  );
}
