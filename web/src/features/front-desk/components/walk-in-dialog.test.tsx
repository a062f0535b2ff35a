// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { WalkInDialog } from "./walk-in-dialog";

/**
 * A walk-in's payment has no default (issue 46): a rushed tap recorded "Cash, paid" for money
 * never taken. The desk chooses; booking without choosing says so and sends nothing.
 */
function renderWalkIn(addOns: { key: string; name: string; price: string }[] = []) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      // The venue's credit offer: none, so "Venue credit" is not a choice.
      if (request.method === "GET")
        return new Response(JSON.stringify({ enabled: false }), { headers: { "content-type": "application/json" } });
      sent.push(JSON.parse(await request.text()));
      return new Response(JSON.stringify({ id: 1, userName: null }), {
        status: 201,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={client}>
      <WalkInDialog
        venueId={7}
        free={{ courtId: 3, courtName: "Net 1", date: "2026-12-20", slot: "18:00-19:00", price: "1000.00" }}
        addOns={addOns}
        gstRatePercent={18}
        onOpenChange={() => {}}
      />
    </QueryClientProvider>,
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a walk-in's payment", () => {
  it("starts with nothing chosen, and booking without a choice asks for one and sends nothing", async () => {
    const user = userEvent.setup();
    const sent = renderWalkIn();
    for (const name of ["Cash", "UPI", "Not paid yet"])
      expect((screen.getByRole("radio", { name }) as HTMLInputElement).checked).toBe(false);
    await user.type(screen.getByLabelText("Player's name"), "Ravi Kumar");
    await user.type(screen.getByLabelText(/mobile/i), "98765 43210");
    // The button does not claim "paid" before the desk says so.
    const book = screen.getByRole("button", { name: "Book, ₹1,180" });
    await user.click(book);
    expect(screen.getByRole("alert").textContent).toBe(
      "Choose how the player paid: cash, UPI, venue credit, or not yet.",
    );
    expect(sent).toEqual([]);

    await user.click(screen.getByRole("radio", { name: "Not paid yet" }));
    await user.click(screen.getByRole("button", { name: "Book, ₹1,180 due" }));
    await vi.waitFor(() =>
      expect(sent).toEqual([expect.objectContaining({ payment: "unpaid", playerName: "Ravi Kumar" })]),
    );
  });
});

describe("a walk-in's add-ons in Hindi", () => {
  afterEach(() => showLanguage("en", ["public", "screens"]));

  it("names a standard add-on in Hindi, and one the owner named as written", async () => {
    await showLanguage("hi", ["public", "screens"]);
    renderWalkIn([
      { key: "redBalls", name: "Red Balls", price: "300.00" },
      { key: "own-0", name: "Drinks Cooler", price: "200.00" },
    ]);
    expect(screen.getByRole("checkbox", { name: /रेड बॉल/ })).toBeTruthy();
    expect(screen.queryByText("Red Balls")).toBeNull();
    expect(screen.getByRole("checkbox", { name: /Drinks Cooler/ })).toBeTruthy();
  });
});
