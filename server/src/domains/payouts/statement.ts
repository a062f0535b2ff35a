import {
  formatDate,
  formatInstant,
  type Language,
  type MessageText,
  messageEnglish,
  type PayoutDetail,
  PLATFORM_FEE_PERCENT,
  slotLabel,
  todayInIst,
} from "@crease/core";
import { slotIn, translate } from "../../i18n";
import { a4Document, amount, FONT, type PdfColumn, tableHeader } from "../../lib/pdf-table";
import { csvCell } from "../bookings/csv";

/**
 * A week's payout statement, for the owner's accountant: the payout's figures and one line per
 * booking, as CSV and as PDF (docs/product/payouts.md#statements, decision 026). Money in rupees
 * with paise; dates and times IST. The PDF is in the asker's language (decision 030); the CSV's
 * words stay English, as spreadsheets and accountants' tools read them.
 */

const LINE_COLUMNS = [
  "Booking ID",
  "Date",
  "Slot",
  "Venue",
  "Booking status",
  "Paid (INR)",
  "Refund (INR)",
  "GST (INR)",
  "Fee (INR)",
  "Earnings (INR)",
  "Payout (INR)",
] as const;

const AMOUNT = /^-?\d+(\.\d+)?$/;
/** Amounts stay numbers a spreadsheet sums (a clawback's "-24.00" is no formula); any other text is csvCell's. */
const cell = (value: string | number) =>
  typeof value === "number" || AMOUNT.test(value) ? String(value) : csvCell(value);
const line = (cells: (string | number)[]) => `${cells.map(cell).join(",")}\r\n`;

const paidAtText = (p: PayoutDetail, language: Language) =>
  p.paidAt ? `${formatInstant(p.paidAt, "day-month-year", language)} ${formatInstant(p.paidAt, "time", language)}` : "";

/** What the statement says about the payout itself, before its lines, with `say`'s words. */
function summary(p: PayoutDetail, say: (text: MessageText) => string, language: Language): [string, string][] {
  const date = (d: string) => formatDate(d, "day-month-year", language);
  return [
    [say("Owner"), p.ownerName],
    [say("Payout"), `#${p.id}`],
    [say("Run (Tuesday)"), date(p.runDate)],
    [
      say("Bookings played"),
      say({ message: "{from} to {to}", values: { from: date(p.periodStart), to: date(p.periodEnd) } }),
    ],
    [say("Status"), say({ message: "{status, select, paid {Paid} other {Scheduled}}", values: { status: p.status } })],
    [say("Transfer reference"), p.reference ?? ""],
    [say("Sent to"), p.paidTo ?? ""],
    [say("Paid at (IST)"), paidAtText(p, language)],
  ];
}

/** The statement as CSV: the payout's details, a blank line, then its lines and their total. */
export function statementCsv(p: PayoutDetail): string {
  const head = summary(p, messageEnglish, "en")
    .map(([label, value]) => line([label, value]))
    .join("");
  const lines = p.bookings
    .map((b) =>
      line([
        b.bookingId,
        b.date,
        slotLabel(b.slot),
        b.venueName,
        b.bookingStatus,
        b.gross,
        b.refund,
        b.gst,
        b.fee,
        b.earnings,
        b.net,
      ]),
    )
    .join("");
  // Credit sold online: the money is the owner's, with no GST and no fee (docs/product/payouts.md).
  const topUps = (p.topUps ?? [])
    .map((t) =>
      line([
        "",
        todayInIst(new Date(t.paidAt)),
        "",
        `Venue credit top-up ${t.orderId}`,
        "",
        t.amount,
        "0.00",
        "0.00",
        "0.00",
        t.amount,
        t.amount,
      ]),
    )
    .join("");
  const total = line(["Total", "", "", "", "", p.gross, p.refunds, p.gst, p.fees, p.earnings, p.net]);
  const credit = creditFigures(p, messageEnglish)
    .map(([label, value]) => line([label, value]))
    .join("");
  return `${head}\r\n${line([...LINE_COLUMNS])}${lines}${topUps}${total}${credit ? `\r\n${credit}` : ""}`;
}

/**
 * The owner's venue credit in the payout, when there is any: sold online (its top-ups), spent on
 * its bookings (their fee is in the platform fee), and what players hold with the owner now.
 */
function creditFigures(p: PayoutDetail, say: (text: MessageText) => string): [string, string][] {
  const figures: [string, string | undefined][] = [
    [say("Venue credit sold online"), p.creditSold],
    [say("Venue credit spent on these bookings"), p.creditSpent],
    [say("Venue credit outstanding (players' balances now)"), p.creditOutstanding],
  ];
  if (figures.every(([, value]) => !value || Number(value) === 0)) return [];
  return figures.map(([label, value]) => [label, value ?? "0.00"]);
}

/** The table's columns on an A4 page (595 pt wide, 40 pt margins), their titles in `say`'s words. */
const columns = (say: (text: MessageText) => string): PdfColumn[] => [
  { title: say("Date"), x: 40, width: 62 },
  { title: say("Slot / venue"), x: 104, width: 150 },
  { title: say("Paid"), x: 256, width: 56, right: true },
  { title: say("Refund"), x: 314, width: 52, right: true },
  { title: "GST", x: 368, width: 50, right: true },
  { title: say("Fee"), x: 420, width: 46, right: true },
  { title: say("Payout"), x: 468, width: 87, right: true },
];

/** The statement as a PDF (A4, one or more pages), in `language`. */
export async function statementPdf(p: PayoutDetail, language: Language): Promise<Buffer> {
  const say = (text: MessageText) => translate(language, text);
  const { doc, done } = await a4Document(
    say({ message: "Crease payout statement #{id}", values: { id: String(p.id) } }),
  );

  doc.font(FONT.bold).fontSize(18).fillColor("#0f172a").text(say("Crease payout statement"));
  doc.moveDown(0.6).fontSize(10);
  for (const [label, value] of summary(p, say, language)) {
    if (!value) continue;
    doc.font(FONT.bold).text(`${label}: `, { continued: true }).font(FONT.regular).text(value);
  }
  doc.moveDown(0.8);
  const totals: [string, string, boolean?][] = [
    [say("Paid by players"), amount(p.gross)],
    [say("Refunds"), `-${amount(p.refunds)}`],
    [say("GST collected for you"), amount(p.gst)],
    [say("Platform fee"), `-${amount(p.fees)}`],
    [say("Earnings"), amount(p.earnings)],
    [say("Payout (earnings + GST)"), `₹${amount(p.net)}`, true],
  ];
  for (const [label, value, payout] of totals) {
    const y = doc.y;
    doc.font(payout ? FONT.bold : FONT.regular).text(label, 40, y, { width: 300 });
    doc.text(value, 340, y, { width: 215, align: "right" });
  }
  const credit = creditFigures(p, say);
  if (credit.length > 0) doc.moveDown(0.6);
  for (const [label, value] of credit) {
    const y = doc.y;
    doc.font(FONT.regular).text(label, 40, y, { width: 300 });
    doc.text(amount(value), 340, y, { width: 215, align: "right" });
  }

  doc.moveDown(1.2);
  const table = columns(say);
  const header = () => tableHeader(doc, table);
  header();
  for (const b of p.bookings) {
    if (doc.y > 760) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    const cells = [
      formatDate(b.date, "day-month-year", language),
      `${slotIn(language, b.slot)} · #${b.bookingId}\n${b.venueName}`,
      amount(b.gross),
      amount(b.refund),
      amount(b.gst),
      amount(b.fee),
      amount(b.net),
    ];
    let bottom = y;
    table.forEach((c, i) => {
      doc.text(cells[i] ?? "", c.x, y, { width: c.width, align: c.right ? "right" : "left" });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
  }
  for (const t of p.topUps ?? []) {
    if (doc.y > 760) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    const cells = [
      formatInstant(t.paidAt, "day-month-year", language),
      say("Venue credit top-up"),
      amount(t.amount),
      amount("0.00"),
      amount("0.00"),
      amount("0.00"),
      amount(t.amount),
    ];
    table.forEach((c, i) => {
      doc.text(cells[i] ?? "", c.x, y, { width: c.width, align: c.right ? "right" : "left" });
    });
    doc.y = Math.max(doc.y, y) + 4;
  }
  doc
    .moveDown(1)
    .fontSize(8)
    .fillColor("#64748b")
    .text(
      say({
        // An owner not registered for GST charged none (decision 041): no GST to collect for them.
        message:
          Number(p.gst) === 0
            ? "No GST was charged on these bookings; the platform fee is {percent}% of the price paid. Amounts in rupees (₹)."
            : "GST is collected on your behalf and paid out on its own line; the platform fee is {percent}% of the price without GST. Amounts in rupees (₹).",
        values: { percent: PLATFORM_FEE_PERCENT },
      }),
      40,
      doc.y,
      { width: 515 },
    );
  doc.end();
  return done;
}
