// @vitest-environment happy-dom

import type { GroundDetails } from "@crease/core/contracts/venues";
import { priceBooking } from "@crease/core/pricing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PriceBreakdown } from "./price-breakdown";

afterEach(cleanup);

const ground: GroundDetails = {
  venueId: 1,
  venueType: "ground",
  morningPrice: "8000.00",
  afternoonPrice: "7000.00",
  eveningPrice: "10000.00",
  nightPrice: "12000.00",
  addOns: [
    { key: "umpireFees", name: "Umpire Service", price: "1500.00" },
    { key: "redBalls", name: "Red Balls", price: "700.00" },
  ],
};

/** The rows as a player reads them: label → amount. */
function rows(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const term of screen.getAllByRole("term")) {
    out[term.textContent ?? ""] = term.nextElementSibling?.textContent ?? "";
  }
  return out;
}

/** A venue whose owner is registered under GST. */
const REGISTERED = { paymentType: "full", partialPaymentAmount: null, gstRatePercent: 18 } as const;

describe("the price breakdown", () => {
  it("shows the slot, each add-on, 18% GST and the total the server will charge", () => {
    const price = priceBooking(ground, "evening", ["umpireFees", "redBalls"], REGISTERED);
    render(<PriceBreakdown price={price} slot="evening" partial={false} />);
    expect(rows()).toEqual({
      "Evening slot": "₹10,000",
      "Umpire Service": "₹1,500",
      "Red Balls": "₹700",
      "GST (18%)": "₹2,196",
      Total: "₹14,396",
    });
    expect(screen.getByTestId("booking-total").textContent).toBe("₹14,396");
  });

  it("shows no GST line where the owner has no GSTIN: the price is the total (decision 041)", () => {
    const price = priceBooking(ground, "evening", ["umpireFees"], { ...REGISTERED, gstRatePercent: 0 });
    render(<PriceBreakdown price={price} slot="evening" partial={false} />);
    expect(rows()).toEqual({ "Evening slot": "₹10,000", "Umpire Service": "₹1,500", Total: "₹11,500" });
  });

  it("splits what is paid now from what is paid at the venue for partial payment", () => {
    const price = priceBooking(ground, "morning", [], {
      ...REGISTERED,
      paymentType: "partial",
      partialPaymentAmount: "2000",
    });
    render(<PriceBreakdown price={price} slot="morning" partial />);
    expect(rows()).toMatchObject({ Total: "₹9,440", "Pay now": "₹2,000", "Pay at the venue (UPI)": "₹7,440" });
  });
});
