import type { VenueDetails } from "@crease/core/contracts/venues";
import type { Court } from "@crease/core/courts";
import { offeredSlots } from "@crease/core/pricing";
import { Trans } from "@lingui/react/macro";
import { Select } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useWords } from "@/lib/i18n";

/**
 * The fields the block and the closure forms share (docs/product/blocks.md): which court, and
 * which of the venue's own slots. One copy, so both forms offer the same slots the same way.
 */

/** A court of the venue, or all of them (`"all"`); shown only when the venue has several. */
export function CourtSelect({
  id,
  courts,
  value,
  onChange,
  allLabel,
  className,
}: {
  id: string;
  courts: Court[];
  value: string;
  onChange: (value: string) => void;
  /** What "every court" is called here: "All courts" for a block, "The whole venue" for a closure. */
  allLabel: string;
  className?: string;
}) {
  if (courts.length <= 1) return null;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        <Trans>Court</Trans>
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="all">{allLabel}</option>
        {courts.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.name}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** The venue's slots as toggle buttons (pressed = chosen), in the venue's own order. */
export function SlotToggles({
  details,
  chosen,
  onChange,
  className,
}: {
  details: VenueDetails;
  chosen: string[];
  onChange: (slots: string[]) => void;
  className?: string;
}) {
  const words = useWords();
  const toggle = (slot: string) =>
    onChange(chosen.includes(slot) ? chosen.filter((x) => x !== slot) : [...chosen, slot]);
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      {offeredSlots(details).map((slot) => {
        const on = chosen.includes(slot);
        return (
          <button
            key={slot}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(slot)}
            className={cn(
              "min-h-10 rounded-lg border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600",
              on ? "border-red-500 bg-red-50 text-red-800" : "border-slate-200 bg-white text-slate-800",
            )}
          >
            {words.slot(slot)}
          </button>
        );
      })}
    </div>
  );
}
