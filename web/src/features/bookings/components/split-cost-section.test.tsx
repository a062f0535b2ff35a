// @vitest-environment happy-dom
import type { Booking } from "@crease/core/contracts/bookings";
import type { Split } from "@crease/core/contracts/splits";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SplitCostSection } from "./split-cost-section";

vi.mock("@/features/auth", () => ({ useAuthIfAny: () => ({ user: { id: 9, role: "player" } }) }));

const booking = {
  id: 41,
  venueId: 7,
  venueName: "Shivaji Park Nets",
  userId: 9,
  source: "online",
  // A game to come: one that has started can no longer be split (core's refuseSplit).
  date: "2099-11-28",
  slot: "morning",
  status: "confirmed",
  paidOnline: "1000.01",
  venue: { venueType: "nets", city: "Mumbai" },
} as Booking;

const TOKEN = "a".repeat(43);
const made = (over: Partial<Split> = {}): Split => ({
  id: 3,
  bookingId: 41,
  token: TOKEN,
  url: `https://crease.example/split/${TOKEN}`,
  status: "open",
  shares: 3,
  shareAmounts: ["333.35", "333.33", "333.33"],
  roundShares: false,
  paidCount: 0,
  payers: [],
  ...over,
});

let calls: { method: string; path: string; body: unknown }[];
let current: Split | null;

beforeEach(() => {
  calls = [];
  current = null;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === "string" ? new Request(new URL(input, "http://localhost"), init) : input;
      const path = new URL(request.url, "http://localhost").pathname;
      const text = request.method === "GET" ? "" : await request.text();
      calls.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      if (request.method === "GET") {
        return json(200, current);
      }
      if (path === "/api/bookings/41/split") current = made();
      if (path === "/api/splits/3/close") current = made({ status: "closed", paidCount: 1 });
      return json(200, current);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SplitCostSection booking={booking} />
    </QueryClientProvider>,
  );
}

describe("splitting the cost of a booking", () => {
  it("chooses the players, shows each share to the paisa, then the link with WhatsApp, who paid and Close", async () => {
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Split the cost" }));
    await userEvent.click(screen.getByRole("button", { name: "One player fewer" }));
    // ₹1,000.01 among 3: teammates ₹333.33 each, the organiser the leftover paisa.
    expect(screen.getByTestId("split-preview").textContent).toBe("Each teammate pays ₹333.33; your share is ₹333.35.");
    await userEvent.click(screen.getByRole("button", { name: "Create split link" }));
    expect(calls.find((c) => c.method === "POST")).toEqual({
      method: "POST",
      path: "/api/bookings/41/split",
      body: { shares: 3, roundShares: false },
    });
    expect(await screen.findByTestId("split-link")).toHaveProperty("textContent", made().url);
    const whatsapp = screen.getByRole("link", { name: "WhatsApp" });
    const text = new URL(whatsapp.getAttribute("href") ?? "").searchParams.get("text") ?? "";
    expect(text).toContain("Shivaji Park Nets");
    expect(text).toContain("₹333.33");
    expect(text).toContain(made().url);
    expect(screen.getByTestId("split-paid-count").textContent).toBe("0 of 2 paid");

    await userEvent.click(screen.getByRole("button", { name: "Close split" }));
    expect(calls.at(-1)).toMatchObject({ method: "POST", path: "/api/splits/3/close" });
    expect(await screen.findByTestId("split-closed")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "WhatsApp" })).toBeNull();
  });

  it("rounds teammates' shares to whole rupees when ticked, the organiser's share taking the rest", async () => {
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Split the cost" }));
    await userEvent.click(screen.getByRole("button", { name: "One player fewer" }));
    const round = screen.getByRole("checkbox", { name: /Round teammates' shares to whole rupees/ });
    expect(round).toHaveProperty("checked", false);
    await userEvent.click(round);
    // ₹1,000.01 among 3: ₹333.34 rounds to ₹333 for each teammate; ₹334.01 for the organiser.
    expect(screen.getByTestId("split-preview").textContent).toBe("Each teammate pays ₹333; your share is ₹334.01.");
    await userEvent.click(screen.getByRole("button", { name: "Create split link" }));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({ body: { shares: 3, roundShares: true } });
  });

  it("says why whole rupees cannot be used when the organiser's share would fall under ₹1", async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SplitCostSection booking={{ ...booking, paidOnline: "33.00" }} />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Split the cost" }));
    for (let i = 0; i < 18; i++) await userEvent.click(screen.getByRole("button", { name: "One player more" }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Round teammates' shares/ }));
    expect(screen.getByRole("alert").textContent).toMatch(/your own share would be less than ₹1/);
    expect(screen.getByRole("button", { name: "Create split link" })).toHaveProperty("disabled", true);
  });

  it("is not offered on someone else's booking", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SplitCostSection booking={{ ...booking, userId: 10 }} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole("button", { name: "Split the cost" })).toBeNull();
  });

  it("is not offered once the game has started, nor on a booking made at the desk", async () => {
    for (const other of [{ date: "2020-01-04" }, { source: "desk", paidOnline: "0.00" }] as Partial<Booking>[]) {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <SplitCostSection booking={{ ...booking, ...other }} />
        </QueryClientProvider>,
      );
      expect(screen.queryByRole("button", { name: "Split the cost" })).toBeNull();
      cleanup();
    }
  });
});
