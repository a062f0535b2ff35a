// @vitest-environment happy-dom
import type { InvoiceSummary } from "@crease/core/contracts/invoices";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { englishLeft } from "@/testing/english-left";
import { invoicesQueryOptions } from "../api/invoices";
import { InvoicesPanel } from "./invoices-panel";

/**
 * The owner's and the admin's Invoices list in Hindi (docs/product/invoices.md): each invoice
 * with its number, kind, amount and downloads; a refunded one with its credit note. What people
 * wrote (the venue's and the player's names) and the numbers may stay in Latin letters.
 */
const LATIN_ALLOWED = new Set(["GST", "CGST", "SGST", "IGST", "PDF", "CR", "CN"]);
const THEIRS = ["Shivaji Park Ground", "Priya Sharma"];
const english = () => englishLeft(THEIRS, LATIN_ALLOWED);

const refunded: InvoiceSummary = {
  number: "CR/2026-27/000124",
  bookingId: 42,
  date: "2026-11-26",
  total: "9440.00",
  taxable: "8000.00",
  gst: "1440.00",
  regime: "intra_state",
  venueId: 7,
  venueName: "Shivaji Park Ground",
  buyerName: "Priya Sharma",
  creditNotes: [{ number: "CR/CN/2026-27/000007", date: "2026-11-27", total: "9440.00" }],
  debitNotes: [],
};
const billOfSupply: InvoiceSummary = {
  ...refunded,
  number: "CR/2026-27/000123",
  bookingId: 41,
  taxable: "9440.00",
  gst: "0.00",
  regime: "unregistered",
  creditNotes: [],
  debitNotes: [],
};

function withInvoices(list: InvoiceSummary[], children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(invoicesQueryOptions().queryKey, list);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeAll(() => showLanguage("hi", ["screens"]));
afterAll(() => showLanguage("en"));
afterEach(cleanup);

describe("the Invoices list in Hindi", () => {
  it("lists each invoice with its kind, amount, credit note and downloads", () => {
    render(withInvoices([refunded, billOfSupply], <InvoicesPanel />));
    expect(screen.getByRole("heading", { name: "इनवॉइस" })).toBeTruthy();
    expect(screen.getAllByText("CR/2026-27/000124").length).toBeGreaterThan(0);
    expect(screen.getAllByText(/आपूर्ति का बिल/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/क्रेडिट नोट CR\/CN\/2026-27\/000007: −₹9,440/).length).toBeGreaterThan(0);
    const links = [...document.querySelectorAll("a[download]")].map((a) => a.getAttribute("href"));
    expect(links).toEqual(
      expect.arrayContaining([
        "/api/bookings/42/invoice.pdf",
        "/api/bookings/42/credit-note.pdf",
        "/api/bookings/41/invoice.pdf",
      ]),
    );
    expect(links).not.toContain("/api/bookings/41/credit-note.pdf");
    expect(english()).toEqual([]);
  });

  it("says in Hindi when there are none yet", () => {
    render(withInvoices([], <InvoicesPanel />));
    expect(screen.getByText("अभी कोई इनवॉइस नहीं")).toBeTruthy();
    expect(english()).toEqual([]);
  });
});
