// @vitest-environment happy-dom

import type { VenueDetails } from "@crease/core/contracts/venues";
import type { Court } from "@crease/core/courts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { ClosureForm } from "./closure-form";

// Issue 46: a two-hour wash-out closes those hours only; the owner picks them and sees the
// bookings hit, each with its refund, before closing.
const NETS = {
  venueType: "nets",
  startTime: "06:00",
  endTime: "22:00",
  hourlyPrice: "1000",
} as unknown as VenueDetails;
const COURT: Court = { id: 1, name: "Net 1", overlapsWith: [], price: null };
const HIT = {
  id: 41,
  userName: "Rohan Kapoor",
  date: "2026-12-12",
  slot: "18:00-19:00",
  courtName: "Net 1",
  paidOnline: "1180.00",
};

function renderForm() {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      sent.push({ url: new URL(request.url).pathname, body: JSON.parse(await request.text()) });
      const answer = request.url.endsWith("/preview")
        ? { bookings: [HIT], refundTotal: "1180.00" }
        : { cancelled: 1, refundTotal: "1180.00" };
      return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ClosureForm venueId={7} details={NETS} courts={[COURT]} today="2026-12-12" />
    </QueryClientProvider>,
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => showLanguage("en"));

describe("closing some hours", () => {
  it("sends only the hours picked, and shows each booking hit with its refund before closing", async () => {
    await showLanguage("en");
    const sent = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: "Some hours" }));
    expect(screen.getByRole("button", { name: "Check the bookings hit" })).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("button", { name: "7 PM – 8 PM" }));
    await user.click(screen.getByRole("button", { name: "6 PM – 7 PM" }));
    await user.type(screen.getByLabelText("Reason (players read it in their cancellation)"), "Wash-out");
    await user.click(screen.getByRole("button", { name: "Check the bookings hit" }));
    const body = { from: "2026-12-12", to: "2026-12-12", reason: "Wash-out", slots: ["19:00-20:00", "18:00-19:00"] };
    await vi.waitFor(() => expect(sent).toEqual([{ url: "/api/venues/7/closures/preview", body }]));
    expect(await screen.findByText("Rohan Kapoor")).toBeTruthy();
    expect(screen.getByText(/1 booking will be cancelled and refunded in full: ₹1,180/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /Close and refund ₹1,180/ }));
    await vi.waitFor(() => expect(sent[1]).toEqual({ url: "/api/venues/7/closures", body }));
  });

  it("closes whole days without hours, as before", async () => {
    await showLanguage("en");
    const sent = renderForm();
    const user = userEvent.setup();
    expect(screen.getByRole("radio", { name: "All day" })).toHaveProperty("checked", true);
    expect(screen.queryByRole("button", { name: "6 PM – 7 PM" })).toBeNull();
    await user.type(screen.getByLabelText("Reason (players read it in their cancellation)"), "Re-laying");
    await user.click(screen.getByRole("button", { name: "Check the bookings hit" }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { url: "/api/venues/7/closures/preview", body: { from: "2026-12-12", to: "2026-12-12", reason: "Re-laying" } },
      ]),
    );
  });

  it("offers the hours in Hindi", async () => {
    await showLanguage("hi", ["screens"]);
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: "कुछ घंटे" }));
    expect(screen.getByRole("radio", { name: "पूरा दिन" })).toBeTruthy();
    expect(screen.getByText("समय")).toBeTruthy();
  });
});
