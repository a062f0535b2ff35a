import { type DeskCalendar, formatDate, formatIndianMobile, slotLabel } from "@crease/core";
import { a4Document, latin, type PdfColumn, tableHeader } from "../../lib/pdf-table";
import { csvLine } from "../bookings/csv";

/** One line of the day sheet: who plays when, on which court, and what is paid or due. */
export interface DaySheetLine {
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
    .filter((b) => b.date === date && b.status !== "held")
    .sort(
      (a, b) =>
        (slotOrder.get(a.slot) ?? 99) - (slotOrder.get(b.slot) ?? 99) ||
        (courtOrder.get(a.courtId) ?? 99) - (courtOrder.get(b.courtId) ?? 99),
    )
    .map((b) => ({
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

/** Column x positions and widths on an A4 page (595 pt wide, 40 pt margins). */
const COLUMNS: PdfColumn[] = [
  { title: "Time", x: 40, width: 78 },
  { title: "Court", x: 120, width: 70 },
  { title: "Player", x: 192, width: 150 },
  { title: "Total", x: 344, width: 60, right: true },
  { title: "Paid", x: 406, width: 60, right: true },
  { title: "Due", x: 468, width: 87, right: true },
];

/** The day sheet as a PDF to print and pin at the desk (A4, one or more pages). */
export function daySheetPdf(venueName: string, date: string, lines: DaySheetLine[]): Promise<Buffer> {
  const { doc, done } = a4Document(`${venueName} day sheet ${date}`);
  doc.font("Helvetica-Bold").fontSize(18).fillColor("#0f172a").text(latin(venueName));
  doc
    .font("Helvetica")
    .fontSize(11)
    .fillColor("#475569")
    .text(`Day sheet, ${formatDate(date)}`);
  const due = lines.reduce((sum, l) => sum + Number(l.due), 0);
  doc.moveDown(0.3).text(`${lines.length} bookings · due at the venue: INR ${due.toFixed(2)}`);
  doc.moveDown(1);
  const header = () => tableHeader(doc, COLUMNS);
  header();
  if (lines.length === 0) doc.text("No bookings on this day.", 40);
  for (const l of lines) {
    if (doc.y > 760) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    const player = [l.player, l.mobile, l.addOns ? `+ ${l.addOns}` : "", `#${l.bookingId} · ${l.source}`]
      .filter(Boolean)
      .join("\n");
    const cells = [l.time, l.court, player, l.amount, l.paid, Number(l.due) > 0 ? l.due : "Paid"];
    let bottom = y;
    COLUMNS.forEach((c, i) => {
      doc.font(i === 5 && Number(l.due) > 0 ? "Helvetica-Bold" : "Helvetica");
      doc.text(latin(cells[i] ?? ""), c.x, y, { width: c.width, align: c.right ? "right" : "left" });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 6;
  }
  doc.end();
  return done;
}
