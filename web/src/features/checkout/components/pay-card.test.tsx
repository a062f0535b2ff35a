// @vitest-environment happy-dom
import type { PaymentOrder } from "@crease/core/payments";
import { priceBooking } from "@crease/core/pricing";
import type { User } from "@crease/core/users";
import { act, cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PayCard } from "./pay-card";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const price = priceBooking(
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
const user = { id: 1, fullName: "Priya Sharma", email: "player@crease.demo", role: "player" } as User;

function renderCard(props: Partial<Parameters<typeof PayCard>[0]>) {
  const onPay = vi.fn();
  const onRetry = vi.fn();
  render(
    <MemoryRouter>
      <PayCard
        price={price}
        slot="morning"
        partial={false}
        pricesUpdated={false}
        priceChangedTo={null}
        slotTaken={false}
        refusal={null}
        onRetryAfterRefusal={onRetry}
        venueHref="/venues/7"
        session="signed-in"
        user={user}
        loginHref="/login"
        processing={false}
        order={null}
        blocked={null}
        onPay={onPay}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onPay, onRetry };
}

describe("the checkout's pay card", () => {
  it("counts the hold down second by second, then says it has run out", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T10:00:00Z") });
    const order = { orderId: "order_1", holdExpiresAt: "2026-11-25T10:01:05Z" } as PaymentOrder;
    renderCard({ order, processing: true });
    expect(screen.getByText(/Slot held for you for/).textContent).toContain("1:05");
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(screen.getByText(/Slot held for you for/).textContent).toContain("1:00");
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByText("Your hold on this slot has run out.")).toBeTruthy();
  });

  it("asks a visitor to log in instead of paying", () => {
    renderCard({ session: "signed-out", user: null });
    const button = screen.getByRole("button", { name: "Login Required" });
    expect(button).toHaveProperty("disabled", true);
  });

  it("pays the total for a signed-in player who is ready", () => {
    const { onPay } = renderCard({});
    expect(screen.getByText("Ready to Pay")).toBeTruthy();
    screen.getByRole("button", { name: "Pay ₹9,440" }).click();
    expect(onPay).toHaveBeenCalledOnce();
  });

  it("shows why a hold was refused, with Pay disabled and no 'Ready to Pay' beside it", () => {
    const { onPay, onRetry } = renderCard({ refusal: "You already hold 3 slots. Try again at 6:10 PM." });
    expect(screen.getByText("You can't hold this slot right now")).toBeTruthy();
    expect(screen.getByText(/You already hold 3 slots\. Try again at 6:10 PM\./)).toBeTruthy();
    expect(screen.queryByText("Ready to Pay")).toBeNull();
    const pay = screen.getByRole("button", { name: "Pay ₹9,440" });
    expect(pay).toHaveProperty("disabled", true);
    pay.click();
    expect(onPay).not.toHaveBeenCalled();
    screen.getByRole("button", { name: "Try again" }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("with venue credit, shows what credit pays and asks online only for the rest", () => {
    const { onPay } = renderCard({ creditPaise: 220_000 });
    expect(screen.getByTestId("credit-used").textContent).toBe("−₹2,200");
    expect(screen.getByTestId("left-to-pay").textContent).toBe("₹7,240");
    screen.getByRole("button", { name: "Pay ₹7,240" }).click();
    expect(onPay).toHaveBeenCalledOnce();
  });

  it("when credit covers the whole price, the button says it pays with credit", () => {
    renderCard({ creditPaise: 1_000_000 });
    expect(screen.getByTestId("credit-used").textContent).toBe("−₹9,440");
    expect(screen.getByTestId("left-to-pay").textContent).toBe("₹0");
    expect(screen.getByRole("button", { name: "Pay ₹9,440 with credit" })).toBeTruthy();
  });

  it("disables Pay beside a reason this booking cannot be paid for (an owner's account, a date too far ahead)", () => {
    renderCard({ blocked: "Bookings here open 60 days ahead." });
    expect(screen.getByText("Bookings here open 60 days ahead.")).toBeTruthy();
    expect(screen.queryByText("Ready to Pay")).toBeNull();
    expect(screen.getByRole("button", { name: "Pay ₹9,440" })).toHaveProperty("disabled", true);
  });
});
