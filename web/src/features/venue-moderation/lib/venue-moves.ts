/**
 * The admin's status moves (docs/product/venues.md#moderation, core VENUE_STATUS_MOVES) as buttons:
 * their labels, what the confirmation says, and whether a note (the reason) is required.
 */
import {
  VENUE_MOVES_NEEDING_NOTE,
  VENUE_NOTE_MAX,
  VENUE_STATUS_MOVES,
  type VenueStatus,
  venueMoveNoteError,
} from "@crease/core/venues";

export interface VenueMove {
  from: VenueStatus;
  to: VenueStatus;
  /** The button: Approve, Reject, Suspend, Reactivate, Move to pending. */
  label: string;
  /** The toast after it worked. */
  done: string;
  /** Reject and suspend must say why (core VENUE_MOVES_NEEDING_NOTE); the owner reads the note. */
  noteRequired: boolean;
  tone: "approve" | "danger" | "neutral";
}

const LABELS: Record<string, Omit<VenueMove, "from" | "to" | "noteRequired">> = {
  "pending>approved": { label: "Approve", done: "Venue approved", tone: "approve" },
  "pending>rejected": { label: "Reject", done: "Venue rejected", tone: "danger" },
  "approved>suspended": { label: "Suspend", done: "Venue suspended", tone: "danger" },
  "suspended>approved": { label: "Reactivate", done: "Venue reactivated", tone: "approve" },
  "rejected>pending": {
    label: "Move to pending",
    done: "Venue moved to pending",
    tone: "neutral",
  },
};

function isVenueStatus(value: string): value is VenueStatus {
  return Object.hasOwn(VENUE_STATUS_MOVES, value);
}

/** The moves an admin may make from a venue's current status, exactly VENUE_STATUS_MOVES. */
export function movesFor(status: string): VenueMove[] {
  if (!isVenueStatus(status)) return [];
  return VENUE_STATUS_MOVES[status].map((to) => {
    const known = LABELS[`${status}>${to}`];
    return {
      from: status,
      to,
      label: known?.label ?? `Move to ${to}`,
      done: known?.done ?? `Venue moved to ${to}`,
      noteRequired: VENUE_MOVES_NEEDING_NOTE.includes(to),
      tone: known?.tone ?? "neutral",
    };
  });
}

export const NOTE_MAX = VENUE_NOTE_MAX;

/** The note check of the move dialog: null when fine, else the message under the field. The server applies the same function. */
export function noteError(move: Pick<VenueMove, "to">, note: string): string | null {
  return venueMoveNoteError(move.to, note);
}
