// @vitest-environment happy-dom
import type { BookingPrice } from "@crease/core/pricing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PriceSummary } from "./price-summary";

afterEach(cleanup);

// A ₹8,000 morning at a venue that takes ₹2,000 online and the rest at the venue.
const price: BookingPrice = {
  basePaise: 800_000,
  addOns: [],
  addOnsPaise: 0,
  gstRatePercent: 18,
  gstPaise: 144_000,
  totalPaise: 944_000,
  payNowPaise: 200_000,
};

describe("the checkout's price summary", () => {
  it("shows pay now and the balance at a partial-payment venue", () => {
    render(<PriceSummary price={price} slot="morning" partial />);
    expect(screen.getByTestId("price-total").textContent).toBe("₹9,440");
    expect(screen.getByTestId("price-pay-now").textContent).toBe("₹2,000");
    expect(screen.getByTestId("price-at-venue").textContent).toBe("₹7,440");
  });

  it("keeps every term and its figure in a description list a screen reader can read as pairs", () => {
    const { container } = render(<PriceSummary price={price} slot="morning" partial />);
    const items = [...container.querySelectorAll("dt, dd")];
    expect(items.length).toBe(10);
    for (const item of items) {
      // HTML allows a dt or dd directly in a <dl>, or in one <div> directly in it (axe "dlitem").
      const parent = item.parentElement;
      const list = parent?.tagName === "DL" ? parent : parent?.tagName === "DIV" ? parent.parentElement : null;
      expect(list?.tagName, `${item.textContent} sits in a <dl>`).toBe("DL");
    }
  });
});
