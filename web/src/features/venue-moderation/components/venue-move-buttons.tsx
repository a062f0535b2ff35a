import type { Venue } from "@crease/core/contracts/venues";
import { Ban, CheckCircle2, RotateCcw, Undo2, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
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
}: {
  venue: Pick<Venue, "id" | "name" | "status">;
  onMove: (move: VenueMove) => void;
  className?: string;
  size?: "sm" | "md";
}) {
  const moves = movesFor(venue.status);
  if (moves.length === 0) return null;
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      {moves.map((move) => {
        const Icon = ICONS[move.label] ?? CheckCircle2;
        return (
          <Button
            key={move.to}
            size={size}
            variant={move.tone === "approve" ? "pitch" : "secondary"}
            className={cn(
              move.tone === "danger" && "text-red-700! hover:border-red-200! hover:bg-red-50! hover:text-red-800!",
            )}
            aria-label={`${move.label} ${venue.name}`}
            onClick={() => onMove(move)}
          >
            <Icon aria-hidden="true" />
            {move.label}
          </Button>
        );
      })}
    </div>
  );
}
