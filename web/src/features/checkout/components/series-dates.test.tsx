// @vitest-environment happy-dom
import type { SeriesQuote } from "@crease/core/series";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useWeeklyCheckout } from "../hooks/use-weekly-checkout";
import { PriceSummary } from "./price-summary";
import { SeriesDates, WeeklyNoCoupon } from "./series-dates";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Four Saturday evenings from 5 Dec 2026 at ₹10,000 with 10% off; the third is taken by someone else.
const DATES = ["2026-12-05", "2026-12-12", "2026-12-19", "2026-12-26"];
const TAKEN = "2026-12-19";

/** The server's quote for the dates not skipped (10% off ₹10,000, then GST 18%: ₹10,620 a date). */
function quoteFor(skipDates: string[]): SeriesQuote {
  const booked = DATES.filter((d) => d !== TAKEN && !skipDates.includes(d));
  const n = booked.length;
  return {
    dates: DATES.map((date) => ({
      date,
      available: date !== TAKEN,
      reason: date === TAKEN ? "taken" : skipDates.includes(date) ? "skipped" : null,
      amount: booked.includes(date) ? "10620.00" : null,
    })),
    bookedDates: booked,
    discountPercent: 10,
    subtotal: `${n * 10000}.00`,
    discount: `${n * 1000}.00`,
    gst: `${n * 1620}.00`,
    total: `${n * 10620}.00`,
    payNow: `${n * 10620}.00`,
  };
}

/** The checkout's weekly section over its price summary, as the checkout page wires them. */
function WeeklyCheckout() {
  const weekly = useWeeklyCheckout({
    venueId: 7,
    date: DATES[0] as string,
    slot: "evening",
    weeks: 4,
    addOns: [],
  });
  return (
    <>
      <SeriesDates
        weeks={weekly.weeks}
        slot="evening"
        quote={weekly.quote}
        updating={weekly.updating}
        error={weekly.error}
        skipped={weekly.skipped}
        onToggleSkip={weekly.toggleSkip}
        disabled={false}
      />
      <PriceSummary price={weekly.price} slot="evening" partial={false} />
      <WeeklyNoCoupon />
    </>
  );
}

function renderCheckout(answer: (body: { skipDates?: string[] }) => Response) {
  const bodies: { skipDates?: string[]; weeks?: number }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const body = JSON.parse(await request.text());
      bodies.push(body);
      return answer(body);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WeeklyCheckout />
    </QueryClientProvider>,
  );
  return bodies;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("checkout with Repeat weekly", () => {
  it("lists every date with its state, prices the free ones with the weekly discount, and hides the coupon", async () => {
    renderCheckout((body) => json(200, quoteFor(body.skipDates ?? [])));
    const list = await screen.findByRole("list", { name: "Your dates" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Sat, 5 Dec.*Free/),
      expect.stringMatching(/^Sat, 12 Dec.*Free/),
      expect.stringMatching(/^Sat, 19 Dec.*Taken/),
      expect.stringMatching(/^Sat, 26 Dec.*Free/),
    ]);
    // A taken date has nothing to skip.
    expect(within(rows[2] as HTMLElement).queryByRole("checkbox")).toBeNull();
    expect(screen.getByText("3 dates booked, every Saturday")).toBeTruthy();
    expect(screen.getByText("10% off")).toBeTruthy();

    expect(screen.getByText("Slots and add-ons, 3 dates")).toBeTruthy();
    expect(screen.getByText("Weekly discount (10%)")).toBeTruthy();
    expect(screen.getByTestId("price-discount").textContent).toBe("−₹3,000");
    expect(screen.getByTestId("price-gst").textContent).toBe("₹4,860");
    expect(screen.getByTestId("price-total").textContent).toBe("₹31,860");
    expect(screen.getByTestId("weekly-no-coupon").textContent).toMatch(/Coupons can't be used on a weekly booking/);
  });

  it("skips a free date: asks the server again with it and shows the new total; the last two can't be skipped", async () => {
    const bodies = renderCheckout((body) => json(200, quoteFor(body.skipDates ?? [])));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Skip Sat, 12 Dec" }));

    await waitFor(() => expect(screen.getByTestId("price-total").textContent).toBe("₹21,240"));
    expect(bodies.at(-1)).toMatchObject({ weeks: 4, skipDates: ["2026-12-12"] });
    const skipped = screen.getAllByTestId("series-date")[1] as HTMLElement;
    expect(skipped.textContent).toMatch(/Skipped/);
    expect(within(skipped).getByRole("checkbox")).toHaveProperty("checked", true);
    expect(screen.getByText("2 dates booked, every Saturday")).toBeTruthy();
    // Two dates left: a weekly booking keeps at least two.
    expect(screen.getByRole("checkbox", { name: "Skip Sat, 5 Dec" })).toHaveProperty("disabled", true);

    // Put back: the date is booked again.
    fireEvent.click(within(skipped).getByRole("checkbox"));
    await waitFor(() => expect(screen.getByTestId("price-total").textContent).toBe("₹31,860"));
    expect(bodies.at(-1)).toMatchObject({ skipDates: [] });
  });

  it("says why the dates can't be booked in the server's words, with no price to pay", async () => {
    renderCheckout(() =>
      json(422, { message: "This venue takes bookings up to 30 days ahead: the last date you can book is 4 Jan" }),
    );
    expect(await screen.findByText(/the last date you can book is 4 Jan/)).toBeTruthy();
    expect(screen.getByRole("status", { name: "Loading prices" })).toBeTruthy();
  });
});
