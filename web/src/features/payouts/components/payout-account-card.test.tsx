// @vitest-environment happy-dom
import type { PayoutAccount } from "@crease/core/payout-accounts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { payoutAccountKey } from "../api/payout-account";
import { PayoutAccountCard } from "./payout-account-card";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => showLanguage("en"));

const saved: PayoutAccount = {
  method: "bank",
  holderName: "Shivaji Sports LLP",
  accountNumber: "****7890",
  ifsc: "HDFC0001234",
  upiId: null,
  pan: "******939F",
  gstin: "27******939F1ZV",
  updatedAt: "2026-11-24T09:00:00.000Z",
  payoutsHeldUntil: "2026-11-25T09:00:00.000Z",
};

/** The API as the card meets it: each PUT's body kept, answered with `answer`. */
function serve(answer: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.method === "PUT") sent.push(await request.clone().json());
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent;
}

function showCard(account: PayoutAccount | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(payoutAccountKey, account);
  render(
    <QueryClientProvider client={client}>
      <PayoutAccountCard />
    </QueryClientProvider>,
  );
}

async function fillBank(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const box = within(dialog).getByLabelText(label, { exact: true });
    await userEvent.clear(box);
    await userEvent.type(box, value);
  }
}

const GOOD = {
  "Account holder's name": "Shivaji Sports LLP",
  "Account number": "001234567890",
  "Account number again": "001234567890",
  IFSC: "hdfc0001234",
  PAN: "aapfu0939f",
  "GSTIN (if registered)": "27AAPFU0939F1ZV",
  "Your Crease password": "secret-pass-123",
};

describe("the payout account form", () => {
  it("refuses a mistyped account number and a bad IFSC before sending, as the server would", async () => {
    const sent = serve({ status: 200, body: saved });
    showCard(null);
    await userEvent.click(screen.getByRole("button", { name: "Add payout account" }));
    const dialog = await screen.findByRole("dialog");
    await fillBank(dialog, { ...GOOD, "Account number again": "001234567891", IFSC: "HDFC1001234" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save payout account" }));
    expect(within(dialog).getByText("The two account numbers do not match")).toBeTruthy();
    expect(
      within(dialog).getByText("Enter the IFSC: 4 letters, then 0, then 6 letters or digits, like HDFC0001234"),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends the account with the password, then shows it masked", async () => {
    const sent = serve({ status: 200, body: saved });
    showCard(null);
    await userEvent.click(screen.getByRole("button", { name: "Add payout account" }));
    const dialog = await screen.findByRole("dialog");
    await fillBank(dialog, GOOD);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save payout account" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toEqual([
      {
        password: "secret-pass-123",
        pan: "AAPFU0939F",
        gstin: "27AAPFU0939F1ZV",
        holderName: "Shivaji Sports LLP",
        accountNumber: "001234567890",
        ifsc: "HDFC0001234",
      },
    ]);
    expect(screen.getByText("****7890")).toBeTruthy();
    expect(screen.getByText(/Payouts wait until/)).toBeTruthy();
  });

  it("puts a wrong password on the password field", async () => {
    serve({
      status: 401,
      body: { message: "The password is not right", errors: { password: "The password is not right" } },
    });
    showCard(saved);
    await userEvent.click(screen.getByRole("button", { name: "Change" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("radio", { name: "UPI ID" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "UPI ID" }), "ravi@okicici");
    await fillBank(dialog, {
      PAN: "AAPFU0939F",
      "Your Crease password": "not-it",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save payout account" }));
    expect(await within(dialog).findByText("The password is not right")).toBeTruthy();
    expect(within(dialog).getByLabelText("Your Crease password", { exact: true }).getAttribute("aria-invalid")).toBe(
      "true",
    );
  });

  it("speaks Hindi", async () => {
    await showLanguage("hi", ["screens"]);
    serve({ status: 200, body: saved });
    showCard(saved);
    expect(screen.getByText("पेआउट खाता")).toBeTruthy();
    expect(screen.getByText("****7890")).toBeTruthy();
    await showLanguage("en");
  });
});
