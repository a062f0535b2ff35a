import { paiseToRupeeString, slotLabel } from "@crease/core";
import { isoOf } from "../../db/rows";
import type { BookingRecord } from "./record";

/** What a venue owner's accountant reads: one booking a line, money in rupees, times in IST. */
export const EXPORT_COLUMNS = [
  "Booking ID",
  "Date",
  "Slot",
  "Venue",
  "City",
  "Player",
  "Status",
  "Payment",
  "Total (INR)",
  "Paid online (INR)",
  "Refund (INR)",
  "Refund status",
  "Created at (IST)",
] as const;

/**
 * One CSV cell. A cell a spreadsheet would run as a formula (starting with = + - @, or a tab or
 * carriage return that some programs skip first) gets a leading apostrophe (docs/SECURITY.md);
 * cells with a comma, semicolon (the separator spreadsheets use in many locales), quote or line
 * break are quoted.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: (string | number)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** "2026-01-05 18:30" in India Standard Time. */
export function istDateTime(value: unknown): string {
  const ist = new Date(new Date(isoOf(value)).getTime() + 330 * 60_000);
  return ist.toISOString().slice(0, 16).replace("T", " ");
}

export function exportLine(b: BookingRecord): string {
  return csvLine([
    b.id,
    b.date,
    slotLabel(b.slot),
    b.venueName,
    b.city,
    b.userName,
    b.status,
    b.paymentStatus,
    paiseToRupeeString(b.totalPaise),
    paiseToRupeeString(b.payNowPaise),
    paiseToRupeeString(b.refundPaise),
    b.refundStatus,
    istDateTime(b.createdAt),
  ]);
}
