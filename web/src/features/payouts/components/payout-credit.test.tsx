// @vitest-environment happy-dom
import type { PayoutDetail } from "@crease/core/payouts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { payoutQueryOptions } from "../api/get-payout";
import { PayoutDetailsDialog } from "./payout-dialogs";

/**
 * Venue credit in an owner's payout (issue 45, docs/product/payouts.md "Venue credit"): the
 * payout's dialog lists its online top-ups beside its bookings and says credit sold, spent and
 * outstanding, in English and Hindi.
 */
const payout: PayoutDetail = {
  id: 9,
  ownerId: 4,
  ownerName: "Ravi Kumar",
  ownerEmail: "ravi@crease.demo",
  runDate: "2026-11-24",
  periodStart: "2026-11-17",
  periodEnd: "2026-11-23",
  gross: "2680.00",
  refunds: "0.00",
  gst: "103.73",
  fees: "160.00",
  earnings: "2416.27",
  net: "2520.00",
  bookingCount: 2,
  status: "scheduled",
  reference: null,
  paidAt: null,
  paidTo: null,
  heldUntil: null,
  createdAt: "2026-11-24T03:00:00.000Z",
  bookings: [],
  topUps: [{ orderId: "order_top_1", paidAt: "2026-11-21T06:30:00.000Z", amount: "2000.00" }],
  creditSold: "2000.00",
  creditSpent: "1680.00",
  creditOutstanding: "4520.00",
};

function dialogOf(detail: PayoutDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(payoutQueryOptions(detail.id).queryKey, detail);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PayoutDetailsDialog payoutId={detail.id} onOpenChange={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

afterEach(cleanup);
afterAll(() => showLanguage("en"));

describe("venue credit in a payout", () => {
  it("shows credit sold, spent and outstanding, and the top-up's line", () => {
    render(dialogOf(payout));
    expect(screen.getByText("Venue credit sold online")).toBeTruthy();
    expect(screen.getByText(/^₹1,680(\.00)?$/)).toBeTruthy();
    expect(screen.getByText(/^₹4,520(\.00)?$/)).toBeTruthy();
    expect(screen.getByText("Venue credit top-up")).toBeTruthy();
    expect(screen.getAllByText(/^₹2,000(\.00)?$/).length).toBeGreaterThanOrEqual(3);
  });

  it("says it in Hindi", async () => {
    await showLanguage("hi", ["screens"]);
    render(dialogOf(payout));
    expect(screen.getByText("ऑनलाइन बिका वेन्यू क्रेडिट")).toBeTruthy();
    expect(screen.getByText("खिलाड़ियों के पास अभी आपका वेन्यू क्रेडिट")).toBeTruthy();
    expect(screen.getByText("वेन्यू क्रेडिट टॉप-अप")).toBeTruthy();
  });

  it("says nothing of credit to an owner without any", async () => {
    await showLanguage("en");
    const { creditSold, creditSpent, creditOutstanding, topUps, ...plain } = payout;
    render(dialogOf(plain));
    expect(screen.queryByText("Venue credit sold online")).toBeNull();
  });
});
