// @vitest-environment happy-dom
import type { Booking } from "@crease/core/contracts/bookings";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BookingInFocus } from "./booking-in-focus";

const booking = {
  id: 77,
  venueId: 7,
  venueName: "Shivaji Park Nets",
  userName: "Priya Sharma",
  date: "2099-11-28",
  slot: "18:00-19:00",
  status: "confirmed",
  amount: "1180.00",
  paidOnline: "500.00",
  balanceDue: "680.00",
  refundAmount: "0.00",
} as Booking;

let answer: { status: number; body: unknown };
beforeEach(() => {
  answer = { status: 200, body: booking };
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { "content-type": "application/json" },
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(onClose = vi.fn()) {
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <BookingInFocus id={77} onClose={onClose} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return onClose;
}

describe("the booking a new-booking mail leads to", () => {
  it("shows who booked what and what is due, with the moves allowed now", async () => {
    const onClose = show();
    const card = screen.getByRole("region", { name: "Booking #77" });
    expect(await screen.findByText("Priya Sharma")).toBeTruthy();
    expect(card.textContent).toContain("Shivaji Park Nets");
    expect(card.textContent).toContain("₹680 due at venue");
    // Not started yet: it can be cancelled, not completed.
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
    expect((screen.getByRole("button", { name: "Complete" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Close booking #77" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("says so when the booking is not the owner's", async () => {
    answer = { status: 404, body: { code: "NOT_FOUND", message: "Booking not found" } };
    show();
    expect((await screen.findByRole("alert")).textContent).toContain("This booking could not be found");
  });
});
