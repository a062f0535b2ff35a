/**
 * A small iCalendar (RFC 5545) writer: only what Crease's events need, written to the letter so
 * every calendar app reads it (docs/decisions/032-reminders-and-calendars.md). Lines end in CRLF
 * and are folded at 75 octets (never inside a UTF-8 character: Hindi is several octets a letter);
 * text values escape backslash, semicolon, comma and line breaks.
 */

export interface CalendarEvent {
  /** Stable per booking, so a calendar updates the event instead of adding a second. */
  uid: string;
  /** When this version of the event was written. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  geo?: { lat: number; lng: number } | null;
  url?: string;
  description?: string;
  status: "CONFIRMED" | "CANCELLED";
  /** Goes up when the event changes (a cancellation), so calendars take the newer one. */
  sequence: number;
}

export interface CalendarInfo {
  /** The product that wrote it, as `-//Company//Product//EN`. */
  prodId: string;
  /** A name calendar apps show for a subscribed feed (X-WR-CALNAME). */
  name?: string;
}

const MAX_OCTETS = 75;

/** TEXT escaping (RFC 5545 §3.3.11): `\` `;` `,` escaped, line breaks as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** "20261127T083000Z": a UTC DATE-TIME (§3.3.5, form 2). */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * One content line folded (§3.1): at most 75 octets a line, each continuation starting with a
 * space (which counts toward its 75), cut only between characters.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function eventLines(event: CalendarEvent): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  // GEO is two FLOATs separated by a semicolon (§3.8.1.6), not text: not escaped.
  if (event.geo) lines.push(`GEO:${event.geo.lat};${event.geo.lng}`);
  // URI values are not text either: written as they are, without line breaks.
  if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, "")}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push(`STATUS:${event.status}`, `SEQUENCE:${event.sequence}`, "END:VEVENT");
  return lines;
}

/** A whole VCALENDAR with its events, as the file's text (CRLF after every line, the last too). */
export function calendarText(info: CalendarInfo, events: CalendarEvent[]): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${info.prodId}`, "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  if (info.name) lines.push(`X-WR-CALNAME:${escapeText(info.name)}`);
  for (const event of events) lines.push(...eventLines(event));
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
