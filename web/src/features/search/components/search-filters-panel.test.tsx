// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_FILTERS, type SearchPageFilters } from "../lib/search-filters";
import { SearchFiltersPanel } from "./search-filters-panel";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPanel(filters: Partial<SearchPageFilters> = {}) {
  const onChange = vi.fn();
  // The location box asks for suggestions: none here.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("[]", { headers: { "content-type": "application/json" } })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SearchFiltersPanel filters={{ ...EMPTY_FILTERS, ...filters }} onChange={onChange} today="2026-11-25" />
    </QueryClientProvider>,
  );
  return onChange;
}

describe("the search filters", () => {
  it("changes the venue type at once", async () => {
    const onChange = renderPanel();
    await userEvent.click(screen.getByRole("radio", { name: "Practice Nets" }));
    expect(onChange).toHaveBeenCalledWith({ venueType: "nets" });
  });

  it("refuses a past date with a message, and sends a later one", () => {
    const onChange = renderPanel();
    const date = screen.getByLabelText("Date");
    fireEvent.change(date, { target: { value: "2026-11-20" } });
    expect(screen.getByRole("alert").textContent).toBe("Please choose today or a later date");
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(date, { target: { value: "2026-11-28" } });
    expect(onChange).toHaveBeenCalledWith({ date: "2026-11-28" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("adds and removes an amenity", async () => {
    const onChange = renderPanel({ amenities: ["Parking"] });
    await userEvent.click(screen.getByRole("checkbox", { name: "Floodlights" }));
    expect(onChange).toHaveBeenLastCalledWith({ amenities: ["Parking", "Floodlights"] });
    await userEvent.click(screen.getByRole("checkbox", { name: "Parking" }));
    expect(onChange).toHaveBeenLastCalledWith({ amenities: [] });
  });

  it("sends typed text after a pause, and never a minimum above the maximum", async () => {
    vi.useFakeTimers();
    const onChange = renderPanel();
    fireEvent.change(screen.getByLabelText("Location"), { target: { value: "Pune " } });
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(600));
    expect(onChange).toHaveBeenCalledWith({ location: "Pune" }, { replace: true });
    onChange.mockClear();
    fireEvent.change(screen.getByLabelText("Max"), { target: { value: "500" } });
    fireEvent.change(screen.getByLabelText("Min"), { target: { value: "900" } });
    await act(async () => vi.advanceTimersByTime(600));
    expect(screen.getByRole("alert").textContent).toBe("The minimum price is more than the maximum");
    expect(onChange).not.toHaveBeenCalledWith({ minPrice: "900" }, { replace: true });
  });
});
