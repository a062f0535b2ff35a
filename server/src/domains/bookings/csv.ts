import { paiseToRupeeString, slotLabel } from "@crease/core";
import { isoOf } from "../../db/rows";
import type { BookingRow } from "./repo";

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
 * cells with a comma, quote or line break are quoted.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: (string | number)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** "2026-01-05 18:30" in India Standard Time. */
export function istDateTime(value: unknown): string {
  const ist = new Date(new Date(isoOf(value)).getTime() + 330 * 60_000);
  return ist.toISOString().slice(0, 16).replace("T", " ");
}

export function exportLine(row: BookingRow): string {
  const paid = Number(row.pay_now_paise);
  return csvLine([
    row.id,
    row.date,
    slotLabel(row.slot),
    row.venue_name,
    row.city,
    row.user_name,
    row.status,
    row.payment_status,
    paiseToRupeeString(Number(row.total_paise)),
    paiseToRupeeString(paid),
    paiseToRupeeString(Number(row.refund_paise)),
    row.refund_status,
    istDateTime(row.created_at),
  ]);
}
