/**
 * The status moves' words in the language on screen (lib/venue-moves.ts names them in English,
 * the key here): the button, what the confirmation explains, and the toast after it worked.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import type { VenueMove } from "./venue-moves";

interface MoveWords {
  button: MessageDescriptor;
  /** The dialog's title, about the venue named. */
  question: (name: string) => string;
  explain: MessageDescriptor;
  done: MessageDescriptor;
}

const WORDS: Record<string, MoveWords> = {
  Approve: {
    button: msg`Approve`,
    question: (name) => t`Approve ${name}?`,
    explain: msg`The venue goes live in search, on the map and for booking. The owner is notified.`,
    done: msg`Venue approved`,
  },
  Reject: {
    button: msg`Reject`,
    question: (name) => t`Reject ${name}?`,
    explain: msg`The venue stays hidden from players. The owner is notified with your note and can fix the listing.`,
    done: msg`Venue rejected`,
  },
  Suspend: {
    button: msg`Suspend`,
    question: (name) => t`Suspend ${name}?`,
    explain: msg`The venue disappears from search, the map and booking at once. Existing bookings stay. The owner is notified with your note.`,
    done: msg`Venue suspended`,
  },
  Reactivate: {
    button: msg`Reactivate`,
    question: (name) => t`Reactivate ${name}?`,
    explain: msg`The venue is visible and bookable again. The owner is notified.`,
    done: msg`Venue reactivated`,
  },
  "Move to pending": {
    button: msg`Move to pending`,
    question: (name) => t`Move to pending ${name}?`,
    explain: msg`The venue goes back into the review queue. The owner is notified.`,
    done: msg`Venue moved to pending`,
  },
};

/** A move core adds before the web knows its words: its English, as venue-moves.ts wrote it. */
function fallback(move: Pick<VenueMove, "label" | "done">): MoveWords {
  return {
    button: { id: move.label, message: move.label },
    question: (name) => `${move.label} ${name}?`,
    explain: msg`The owner is notified of the change.`,
    done: { id: move.done, message: move.done },
  };
}

export function moveWords(move: Pick<VenueMove, "label" | "done">): MoveWords {
  return WORDS[move.label] ?? fallback(move);
}

/** A status in a venue's history ("Pending → Approved"). */
export const VENUE_STATUS_WORDS: Record<string, MessageDescriptor> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  suspended: msg`Suspended`,
};
