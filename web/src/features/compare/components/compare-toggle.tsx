import type { Venue } from "@crease/core/contracts/venues";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Scale } from "lucide-react";
import type { MouseEvent } from "react";
import { cn } from "@/lib/cn";
import { addToCompare, removeFromCompare, useIsCompared } from "../hooks/use-compare";
import { toCompareVenue } from "../lib/compare-store";

export interface CompareToggleProps {
  venue: Venue;
  /** "icon": a round button over a card's photo; "labelled": a button with text on a page. */
  variant?: "icon" | "labelled";
  className?: string;
}

/**
 * Adds a venue to the comparison, or takes it out again (docs/product/search.md#compare). Safe inside
 * a card's link: the click never reaches the link.
 */
export function CompareToggle({ venue, variant = "icon", className }: CompareToggleProps) {
  const { t } = useLingui();
  const selected = useIsCompared(venue.id);

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (selected) removeFromCompare(venue.id);
    else addToCompare(toCompareVenue(venue));
  }

  if (variant === "labelled") {
    return (
      <button
        type="button"
        aria-pressed={selected}
        onClick={onClick}
        className={cn(
          "inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-xl border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&_svg]:size-4",
          selected
            ? "border-brand-300 bg-brand-50 text-brand-800 hover:bg-brand-100"
            : "border-slate-200 bg-white text-slate-800 shadow-sm hover:border-slate-300 hover:bg-slate-50",
          className,
        )}
      >
        {selected ? <Check aria-hidden="true" /> : <Scale aria-hidden="true" />}
        {selected ? <Trans>Added to compare</Trans> : <Trans>Compare</Trans>}
      </button>
    );
  }

  const name = venue.name;
  const label = selected ? t`Remove ${name} from comparison` : t`Add ${name} to comparison`;
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={label}
      title={selected ? t`Added to compare` : t`Compare`}
      onClick={onClick}
      className={cn(
        "inline-flex size-9 items-center justify-center rounded-full shadow-md ring-1 transition-all focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:scale-95 [&_svg]:size-4",
        selected
          ? "bg-brand-gradient text-white ring-white/60 hover:brightness-110"
          : "bg-white/95 text-slate-700 ring-slate-900/5 backdrop-blur hover:bg-white hover:text-brand-700",
        className,
      )}
    >
      {selected ? <Check aria-hidden="true" strokeWidth={2.75} /> : <Scale aria-hidden="true" />}
    </button>
  );
}
