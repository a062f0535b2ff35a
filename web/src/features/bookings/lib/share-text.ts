/** What sharing a booking says and where it can be sent (docs/product/screens.md#player-dashboard). */
import type { Booking } from "@crease/core/contracts/bookings";
import { slotLabel } from "@crease/core/slots";
import { venueTypeLabel } from "@crease/core/venues";
import { whatsappShareLink } from "@crease/core/whatsapp";

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

/** The venue's public page, which the shared text links to. */
export function shareUrl(booking: Pick<Booking, "venueId">, origin: string): string {
  return `${origin.replace(/\/$/, "")}/venues/${booking.venueId}`;
}

/** The preview text: what was booked, where and when, in the player's voice. */
export function shareText(booking: ShareableBooking): string {
  const where = booking.venue.city ? `${booking.venueName}, ${booking.venue.city}` : booking.venueName;
  const kind = venueTypeLabel(booking.venue.venueType).toLowerCase();
  const when = `${shareDate(booking.date)}, ${slotLabel(booking.slot)}`;
  if (booking.status === "completed") {
    return `Played at ${where} on ${when}. Loved this ${kind}, booked on Crease!`;
  }
  return `I've booked ${where} for ${when}. Who's in? Booked on Crease.`;
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
