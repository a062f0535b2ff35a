import type { WireAddOn } from "@crease/core/contracts/venues";
import { formatRupees } from "@crease/core/money";
import { EXCLUSIVE_ADD_ONS } from "@crease/core/venues";
import { Trans } from "@lingui/react/macro";
import { Check } from "lucide-react";
import { Checkbox } from "radix-ui";
import { memo, useId } from "react";
import { cn } from "@/lib/cn";
import { useWords } from "@/lib/i18n";

interface AddOnListProps {
  addOns: WireAddOn[];
  selected: readonly string[];
  onToggle: (key: string) => void;
}

/** The venue's extras as checkboxes; choosing red balls clears white balls and back (docs/product/bookings.md). */
export const AddOnList = memo(function AddOnList({ addOns, selected, onToggle }: AddOnListProps) {
  const baseId = useId();
  const words = useWords();
  const exclusive = EXCLUSIVE_ADD_ONS.filter(
    ([a, b]) => addOns.some((x) => x.key === a) && addOns.some((x) => x.key === b),
  );

  return (
    <div className="space-y-2">
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {addOns.map((addOn) => {
          const id = `${baseId}-${addOn.key}`;
          const checked = selected.includes(addOn.key);
          return (
            <li key={addOn.key}>
              <label
                htmlFor={id}
                className={cn(
                  "flex cursor-pointer items-center gap-3 px-3.5 py-3 transition-colors first:rounded-t-xl last:rounded-b-xl hover:bg-slate-50",
                  checked && "bg-brand-50/60",
                )}
              >
                <Checkbox.Root
                  id={id}
                  checked={checked}
                  onCheckedChange={() => onToggle(addOn.key)}
                  className="flex size-5 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600"
                >
                  <Checkbox.Indicator>
                    <Check className="size-3.5 text-white" strokeWidth={3} aria-hidden="true" />
                  </Checkbox.Indicator>
                </Checkbox.Root>
                <span className="flex-1 text-sm font-medium text-slate-800">{words.addOn(addOn.name)}</span>
                <span className="text-sm font-semibold text-slate-700">+{formatRupees(addOn.price)}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {exclusive.map(([a, b]) => {
        const first = words.addOn(addOns.find((x) => x.key === a)?.name ?? a);
        const second = words.addOn(addOns.find((x) => x.key === b)?.name ?? b);
        return (
          <p key={`${a}-${b}`} className="text-xs text-slate-500">
            <Trans>
              {first} and {second} can't be booked together: choosing one clears the other.
            </Trans>
          </p>
        );
      })}
    </div>
  );
});
