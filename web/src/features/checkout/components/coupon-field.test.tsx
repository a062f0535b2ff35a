// @vitest-environment happy-dom
import type { CouponQuote } from "@crease/core/coupons";
import { priceBooking } from "@crease/core/pricing";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AppliedCoupon, priceWithCoupon } from "../lib/coupon-price";
import { CouponField } from "./coupon-field";
import { PriceSummary } from "./price-summary";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list = priceBooking(
  {
    venueId: 7,
    venueType: "ground",
    morningPrice: "8000.00",
    afternoonPrice: "7000.00",
    eveningPrice: "10000.00",
    nightPrice: "12000.00",
    addOns: [],
  },
  "morning",
  [],
  { paymentType: "full", partialPaymentAmount: null, gstRatePercent: 18 },
);
const quote: CouponQuote = {
  couponCode: "FIRST100",
  basePrice: "8000.00",
  addOnsPrice: "0.00",
  discount: "1000.00",
  gst: "1260.00",
  amount: "8260.00",
  payNow: "8260.00",
  bearer: "platform",
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The checkout's coupon field over its breakdown, as the checkout page wires them. */
function Checkout({ onApplied, restoreCode }: { onApplied: (a: AppliedCoupon | null) => void; restoreCode?: string }) {
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const price = priceWithCoupon(list, applied);
  return (
    <>
      <PriceSummary price={price} slot="morning" partial={false} />
      <CouponField
        booking={{ venueId: 7, date: "2026-12-10", slot: "morning", addOns: [] }}
        totalPaise={list.totalPaise}
        applied={applied}
        onApplied={(next) => {
          setApplied(next);
          onApplied(next);
        }}
        restoreCode={restoreCode}
      />
    </>
  );
}

function renderCheckout(onApplied = vi.fn(), restoreCode?: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Checkout onApplied={onApplied} restoreCode={restoreCode} />
    </QueryClientProvider>,
  );
  return onApplied;
}

describe("Have a coupon?", () => {
  it("shows the server's refusal, then the discount line and the new total once a code applies", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(422, { message: "This coupon has expired", errors: { couponCode: "expired" } }))
      .mockResolvedValueOnce(json(200, quote));
    vi.stubGlobal("fetch", fetch);
    const onApplied = renderCheckout();
    expect(screen.getByTestId("price-total").textContent).toBe("₹9,440");

    fireEvent.click(screen.getByRole("button", { name: "Have a coupon?" }));
    const input = screen.getByLabelText("Coupon code");
    fireEvent.change(input, { target: { value: "old50" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This coupon has expired");
    expect(screen.getByTestId("price-total").textContent).toBe("₹9,440");

    fireEvent.change(input, { target: { value: "first100" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.getByTestId("coupon-applied").textContent).toContain("FIRST100"));
    expect(screen.getByTestId("coupon-applied").textContent).toContain("you save ₹1,000");
    expect(screen.getByTestId("price-discount").textContent).toBe("−₹1,000");
    expect(screen.getByText("Coupon FIRST100")).toBeTruthy();
    expect(screen.getByTestId("price-gst").textContent).toBe("₹1,260");
    expect(screen.getByTestId("price-total").textContent).toBe("₹8,260");
    expect(onApplied).toHaveBeenLastCalledWith(expect.objectContaining({ code: "FIRST100" }));
    // The code as typed went to the server, with the booking.
    const [, init] = fetch.mock.calls[1] as [Request | string, RequestInit | undefined];
    const sent =
      fetch.mock.calls[1]?.[0] instanceof Request
        ? await (fetch.mock.calls[1][0] as Request).json()
        : JSON.parse(String(init?.body));
    expect(sent).toMatchObject({ venueId: 7, slot: "morning", couponCode: "first100" });

    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(screen.getByTestId("price-total").textContent).toBe("₹9,440");
    expect(screen.queryByTestId("price-discount")).toBeNull();
  });

  it("keeps a coupon applied before a reload: the address's code is priced by the server again (issue 46)", async () => {
    const fetch = vi.fn().mockResolvedValueOnce(json(200, quote));
    vi.stubGlobal("fetch", fetch);
    renderCheckout(vi.fn(), "FIRST100");
    await waitFor(() => expect(screen.getByTestId("coupon-applied").textContent).toContain("FIRST100"));
    expect(screen.getByTestId("price-total").textContent).toBe("₹8,260");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("says why a kept coupon no longer applies, with its code in the field", async () => {
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValueOnce(json(422, { message: "This coupon has expired", errors: { couponCode: "expired" } })),
    );
    renderCheckout(vi.fn(), "OLD50");
    expect((await screen.findByRole("alert")).textContent).toBe("This coupon has expired");
    expect((screen.getByLabelText("Coupon code") as HTMLInputElement).value).toBe("OLD50");
    expect(screen.getByTestId("price-total").textContent).toBe("₹9,440");
  });
});
