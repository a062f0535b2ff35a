import { formatDate, formatInstant, type PayoutDetail, PLATFORM_FEE_PERCENT, slotLabel } from "@crease/core";
import { a4Document, latin, type PdfColumn, tableHeader } from "../../lib/pdf-table";
import { csvCell } from "../bookings/csv";

/**
 * A week's payout statement, for the owner's accountant: the payout's figures and one line per
 * booking, as CSV and as PDF (docs/product/payouts.md#statements, decision 026). Money in rupees
 * with paise; dates and times IST. English: the PDF's built-in fonts have no Devanagari.
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

const paidAtText = (p: PayoutDetail) =>
  p.paidAt ? `${formatInstant(p.paidAt, "day-month-year")} ${formatInstant(p.paidAt, "time")}` : "";

/** What the statement says about the payout itself, before its lines. */
function summary(p: PayoutDetail): [string, string][] {
  return [
    ["Owner", p.ownerName],
    ["Payout", `#${p.id}`],
    ["Run (Tuesday)", formatDate(p.runDate, "day-month-year")],
    [
      "Bookings played",
      `${formatDate(p.periodStart, "day-month-year")} to ${formatDate(p.periodEnd, "day-month-year")}`,
    ],
    ["Status", p.status === "paid" ? "Paid" : "Scheduled"],
    ["Transfer reference", p.reference ?? ""],
    ["Sent to", p.paidTo ?? ""],
    ["Paid at (IST)", paidAtText(p)],
  ];
}

/** The statement as CSV: the payout's details, a blank line, then its lines and their total. */
export function statementCsv(p: PayoutDetail): string {
  const head = summary(p)
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
  const total = line(["Total", "", "", "", "", p.gross, p.refunds, p.gst, p.fees, p.earnings, p.net]);
  return `${head}\r\n${line([...LINE_COLUMNS])}${lines}${total}`;
}

/** "1,32,000.00": Indian grouping, always paise (the PDF's fonts have no ₹). */
const inr = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (rupees: string) => inr.format(Number(rupees));

/** Column x positions and widths on an A4 page (595 pt wide, 40 pt margins). */
const COLUMNS: PdfColumn[] = [
  { title: "Date", x: 40, width: 62 },
  { title: "Slot / venue", x: 104, width: 150 },
  { title: "Paid", x: 256, width: 56, right: true },
  { title: "Refund", x: 314, width: 52, right: true },
  { title: "GST", x: 368, width: 50, right: true },
  { title: "Fee", x: 420, width: 46, right: true },
  { title: "Payout", x: 468, width: 87, right: true },
];

/** The statement as a PDF (A4, one or more pages). */
export function statementPdf(p: PayoutDetail): Promise<Buffer> {
  const { doc, done } = a4Document(`Crease payout statement #${p.id}`);

  doc.font("Helvetica-Bold").fontSize(18).fillColor("#0f172a").text("Crease payout statement");
  doc.moveDown(0.6).fontSize(10);
  for (const [label, value] of summary(p)) {
    if (!value) continue;
    doc.font("Helvetica-Bold").text(`${label}: `, { continued: true }).font("Helvetica").text(latin(value));
  }
  doc.moveDown(0.8);
  const totals: [string, string][] = [
    ["Paid by players", money(p.gross)],
    ["Refunds", `-${money(p.refunds)}`],
    ["GST collected for you", money(p.gst)],
    ["Platform fee", `-${money(p.fees)}`],
    ["Earnings", money(p.earnings)],
    ["Payout (earnings + GST)", `INR ${money(p.net)}`],
  ];
  for (const [label, value] of totals) {
    const y = doc.y;
    doc.font(label.startsWith("Payout") ? "Helvetica-Bold" : "Helvetica").text(label, 40, y, { width: 300 });
    doc.text(value, 340, y, { width: 215, align: "right" });
  }

  doc.moveDown(1.2);
  const header = () => tableHeader(doc, COLUMNS);
  header();
  for (const b of p.bookings) {
    if (doc.y > 760) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    const cells = [
      formatDate(b.date, "day-month-year"),
      latin(`${slotLabel(b.slot)} · #${b.bookingId}\n${b.venueName}`),
      money(b.gross),
      money(b.refund),
      money(b.gst),
      money(b.fee),
      money(b.net),
    ];
    let bottom = y;
    COLUMNS.forEach((c, i) => {
      doc.text(cells[i] ?? "", c.x, y, { width: c.width, align: c.right ? "right" : "left" });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
  }
  doc
    .moveDown(1)
    .fontSize(8)
    .fillColor("#64748b")
    .text(
      `GST is collected on your behalf and paid out on its own line; the platform fee is ${PLATFORM_FEE_PERCENT}% of the price without GST. Amounts in INR.`,
      40,
      doc.y,
      { width: 515 },
    );
  doc.end();
  return done;
}
