// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { venueCreditKey } from "../api/venue-credit";
import { DeskAddCredit } from "./desk-add-credit";

/**
 * The desk's "Add credit" (docs/product/credit.md): the player's number, the amount and how it
 * was paid (the desk's choice tiles) go to the server as typed and chosen.
 */
function renderDesk() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      sent.push(JSON.parse(await request.text()));
      const answer = { playerName: "Ravi Kumar", amount: "500.00", balance: "1500.00" };
      return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(venueCreditKey(7), { enabled: true });
  render(
    <QueryClientProvider client={client}>
      <DeskAddCredit venueId={7} />
    </QueryClientProvider>,
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the desk's Add credit", () => {
  it("sends the player's number, the amount and UPI when the desk picks it", async () => {
    const user = userEvent.setup();
    const sent = renderDesk();
    await user.click(screen.getByRole("button", { name: "Add credit" }));
    const cash = screen.getByRole("radio", { name: "Cash" }) as HTMLInputElement;
    const upi = screen.getByRole("radio", { name: "UPI" }) as HTMLInputElement;
    expect(cash.checked).toBe(false);
    expect(upi.checked).toBe(false);
    await user.type(screen.getByLabelText("Player's mobile number"), "98765 43210");
    await user.type(screen.getByLabelText("Amount taken (₹)"), "500");
    await user.click(upi);
    expect(upi.checked).toBe(true);
    expect(cash.checked).toBe(false);
    await user.click(screen.getAllByRole("button", { name: "Add credit" }).at(-1) as HTMLElement);
    await vi.waitFor(() => expect(sent).toEqual([{ playerPhone: "98765 43210", amount: "500", method: "upi" }]));
  });

  it("has no default way of paying: without Cash or UPI chosen it asks and sends nothing", async () => {
    const user = userEvent.setup();
    const sent = renderDesk();
    await user.click(screen.getByRole("button", { name: "Add credit" }));
    expect((screen.getByRole("radio", { name: "Cash" }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole("radio", { name: "UPI" }) as HTMLInputElement).checked).toBe(false);
    await user.type(screen.getByLabelText("Player's mobile number"), "98765 43210");
    await user.type(screen.getByLabelText("Amount taken (₹)"), "500");
    await user.click(screen.getAllByRole("button", { name: "Add credit" }).at(-1) as HTMLElement);
    expect(screen.getByRole("alert").textContent).toBe("Choose how the player paid: cash or UPI.");
    expect(sent).toEqual([]);
    await user.click(screen.getByRole("radio", { name: "Cash" }));
    await user.click(screen.getAllByRole("button", { name: "Add credit" }).at(-1) as HTMLElement);
    await vi.waitFor(() => expect(sent).toEqual([{ playerPhone: "98765 43210", amount: "500", method: "cash" }]));
  });

  it("asks for the number of the player's Crease account", async () => {
    const user = userEvent.setup();
    renderDesk();
    await user.click(screen.getByRole("button", { name: "Add credit" }));
    const phone = screen.getByLabelText("Player's mobile number");
    expect(phone.getAttribute("type")).toBe("tel");
    expect(screen.getByText("The number of the player's Crease account.")).toBeTruthy();
  });
});
