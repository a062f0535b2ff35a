import type { MessageText, MessageValues } from "@crease/core";
import { directionsLines, onTheDayLines } from "../bookings/directions";
import type { BookingRecord } from "../bookings/record";
import type { ReminderCandidate, ReminderKind } from "./reminders-repo";

const HOUR = 3_600_000;

/**
 * Which reminder a booking is owed at `now`, if any (docs/product/notifications.md#reminders):
 * the 24 h one from 24 hours before the start until 2 hours before it (so a booking made less
 * than 2 hours ahead never gets it, and a run that missed the window does not send it late), then
 * the 2 h one until the slot starts. One a run: a booking made 3 hours ahead gets its 24 h one now
 * and its 2 h one an hour later.
 */
export function reminderDue(candidate: ReminderCandidate, now: Date): ReminderKind | null {
  const untilStart = candidate.startsAt.getTime() - now.getTime();
  if (untilStart <= 0) return null;
  if (untilStart <= 2 * HOUR) return "2h";
  if (untilStart <= 24 * HOUR && !candidate.dayBeforeSent) return "24h";
  return null;
}

/** A reminder's words: when and where, the way there, and what to bring (add-ons, money due). */
export function reminderNote(
  b: BookingRecord,
  kind: ReminderKind,
): {
  title: MessageText;
  message: MessageText[];
  data: Record<string, unknown>;
  whatsapp?: MessageValues[string][];
} {
  const when = { date: b.date, slot: b.slot };
  return {
    title: kind === "24h" ? "Your game is coming up" : "Your game starts soon",
    message: [
      { message: "{venue}, {when}. Court: {court}.", values: { venue: b.venueName, when, court: b.courtName } },
      ...directionsLines(b),
      ...onTheDayLines(b),
    ],
    data: { bookingId: b.id, kind, date: b.date, slot: b.slot },
    // WhatsApp keeps its one approved reminder template, for the day-before reminder only.
    ...(kind === "24h" ? { whatsapp: [b.venueName, when] } : {}),
  };
}
