// @vitest-environment happy-dom
import type { Booking } from "@crease/core/contracts/bookings";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { BookingConfirmed } from "./booking-confirmed";

const booking = {
  id: 41,
  venueId: 7,
  venueName: "Shivaji Park Ground",
  courtName: "Main ground",
  userId: 3,
  userName: "Priya Sharma",
  date: "2099-11-28",
  slot: "morning",
  startsAt: "2099-11-28T00:30:00.000Z",
  endsAt: "2099-11-28T04:30:00.000Z",
  status: "confirmed",
  paymentStatus: "partial",
  amount: "9440.00",
  paidOnline: "2000.00",
  paidWithCredit: "0.00",
  balanceDue: "7440.00",
  refundAmount: "0.00",
  refundStatus: "none",
  addOns: [],
  seriesId: null,
  venue: {
    venueType: "ground",
    address: "Keshavrao Road",
    city: "Mumbai",
    state: "Maharashtra",
    images: [],
    upiQrCodeUrl: null,
    mapUrl: "https://www.google.com/maps/search/?api=1&query=19.0269,72.8382",
    phone: "+919876543210",
  },
} as unknown as Booking;

vi.mock("../api/get-booking", () => ({
  useBooking: (id: number) => ({ isPending: false, data: id === 41 ? booking : undefined }),
}));

let scrolled: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrolled = vi.fn();
  vi.stubGlobal("scrollTo", scrolled);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderScreen(id = 41) {
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <BookingConfirmed id={id} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe("the confirmation screen after paying", () => {
  it("shows the booking, its code, the way there, the calendar file and a WhatsApp share, from the top", () => {
    renderScreen();
    expect(scrolled).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole("heading", { name: "Booking confirmed!" })).toBeTruthy();
    expect(screen.getByTestId("booking-code").textContent).toBe("#41");
    expect(screen.getByText("Keshavrao Road, Mumbai, Maharashtra")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open in Maps" }).getAttribute("href")).toBe(booking.venue.mapUrl);
    expect(screen.getByRole("link", { name: "Call +91 98765 43210" }).getAttribute("href")).toBe("tel:+919876543210");
    expect(screen.getByRole("link", { name: "Add to calendar" }).getAttribute("href")).toBe(
      "/api/bookings/41/calendar.ics",
    );
    const share = screen.getByRole("link", { name: "Share on WhatsApp" }).getAttribute("href") ?? "";
    expect(share.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(share)).toContain("I've booked Shivaji Park Ground, Mumbai");
    expect(decodeURIComponent(share)).toContain("/venues/7");
    // The balance of a partial payment, to pay at the venue.
    expect(screen.getByText("₹7,440")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See my bookings" }).getAttribute("href")).toBe("/dashboard");
  });

  it("says so when the booking cannot be loaded", () => {
    renderScreen(42);
    expect(screen.getByRole("alert").textContent).toContain("This booking could not be loaded");
  });

  it("speaks Hindi on a Hindi screen", async () => {
    await showLanguage("hi", ["public", "screens"]);
    try {
      renderScreen();
      expect(screen.getByRole("heading", { name: "बुकिंग कन्फ़र्म हो गई!" })).toBeTruthy();
      expect(screen.getByRole("link", { name: "कैलेंडर में जोड़ें" })).toBeTruthy();
      expect(screen.getByRole("link", { name: "WhatsApp पर शेयर करें" })).toBeTruthy();
      expect(screen.getByRole("link", { name: "मेरी बुकिंग देखें" })).toBeTruthy();
    } finally {
      await showLanguage("en", ["public", "screens"]);
    }
  });
});
