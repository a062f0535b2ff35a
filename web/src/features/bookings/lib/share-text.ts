/** What sharing a booking says and where it can be sent (docs/product/screens.md#player-dashboard). */
import { isCompleted } from "@crease/core/booking-status";
import type { Booking } from "@crease/core/contracts/bookings";
import { slotLabel } from "@crease/core/slots";
import { venueTypeLabel } from "@crease/core/venues";
import { whatsappShareLink } from "@crease/core/whatsapp";
import { msg } from "@lingui/core/macro";
import type { Formatters } from "../../../lib/format";
// The app's i18n, started in English (relative: these files are unit-tested outside the app).
import { i18n } from "../../../lib/i18n";

type ShareableBooking = Pick<Booking, "venueId" | "venueName" | "date" | "slot" | "status"> & {
  venue: Pick<Booking["venue"], "venueType" | "city">;
};

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "Wed, 25 Nov 2026" for an IST calendar date: plain arithmetic, so no browser zone or locale data shifts it. */
export function shareDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${d} ${MONTHS[m - 1]} ${y}`;
}

/**
 * A booking's day in the language on screen: "Wed, 25 Nov 2026" as above in English, Hindi day
 * and month names through core's formatter.
 */
export function bookingDay(date: string, format: Pick<Formatters, "language" | "date">): string {
  return format.language === "en" ? shareDate(date) : format.date(date);
}

/** The venue's public page, which the shared text links to. */
export function shareUrl(booking: Pick<Booking, "venueId">, origin: string): string {
  return `${origin.replace(/\/$/, "")}/venues/${booking.venueId}`;
}

/** How the share text names a date, a slot and a kind of venue: English unless the screen passes its own. */
export interface ShareWords {
  date(date: string): string;
  slot(slot: string): string;
  venueType(type: string): string;
}
export const ENGLISH_WORDS: ShareWords = { date: shareDate, slot: slotLabel, venueType: venueTypeLabel };

/**
 * The preview text: what was booked, where and when, in the player's voice, in the language on
 * screen (the players they send it to read the same language, most likely).
 */
export function shareText(booking: ShareableBooking, words: ShareWords = ENGLISH_WORDS): string {
  const where = booking.venue.city ? `${booking.venueName}, ${booking.venue.city}` : booking.venueName;
  const kind = words.venueType(booking.venue.venueType).toLowerCase();
  const date = words.date(booking.date);
  const slot = words.slot(booking.slot);
  if (isCompleted(booking)) {
    return i18n._(msg`Played at ${where} on ${date}, ${slot}. Loved this ${kind}, booked on Crease!`);
  }
  return i18n._(msg`I've booked ${where} for ${date}, ${slot}. Who's in? Booked on Crease.`);
}

export interface ShareTarget {
  id: "whatsapp" | "facebook" | "twitter" | "linkedin" | "telegram";
  label: string;
  href: string;
}

/** The five networks (WhatsApp, Facebook, Twitter, LinkedIn, Telegram), each a share address opened in a pop-up window. */
export function shareTargets(text: string, url: string): ShareTarget[] {
  const t = encodeURIComponent(text);
  const u = encodeURIComponent(url);
  return [
    { id: "whatsapp", label: "WhatsApp", href: whatsappShareLink(`${text} ${url}`) },
    { id: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}` },
    { id: "twitter", label: "Twitter", href: `https://twitter.com/intent/tweet?text=${t}&url=${u}` },
    { id: "linkedin", label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { id: "telegram", label: "Telegram", href: `https://t.me/share/url?url=${u}&text=${t}` },
  ];
}
