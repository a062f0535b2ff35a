import {
  formatDate,
  INVOICE_GST_PERCENT,
  invoiceNumber,
  type Language,
  type MessageText,
  paiseToRupeeString,
  todayInIst,
} from "@crease/core";
import { slotIn, translate } from "../../i18n";
import { a4Document, amount, FONT, field, totalLine } from "../../lib/pdf-table";
import type { CreditNoteRecord, DebitNoteRecord, InvoiceRecord } from "./repo";

/**
 * An invoice or a credit note as an A4 PDF in the reader's language (docs/product/invoices.md,
 * decisions 030 and 033): drawn only from what the invoice froze at issue, so it reads the same
 * whenever it is downloaded. Amounts as "₹1,18,000.00" (Indian grouping, always paise).
 */

const rupees = (paise: number) => `₹${amount(paiseToRupeeString(paise))}`;
const HALF_RATE = INVOICE_GST_PERCENT / 2;

type Say = (text: MessageText) => string;

/** A note against the invoice: a refund's credit note, or a dearer move's debit note. */
export type InvoiceNote =
  | { kind: "credit_note"; note: CreditNoteRecord }
  | { kind: "debit_note"; note: DebitNoteRecord };

function titleOf(invoice: InvoiceRecord, note: InvoiceNote | null, say: Say): string {
  if (note) return note.kind === "credit_note" ? say("Credit note") : say("Debit note");
  return invoice.regime === "unregistered" ? say("Bill of supply") : say("Tax invoice");
}

const numberOf = (invoice: InvoiceRecord, note: InvoiceNote | null) =>
  note
    ? invoiceNumber(note.kind, note.note.series, note.note.financialYear, note.note.sequence)
    : invoiceNumber("invoice", invoice.series, invoice.financialYear, invoice.sequence);

/**
 * The invoice (`notes` null) or notes against it, one page each (a booking refunded twice, a
 * cheaper reschedule then a cancellation, has two credit notes), as PDF bytes.
 */
export async function invoicePdf(
  invoice: InvoiceRecord,
  notes: InvoiceNote[] | null,
  language: Language,
): Promise<Buffer> {
  const say: Say = (text) => translate(language, text);
  const pages = notes ?? [null];
  const first = pages[0] ?? null;
  const { doc, done } = await a4Document(`${titleOf(invoice, first, say)} ${numberOf(invoice, first)}`);
  pages.forEach((note, index) => {
    if (index > 0) doc.addPage();
    drawPage(doc, invoice, note, language);
  });
  doc.end();
  return done;
}

/** One invoice or note, on the document's current page. */
function drawPage(doc: PDFKit.PDFDocument, invoice: InvoiceRecord, note: InvoiceNote | null, language: Language) {
  const say: Say = (text) => translate(language, text);
  const creditNote = note?.kind === "credit_note" ? note.note : null;
  const debitNote = note?.kind === "debit_note" ? note.note : null;
  const number = numberOf(invoice, note);
  const invoiceNo = invoiceNumber("invoice", invoice.series, invoice.financialYear, invoice.sequence);
  const day = (instant: string) => formatDate(todayInIst(new Date(instant)), "day-month-year", language);
  const amounts = note?.note ?? invoice;
  const title = titleOf(invoice, note, say);

  doc.font(FONT.bold).fontSize(18).fillColor("#0f172a").text(title);
  doc.moveDown(0.4).fontSize(10);
  field(doc, say("Number"), number);
  field(doc, say("Date"), day(note?.note.issuedAt ?? invoice.issuedAt));
  if (note) {
    field(
      doc,
      say("Against invoice"),
      say({ message: "{number} of {date}", values: { number: invoiceNo, date: day(invoice.issuedAt) } }),
    );
  }

  doc.moveDown(0.8).font(FONT.bold).fontSize(11).text(say("Supplier"));
  doc.font(FONT.regular).fontSize(10).text(invoice.supplierName);
  if (invoice.supplierTradeName !== invoice.supplierName) {
    doc.text(say({ message: "Trading as {name}", values: { name: invoice.supplierTradeName } }));
  }
  doc.text(invoice.supplierAddress);
  if (invoice.supplierGstin) field(doc, "GSTIN", invoice.supplierGstin);
  else doc.text(say("Not registered under GST"));

  doc.moveDown(0.6).font(FONT.bold).fontSize(11).text(say("Billed to"));
  doc
    .font(FONT.regular)
    .fontSize(10)
    .text(invoice.buyerName || say("Player"));
  const place = invoice.placeOfSupplyCode
    ? `${invoice.placeOfSupply} (${invoice.placeOfSupplyCode})`
    : invoice.placeOfSupply;
  field(doc, say("Place of supply"), place);

  doc.moveDown(0.8);
  const head = doc.y;
  doc.font(FONT.bold).fontSize(9).fillColor("#475569");
  doc.text(say("Description"), 40, head, { width: 300 });
  doc.text("SAC", 345, head, { width: 60 });
  doc.text(say("Taxable value"), 410, head, { width: 145, align: "right" });
  doc
    .moveTo(40, doc.y + 2)
    .lineTo(555, doc.y + 2)
    .strokeColor("#cbd5e1")
    .stroke();
  doc.moveDown(0.4).fillColor("#0f172a").font(FONT.regular).fontSize(10);
  const row = doc.y;
  // A debit note names the slot the booking moved to; the invoice and its refunds, the one sold.
  const played = debitNote ?? invoice;
  const description = [
    say({ message: "Cricket venue booking #{id}", values: { id: String(invoice.bookingId) } }),
    [invoice.supplierTradeName, played.courtName].filter(Boolean).join(" · "),
    `${formatDate(played.serviceDate, "day-month-year", language)} · ${slotIn(language, played.slot)}`,
  ];
  if (creditNote) description.push(say("Refund of the booking's payment"));
  if (debitNote) description.push(say("Difference paid to move the booking to a dearer slot"));
  doc.text(description.join("\n"), 40, row, { width: 300 });
  const bottom = doc.y;
  doc.text(invoice.sac, 345, row, { width: 60 });
  doc.text(rupees(amounts.taxablePaise), 410, row, { width: 145, align: "right" });
  doc.y = Math.max(bottom, doc.y) + 8;

  // Venue credit's bonus is a discount at redemption (docs/product/credit.md): the price, less it.
  if (!note && invoice.bonusDiscountPaise > 0) {
    totalLine(doc, say("Price"), rupees(amounts.taxablePaise + invoice.bonusDiscountPaise));
    totalLine(doc, say("Discount (credit bonus)"), rupees(invoice.bonusDiscountPaise));
  }
  totalLine(doc, say("Taxable value"), rupees(amounts.taxablePaise));
  if (invoice.regime === "intra_state") {
    totalLine(doc, `CGST ${HALF_RATE}%`, rupees(amounts.cgstPaise));
    totalLine(doc, `SGST ${HALF_RATE}%`, rupees(amounts.sgstPaise));
  } else if (invoice.regime === "inter_state") {
    totalLine(doc, `IGST ${INVOICE_GST_PERCENT}%`, rupees(amounts.igstPaise));
  }
  totalLine(doc, creditNote ? say("Total refunded") : say("Total"), rupees(amounts.totalPaise), true);
  // How it was paid, when not all online: online, from venue credit, the rest at the venue.
  const credit = invoice.paidWithCreditPaise;
  if (!note && (credit > 0 || invoice.paidOnlinePaise < invoice.totalPaise)) {
    if (invoice.paidOnlinePaise > 0) totalLine(doc, say("Paid online"), rupees(invoice.paidOnlinePaise));
    if (credit > 0) totalLine(doc, say("Paid with venue credit"), rupees(credit));
    const due = invoice.totalPaise - invoice.paidOnlinePaise - credit;
    if (due > 0) totalLine(doc, say("Due at the venue"), rupees(due));
  }

  doc.moveDown(1.5).fontSize(8).fillColor("#64748b");
  const taxNote =
    invoice.regime !== "unregistered"
      ? say("Prices include GST. Reverse charge: No.")
      : note
        ? say("The supplier is not registered under GST, so this note shows no GST.")
        : say("The supplier is not registered under GST, so this is a bill of supply and shows no GST.");
  const issuedBy = say(
    "Issued through Crease on behalf of the supplier. Computer-generated; no signature needed. Amounts in rupees (₹).",
  );
  doc.text(`${taxNote}\n${issuedBy}`, 40, doc.y, { width: 515 });
}
