import {
  type InvoiceSummary,
  invoiceNumber,
  type Language,
  mayReadInvoice,
  notFound,
  paiseToRupeeString,
  todayInIst,
  type User,
} from "@crease/core";
import type { Db } from "../../db/client";
import { assertCan } from "../../lib/authorize";
import { invoicePdf } from "./pdf";
import { type CreditNoteRecord, type InvoiceRecord, invoicesRepo } from "./repo";

const BOOKING_NOT_FOUND = "Booking not found";

const noteSummary = (kind: "credit_note" | "debit_note", note: CreditNoteRecord) => ({
  number: invoiceNumber(kind, note.series, note.financialYear, note.sequence),
  date: todayInIst(new Date(note.issuedAt)),
  total: paiseToRupeeString(note.totalPaise),
});

const summaryOf = (i: InvoiceRecord): InvoiceSummary => ({
  number: invoiceNumber("invoice", i.series, i.financialYear, i.sequence),
  bookingId: i.bookingId,
  date: todayInIst(new Date(i.issuedAt)),
  total: paiseToRupeeString(i.totalPaise),
  taxable: paiseToRupeeString(i.taxablePaise),
  gst: paiseToRupeeString(i.cgstPaise + i.sgstPaise + i.igstPaise),
  regime: i.regime,
  venueId: i.venueId,
  venueName: i.supplierTradeName,
  buyerName: i.buyerName,
  creditNotes: i.creditNotes.map((note) => noteSummary("credit_note", note)),
  debitNotes: i.debitNotes.map((note) => noteSummary("debit_note", note)),
});

/**
 * Invoices and credit notes (docs/product/invoices.md): who may read them, the owner's and the
 * admin's list, and their PDFs. They are issued by the bookings and refunds domains' moves
 * (issue.ts, repo.ts), never here.
 */
export function createInvoicesService(deps: { db: Db }) {
  const repo = invoicesRepo(deps.db);

  /** The booking's invoice if the actor may read it; the same 404 as a missing booking otherwise. */
  async function readable(actor: User, bookingId: number): Promise<InvoiceRecord> {
    const booking = await repo.partiesOf(bookingId);
    if (!booking || !mayReadInvoice(actor, booking)) throw notFound(BOOKING_NOT_FOUND);
    const invoice = await repo.byBooking(bookingId);
    if (!invoice) {
      throw notFound(
        "This booking has no invoice yet: an invoice is issued when a payment made online or with venue credit confirms the booking.",
      );
    }
    return invoice;
  }

  return {
    /** `GET /api/invoices`: an owner's (their venues'), or every one for an admin; newest first. */
    async list(actor: User, limit: number): Promise<InvoiceSummary[]> {
      assertCan(actor, "invoice.list");
      const rows = await repo.list(actor.role === "admin" ? null : actor.id, limit);
      return rows.map(summaryOf);
    },

    /** The invoice's PDF and its file name. */
    async invoicePdf(actor: User, bookingId: number, language: Language) {
      const invoice = await readable(actor, bookingId);
      const number = invoiceNumber("invoice", invoice.series, invoice.financialYear, invoice.sequence);
      return { pdf: await invoicePdf(invoice, null, language), fileName: `${number.replaceAll("/", "-")}.pdf` };
    },

    /** The booking's credit notes, one page each, and the file name (the first note's number). */
    async creditNotePdf(actor: User, bookingId: number, language: Language) {
      const invoice = await readable(actor, bookingId);
      const [first] = invoice.creditNotes;
      if (!first) {
        throw notFound("This booking has no credit note: one is issued once its refund has been sent.");
      }
      const number = invoiceNumber("credit_note", first.series, first.financialYear, first.sequence);
      return {
        pdf: await invoicePdf(
          invoice,
          invoice.creditNotes.map((note) => ({ kind: "credit_note", note })),
          language,
        ),
        fileName: `${number.replaceAll("/", "-")}.pdf`,
      };
    },

    /** The booking's debit notes (dearer moves), one page each, and the file name (the first's number). */
    async debitNotePdf(actor: User, bookingId: number, language: Language) {
      const invoice = await readable(actor, bookingId);
      const [first] = invoice.debitNotes;
      if (!first) {
        throw notFound("This booking has no debit note: one is issued when a move to a dearer slot is paid.");
      }
      const number = invoiceNumber("debit_note", first.series, first.financialYear, first.sequence);
      return {
        pdf: await invoicePdf(
          invoice,
          invoice.debitNotes.map((note) => ({ kind: "debit_note", note })),
          language,
        ),
        fileName: `${number.replaceAll("/", "-")}.pdf`,
      };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
