import { Trans, useLingui } from "@lingui/react/macro";
import { Heart, Loader2 } from "lucide-react";
import type { MouseEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useFavoriteToggle } from "../hooks/use-favorite-toggle";

export interface FavoriteButtonProps {
  venueId: number;
  /** `icon`: a round white heart over a card image; `labelled`: "Save" / "Saved" for the detail page. */
  variant?: "icon" | "labelled";
  /** The venue's name, for the icon's accessible label ("Save Green Park Ground"). */
  venueName?: string;
  className?: string;
}

/**
 * Saves or un-saves a venue (docs/product/bookings.md Favourite toggle). Disabled while the request runs; the
 * heart only fills once the server agreed. Inside a card link it never follows the link.
 */
export function FavoriteButton({ venueId, variant = "icon", venueName, className }: FavoriteButtonProps) {
  const { t } = useLingui();
  const { isSaved, isPending, isChecking, toggle } = useFavoriteToggle(venueId);
  // Until the saved list is known, a press could only guess: wait for it.
  const disabled = isPending || isChecking;

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    toggle();
  };

  if (variant === "labelled") {
    return (
      <Button
        variant={isSaved ? "outline" : "secondary"}
        size="md"
        onClick={onClick}
        disabled={disabled}
        aria-pressed={isSaved}
        aria-busy={isPending || undefined}
        className={className}
      >
        {isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Heart className={cn(isSaved && "fill-red-500 text-red-500")} aria-hidden="true" />
        )}
        {isSaved ? <Trans>Saved</Trans> : <Trans>Save</Trans>}
      </Button>
    );
  }

  const label = isSaved ? t`Remove from favorites` : venueName ? t`Save ${venueName}` : t`Save to favorites`;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={isSaved}
      aria-busy={isPending || undefined}
      aria-label={label}
      title={label}
      className={cn(
        "inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-md ring-1 ring-slate-900/5 backdrop-blur transition hover:scale-105 hover:bg-white hover:text-red-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-70",
        className,
      )}
    >
      {isPending ? (
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      ) : (
        <Heart className={cn("size-5", isSaved && "fill-red-500 text-red-500")} aria-hidden="true" />
      )}
    </button>
  );
}
