import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { cn } from "@/lib/cn";

export type SlotIndicator = "available" | "booked" | "checking";

const LOOK: Record<SlotIndicator, { text: MessageDescriptor; className: string; icon: typeof Loader2 }> = {
  available: { text: msg`Available`, className: "bg-pitch-50 text-pitch-700 ring-pitch-200", icon: CheckCircle2 },
  booked: { text: msg`Booked`, className: "bg-red-50 text-red-700 ring-red-200", icon: XCircle },
  checking: { text: msg`Checking`, className: "bg-slate-100 text-slate-600 ring-slate-200", icon: Loader2 },
};

/** The chosen slot's live state (docs/product/bookings.md): Available, Booked or Checking. */
export function SlotStatus({ state }: { state: SlotIndicator | null }) {
  const { i18n } = useLingui();
  const look = state ? LOOK[state] : null;
  const Icon = look?.icon;
  return (
    <span role="status" aria-live="polite" className="inline-flex min-h-6 items-center">
      {look && Icon ? (
        <span
          className={cn(
            "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
            look.className,
          )}
        >
          <Icon className={cn("size-3.5", state === "checking" && "animate-spin")} aria-hidden="true" />
          <span className="sr-only">
            <Trans>Slot status:</Trans>{" "}
          </span>
          {i18n._(look.text)}
        </span>
      ) : null}
    </span>
  );
}
