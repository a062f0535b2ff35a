// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { VenueActivityList } from "./venue-activity";

// Issue 46: a closure of some hours says which hours in the venue's history.
const CLOSE = { id: 1, at: "2026-12-07T12:00:00Z", actorId: 3, actorName: "Asha Rao", action: "venue.close" };

function renderList(detail: Record<string, string | number | null>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify([{ ...CLOSE, detail }]), {
          status: 200,
          headers: { "content-type": "application/json" },
        }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <VenueActivityList venueId={7} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a closure in the venue's activity", () => {
  it("names the hours closed, or none for whole days", async () => {
    await showLanguage("en");
    const base = { from: "2026-12-12", to: "2026-12-12", reason: "Wash-out", cancelled: 2 };
    renderList({ ...base, slots: "18:00-19:00, 19:00-20:00" });
    expect(await screen.findByText(/closed 6 PM – 7 PM, 7 PM – 8 PM from/)).toBeTruthy();
    cleanup();
    renderList({ ...base, slots: null });
    expect(await screen.findByText(/Asha Rao closed .* \(Wash-out\); bookings cancelled and refunded: 2/)).toBeTruthy();
  });
});
