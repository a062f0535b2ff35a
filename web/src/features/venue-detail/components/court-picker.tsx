import type { Court } from "@crease/core/courts";
import { memo } from "react";
import { cn } from "@/lib/cn";

interface CourtPickerProps {
  courts: readonly Court[];
  selected: number;
  onSelect: (courtId: number) => void;
  labelledBy: string;
}

/**
 * One button per court ("Net 1", "Box B") at a venue with several: the slots below are that
 * court's. A button's name is its visible text, as the slot buttons' (WCAG 2.5.3). Memoised on
 * its props, as the calendar.
 */
export const CourtPicker = memo(function CourtPicker({ courts, selected, onSelect, labelledBy }: CourtPickerProps) {
  return (
    <div role="group" aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {courts.map((court) => {
        const isSelected = court.id === selected;
        return (
          <button
            key={court.id}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onSelect(court.id)}
            className={cn(
              "min-h-11 rounded-full border px-4 py-2 text-sm font-semibold transition-all focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              isSelected
                ? "border-brand-600 bg-brand-50 text-brand-800 shadow-[0_0_0_1px_var(--color-brand-600)]"
                : "border-slate-200 bg-white text-slate-800 hover:border-brand-300 hover:bg-brand-50/50",
            )}
          >
            {court.name}
          </button>
        );
      })}
    </div>
  );
});
