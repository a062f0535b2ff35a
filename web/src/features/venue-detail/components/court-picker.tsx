import type { Court } from "@crease/core/courts";
import { memo } from "react";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";

interface CourtPickerProps {
  courts: readonly Court[];
  selected: number;
  onSelect: (courtId: number) => void;
  labelledBy: string;
}

/**
 * One button per court ("Net 1", "Box B") at a venue with several, with its own price when it has
 * one (the slots below are priced at it): the slots below are that court's. A button's name is its visible text, as the slot buttons' (WCAG 2.5.3). Memoised on
 * its props, as the calendar.
 */
export const CourtPicker = memo(function CourtPicker({ courts, selected, onSelect, labelledBy }: CourtPickerProps) {
  const format = useFormat();
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
            {/* A court with its own price says it: "Half A ₹1,200" beside a ground sold at ₹2,000. */}
            {court.price !== null ? (
              <span className="ml-1.5 font-medium text-slate-600">{format.rupees(court.price)}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
});
