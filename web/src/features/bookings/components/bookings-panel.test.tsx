// @vitest-environment happy-dom
import type { Booking } from "@crease/core/contracts/bookings";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BookingsPanel } from "./bookings-panel";

/** What the list query answers: set per test. */
const answer = vi.hoisted(() => ({ items: [] as unknown[], hasNextPage: false, fetchNextPage: () => {} }));
vi.mock("../api/get-bookings", () => ({
  bookingsQueryKey: ["bookings"],
  myBookingsKey: ["bookings", "mine"],
  useBookings: () => ({
    isPending: false,
    isError: false,
    data: { pages: [{ items: answer.items, total: answer.items.length, statusCounts: {}, nextCursor: null }] },
    hasNextPage: answer.hasNextPage,
    isFetchingNextPage: false,
    fetchNextPage: answer.fetchNextPage,
    refetch: () => {},
  }),
}));

afterEach(() => {
  cleanup();
  answer.items = [];
  answer.hasNextPage = false;
});

/** A booking at 6 PM IST on `date` (far ahead unless the date says otherwise). */
function booking(id: number, date: string, status = "confirmed", seriesId: number | null = null): Booking {
  return {
    id,
    venueId: 7,
    venueName: `Venue ${id}`,
    userId: 1,
    userName: "Asha Patel",
    date,
    slot: "18:00-19:00",
    startsAt: `${date}T12:30:00.000Z`,
    endsAt: `${date}T13:30:00.000Z`,
    status,
    paymentStatus: "paid",
    amount: "1180.00",
    paidOnline: "1180.00",
    balanceDue: "0.00",
    refundAmount: "0.00",
    refundStatus: "none",
    addOns: [],
    seriesId,
    venue: { venueType: "nets", city: "Bengaluru", images: [], address: "", state: "", mapUrl: "", phone: null },
  } as unknown as Booking;
}

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BookingsPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The venue names of the phone cards in one part, in order. */
function cardsIn(part: "upcoming" | "past"): string[] {
  const section = screen.getByTestId(`bookings-${part}`);
  return within(section)
    .getAllByRole("listitem")
    .filter((item) => item.closest("ul")?.getAttribute("data-testid") !== "series-dates")
    .map((item) => within(item).getAllByRole("link")[0]?.textContent ?? "");
}

describe("My bookings: the next game first", () => {
  it("lists the games to play soonest first, a weekly booking as one card with its dates, past games below", () => {
    // As the server answers: latest date first.
    answer.items = [
      booking(14, "2099-02-05", "confirmed", 3),
      booking(13, "2099-01-29", "confirmed", 3),
      booking(12, "2099-01-22", "confirmed", 3),
      booking(11, "2099-01-15", "confirmed", 3),
      booking(20, "2099-01-10"),
      booking(21, "2099-01-02"),
      booking(22, "2099-01-01", "cancelled"),
      booking(5, "2020-03-01", "completed"),
      booking(4, "2020-02-01", "completed"),
    ];
    renderPanel();

    expect(cardsIn("upcoming")).toEqual(["Venue 21", "Venue 20", "Venue 11"]);
    expect(cardsIn("past")).toEqual(["Venue 22", "Venue 5", "Venue 4"]);

    // The series: one card, its four dates earliest first, the sum of what they cost.
    const upcoming = within(screen.getByTestId("bookings-upcoming"));
    const badges = upcoming.getAllByTestId("series-badge");
    expect(badges.map((b) => b.textContent)).toEqual(["Weekly · 4 dates", "Weekly · 4 dates"]);
    const [, cardDates] = upcoming.getAllByTestId("series-dates");
    expect(
      within(cardDates as HTMLElement)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Thu, 15 Jan 2099", "Thu, 22 Jan 2099", "Thu, 29 Jan 2099", "Thu, 5 Feb 2099"]);
    expect(screen.getByRole("heading", { name: "Upcoming games" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Past and cancelled" })).toBeTruthy();
  });

  it("loads the next page while every loaded date is still to come (the soonest may be on it)", () => {
    const fetchNextPage = vi.fn();
    answer.fetchNextPage = fetchNextPage;
    answer.hasNextPage = true;
    answer.items = [booking(2, "2099-03-01"), booking(1, "2099-02-01")];
    renderPanel();
    expect(fetchNextPage).toHaveBeenCalled();
  });

  it("does not load on once a past date is loaded", () => {
    const fetchNextPage = vi.fn();
    answer.fetchNextPage = fetchNextPage;
    answer.hasNextPage = true;
    answer.items = [booking(2, "2099-03-01"), booking(1, "2020-02-01", "completed")];
    renderPanel();
    expect(fetchNextPage).not.toHaveBeenCalled();
  });
});
