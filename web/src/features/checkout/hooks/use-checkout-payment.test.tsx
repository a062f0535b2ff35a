// @vitest-environment happy-dom
import type { Booking } from "@crease/core/contracts/bookings";
import type { User } from "@crease/core/users";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { useCheckoutPayment } from "./use-checkout-payment";

const user = { id: 1, fullName: "Priya Sharma", email: "priya@crease.demo", role: "player" } as User;
const booking = { id: 41, venueId: 7, status: "confirmed" } as Booking;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The sandbox provider: an order, its payment, and the verify that answers the confirmed booking. */
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
      if (url.pathname === "/api/payment/create-order") {
        return json(200, {
          orderId: "order_sandbox_1",
          key: "sandbox",
          amount: 944000,
          currency: "INR",
          provider: "sandbox",
          venueName: "Shivaji Park Ground",
          holdExpiresAt: new Date(Date.now() + 600_000).toISOString(),
        });
      }
      if (url.pathname === "/api/payment/sandbox/pay") return json(200, { paymentId: "pay_1", signature: "sig" });
      if (url.pathname === "/api/payment/verify") return json(200, booking);
      return json(404, { message: "Not found" });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Paying(props: { onBooked: (b: Booking) => void; successText?: () => { title: string; description: string } }) {
  const payment = useCheckoutPayment({
    user,
    onBooked: props.onBooked,
    onPriceChanged: () => {},
    onSlotTaken: () => {},
    onRefused: () => {},
    successText: props.successText,
  });
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void payment.pay({
            venueId: 7,
            date: "2026-12-10",
            slot: "morning",
            addOns: [],
            totalPaise: 944000,
            payNowPaise: 944000,
          })
        }
      >
        Pay
      </button>
      {payment.sandbox.open ? (
        <button type="button" onClick={() => void payment.sandbox.succeed()}>
          Pay in the sandbox
        </button>
      ) : null}
    </>
  );
}

async function payWith(successText?: () => { title: string; description: string }) {
  const onBooked = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Paying onBooked={onBooked} successText={successText} />
      <Toaster />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Pay" }));
  fireEvent.click(await screen.findByRole("button", { name: "Pay in the sandbox" }));
  await waitFor(() => expect(onBooked).toHaveBeenCalledWith(booking));
}

describe("after paying", () => {
  it("leaves checkout's confirmation screen to say it is confirmed: no toast on top of it (issue 46)", async () => {
    await payWith();
    expect(screen.queryByText("Booking Confirmed!")).toBeNull();
    expect(screen.queryByText(/successfully/)).toBeNull();
  });

  it("still says so in a toast where no confirmation screen follows (a reschedule, a share)", async () => {
    await payWith(() => ({ title: "Booking rescheduled", description: "Your booking has moved to the new slot." }));
    expect(await screen.findByText("Booking rescheduled")).toBeTruthy();
  });
});
