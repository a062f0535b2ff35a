// @vitest-environment happy-dom

import type { GroundDetails, Venue } from "@crease/core/contracts/venues";
import { addDays } from "@crease/core/slots";
import type { User } from "@crease/core/users";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthContext } from "@/features/auth";
import { BookingCard, missingChoice } from "./booking-card";

const TODAY = "2026-11-25";
const DAY = "2026-11-28";

const venue = {
  id: 7,
  name: "Shivaji Park Ground",
  venueType: "ground",
  paymentType: "full",
  gstRatePercent: 18,
  partialPaymentAmount: null,
  advanceBookingDays: 60,
  prices: {
    kind: "slot",
    morningPrice: "8000.00",
    afternoonPrice: "7000.00",
    eveningPrice: "10000.00",
    nightPrice: "12000.00",
  },
} as unknown as Venue;

const details: GroundDetails = {
  venueId: 7,
  venueType: "ground",
  morningPrice: "8000.00",
  afternoonPrice: "7000.00",
  eveningPrice: "10000.00",
  nightPrice: "12000.00",
  addOns: [{ key: "umpireFees", name: "Umpire Service", price: "1500.00" }],
};

/** The availability API: every day free, but the evening of DAY is booked. */
function availability(url: URL) {
  const from = url.searchParams.get("from") ?? TODAY;
  const days = Number(url.searchParams.get("days") ?? 14);
  return {
    venueId: 7,
    from,
    priceRules: [] as unknown[],
    days: Array.from({ length: days }, (_, i) => {
      const date = addDays(from, i);
      const slots = ["morning", "afternoon", "evening", "night"].map((slot) => ({
        slot,
        status: date === DAY && slot === "evening" ? "booked" : "available",
        price: "8000.00",
      }));
      return { date, slots, availableCount: slots.filter((s) => s.status === "available").length };
    }),
  };
}

function Where() {
  const location = useLocation();
  return <p>Now at {location.pathname + location.search}</p>;
}

function renderCard(session: "signed-in" | "signed-out") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/venues/7?date=${DAY}`]}>
        <Routes>
          <Route
            path="/venues/:id"
            element={
              <BookingCard
                venue={venue}
                details={details}
                detailsStatus="success"
                onRetryDetails={() => {}}
                today={TODAY}
                session={session}
              />
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      // The player's waitlists (none): the card asks which taken slots they already wait for.
      const body = url.pathname === "/api/waitlist" ? [] : availability(url);
      return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the booking card", () => {
  it("shows the day's slots as the server has them: a booked slot is not picked but offers its waitlist", async () => {
    renderCard("signed-in");
    const evening = await screen.findByRole("button", { name: /Evening.*Booked Join waitlist$/ });
    expect(evening).toHaveProperty("disabled", false);
    expect(evening.getAttribute("aria-pressed")).toBeNull();
    expect(screen.getByRole("button", { name: /Morning/ })).toHaveProperty("disabled", false);
  });

  it("prices the chosen slot and add-ons as the server will, then goes to checkout", async () => {
    renderCard("signed-in");
    await userEvent.click(await screen.findByRole("button", { name: /Morning.*₹8,000/ }));
    expect((await screen.findByTestId("booking-total")).textContent).toBe("₹9,440");
    await userEvent.click(screen.getByRole("checkbox", { name: /Umpire Service/ }));
    expect(screen.getByTestId("booking-total").textContent).toBe("₹11,210");
    await userEvent.click(screen.getAllByRole("button", { name: "Book Now" })[0] as HTMLElement);
    expect((await screen.findByText(/Now at \/checkout/)).textContent).toContain(`date=${DAY}`);
  });

  it("prices the chosen date's slot under the venue's rules, as availability shows it", async () => {
    // DAY's mornings cost ₹9,000 under a date rule; the server says so in the slot and its rules.
    const rules = [{ dates: [DAY], from: "06:00", to: "10:00", price: "9000.00" }];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), "http://localhost");
        if (url.pathname === "/api/waitlist")
          return new Response("[]", { headers: { "content-type": "application/json" } });
        const answer = availability(url);
        for (const day of answer.days) {
          for (const slot of day.slots) if (day.date === DAY && slot.slot === "morning") slot.price = "9000.00";
        }
        return new Response(JSON.stringify({ ...answer, priceRules: rules }), {
          headers: { "content-type": "application/json" },
        });
      }),
    );
    renderCard("signed-in");
    await userEvent.click(await screen.findByRole("button", { name: /Morning.*₹9,000/ }));
    expect((await screen.findByTestId("booking-total")).textContent).toBe("₹10,620"); // ₹9,000 + 18% GST
  });

  it("sends a visitor to log in, and back to this selection afterwards", async () => {
    renderCard("signed-out");
    await userEvent.click(await screen.findByRole("button", { name: /Morning.*₹8,000/ }));
    await userEvent.click(screen.getAllByRole("button", { name: "Book Now" })[0] as HTMLElement);
    const where = (await screen.findByText(/Now at \/login/)).textContent ?? "";
    expect(decodeURIComponent(where)).toContain(`/venues/7?date=${DAY}&slot=morning`);
  });

  it("tells a visitor tapping a booked slot that it is booked, and offers to sign in: no waitlist request (issue 46)", async () => {
    renderCard("signed-out");
    const evening = await screen.findByRole("button", { name: /Evening.*Booked$/ });
    await userEvent.click(evening);
    const notice = await screen.findByTestId("taken-slot-notice");
    expect(notice.textContent).toMatch(/^Evening.* is booked\. Sign in to join its waitlist/);
    // Still on the venue page, and nothing was sent to join a waitlist.
    expect(screen.queryByText(/Now at/)).toBeNull();
    const sent = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(sent.some((url) => url.includes("/waitlist"))).toBe(false);
    const signIn = screen.getByRole("link", { name: "Sign in to join the waitlist" });
    expect(decodeURIComponent(signIn.getAttribute("href") ?? "")).toBe(`/login?next=/venues/7?date=${DAY}`);
  });

  it("shows the player's own hold as theirs, with the way back to its checkout and coupon (issue 46)", async () => {
    const hold = {
      bookingId: 5,
      courtId: 1,
      courtName: "Main ground",
      date: DAY,
      slot: "evening",
      addOns: ["umpireFees"],
      couponCode: "FIRST100",
      holdExpiresAt: new Date(Date.now() + 600_000).toISOString(),
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), "http://localhost");
        const answer = availability(url);
        for (const day of answer.days) for (const slot of day.slots) if (slot.status === "booked") slot.status = "held";
        const body =
          url.pathname === "/api/bookings/holds"
            ? [hold]
            : url.pathname === "/api/waitlist" || url.pathname.endsWith("/courts")
              ? []
              : answer;
        return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
      }),
    );
    const player = { id: 3, fullName: "Asha Verma", role: "player" } as User;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AuthContext.Provider
          value={{
            user: player,
            status: "signed-in",
            secondFactorPending: false,
            isLoading: false,
            clearSession: () => {},
            setUser: () => {},
            refresh: async () => null,
          }}
        >
          <MemoryRouter initialEntries={[`/venues/7?date=${DAY}`]}>
            <BookingCard
              venue={venue}
              details={details}
              detailsStatus="success"
              onRetryDetails={() => {}}
              today={TODAY}
              session="signed-in"
            />
          </MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>,
    );
    const mine = await screen.findByRole("link", { name: /Evening.*Your hold: finish paying/ });
    const back = new URL(mine.getAttribute("href") ?? "", "http://localhost");
    expect(back.pathname).toBe("/checkout");
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      venueId: "7",
      date: DAY,
      slot: "evening",
      coupon: "FIRST100",
    });
    expect(back.searchParams.get("addOns")).toContain("umpireFees");
    expect(screen.queryByText("Join waitlist")).toBeNull();
  });

  it("says why a greyed-out date cannot be picked", async () => {
    renderCard("signed-in");
    const past = await screen.findByRole("button", { name: /Tuesday, 24 November.*past/ });
    expect(past.getAttribute("title")).toBe("This date has passed");
    expect(screen.getByText("Past, or more than 60 days ahead")).toBeTruthy();
  });

  it("says exactly what Book Now still needs", () => {
    expect(missingChoice(null, "morning").title.message).toBe("Pick a date");
    expect(missingChoice(DAY, null).title.message).toBe("Pick a time slot");
    expect(missingChoice(null, null).title.message).toBe("Pick a date and a time slot");
  });
});
