/**
 * The receipt of a top-up of venue credit (docs/product/credit.md, "Tax and money"; docs/product/
 * invoices.md, "Receipts"): an advance for services not yet supplied, so a receipt and not a tax
 * invoice; GST is charged on the invoice when the credit is spent. Numbered in the owner's own
 * series per financial year, as their invoices are, with the year marked `R`.
 */
import { z } from "zod";
import { financialYearLabel } from "./invoices";

/**
 * A receipt's number: `502/R2627/0001` is owner 502's first receipt of 2026-27 (16 characters up
 * to owner 99999 and 9999 receipts a year, as their notes).
 */
export function receiptNumber(series: string, financialYear: number, sequence: number): string {
  const year = financialYearLabel(financialYear).replace("-", "").slice(2);
  return `${series}/R${year}/${String(sequence).padStart(4, "0")}`;
}

export const RECEIPT_METHODS = ["online", "cash", "upi"] as const;
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number];

/** One receipt as its player and its owner list it (rupees as numeric strings). */
export const creditReceiptSchema = z.object({
  id: z.number().int(),
  number: z.string().describe("502/R2627/0001: the owner's receipt series, sequential per financial year"),
  ownerId: z.number().int(),
  issuedAt: z.string().describe("When it was issued: the instant the top-up was credited"),
  /** The instant of the credit entry it receipts (the `at` of its `top_up` or `desk_top_up` entry). */
  entryAt: z.string(),
  method: z.enum(RECEIPT_METHODS),
  supplierName: z.string(),
  buyerName: z.string(),
  paid: z.string().describe("What the player paid (no GST: an advance)"),
  credit: z.string().describe("The credit given for it: paid + bonus"),
  bonus: z.string(),
  reference: z.string().describe("The online top-up's charge (its order id), or desk-<n>: the desk's credit entry n"),
});
export type CreditReceipt = z.infer<typeof creditReceiptSchema>;
