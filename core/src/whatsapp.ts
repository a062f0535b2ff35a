/**
 * WhatsApp where people already talk (issue 24): a venue's chat link, share links with a
 * prefilled message, and the one stored form of an Indian mobile number. No zod here, so a screen
 * that draws a link does not load it (the schema is in venue-form.ts).
 */
export { formatIndianMobile, INDIAN_MOBILE_MESSAGE, normaliseIndianMobile } from "./phone";

/** The listing forms' hint beside the number (docs/product/venues.md, "Chat with the venue"). */
export const WHATSAPP_NUMBER_HINT =
  "Players see “Chat with the venue”, which opens WhatsApp to this number. Leave it empty to turn chat off. On a live venue a new number shows once our team approves it.";

/** Opens a chat with the number: `https://wa.me/919876543210` (wa.me takes the digits, no +). */
export function whatsappChatLink(stored: string): string {
  return `https://wa.me/${stored.replace(/\D/g, "")}`;
}

/**
 * WhatsApp's share sheet with the message filled in: `https://wa.me/?text=…`. The text (a venue
 * name an owner wrote included) travels only inside the encoded query, never as markup.
 */
export function whatsappShareLink(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/** The venue page's address, which shared messages link to. */
export function venuePageUrl(origin: string, venueId: number): string {
  return `${origin.replace(/\/$/, "")}/venues/${venueId}`;
}
