// @vitest-environment happy-dom
import type { PayoutAccount } from "@crease/core/payout-accounts";
import type { UpcomingPayout } from "@crease/core/payouts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { payoutsQueryOptions } from "../api/get-payouts";
import { payoutAccountKey } from "../api/payout-account";
import { OwnerPayoutsPanel } from "./owner-payouts-panel";

/**
 * Payouts tell the truth (issue 46): an owner with no payout account was told "Next payout …
 * reaches your account in 2-3 business days". Without an account the card says what is owed,
 * that it waits for the account, and when it would be paid.
 */
const upcoming: UpcomingPayout = {
  nextRunDate: "2026-12-08",
  periodEnd: "2026-12-07",
  gross: "1416.00",
  refunds: "0.00",
  gst: "216.00",
  fees: "96.00",
  earnings: "1104.00",
  net: "1320.00",
  bookingCount: 1,
  willBePaid: true,
  minimumPayout: "500.00",
  carriedOver: "0.00",
  balance: "1320.00",
  laterNet: "0.00",
  lines: [],
  topUps: [],
  creditSold: "0.00",
};

function panel(account: PayoutAccount | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(payoutsQueryOptions(null).queryKey, { upcoming, payouts: [] });
  client.setQueryData(payoutAccountKey, account);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OwnerPayoutsPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe("the next payout without a payout account", () => {
  it("says what is owed, that it waits for the account, and when it would be paid", () => {
    panel(null);
    expect(screen.getByText("Owed to you · waiting for your payout account")).toBeTruthy();
    expect(screen.queryByText(/Next payout ·/)).toBeNull();
    expect(screen.getByText(/Nothing can be sent until you add your payout account below/)).toBeTruthy();
    expect(screen.getByText(/paid with the Tuesday payout \(the next is 8 December 2026\)/)).toBeTruthy();
    expect(screen.queryByText(/It reaches your account in 2-3 business days/)).toBeNull();
  });

  it("with an account, promises the Tuesday payout as before", () => {
    panel({
      method: "upi",
      holderName: "Ravi Kumar",
      accountNumber: null,
      ifsc: null,
      upiId: "ra****@okicici",
      pan: "******234F",
      gstin: null,
      updatedAt: "2026-11-01T06:00:00.000Z",
      payoutsHeldUntil: null,
    });
    expect(screen.getByText(/Next payout · 8 December 2026 \(Tuesday\)/)).toBeTruthy();
    expect(screen.getByText(/It reaches your account in 2-3 business days/)).toBeTruthy();
  });
});
