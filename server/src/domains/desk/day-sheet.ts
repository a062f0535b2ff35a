import {
  type DaySheet,
  type DaySheetPayment,
  formatDate,
  formatIndianMobile,
  formatRupees,
  type Language,
  type MessageText,
  slotLabel,
} from "@crease/core";
import { slotIn, translate } from "../../i18n";
import { a4Document, amount, FONT, type PdfColumn, tableHeader } from "../../lib/pdf-table";
import { csvLine } from "../bookings/csv";

/** The ten digits the desk dials ("98765 43210"): a leading "+" would read as a formula in a spreadsheet. */
const dialled = (mobile: string | null) => (mobile ? formatIndianMobile(mobile).replace(/^\+91\s*/, "") : "");

const HEADER = [
  "Time",
  "Court",
  "Player",
  "Mobile",
  "Booked",
  "Payment",
  "Add-ons",
  "Total (INR)",
  "Paid (INR)",
  "Due (INR)",
  "Booking ID",
];

/**
 * The day sheet as CSV, for a spreadsheet: one line per game with its `payment` word and the
 * player's mobile, then one line per method with its total (in the Total column), then the blocked
 * slots. Cells that would run as formulas are defused (csvLine); titles stay English.
 */
export function daySheetCsv(sheet: DaySheet): string {
  const empty = (n: number) => Array.from({ length: n }, () => "");
  return (
    csvLine([`${sheet.venueName}: day sheet for ${formatDate(sheet.date, "day-month-year")}`]) +
    csvLine(HEADER) +
    sheet.lines
      .map((l) =>
        csvLine([
          slotLabel(l.slot),
          l.court,
          l.player,
          dialled(l.mobile),
          l.source === "desk" ? "Desk" : "Online",
          l.payment,
          l.addOns.join(", "),
          l.amount,
          l.paid,
          l.due,
          l.bookingId,
        ]),
      )
      .join("") +
    sheet.totals.map((t) => csvLine(["Total", ...empty(4), t.payment, "", t.amount, ...empty(3)])).join("") +
    sheet.blocks.map((b) => csvLine([slotLabel(b.slot), b.court ?? "All courts", `Blocked: ${b.reason}`])).join("")
  );
}

/** A payment word in the reader's language (the PDF); the CSV keeps the contract's English words. */
const PAYMENT_WORDS: Record<DaySheetPayment, string> = {
  online: "Online",
  cash: "Cash",
  upi: "UPI",
  credit: "Venue credit",
  due: "Due",
};

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
export async function daySheetPdf(sheet: DaySheet, language: Language): Promise<Buffer> {
  const { venueName, date, lines } = sheet;
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
  const due = sheet.totals.find((t) => t.payment === "due")?.amount ?? "0";
  doc.moveDown(0.3).text(
    say({
      message: "{count, plural, one {# booking} other {# bookings}} · due at the venue: {amount}",
      values: { count: lines.length, amount: formatRupees(Number(due)) },
    }),
  );
  // The cash drawer: what each method took that day.
  doc.text(
    sheet.totals
      .filter((t) => t.payment !== "due")
      .map((t) => `${say(PAYMENT_WORDS[t.payment])}: ${formatRupees(Number(t.amount))}`)
      .join(" · "),
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
    const source = l.source === "desk" ? say("Desk") : say("Online");
    const player = [
      l.player,
      dialled(l.mobile),
      l.addOns.length ? `+ ${l.addOns.join(", ")}` : "",
      `#${l.bookingId} · ${source} · ${say(PAYMENT_WORDS[l.payment])}`,
    ]
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
  if (sheet.blocks.length > 0) {
    doc.moveDown(1).font(FONT.bold).text(say("Blocked slots"), 40);
    doc.font(FONT.regular);
    for (const b of sheet.blocks)
      doc.text(`${slotIn(language, b.slot)} · ${b.court ?? say("All courts")} · ${b.reason}`, 40);
  }
  doc.end();
  return done;
}
