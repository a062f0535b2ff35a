import type { Venue } from "@crease/core/contracts/venues";
import { useLingui } from "@lingui/react/macro";
import { Ban, CheckCircle2, RotateCcw, Undo2, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { moveWords } from "../lib/move-words";
import { movesFor, type VenueMove } from "../lib/venue-moves";

const ICONS: Record<string, typeof CheckCircle2> = {
  Approve: CheckCircle2,
  Reject: XCircle,
  Suspend: Ban,
  Reactivate: RotateCcw,
  "Move to pending": Undo2,
};

/** The status moves allowed from the venue's status (VENUE_STATUS_MOVES), as buttons. */
export function VenueMoveButtons({
  venue,
  onMove,
  className,
  size = "sm",
  isDisabled,
}: {
  venue: Pick<Venue, "id" | "name" | "status">;
  onMove: (move: VenueMove) => void;
  className?: string;
  size?: "sm" | "md";
  /** A move that waits for something first (Approve for the photo checklist). */
  isDisabled?: (move: VenueMove) => boolean;
}) {
  const { t, i18n } = useLingui();
  const moves = movesFor(venue.status);
  if (moves.length === 0) return null;
  const name = venue.name;
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      {moves.map((move) => {
        const Icon = ICONS[move.label] ?? CheckCircle2;
        const button = i18n._(moveWords(move).button);
        return (
          <Button
            key={move.to}
            size={size}
            variant={move.tone === "approve" ? "pitch" : "secondary"}
            className={cn(
              move.tone === "danger" && "text-red-700! hover:border-red-200! hover:bg-red-50! hover:text-red-800!",
            )}
            aria-label={t`${button} ${name}`}
            disabled={isDisabled?.(move) ?? false}
            onClick={() => onMove(move)}
          >
            <Icon aria-hidden="true" />
            {button}
          </Button>
        );
      })}
    </div>
  );
}
