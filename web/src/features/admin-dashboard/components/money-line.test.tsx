// @vitest-environment happy-dom
import type { AdminSummary } from "@crease/core/analytics";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { AdminSummary as SummaryRow } from "./admin-summary";
import { MoneyLine } from "./money-line";

/** A period's figures as the server computes them: 5,12,000 − 8,000 = 5,04,000; − 78,000 − 25,600 = 4,00,400. */
const summary: AdminSummary = {
  period: { from: "2026-10-27", to: "2026-11-25", days: 30 },
  venues: { total: 12, pending: 2, approved: 8, rejected: 1, suspended: 1 },
  users: { total: 40, player: 33, owner: 6, admin: 1, suspended: 1 },
  newVenues: 3,
  newUsers: 9,
  bookings: { total: 57, confirmed: 20, completed: 37, cancelled: 4, disputed: 0 },
  grossBookingValue: "512000.00",
  refunds: "8000.00",
  revenue: "504000.00",
  gstCollected: "78000.00",
  platformFees: "25600.00",
  ownerEarnings: "400400.00",
  payoutsScheduled: "90000.00",
  payoutsPaid: "310000.00",
};

beforeAll(() => showLanguage("en"));
afterEach(cleanup);

/** The figure a term of the line shows, by its name. */
function termValue(name: string) {
  const term = screen.getByText(name, { selector: "dt" }).parentElement as HTMLElement;
  return within(term).getAllByRole("definition")[0]?.textContent;
}

describe("the overview's money", () => {
  it("adds up on screen: booking value − refunds = revenue, − GST − fee = owners' earnings, each saying what it counts", () => {
    render(<MoneyLine summary={summary} />);
    expect(screen.getByRole("heading", { name: "How the money adds up" })).toBeTruthy();
    expect(termValue("Booking value")).toBe("₹5,12,000");
    expect(termValue("Refunds")).toBe("₹8,000");
    expect(termValue("Revenue")).toBe("₹5,04,000");
    expect(termValue("GST")).toBe("₹78,000");
    expect(termValue("Crease's fee")).toBe("₹25,600");
    expect(termValue("Owners' earnings")).toBe("₹4,00,400");
    expect(screen.getByText("The chart's revenue: paid online, net of refunds")).toBeTruthy();
    expect(screen.getByTestId("money-line").textContent).toContain(
      "Scheduled payouts, ₹90,000: owners' earnings plus their GST that payout runs have written and not yet sent",
    );
  });

  it("the summary above the tabs is one row of six small figures, each saying what it counts", () => {
    const { container } = render(
      <SummaryRow summary={summary} isPending={false} isError={false} onRetry={() => {}} onReviewPending={() => {}} />,
    );
    expect(container.querySelectorAll("dl > div")).toHaveLength(6);
    expect(screen.getByTestId("summary-booking-value").textContent).toBe(
      "Booking value₹5,12,000Paid online, incl. GST, before refunds",
    );
    expect(screen.getByTestId("summary-owner-earnings").textContent).toBe(
      "Owners' earnings₹4,00,400After refunds, GST and Crease's fee",
    );
    expect(screen.getByTestId("summary-payouts-scheduled").textContent).toBe(
      "Scheduled payouts₹90,000Not yet sent, from any dates",
    );
  });
});
