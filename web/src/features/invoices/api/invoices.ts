import type { InvoiceSummary } from "@crease/core/contracts/invoices";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** GET /api/invoices: an owner's venues' invoices (every one for an admin), newest first, each with its credit and debit notes. */
export function getInvoices(signal?: AbortSignal): Promise<InvoiceSummary[]> {
  return data(api.GET("/api/invoices", { params: { query: { limit: 200 } }, signal }));
}

export const invoicesKey = ["invoices"] as const;

export function invoicesQueryOptions() {
  return queryOptions({ queryKey: invoicesKey, queryFn: ({ signal }) => getInvoices(signal) });
}

export function useInvoices() {
  return useQuery(invoicesQueryOptions());
}

export type InvoiceFile = "invoice" | "credit-note" | "debit-note";

/** A booking's invoice, credit notes or debit notes as PDF (the browser downloads it, in the reader's language). */
export function invoiceFileUrl(bookingId: number, kind: InvoiceFile): string {
  return `/api/bookings/${bookingId}/${kind}.pdf`;
}
