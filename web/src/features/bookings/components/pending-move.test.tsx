// @vitest-environment happy-dom
import type { Booking } from "@crease/core/contracts/bookings";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BookingDetailsDialog } from "./booking-details-dialog";
import { PendingMoveNotice } from "./pending-move";

vi.mock("@/features/auth", () => ({ useAuthIfAny: () => ({ user: { id: 9, role: "player" } }) }));

/** A move's payment left midway (docs/product/bookings.md#reschedule): the booking says so, with its two ways out. */
const booking = { id: 41, venueId: 7, userId: 9, date: "2099-11-28", slot: "morning" } as Booking;
const pending = {
  bookingId: 41,
  date: "2099-12-05",
  slot: "evening",
  courtId: 3,
  courtName: "Main ground",
  due: "2360.00",
  holdExpiresAt: "2099-11-20T10:10:00.000Z",
  canResume: true,
};

let calls: { method: string; path: string }[];
let moves: (typeof pending)[];

beforeEach(() => {
  calls = [];
  moves = [pending];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === "string" ? new Request(new URL(input, "http://localhost"), init) : input;
      const path = new URL(request.url, "http://localhost").pathname;
      calls.push({ method: request.method, path });
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
      // The booking's details ask whether it is split (it is not) and read the player's bookings.
      if (path === "/api/bookings/41/split") return json(null);
      if (path === "/api/bookings") return json({ items: [], total: 0, nextCursor: null });
      if (path === "/api/bookings/41/reschedule/close") {
        moves = [];
        return json({ closed: true });
      }
      return json({ moves });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(of: Booking = booking) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PendingMoveNotice booking={of} />
    </QueryClientProvider>,
  );
}

describe("a pending move on the player's booking", () => {
  it("says where the move was going, and Cancel the move lets it go", async () => {
    show();
    expect((await screen.findByTestId("pending-move")).textContent).toContain(
      "Payment pending for your move to Sat, 5 Dec",
    );
    expect(screen.getByRole("button", { name: "Resume payment" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Cancel the move" }));
    expect(calls).toContainEqual({ method: "POST", path: "/api/bookings/41/reschedule/close" });
    await vi.waitFor(() => expect(screen.queryByTestId("pending-move")).toBeNull());
  });

  it("shows nothing on a booking with no move pending", async () => {
    show({ ...booking, id: 42 });
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByTestId("pending-move")).toBeNull();
  });
});

/** An upcoming booking paid in full online: one its player may move. */
const upcoming = {
  ...booking,
  venueName: "Shivaji Park Ground",
  status: "confirmed",
  paymentStatus: "paid",
  source: "online",
  amount: "9440.00",
  basePrice: "8000.00",
  gst: "1440.00",
  paidOnline: "9440.00",
  balanceDue: "0.00",
  refundAmount: "0.00",
  refundStatus: "none",
  addOns: [],
  createdAt: "2099-11-20T10:00:00.000Z",
  venue: { venueType: "ground", address: "Keshavrao Road", city: "Mumbai", state: "", images: [] },
} as unknown as Booking;

function details() {
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <BookingDetailsDialog booking={upcoming} onOpenChange={() => {}} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe("the booking's details while a move waits for its payment", () => {
  it("offer Resume and Cancel the move, and no second Reschedule; without a pending move, Reschedule", async () => {
    moves = [];
    details();
    expect(await screen.findByRole("button", { name: "Reschedule" })).toBeTruthy();
    cleanup();
    moves = [pending];
    details();
    expect(await screen.findByRole("button", { name: "Resume payment" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Reschedule" })).toBeNull();
  });
});
