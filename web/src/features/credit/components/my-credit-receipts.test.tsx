// @vitest-environment happy-dom
import type { MyCredit } from "@crease/core/credit";
import type { CreditReceipt } from "@crease/core/receipts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { myCreditKey } from "../api/my-credit";
import { myReceiptsKey } from "../api/my-receipts";
import { MyCreditPanel } from "./my-credit-panel";

/**
 * My credit links each top-up to its receipt (issue 45, docs/product/credit.md "The top-up's
 * receipt"): an online top-up and a desk top-up each have one; a bonus, a spend and a refund none.
 */
const TOP_UP_AT = "2026-12-05T06:30:00.123Z";
const DESK_AT = "2026-12-06T10:00:00.456Z";
const credit: MyCredit = [
  {
    ownerId: 4,
    venueNames: ["Shivaji Park Nets"],
    balance: "2700.00",
    expiresAt: null,
    entries: [
      { at: TOP_UP_AT, kind: "top_up", amount: "2000.00" },
      { at: TOP_UP_AT, kind: "bonus", amount: "200.00" },
      { at: DESK_AT, kind: "desk_top_up", amount: "500.00" },
    ],
  },
];
const receipt = (id: number, entryAt: string, method: CreditReceipt["method"]): CreditReceipt => ({
  id,
  number: `4/R2627/000${id}`,
  ownerId: 4,
  issuedAt: entryAt,
  entryAt,
  method,
  supplierName: "Ravi Kumar",
  buyerName: "Asha",
  paid: "500.00",
  credit: "500.00",
  bonus: "0.00",
  reference: "order_1",
});

function panel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(myCreditKey, credit);
  client.setQueryData(myReceiptsKey, [receipt(2, DESK_AT, "cash"), receipt(1, TOP_UP_AT, "online")]);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MyCreditPanel />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

afterEach(cleanup);
afterAll(() => showLanguage("en"));

describe("My credit's receipts", () => {
  it("links the online and the desk top-up to their receipts, and nothing else", async () => {
    await showLanguage("en");
    render(panel());
    const history = screen.getByRole("list", { name: "Credit history" });
    const links = within(history).getAllByRole("link", { name: "Receipt" });
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/api/users/me/credit/receipts/2/pdf",
      "/api/users/me/credit/receipts/1/pdf",
    ]);
  });

  it("says it in Hindi", async () => {
    await showLanguage("hi", ["screens"]);
    render(panel());
    expect(screen.getAllByRole("link", { name: "रसीद" })).toHaveLength(2);
  });
});
