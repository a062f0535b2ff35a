// @vitest-environment happy-dom

import type { Venue } from "@crease/core/contracts/venues";
import type { Court } from "@crease/core/courts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NewCourtForm } from "./new-court-form";

// Issue 44: a court added at a ground is part of it unless the owner unticks the main ground.
const MAIN: Court = { id: 1, name: "Main ground", overlapsWith: [], price: null };

function renderForm(venueType: string, courts: Court[]) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const body = JSON.parse(await request.text());
      sent.push(body);
      const court = { id: 2, overlapsWith: [], price: null, ...body };
      return new Response(JSON.stringify(court), { status: 201, headers: { "content-type": "application/json" } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const venue = { id: 7, name: "Shivaji Park", venueType } as unknown as Venue;
  render(
    <QueryClientProvider client={client}>
      <NewCourtForm venue={venue} courts={courts} />
    </QueryClientProvider>,
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("adding a court", () => {
  it("at a ground, shares space with the main ground from the start, at its own price", async () => {
    const sent = renderForm("ground", [MAIN]);
    const user = userEvent.setup();
    expect(screen.getByRole("checkbox", { name: "Main ground" })).toHaveProperty("checked", true);
    await user.type(screen.getByLabelText("New court"), "Half A");
    await user.type(screen.getByLabelText("Price (₹ per slot)"), "1200");
    await user.click(screen.getByRole("button", { name: "Add court" }));
    await vi.waitFor(() => expect(sent).toEqual([{ name: "Half A", price: 1200, overlapsWith: [1] }]));
  });

  it("says so when the owner unticks the main ground, and leaves the price to the venue when empty", async () => {
    const sent = renderForm("ground", [MAIN]);
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Main ground" }));
    await user.type(screen.getByLabelText("New court"), "Nets by the pavilion");
    await user.click(screen.getByRole("button", { name: "Add court" }));
    await vi.waitFor(() => expect(sent).toEqual([{ name: "Nets by the pavilion", price: null, overlapsWith: [] }]));
  });

  it("at nets, ticks nothing", () => {
    renderForm("nets", [{ ...MAIN, name: "Net 1" }]);
    expect(screen.getByRole("checkbox", { name: "Net 1" })).toHaveProperty("checked", false);
    expect(screen.getByLabelText("Price (₹ per hour)")).toBeTruthy();
  });
});
