import { formatRupees } from "@crease/core/money";
import { useLingui } from "@lingui/react/macro";
import { WalletCards } from "lucide-react";
import { useId } from "react";

/**
 * "Use my credit (₹X available)" at checkout (docs/product/credit.md): credit pays as much as it
 * can and the rest is paid online. Shown only when the player holds credit at this venue's owner.
 */
export function UseCreditOption({
  balance,
  checked,
  onChange,
  disabled,
}: {
  /** The player's balance at this venue's owner, rupees. */
  balance: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const available = formatRupees(balance);
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3.5 py-3 has-[:checked]:border-pitch-300 has-[:checked]:bg-pitch-50/60"
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 accent-pitch-700"
      />
      <WalletCards className="size-5 shrink-0 text-pitch-700" aria-hidden="true" />
      <span className="text-[15px] font-semibold text-slate-900">{t`Use my credit (${available} available)`}</span>
    </label>
  );
}
