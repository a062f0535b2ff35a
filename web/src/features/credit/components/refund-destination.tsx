import { Trans } from "@lingui/react/macro";
import { Landmark, WalletCards } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";

type Destination = "original" | "credit";

function Choice({
  name,
  value,
  checked,
  onChange,
  icon,
  title,
  detail,
}: {
  name: string;
  value: Destination;
  checked: boolean;
  onChange: (value: Destination) => void;
  icon: ReactNode;
  title: ReactNode;
  detail: ReactNode;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        "flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border px-3.5 py-3",
        checked ? "border-pitch-400 bg-pitch-50/70" : "border-slate-200",
      )}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="mt-0.5 size-5 shrink-0 accent-pitch-700"
      />
      <span className="mt-0.5 text-pitch-700">{icon}</span>
      <span className="min-w-0">
        <span className="block text-[15px] font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-600">{detail}</span>
      </span>
    </label>
  );
}

/**
 * Where a cancellation's refund goes (docs/product/credit.md): back to how the player paid (5–7
 * working days) or into venue credit at once. Offered only where the venue's owner offers credit.
 */
export function RefundDestination({ value, onChange }: { value: Destination; onChange: (value: Destination) => void }) {
  const name = useId();
  return (
    <fieldset className="mt-4 space-y-2" data-testid="refund-destination">
      <legend className="mb-2 text-sm font-semibold text-slate-900">
        <Trans>Where should your refund go?</Trans>
      </legend>
      <Choice
        name={name}
        value="original"
        checked={value === "original"}
        onChange={onChange}
        icon={<Landmark className="size-5" aria-hidden="true" />}
        title={<Trans>Original payment</Trans>}
        detail={<Trans>Back to how you paid, in 5-7 working days</Trans>}
      />
      <Choice
        name={name}
        value="credit"
        checked={value === "credit"}
        onChange={onChange}
        icon={<WalletCards className="size-5" aria-hidden="true" />}
        title={<Trans>Venue credit</Trans>}
        detail={<Trans>At once, to spend at this owner's venues</Trans>}
      />
    </fieldset>
  );
}
