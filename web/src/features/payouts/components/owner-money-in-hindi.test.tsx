// @vitest-environment happy-dom
import type { PayoutAccount } from "@crease/core/payout-accounts";
import type { Payout, PayoutList, UpcomingPayout } from "@crease/core/payouts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { englishLeft } from "@/testing/english-left";
import { payoutsQueryOptions } from "../api/get-payouts";
import { payoutAccountKey } from "../api/payout-account";
import { OwnerPayoutsPanel } from "./owner-payouts-panel";
import { PayoutTotals } from "./payout-figures";

/**
 * Issue 24: a Hindi-speaking owner reads their money in Hindi: the next payout, the unpaid
 * balance, past payouts and a statement's sums. What the owner wrote (the
 * venue's name), the payout's bank reference and the words Indian apps keep in Latin letters
 * (GST, UPI, IST) may stay; any other Latin word fails.
 */
const LATIN_ALLOWED = new Set(["Crease", "GST", "GSTIN", "UPI", "ID", "PAN", "IST", "AM", "PM"]);
const VENUE = "Shivaji Park Ground";
const REFERENCE = "UTR 4125 8890 1123";

const UPI_ID = "ra****@okicici";

const english = () => englishLeft([VENUE, REFERENCE, UPI_ID], LATIN_ALLOWED);

const sums = {
  gross: "24000.00",
  refunds: "1000.00",
  gst: "3508.47",
  fees: "1559.32",
  earnings: "17932.21",
  net: "21440.68",
};

function upcoming(overrides: Partial<UpcomingPayout>): UpcomingPayout {
  return {
    nextRunDate: "2026-12-01",
    periodEnd: "2026-11-30",
    ...sums,
    bookingCount: 3,
    willBePaid: true,
    minimumPayout: "500.00",
    carriedOver: "320.00",
    balance: "21440.68",
    laterNet: "8200.00",
    lines: [],
    ...overrides,
  };
}

const paid: Payout = {
  id: 9,
  ownerId: 4,
  ownerName: "Ravi Kumar",
  ownerEmail: "ravi@crease.demo",
  runDate: "2026-11-24",
  periodStart: "2026-11-17",
  periodEnd: "2026-11-23",
  ...sums,
  bookingCount: 1,
  status: "paid",
  reference: REFERENCE,
  paidAt: "2026-11-24T09:00:00.000Z",
  paidTo: "****7890 · HDFC0001234",
  heldUntil: null,
  createdAt: "2026-11-24T03:00:00.000Z",
};

const ACCOUNT: PayoutAccount = {
  method: "upi",
  holderName: "Ravi Kumar",
  accountNumber: null,
  ifsc: null,
  upiId: UPI_ID,
  pan: "******234F",
  gstin: null,
  updatedAt: "2026-11-01T06:00:00.000Z",
  payoutsHeldUntil: null,
};

function withPayouts(list: PayoutList, children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(payoutsQueryOptions(null).queryKey, list);
  // An owner with a payout account: without one the card says the money waits for it (payout-without-account.test.tsx).
  client.setQueryData(payoutAccountKey, ACCOUNT);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

beforeAll(() => showLanguage("hi", ["screens"]));
afterAll(() => showLanguage("en"));
afterEach(cleanup);

describe("an owner's money in Hindi", () => {
  it("says the next payout, the balance and past payouts in Hindi, amounts in Indian grouping", () => {
    render(withPayouts({ upcoming: upcoming({}), payouts: [paid] }, <OwnerPayoutsPanel />));
    expect(screen.getByRole("heading", { name: "पेआउट" })).toBeTruthy();
    expect(screen.getByText("अगला पेआउट · 1 दिसंबर 2026 (मंगलवार)")).toBeTruthy();
    expect(screen.getByText(/सोम, 30 नव॰ तक खेली गई 3 बुकिंग के लिए।/)).toBeTruthy();
    expect(screen.getAllByText("₹21,440.68").length).toBeGreaterThan(0);
    expect(screen.getByText("इसमें पिछले हफ़्तों से आगे बढ़ाए गए ₹320 शामिल हैं।")).toBeTruthy();
    expect(screen.getByText("पिछले पेआउट")).toBeTruthy();
    expect(screen.getByText("भुगतान हो गया")).toBeTruthy();
    expect(english()).toEqual([]);
  });

  it("explains a balance below the minimum in Hindi", () => {
    render(
      withPayouts(
        { upcoming: upcoming({ willBePaid: false, net: "320.00", carriedOver: "0.00" }), payouts: [] },
        <OwnerPayoutsPanel />,
      ),
    );
    expect(screen.getByText("अगले हफ़्ते में जुड़ेगा — ₹500 की न्यूनतम रकम से कम")).toBeTruthy();
    expect(screen.getByText("अभी कोई पेआउट नहीं")).toBeTruthy();
    expect(english()).toEqual([]);
  });

  it("names every sum of a statement in Hindi", () => {
    render(withPayouts({ upcoming: null, payouts: [] }, <PayoutTotals sums={sums} wide />));
    expect(screen.getByText("प्लेटफ़ॉर्म फ़ीस (8%, GST के बिना)")).toBeTruthy();
    expect(screen.getByText("आपके लिए लिया गया GST")).toBeTruthy();
    expect(screen.getByText("+ ₹3,508.47")).toBeTruthy();
    expect(english()).toEqual([]);
  });
});
