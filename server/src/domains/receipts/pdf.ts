import {
  formatDate,
  type Language,
  type MessageText,
  paiseToRupeeString,
  receiptNumber,
  todayInIst,
} from "@crease/core";
import { translate } from "../../i18n";
import { a4Document, amount, FONT, field, totalLine } from "../../lib/pdf-table";
import type { ReceiptRecord } from "./repo";

/**
 * A top-up's receipt as an A4 PDF in the reader's language (docs/product/invoices.md, "Receipts";
 * decisions 026 and 030), drawn only from what it froze at issue, in the invoices' layout.
 */
const rupees = (paise: number) => `₹${amount(paiseToRupeeString(paise))}`;

/** The receipt's reference: the online top-up's charge, or the desk's entry and where it was taken. */
function receiptReference(receipt: ReceiptRecord, say: (text: MessageText) => string): string {
  if (receipt.chargeId) return say({ message: "Online payment {charge}", values: { charge: receipt.chargeId } });
  return say({
    message: "Front desk entry #{entry} at {venue}",
    values: { entry: String(receipt.creditEntryId), venue: receipt.venueName ?? "" },
  });
}

export async function receiptPdf(receipt: ReceiptRecord, language: Language): Promise<Buffer> {
  const say = (text: MessageText) => translate(language, text);
  const number = receiptNumber(receipt.series, receipt.financialYear, receipt.sequence);
  const { doc, done } = await a4Document(`${say("Receipt")} ${number}`);

  doc.font(FONT.bold).fontSize(18).fillColor("#0f172a").text(say("Receipt"));
  doc.moveDown(0.2).font(FONT.regular).fontSize(10).fillColor("#334155");
  doc.text(
    say(
      "Receipt — advance for services not yet supplied; no GST is charged now: GST is charged on the invoice when credit is spent",
    ),
  );
  doc.moveDown(0.4).fillColor("#0f172a");
  field(doc, say("Number"), number);
  field(doc, say("Date"), formatDate(todayInIst(new Date(receipt.issuedAt)), "day-month-year", language));
  field(doc, say("Reference"), receiptReference(receipt, say));

  doc.moveDown(0.8).font(FONT.bold).fontSize(11).text(say("Supplier"));
  doc.font(FONT.regular).fontSize(10).text(receipt.supplierName);
  if (receipt.supplierGstin) field(doc, "GSTIN", receipt.supplierGstin);

  doc.moveDown(0.6).font(FONT.bold).fontSize(11).text(say("Received from"));
  doc
    .font(FONT.regular)
    .fontSize(10)
    .text(receipt.buyerName || say("Player"));

  doc.moveDown(0.8);
  totalLine(doc, say("Amount paid"), rupees(receipt.paidPaise), true);
  totalLine(
    doc,
    say("Paid by"),
    receipt.method === "online" ? say("Online") : receipt.method === "cash" ? say("Cash") : "UPI",
  );
  totalLine(doc, say("Venue credit given"), rupees(receipt.creditPaise));
  if (receipt.bonusPaise > 0) totalLine(doc, say("of which bonus"), rupees(receipt.bonusPaise));

  doc.moveDown(1.5).fontSize(8).fillColor("#64748b");
  doc.text(
    say(
      "Venue credit is spent only at the supplier's venues, is not refunded as money and is not transferred. Issued through Crease on behalf of the supplier. Computer-generated; no signature needed. Amounts in rupees (₹).",
    ),
    40,
    doc.y,
    { width: 515 },
  );
  doc.end();
  return done;
}
