// @vitest-environment happy-dom
import type { CreditReceipt } from "@crease/core/receipts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { receiptsKey } from "../api/receipts";
import { ReceiptsList } from "./receipts-list";

/** The owner's receipts of venue credit top-ups beside their invoices (issue 45), in English and Hindi. */
const receipts: CreditReceipt[] = [
  {
    id: 7,
    number: "4/R2627/0002",
    ownerId: 4,
    issuedAt: "2026-12-06T10:00:00.000Z",
    entryAt: "2026-12-06T10:00:00.000Z",
    method: "cash",
    supplierName: "Ravi Kumar",
    buyerName: "Asha Patil",
    paid: "500.00",
    credit: "500.00",
    bonus: "0.00",
    reference: "desk-12",
  },
];

function list(rows: CreditReceipt[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(receiptsKey, rows);
  return (
    <QueryClientProvider client={client}>
      <ReceiptsList />
    </QueryClientProvider>
  );
}

afterEach(cleanup);
afterAll(() => showLanguage("en"));

describe("the owner's top-up receipts", () => {
  it("lists each with its PDF", async () => {
    await showLanguage("en");
    render(list(receipts));
    expect(screen.getByRole("heading", { name: "Venue credit receipts" })).toBeTruthy();
    const link = screen.getByRole("link", { name: "Download receipt 4/R2627/0002 as PDF" });
    expect(link.getAttribute("href")).toBe("/api/credit-receipts/7/pdf");
    expect(screen.getByText(/Cash at the desk/)).toBeTruthy();
  });

  it("shows nothing without receipts, and says it in Hindi", async () => {
    render(list([]));
    expect(screen.queryByRole("heading", { name: "Venue credit receipts" })).toBeNull();
    cleanup();
    await showLanguage("hi", ["screens"]);
    render(list(receipts));
    expect(screen.getByRole("heading", { name: "वेन्यू क्रेडिट की रसीदें" })).toBeTruthy();
    expect(screen.getByText(/डेस्क पर नकद/)).toBeTruthy();
  });
});
