import {
  type DeskCalendar,
  formatDate,
  formatIndianMobile,
  formatRupees,
  isHeld,
  type Language,
  type MessageText,
  slotLabel,
} from "@crease/core";
import { slotIn, translate } from "../../i18n";
import { a4Document, amount, FONT, type PdfColumn, tableHeader } from "../../lib/pdf-table";
import { csvLine } from "../bookings/csv";

/** One line of the day sheet: who plays when, on which court, and what is paid or due. */
export interface DaySheetLine {
  /** The booked slot ("morning", "18:00-19:00"); `time` is its English label, as the CSV writes it. */
  slot: string;
  time: string;
  court: string;
  player: string;
  mobile: string;
  source: string;
  addOns: string;
  amount: string;
  paid: string;
  due: string;
  bookingId: number;
}

/** The day's bookings in time order, then court order (holds left out: they are not games yet). */
export function daySheetLines(calendar: DeskCalendar, date: string): DaySheetLine[] {
  const courtOrder = new Map(calendar.courts.map((c, i) => [c.id, i]));
  const slotOrder = new Map((calendar.days.find((d) => d.date === date)?.slots ?? []).map((s, i) => [s.slot, i]));
  return calendar.bookings
    .filter((b) => b.date === date && !isHeld(b))
    .sort(
      (a, b) =>
        (slotOrder.get(a.slot) ?? 99) - (slotOrder.get(b.slot) ?? 99) ||
        (courtOrder.get(a.courtId) ?? 99) - (courtOrder.get(b.courtId) ?? 99),
    )
    .map((b) => ({
      slot: b.slot,
      time: slotLabel(b.slot),
      court: calendar.courts.find((c) => c.id === b.courtId)?.name ?? "",
      player: b.playerName,
      // The ten digits the desk dials ("98765 43210"): a leading "+" would read as a formula in a spreadsheet.
      mobile: b.playerPhone ? formatIndianMobile(b.playerPhone).replace(/^\+91\s*/, "") : "",
      source: b.source === "desk" ? "Desk" : "Online",
      addOns: b.addOns.join(", "),
      amount: b.amount,
      paid: (Number(b.paidOnline) + Number(b.paidAtVenue)).toFixed(2),
      due: b.due,
      bookingId: b.id,
    }));
}

const HEADER = [
  "Time",
  "Court",
  "Player",
  "Mobile",
  "Booked",
  "Add-ons",
  "Total (INR)",
  "Paid (INR)",
  "Due (INR)",
  "Booking ID",
];

/** The day sheet as CSV, for a spreadsheet; cells that would run as formulas are defused (csvLine). */
export function daySheetCsv(venueName: string, date: string, lines: DaySheetLine[]): string {
  const due = lines.reduce((sum, l) => sum + Number(l.due), 0);
  return (
    csvLine([`${venueName}: day sheet for ${formatDate(date, "day-month-year")}`]) +
    csvLine(HEADER) +
    lines
      .map((l) =>
        csvLine([l.time, l.court, l.player, l.mobile, l.source, l.addOns, l.amount, l.paid, l.due, l.bookingId]),
      )
      .join("") +
    csvLine(["Due at the venue", "", "", "", "", "", "", "", due.toFixed(2), ""])
  );
}

/** "Morning" over "6 AM – 10 AM": a ground slot's name and its hours on two lines of a narrow column. */
const slotCell = (language: Language, slot: string) => slotIn(language, slot).replace(/ \((.*)\)$/, "\n$1");

/** The table's columns on an A4 page (595 pt wide, 40 pt margins), their titles in `say`'s words. */
const columns = (say: (text: MessageText) => string): PdfColumn[] => [
  { title: say("Time"), x: 40, width: 78 },
  { title: say("Court"), x: 120, width: 70 },
  { title: say("Player"), x: 192, width: 150 },
  { title: say("Total"), x: 344, width: 60, right: true },
  { title: say("Paid"), x: 406, width: 60, right: true },
  { title: say("Due"), x: 468, width: 87, right: true },
];

/** The day sheet as a PDF to print and pin at the desk (A4, one or more pages), in `language`. */
export async function daySheetPdf(
  venueName: string,
  date: string,
  lines: DaySheetLine[],
  language: Language,
): Promise<Buffer> {
  const say = (text: MessageText) => translate(language, text);
  const { doc, done } = await a4Document(
    say({ message: "{venue} day sheet {date}", values: { venue: venueName, date } }),
  );
  doc.font(FONT.bold).fontSize(18).fillColor("#0f172a").text(venueName);
  doc
    .font(FONT.regular)
    .fontSize(11)
    .fillColor("#475569")
    .text(say({ message: "Day sheet, {date}", values: { date: { date } } }));
  const due = lines.reduce((sum, l) => sum + Number(l.due), 0);
  doc.moveDown(0.3).text(
    say({
      message: "{count, plural, one {# booking} other {# bookings}} · due at the venue: {amount}",
      values: { count: lines.length, amount: formatRupees(due) },
    }),
  );
  doc.moveDown(1);
  const table = columns(say);
  const header = () => tableHeader(doc, table);
  header();
  if (lines.length === 0) doc.text(say("No bookings on this day."), 40);
  for (const l of lines) {
    if (doc.y > 760) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    const source = l.source === "Desk" ? say("Desk") : say("Online");
    const player = [l.player, l.mobile, l.addOns ? `+ ${l.addOns}` : "", `#${l.bookingId} · ${source}`]
      .filter(Boolean)
      .join("\n");
    const owing = Number(l.due) > 0;
    // Nothing due reads "Paid" (भुगतान हो गया); "Paid" alone is the column's title (भुगतान).
    const dueCell = say({
      message: "{due, select, none {Paid} other {{due}}}",
      values: { due: owing ? amount(l.due) : "none" },
    });
    const cells = [slotCell(language, l.slot), l.court, player, amount(l.amount), amount(l.paid), dueCell];
    let bottom = y;
    table.forEach((c, i) => {
      doc.font(i === 5 && owing ? FONT.bold : FONT.regular);
      doc.text(cells[i] ?? "", c.x, y, { width: c.width, align: c.right ? "right" : "left" });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 6;
  }
  doc.end();
  return done;
}
