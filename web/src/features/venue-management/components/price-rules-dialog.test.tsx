// @vitest-environment happy-dom

import type { BoxCricketDetails, Venue } from "@crease/core/contracts/venues";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PriceRulesEditor } from "./price-rules-dialog";

// 2026-11-05 is a Thursday: the grid runs Thu 5 … Wed 11 November, with Sat 7 and Sun 8.
const TODAY = "2026-11-05";

const venue = {
  id: 9,
  name: "Powerplay Box",
  venueType: "box",
  prices: { kind: "hourly", hourlyPrice: "1000.00", startTime: "17:00", endTime: "22:00" },
} as unknown as Venue;

const details: BoxCricketDetails = {
  venueId: 9,
  venueType: "box",
  startTime: "17:00",
  endTime: "22:00",
  hourlyPrice: "1000.00",
  teamCapacity: 6,
  addOns: [],
};

function renderEditor(
  onSave = vi.fn(),
  courts: { id: number; name: string; price: string | null }[] = [],
  savedDiscount = 0,
  answer?: (body: string) => Response,
) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const body = await request.text();
      onSave(request.method, new URL(request.url).pathname, body ? JSON.parse(body) : null);
      if (answer) return answer(body);
      return new Response(body || "{}", { headers: { "content-type": "application/json" } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PriceRulesEditor
        venue={venue}
        details={details}
        saved={[]}
        savedDiscount={savedDiscount}
        today={TODAY}
        courts={courts}
        onDone={() => {}}
      />
    </QueryClientProvider>,
  );
}

/** The grid cell of a slot (its row) on a day (its column). */
function cell(slotLabel: RegExp, column: number): string {
  const grid = screen.getByRole("region", { name: "Prices for the next seven days" });
  const row = within(grid).getByRole("row", { name: slotLabel });
  return within(row).getAllByRole("cell")[column]?.textContent ?? "";
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the pricing editor", () => {
  it("shows the week at the base price, then a weekend-evening rule's price before it is saved, then saves it", async () => {
    const onSave = vi.fn();
    renderEditor(onSave);
    expect(cell(/^6 PM – 7 PM/, 2)).toBe("₹1,000"); // Saturday

    await userEvent.click(screen.getByRole("button", { name: "Add a rule" }));
    const rule = screen.getByRole("listitem", { name: "Rule 1" });
    await userEvent.click(within(rule).getByRole("button", { name: "Sat" }));
    await userEvent.click(within(rule).getByRole("button", { name: "Sun" }));
    await userEvent.selectOptions(within(rule).getByLabelText("From"), "18:00");
    await userEvent.selectOptions(within(rule).getByLabelText("Until"), "22:00");
    // Not complete yet (no price): the preview stays at the base price and Save waits.
    expect(cell(/^6 PM – 7 PM/, 2)).toBe("₹1,000");
    expect(screen.getByRole("button", { name: "Save prices" })).toHaveProperty("disabled", true);

    await userEvent.type(within(rule).getByLabelText("Price per slot (before GST)"), "1600");
    expect(cell(/^6 PM – 7 PM/, 2)).toBe("₹1,600"); // Saturday evening
    expect(cell(/^6 PM – 7 PM/, 3)).toBe("₹1,600"); // Sunday evening
    expect(cell(/^5 PM – 6 PM/, 2)).toBe("₹1,000"); // before the band
    expect(cell(/^6 PM – 7 PM/, 4)).toBe("₹1,000"); // Monday
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Save prices" }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled(), { timeout: 10_000 });
    expect(onSave.mock.calls[0]).toEqual([
      "PUT",
      "/api/venues/9/price-rules",
      { rules: [{ weekdays: [0, 6], from: "18:00", to: "22:00", price: "1600.00" }], seriesDiscountPercent: 0 },
    ]);
  });

  it("offers the holidays as one-tap dates, and a date rule beats the weekday rule", async () => {
    renderEditor();
    await userEvent.click(screen.getByRole("button", { name: "Add a rule" }));
    const rule = screen.getByRole("listitem", { name: "Rule 1" });
    await userEvent.selectOptions(within(rule).getByLabelText("Add a holiday or festival"), "2026-11-08");
    expect(within(rule).getByRole("button", { name: "Remove 8 Nov 2026 · Diwali" })).toBeTruthy();
    await userEvent.type(within(rule).getByLabelText("Price per slot (before GST)"), "2500");
    expect(cell(/^6 PM – 7 PM/, 3)).toBe("₹2,500"); // Diwali, Sunday 8 November
    expect(cell(/^6 PM – 7 PM/, 2)).toBe("₹1,000");
  });

  it("prices one court by its own rule; the grid shows the court chosen above it", async () => {
    renderEditor(vi.fn(), [
      { id: 1, name: "Net 1", price: null },
      { id: 2, name: "Net 2", price: null },
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Add a rule" }));
    const rule = screen.getByRole("listitem", { name: "Rule 1" });
    await userEvent.selectOptions(within(rule).getByLabelText("Court"), "2");
    await userEvent.type(within(rule).getByLabelText("Price per slot (before GST)"), "1300");
    expect(cell(/^6 PM – 7 PM/, 0)).toBe("₹1,000"); // Net 1, shown first
    await userEvent.selectOptions(screen.getByLabelText("Prices at court"), "2");
    expect(cell(/^6 PM – 7 PM/, 0)).toBe("₹1,300");
  });

  it("shows the saved weekly discount, says what is wrong with 60 or 12.5 and keeps Save off, then saves 15", async () => {
    const onSave = vi.fn();
    renderEditor(onSave, [], 10);
    const field = screen.getByLabelText("Weekly booking discount (%)") as HTMLInputElement;
    expect(field.value).toBe("10");
    expect(screen.getByText(/save this much on each date, before GST/)).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, "60");
    expect(screen.getByRole("alert").textContent).toBe("Enter the weekly discount as a whole percent from 0 to 50.");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("button", { name: "Save prices" })).toHaveProperty("disabled", true);
    await userEvent.clear(field);
    await userEvent.type(field, "12.5");
    expect(screen.getByRole("alert").textContent).toBe("Enter the weekly discount as a whole percent from 0 to 50.");

    await userEvent.clear(field);
    await userEvent.type(field, "15");
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Save prices" }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled(), { timeout: 10_000 });
    expect(onSave.mock.calls[0]?.[2]).toEqual({ rules: [], seriesDiscountPercent: 15 });
  });

  it("shows the server's refusal of the discount under the field", async () => {
    renderEditor(
      vi.fn(),
      [],
      0,
      () =>
        new Response(
          JSON.stringify({
            message: "Enter the weekly discount as a whole percent from 0 to 50",
            errors: { seriesDiscountPercent: "Enter the weekly discount as a whole percent from 0 to 50" },
          }),
          { status: 400, headers: { "content-type": "application/json" } },
        ),
    );
    await userEvent.click(screen.getByRole("button", { name: "Save prices" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Enter the weekly discount as a whole percent from 0 to 50");
  });
});
