// @vitest-environment happy-dom
import type { Booking } from "@crease/core/contracts/bookings";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CancelSeriesDialog, SeriesBadge } from "./series-parts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A date of weekly booking 5, paid ₹11,800 online, far ahead (a full refund). */
function date(id: number, day: string, status = "confirmed", seriesId: number | null = 5): Booking {
  return {
    id,
    venueId: 7,
    venueName: "Aravalli Cricket Ground",
    userName: "Asha Patel",
    date: day,
    slot: "evening",
    status,
    paymentStatus: "paid",
    amount: "11800.00",
    paidOnline: "11800.00",
    balanceDue: "0.00",
    refundAmount: "0.00",
    seriesId,
  } as Booking;
}

const list = [
  date(4, "2099-12-26"),
  date(3, "2099-12-19"),
  date(2, "2099-12-12", "cancelled"),
  date(1, "2099-12-05"),
  date(9, "2099-12-01", "confirmed", null),
];

describe("a weekly booking in the player's bookings", () => {
  it("badges each date with its place in the series, and nothing on a single booking", () => {
    render(
      <>
        <SeriesBadge booking={list[1] as Booking} all={list} />
        <SeriesBadge booking={list[4] as Booking} all={list} />
      </>,
    );
    expect(screen.getAllByTestId("series-badge").map((b) => b.textContent)).toEqual(["Weekly · 3 of 4"]);
  });

  it("lists the dates still to come with each refund, says the rule, and cancels them in one request", async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(String(input), init);
        calls.push({ url: new URL(request.url).pathname, body: JSON.parse((await request.text()) || "null") });
        return new Response(JSON.stringify({ cancelled: [1, 3, 4], refund: "35400.00" }), {
          headers: { "content-type": "application/json" },
        });
      }),
    );
    const onOpenChange = vi.fn();
    const onCancelled = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CancelSeriesDialog
          booking={list[0] as Booking}
          all={list}
          open
          onOpenChange={onOpenChange}
          onCancelled={onCancelled}
        />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole("dialog", { name: "Cancel all remaining dates?" });
    const rows = within(within(dialog).getByRole("list", { name: "Dates to cancel" })).getAllByRole("listitem");
    // The cancelled date is not offered again; the rest earliest first, each with what comes back.
    expect(rows.map((row) => row.textContent)).toEqual([
      "Sat, 5 Dec 2099₹11,800 back",
      "Sat, 19 Dec 2099₹11,800 back",
      "Sat, 26 Dec 2099₹11,800 back",
    ]);
    expect(within(dialog).getByTestId("series-refund-quote").textContent).toMatch(
      /^You'll get back₹35,400Each date follows the refund rules of its own start/,
    );

    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel 3 dates" }));
    await vi.waitFor(() => expect(onCancelled).toHaveBeenCalled(), { timeout: 10_000 });
    expect(calls).toEqual([{ url: "/api/bookings/series/5/cancel", body: {} }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
