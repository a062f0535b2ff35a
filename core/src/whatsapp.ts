/**
 * WhatsApp where people already talk (issue 24): a venue's chat link, share links with a
 * prefilled message, and the one stored form of an Indian mobile number. No zod here, so a screen
 * that draws a link does not load it (the schema is in venue-form.ts).
 */

/** What the wizard, the edit dialog and the API say about a number that is not an Indian mobile. */
export const INDIAN_MOBILE_MESSAGE =
  "Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91";

/** The listing forms' hint beside the number (docs/product/venues.md, "Chat with the venue"). */
export const WHATSAPP_NUMBER_HINT =
  "Players see “Chat with the venue”, which opens WhatsApp to this number. Leave it empty to turn chat off. On a live venue a new number shows once our team approves it.";

/**
 * "+919876543210", "919876543210", "09876543210", "98765 43210", "+91-98765-43210" → "+919876543210"
 * (the one stored form); null when it is not an Indian mobile (+91, 10 digits starting 6–9).
 * Spaces, dashes, dots and brackets between digits are allowed; letters and other countries are not.
 */
export function normaliseIndianMobile(input: string): string | null {
  const text = input.trim();
  if (!/^\+?[\d\s\-.()]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  let local: string;
  if (text.startsWith("+")) {
    if (!digits.startsWith("91")) return null;
    local = digits.slice(2);
  } else if (digits.length === 12 && digits.startsWith("91")) local = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) local = digits.slice(1);
  else local = digits;
  return /^[6-9]\d{9}$/.test(local) ? `+91${local}` : null;
}

/** "+919876543210" → "+91 98765 43210", for people to read. */
export function formatIndianMobile(stored: string): string {
  const local = stored.replace(/^\+91/, "");
  return `+91 ${local.slice(0, 5)} ${local.slice(5)}`;
}

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

/** The message a venue is shared with: its name and its page. */
export function venueShareMessage(venueName: string, url: string): string {
  return `Let's play at ${venueName} — book it on Crease: ${url}`;
}
