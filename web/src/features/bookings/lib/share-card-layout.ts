/**
 * Where every word of the share card goes (web/src/features/bookings/lib/share-card.ts draws it).
 * Pure: it measures text through the function it is given (the canvas in the browser, a table of
 * widths in tests), so a test can prove that no text runs past its box. Text that is too long for
 * its place wraps onto another line first, then gets smaller; only text longer than any booking
 * can carry is shortened with an ellipsis.
 */
import type { Booking } from "@crease/core/contracts/bookings";
import { msg } from "@lingui/core/macro";
// The app's i18n, started in English (relative: these files are unit-tested outside the app).
import { i18n } from "../../../lib/i18n";
// Relative, not "@/…": the unit tests run this file in Node without Vite's alias.
import { statusText as statusWords } from "../../../lib/status-tone";
import { ENGLISH_WORDS, type ShareWords } from "./share-text";

export const SHARE_CARD_WIDTH = 600;
export const SHARE_CARD_HEIGHT = 400;
export const SHARE_CARD_FONT =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The width of `text` drawn in `font` (a CSS font such as `700 19px sans-serif`). */
export type MeasureText = (text: string, font: string) => number;

export type CardBooking = Pick<Booking, "id" | "venueName" | "date" | "slot" | "status"> & {
  venue: Pick<Booking["venue"], "venueType" | "city" | "state">;
};

/** One line of text: drawn with its left edge at x and its baseline at y, never wider than maxWidth. */
export interface CardLine {
  text: string;
  font: string;
  size: number;
  x: number;
  y: number;
  maxWidth: number;
}

export interface CardBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ShareCardLayout {
  status: { line: CardLine; pill: CardBox };
  subtitle: CardLine[];
  name: CardLine[];
  panel: CardBox;
  divider: CardBox;
  dateLabel: CardLine;
  date: CardLine[];
  timeLabel: CardLine;
  time: CardLine[];
  footer: CardLine;
}

const MARGIN = 36;
const INNER = SHARE_CARD_WIDTH - 2 * MARGIN;
/** The wordmark's right edge: the status pill stays clear of it. */
export const WORDMARK_RIGHT = 190;
/** Panel padding left and right, and the gap either side of the divider. */
const PANEL_PAD = 24;
const COLUMN_GAP = 20;
const FOOTER_SIZE = 13;
const FOOTER_BASELINE = SHARE_CARD_HEIGHT - 28;
/** The panel ends at least this far above the footer's text. */
const FOOTER_CLEARANCE = 14;

function font(weight: number, size: number): string {
  return `${weight} ${size}px ${SHARE_CARD_FONT}`;
}

/** Cuts text with an ellipsis until it fits (the last resort). */
function ellipsize(measure: MeasureText, text: string, fontName: string, maxWidth: number): string {
  if (measure(text, fontName) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && measure(`${cut.trimEnd()}…`, fontName) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Greedy wrapping of whole units (joined by spaces); null when a unit alone is too wide. */
function wrapUnits(measure: MeasureText, units: string[], fontName: string, maxWidth: number): string[] | null {
  const lines: string[] = [];
  let line = "";
  for (const unit of units) {
    const next = line ? `${line} ${unit}` : unit;
    if (measure(next, fontName) <= maxWidth) {
      line = next;
      continue;
    }
    if (!line || measure(unit, fontName) > maxWidth) return null;
    lines.push(line);
    line = unit;
  }
  if (line) lines.push(line);
  return lines;
}

interface Wrapped {
  lines: string[];
  size: number;
  font: string;
}

/**
 * The largest of `sizes` at which the units fit in `maxLines` lines of `maxWidth`; at the smallest
 * size, the lines that fit with an ellipsis at the end (`null` when `fallback` is false).
 */
function wrapText(
  measure: MeasureText,
  units: string[],
  weight: number,
  sizes: readonly number[],
  maxWidth: number,
  maxLines: number,
  fallback = true,
): Wrapped | null {
  for (const size of sizes) {
    const fontName = font(weight, size);
    const lines = wrapUnits(measure, units, fontName, maxWidth);
    if (lines && lines.length <= maxLines) return { lines, size, font: fontName };
  }
  if (!fallback) return null;
  const size = sizes[sizes.length - 1] ?? 12;
  const fontName = font(weight, size);
  const words = units.join(" ").split(" ");
  const lines: string[] = [];
  let rest = words;
  while (rest.length > 0 && lines.length < maxLines - 1) {
    const [first] = wrapUnits(measure, rest, fontName, maxWidth) ?? [];
    if (!first) break;
    lines.push(first);
    rest = rest.slice(first.split(" ").length);
  }
  if (rest.length > 0) lines.push(ellipsize(measure, rest.join(" "), fontName, maxWidth));
  return { lines, size, font: fontName };
}

/** "Evening (2 PM – 6 PM)" breaks only before its bracket, so a time range is never split. */
function timeUnits(label: string): string[] {
  const bracket = label.indexOf(" (");
  return bracket > 0 ? [label.slice(0, bracket), label.slice(bracket + 1)] : [label];
}

function lines(wrapped: Wrapped, x: number, firstBaseline: number, lineHeight: number, maxWidth: number): CardLine[] {
  return wrapped.lines.map((text, index) => ({
    text,
    font: wrapped.font,
    size: wrapped.size,
    x,
    y: firstBaseline + index * lineHeight,
    maxWidth,
  }));
}

const NAME_SIZES = [34, 32, 30, 28, 26, 24, 22, 20] as const;
const MIN_NAME_SIZE = 20;
const VALUE_SIZES = [19, 18, 17, 16, 15] as const;

/**
 * A date or time in the panel: one line, a little smaller if need be, reads best; two lines
 * only when one would be too small (a second line also takes room from the venue's name).
 */
function valueText(measure: MeasureText, units: string[], maxWidth: number): Wrapped {
  return (wrapText(measure, units, 700, VALUE_SIZES.slice(0, 4), maxWidth, 1, false) ??
    wrapText(measure, units, 700, VALUE_SIZES, maxWidth, 2)) as Wrapped;
}

/** Lays the card out for a booking, measuring text with `measure`. */
export function layoutShareCard(
  booking: CardBooking,
  measure: MeasureText,
  words: ShareWords = ENGLISH_WORDS,
): ShareCardLayout {
  // Status pill, top right, level with the wordmark.
  const statusText = statusWords(booking.status);
  const statusFont = font(700, 15);
  const pillWidth = measure(statusText, statusFont) + 32;
  const pill = { x: SHARE_CARD_WIDTH - MARGIN - pillWidth, y: 35, width: pillWidth, height: 32 };
  const status = {
    pill,
    line: { text: statusText, font: statusFont, size: 15, x: pill.x + 16, y: 56, maxWidth: pillWidth - 32 },
  };

  const place = [booking.venue.city, booking.venue.state].filter(Boolean).join(", ");
  const kind = [words.venueType(booking.venue.venueType), place].filter(Boolean).join(" · ");
  const subtitleWrap = wrapText(measure, kind.split(" "), 600, [16, 15, 14, 13], INNER, 1) as Wrapped;
  const subtitleBaseline = 132;
  const subtitle = lines(subtitleWrap, MARGIN, subtitleBaseline, 20, INNER);

  // The date column is as wide as the date; the time has the rest of the panel.
  const panelInner = INNER - 2 * PANEL_PAD;
  const dateText = words.date(booking.date);
  const dateMax = Math.floor(panelInner * 0.45);
  const dateWrap = valueText(measure, dateText.split(" "), dateMax);
  const dateWidth = Math.min(dateMax, Math.max(...dateWrap.lines.map((line) => measure(line, dateWrap.font))));
  const dateX = MARGIN + PANEL_PAD;
  const dividerX = dateX + Math.ceil(dateWidth) + COLUMN_GAP;
  const timeX = dividerX + 1 + COLUMN_GAP;
  const timeMax = MARGIN + INNER - PANEL_PAD - timeX;
  const timeWrap = valueText(measure, timeUnits(words.slot(booking.slot)), timeMax);

  const valueLines = Math.max(dateWrap.lines.length, timeWrap.lines.length);
  const valueLineHeight = Math.round(Math.max(dateWrap.size, timeWrap.size) * 1.3);
  const panelHeight = 96 + (valueLines - 1) * valueLineHeight;
  const panelBottomLimit = FOOTER_BASELINE - FOOTER_SIZE - FOOTER_CLEARANCE;

  // The venue's name takes what room the panel leaves: two lines at large sizes, three below.
  const nameTop = subtitleBaseline + 10;
  let nameWrap: Wrapped | null = null;
  let nameLineHeight = 0;
  for (const size of NAME_SIZES) {
    const maxLines = size >= 28 ? 2 : 3;
    const fits = wrapText(measure, booking.venueName.split(" "), 800, [size], INNER, maxLines, false);
    if (!fits) continue;
    const lineHeight = Math.round(size * 1.22);
    const lastBaseline = nameTop + Math.round(size * 0.93) + (fits.lines.length - 1) * lineHeight;
    if (lastBaseline + 32 + panelHeight <= panelBottomLimit) {
      nameWrap = fits;
      nameLineHeight = lineHeight;
      break;
    }
  }
  if (!nameWrap) {
    // Longer than any name the listing form takes: the smallest size, shortened.
    const size = MIN_NAME_SIZE;
    nameWrap = wrapText(measure, booking.venueName.split(" "), 800, [size], INNER, 3) as Wrapped;
    nameLineHeight = Math.round(size * 1.22);
    const room = Math.floor((panelBottomLimit - panelHeight - 32 - nameTop - size) / nameLineHeight) + 1;
    if (nameWrap.lines.length > room) {
      const kept = nameWrap.lines.slice(0, Math.max(1, room));
      const last = kept.length - 1;
      kept[last] = ellipsize(measure, `${kept[last]}…`, nameWrap.font, INNER);
      nameWrap = { ...nameWrap, lines: kept };
    }
  }
  const name = lines(nameWrap, MARGIN, nameTop + Math.round(nameWrap.size * 0.93), nameLineHeight, INNER);
  const lastNameBaseline = name[name.length - 1]?.y ?? nameTop;

  const panel = { x: MARGIN, y: lastNameBaseline + 32, width: INNER, height: panelHeight };
  const bookingId = booking.id;
  const labelFont = font(700, 12);
  const labelY = panel.y + 36;
  const valueY = panel.y + 66;
  return {
    status,
    subtitle,
    name,
    panel,
    divider: { x: dividerX, y: panel.y + 20, width: 1, height: panelHeight - 40 },
    dateLabel: { text: i18n._(msg`DATE`), font: labelFont, size: 12, x: dateX, y: labelY, maxWidth: dateMax },
    date: lines(dateWrap, dateX, valueY, valueLineHeight, dateMax),
    timeLabel: { text: i18n._(msg`TIME SLOT`), font: labelFont, size: 12, x: timeX, y: labelY, maxWidth: timeMax },
    time: lines(timeWrap, timeX, valueY, valueLineHeight, timeMax),
    footer: {
      text: i18n._(msg`Booking #${bookingId} · Book cricket venues on Crease`),
      font: font(500, FOOTER_SIZE),
      size: FOOTER_SIZE,
      x: MARGIN,
      y: FOOTER_BASELINE,
      maxWidth: INNER,
    },
  };
}

/** Every line of the layout, for drawing and for checks. */
export function cardLines(layout: ShareCardLayout): CardLine[] {
  return [
    layout.status.line,
    ...layout.subtitle,
    ...layout.name,
    layout.dateLabel,
    ...layout.date,
    layout.timeLabel,
    ...layout.time,
    layout.footer,
  ];
}
