// @vitest-environment happy-dom
import type { Booking } from "@crease/core/contracts/bookings";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { BookingActionDialog, type BookingActionTarget } from "./booking-action-dialog";

const booking = {
  id: 41,
  venueId: 7,
  venueName: "Shivaji Park Ground",
  userName: "Priya Sharma",
  date: "2026-11-28",
  slot: "morning",
  status: "confirmed",
  amount: "9440.00",
  paidOnline: "9440.00",
  balanceDue: "0.00",
  refundAmount: "0.00",
} as Booking;

let answer: { status: number; body: unknown };
const sent: { method: string; url: string; body: unknown }[] = [];

beforeEach(() => {
  sent.length = 0;
  answer = { status: 200, body: { ...booking, status: "cancelled", refundAmount: "9440.00" } };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        method: init?.method ?? "GET",
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(target: BookingActionTarget, party?: "owner" | "admin") {
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BookingActionDialog target={target} party={party} onOpenChange={onOpenChange} />
      <Toaster />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

describe("the booking action dialog (owners and admins)", () => {
  it("asks an owner why they cancel before sending anything, then sends the reason", async () => {
    const onOpenChange = renderDialog({ action: "cancel", booking }, "owner");
    expect(screen.getByText("Priya Sharma gets a full refund.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Cancel booking" }));
    const reason = screen.getByLabelText("Reason, shown to the player");
    expect((await screen.findByRole("alert")).textContent).toBe("Tell the player why their booking is cancelled.");
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(reason);
    await userEvent.type(reason, "ok");
    await userEvent.click(screen.getByRole("button", { name: "Cancel booking" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Write a few words the player will understand, at least 3 letters.",
    );
    expect(sent).toEqual([]);
    await userEvent.type(reason, " - rain");
    await userEvent.click(screen.getByRole("button", { name: "Cancel booking" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([
      { method: "PATCH", url: "/api/bookings/41", body: { status: "cancelled", reason: "ok - rain" } },
    ]);
  });

  it("lets an admin say why they cancel, and sends the reason with the cancellation", async () => {
    const onOpenChange = renderDialog({ action: "cancel", booking }, "admin");
    await userEvent.type(screen.getByLabelText("Reason, shown to the player"), "Ground flooded");
    await userEvent.click(screen.getByRole("button", { name: "Cancel booking" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([
      { method: "PATCH", url: "/api/bookings/41", body: { status: "cancelled", reason: "Ground flooded" } },
    ]);
  });

  it("asks an owner no reason and tells them the completed booking counts towards their payout", async () => {
    answer = { status: 200, body: { ...booking, status: "completed" } };
    const onOpenChange = renderDialog({ action: "complete", booking });
    expect(screen.queryByLabelText("Reason, shown to the player")).toBeNull();
    expect(screen.getByText(/count towards your next payout/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Mark completed" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent[0]?.body).toEqual({ status: "completed" });
  });

  it("keeps the dialog open and shows the server's reason when the move is refused", async () => {
    answer = {
      status: 422,
      body: { code: "VALIDATION", message: "A booking can be marked completed once its slot has started." },
    };
    const onOpenChange = renderDialog({ action: "complete", booking }, "admin");
    await userEvent.click(screen.getByRole("button", { name: "Mark completed" }));
    expect(await screen.findByText("A booking can be marked completed once its slot has started.")).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
