// @vitest-environment happy-dom
import type { PayoutList, UpcomingPayout } from "@crease/core/payouts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { payoutsQueryOptions } from "../api/get-payouts";
import { payoutAccountKey } from "../api/payout-account";
import { OwnerPayoutsPanel } from "./owner-payouts-panel";

/**
 * The next payout on the owner's Payouts tab counts the online top-ups of venue credit it pays
 * (issue 45): the card says how much of it is credit sold, and its dialog lists each top-up beside
 * the bookings, in English and Hindi. Here only a top-up and a booking paid wholly with credit.
 */
const upcoming: UpcomingPayout = {
  nextRunDate: "2026-12-08",
  periodEnd: "2026-12-07",
  gross: "2000.00",
  refunds: "0.00",
  gst: "0.00",
  fees: "80.00",
  earnings: "1920.00",
  net: "1920.00",
  bookingCount: 1,
  willBePaid: true,
  minimumPayout: "500.00",
  carriedOver: "0.00",
  balance: "1920.00",
  laterNet: "0.00",
  lines: [
    {
      bookingId: 41,
      venueId: 3,
      venueName: "Shivaji Park Nets",
      date: "2026-12-05",
      slot: "18:00-19:00",
      bookingStatus: "completed",
      gross: "0.00",
      refund: "0.00",
      gst: "0.00",
      fee: "80.00",
      earnings: "-80.00",
      net: "-80.00",
      discount: "0.00",
      discountBy: null,
      credit: "1180.00",
    },
  ],
  topUps: [{ orderId: "order_top_7", paidAt: "2026-12-05T06:30:00.000Z", amount: "2000.00" }],
  creditSold: "2000.00",
};

function panel(list: PayoutList) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(payoutsQueryOptions(null).queryKey, list);
  client.setQueryData(payoutAccountKey, null);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OwnerPayoutsPanel />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

afterEach(cleanup);
afterAll(() => showLanguage("en"));

describe("the next payout's online top-ups", () => {
  it("says the credit sold in the card and lists each top-up in the dialog", async () => {
    await showLanguage("en");
    render(panel({ upcoming, payouts: [] }));
    expect(screen.getByText(/Includes ₹2,000(\.00)? of venue credit players bought online/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "View bookings" }));
    const list = await screen.findByRole("list", { name: "Venue credit top-ups" });
    expect(list.textContent).toContain("Venue credit top-up");
    expect(list.textContent).toMatch(/₹2,000(\.00)?/);
    expect(screen.getByText("Shivaji Park Nets")).toBeTruthy();
  });

  it("opens on top-ups alone, with no booking yet", async () => {
    await showLanguage("en");
    render(panel({ upcoming: { ...upcoming, lines: [], bookingCount: 0, net: "2000.00" }, payouts: [] }));
    fireEvent.click(screen.getByRole("button", { name: "View bookings" }));
    expect(await screen.findByRole("list", { name: "Venue credit top-ups" })).toBeTruthy();
  });

  it("says it in Hindi", async () => {
    await showLanguage("hi", ["screens"]);
    render(panel({ upcoming, payouts: [] }));
    expect(screen.getByText(/इसमें खिलाड़ियों का ऑनलाइन खरीदा ₹2,000(\.00)? का वेन्यू क्रेडिट शामिल है/)).toBeTruthy();
  });
});
