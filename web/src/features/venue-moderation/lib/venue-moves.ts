/**
 * The admin's status moves (docs/product/venues.md#moderation, core VENUE_STATUS_MOVES) as buttons:
 * their labels, what the confirmation says, and whether a note (the reason) is required.
 */
import { VENUE_STATUS_MOVES, type VenueStatus } from "@crease/core/venues";

export interface VenueMove {
  from: VenueStatus;
  to: VenueStatus;
  /** The button: Approve, Reject, Suspend, Reactivate, Move to pending. */
  label: string;
  /** The toast after it worked. */
  done: string;
  /** Reject and suspend must say why; the owner reads the note. */
  noteRequired: boolean;
  tone: "approve" | "danger" | "neutral";
}

const LABELS: Record<string, Omit<VenueMove, "from" | "to">> = {
  "pending>approved": { label: "Approve", done: "Venue approved", noteRequired: false, tone: "approve" },
  "pending>rejected": { label: "Reject", done: "Venue rejected", noteRequired: true, tone: "danger" },
  "approved>suspended": { label: "Suspend", done: "Venue suspended", noteRequired: true, tone: "danger" },
  "suspended>approved": { label: "Reactivate", done: "Venue reactivated", noteRequired: false, tone: "approve" },
  "rejected>pending": {
    label: "Move to pending",
    done: "Venue moved to pending",
    noteRequired: false,
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
      noteRequired: known?.noteRequired ?? false,
      tone: known?.tone ?? "neutral",
    };
  });
}

export const NOTE_MAX = 1000;

/** The note check of the move dialog: null when fine, else the message under the field. */
export function noteError(move: Pick<VenueMove, "noteRequired" | "label">, note: string): string | null {
  const text = note.trim();
  if (move.noteRequired && text.length === 0) {
    return move.label === "Reject"
      ? "Tell the owner why the venue is rejected"
      : "Tell the owner why the venue is suspended";
  }
  if (text.length > NOTE_MAX) return `Keep the note under ${NOTE_MAX} characters`;
  return null;
}

export const VENUE_STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
};

export function venueStatusLabel(status: string | null): string {
  if (!status) return "Listed";
  return VENUE_STATUS_LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}
