// @vitest-environment happy-dom
import type { WaitlistEntry } from "@crease/core/contracts/waitlist";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WaitlistEntries } from "./waitlist-panel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const waiting: WaitlistEntry = {
  id: 7,
  venueId: 3,
  venueName: "Shivaji Park Nets",
  courtId: 4,
  courtName: "Net 1",
  date: "2026-12-20",
  slot: "evening",
  status: "waiting",
  ahead: 2,
  offerExpiresAt: null,
  createdAt: "2026-11-26T10:00:00Z",
};

function renderEntries(entries: WaitlistEntry[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response(null, { status: 204 });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <WaitlistEntries entries={entries} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe("the player's waitlists", () => {
  it("shows an offer with the time left, Book now on the venue page with the slot chosen, and Decline", async () => {
    const offered = {
      ...waiting,
      status: "offered" as const,
      ahead: 0,
      offerExpiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    };
    const calls = renderEntries([offered]);
    expect(screen.getByText(/held for you: 4:5\d left to book it/)).toBeTruthy();
    const book = screen.getByRole("link", { name: "Book now" });
    expect(book.getAttribute("href")).toBe("/venues/3?date=2026-12-20&slot=evening&court=4");
    await userEvent.click(screen.getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(calls).toEqual(["POST /api/waitlist/7/decline"]));
    expect(screen.queryByRole("button", { name: "Leave" })).toBeNull();
  });

  it("shows a waiting entry's place in line and Leave, and an offer that ran out as waiting", async () => {
    const ranOut = {
      ...waiting,
      id: 8,
      status: "offered" as const,
      offerExpiresAt: new Date(Date.now() - 1000).toISOString(),
    };
    const calls = renderEntries([waiting, ranOut]);
    expect(screen.getAllByText("2 players ahead of you")).toHaveLength(2);
    expect(screen.queryByRole("link", { name: "Book now" })).toBeNull();
    await userEvent.click(screen.getAllByRole("button", { name: "Leave" })[0] as HTMLElement);
    await waitFor(() => expect(calls).toEqual(["DELETE /api/waitlist/7"]));
  });
});
