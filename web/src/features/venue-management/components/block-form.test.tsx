// @vitest-environment happy-dom

import type { VenueDetails } from "@crease/core/contracts/venues";
import type { Court } from "@crease/core/courts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { BlockForm } from "./block-form";

// The block form shares its court and slot fields with the closure form (slot-fields.tsx): the
// court chosen and the slots toggled on (a second tap takes one off) are what the server gets.
const NETS = {
  venueType: "nets",
  startTime: "06:00",
  endTime: "22:00",
  hourlyPrice: "1000",
} as unknown as VenueDetails;
const COURTS: Court[] = [
  { id: 1, name: "Net 1", overlapsWith: [], price: null },
  { id: 2, name: "Net 2", overlapsWith: [], price: null },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => showLanguage("en"));

describe("blocking slots", () => {
  it("sends the court chosen and the slots left pressed", async () => {
    await showLanguage("en");
    const sent: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(String(input), init);
        sent.push(JSON.parse(await request.text()));
        return new Response(JSON.stringify({ blocks: [{ id: 1 }] }), {
          status: 201,
          headers: { "content-type": "application/json" },
        });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <BlockForm venueId={7} details={NETS} courts={COURTS} today="2026-12-12" />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole("option", { name: "All courts" })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Court"), "Net 2");
    expect(screen.getByRole("button", { name: "Block slots" })).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("button", { name: "6 AM – 7 AM" }));
    await user.click(screen.getByRole("button", { name: "7 AM – 8 AM" }));
    await user.click(screen.getByRole("button", { name: "6 AM – 7 AM" }));
    expect(screen.getByRole("button", { name: "7 AM – 8 AM" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "6 AM – 7 AM" }).getAttribute("aria-pressed")).toBe("false");
    await user.type(screen.getByLabelText(/Reason/), "Relaying the mat");
    await user.click(screen.getByRole("button", { name: "Block slots" }));
    await vi.waitFor(() =>
      expect(sent).toEqual([{ courtId: 2, date: "2026-12-13", slots: ["07:00-08:00"], reason: "Relaying the mat" }]),
    );
  });
});
