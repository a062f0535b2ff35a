import { z } from "zod";
import { INVOICE_REGIMES } from "../invoices";
import { wholeNumber } from "../query-fields";

/** A credit or debit note as the invoices list shows it beside its invoice. */
export const creditNoteSummarySchema = z.object({
  number: z.string().describe("502/C2627/0007 (credit note), 502/D2627/0003 (debit note), in the invoice's series"),
  date: z.string().describe("The day it was issued, IST (YYYY-MM-DD)"),
  total: z.string().describe("The refunded (credit) or added (debit) amount, rupees"),
});

/** One row of GET /api/invoices (amounts in rupees as numeric strings, dates IST). */
export const invoiceSummarySchema = z.object({
  number: z
    .string()
    .describe(
      "502/2627/0123: the owner's series (their account number), sequential per financial year (1 April to 31 March); CR/2026-27/000123 for invoices issued before 2026-11-27",
    ),
  bookingId: z.number().int(),
  date: z.string().describe("The day it was issued, IST (YYYY-MM-DD)"),
  total: z.string().describe("GST included, rupees"),
  taxable: z.string(),
  gst: z.string().describe("CGST + SGST or IGST; 0.00 on a bill of supply"),
  regime: z.enum(INVOICE_REGIMES),
  venueId: z.number().int(),
  venueName: z.string(),
  buyerName: z.string(),
  creditNotes: z
    .array(creditNoteSummarySchema)
    .describe("One per refund sent, oldest first; together never above what was paid online"),
  debitNotes: z
    .array(creditNoteSummarySchema)
    .describe("One per payment that moved the booking to a dearer slot, oldest first"),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const INVOICE_LIST_LIMIT = 500;
export const INVOICE_LIST_MESSAGE = "limit must be a whole number from 1 to 500";

export const invoiceListQuerySchema = z.object({
  limit: wholeNumber(INVOICE_LIST_MESSAGE, 1, INVOICE_LIST_LIMIT).default(200),
});
