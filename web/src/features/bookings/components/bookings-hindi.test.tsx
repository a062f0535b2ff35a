// @vitest-environment happy-dom
import type { Booking } from "@crease/core/contracts/bookings";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { BookingActionDialog } from "./booking-action-dialog";
import { BookingDetailsDialog } from "./booking-details-dialog";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { ShareBookingDialog } from "./share-booking-dialog";

/** What a player's own booking shows as written: the venue's name, address and city, the player's name. */
const THEIRS = ["Shivaji Park Ground", "Keshavrao Road", "Mumbai", "Priya Sharma", "Ground waterlogged"];
/** Words Indian apps keep in Latin letters (e2e/hindi-words.ts has the same list for pages). */
const LATIN_ALLOWED = new Set([
  "Crease",
  "UPI",
  "GST",
  "AM",
  "PM",
  "QR",
  "WhatsApp",
  "Facebook",
  "Twitter",
  "LinkedIn",
  "Telegram",
]);

const booking = {
  id: 41,
  venueId: 7,
  venueName: "Shivaji Park Ground",
  userName: "Priya Sharma",
  date: "2026-11-28",
  slot: "morning",
  status: "confirmed",
  paymentStatus: "partial",
  amount: "9440.00",
  basePrice: "8000.00",
  gst: "1440.00",
  paidOnline: "2000.00",
  balanceDue: "7440.00",
  refundAmount: "0.00",
  refundStatus: "none",
  addOns: [],
  createdAt: "2026-11-20T10:00:00.000Z",
  venue: {
    venueType: "ground",
    address: "Keshavrao Road",
    city: "Mumbai",
    state: "",
    images: [],
    upiQrCodeUrl: null,
    mapUrl: "https://www.google.com/maps/search/?api=1&query=19.0269,72.8382",
    phone: "+919876543210",
  },
} as unknown as Booking;

/** Every text and label on the page in Latin letters that nobody wrote: English the app said. */
function englishOnScreen(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text && !node.parentElement?.closest("script,style")) texts.push(text);
  }
  for (const element of document.body.querySelectorAll("[aria-label],[title],[placeholder],[alt]")) {
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts.filter((text) => {
    let rest = text;
    for (const own of THEIRS) rest = rest.replaceAll(own, "");
    // A link to the venue reads the same in every language.
    rest = rest.replace(/https?:\/\/\S+/g, "");
    return (rest.match(/[A-Za-z]{2,}/g) ?? []).some((word) => !LATIN_ALLOWED.has(word));
  });
}

function withQueries(children: ReactNode) {
  return (
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
}

beforeAll(() => showLanguage("hi", ["public", "screens"]));
afterAll(() => showLanguage("en", ["public", "screens"]));
afterEach(cleanup);

describe("a player's booking in Hindi", () => {
  it("its details: the price, what was paid and the balance at the venue", () => {
    render(withQueries(<BookingDetailsDialog booking={booking} onOpenChange={() => {}} />));
    expect(screen.getByRole("heading", { name: "कीमत" })).toBeTruthy();
    // What a player needs on the day (issue 26): the way there, the venue's phone, the calendar file.
    expect(screen.getByRole("link", { name: "मैप में खोलें" }).getAttribute("href")).toBe(
      "https://www.google.com/maps/search/?api=1&query=19.0269,72.8382",
    );
    expect(screen.getByRole("link", { name: "+91 98765 43210 पर कॉल करें" }).getAttribute("href")).toBe(
      "tel:+919876543210",
    );
    expect(screen.getByRole("link", { name: "कैलेंडर में जोड़ें" }).getAttribute("href")).toBe("/api/bookings/41/calendar.ics");
    expect(englishOnScreen()).toEqual([]);
  });

  it("its add-ons: a standard one in Hindi, one the owner named as written", () => {
    const withAddOns = {
      ...booking,
      addOns: [
        { key: "umpireFees", name: "Umpire Service", price: "500.00" },
        { key: "own-0", name: "Drinks Cooler", price: "200.00" },
      ],
    } as unknown as Booking;
    render(withQueries(<BookingDetailsDialog booking={withAddOns} onOpenChange={() => {}} />));
    expect(screen.getByText("अंपायर सर्विस")).toBeTruthy();
    expect(screen.queryByText("Umpire Service")).toBeNull();
    expect(screen.getByText("Drinks Cooler")).toBeTruthy();
  });

  it("a cancelled booking's refund, and the venue's reason as the owner wrote it", () => {
    const cancelled = {
      ...booking,
      status: "cancelled",
      refundAmount: "2000.00",
      refundStatus: "pending",
      cancelledBy: "owner",
      cancellationReason: "Ground waterlogged",
    } as Booking;
    render(withQueries(<BookingDetailsDialog booking={cancelled} onOpenChange={() => {}} />));
    expect(screen.getByTestId("cancellation-reason").textContent).toBe("वेन्यू ने कैंसल की: Ground waterlogged");
    expect(englishOnScreen()).toEqual([]);
  });

  it("its invoice once paid online, and its credit note once the refund was sent", () => {
    const online = { ...booking, source: "online" } as Booking;
    render(withQueries(<BookingDetailsDialog booking={online} onOpenChange={() => {}} />));
    const invoice = screen.getByTestId("download-invoice");
    expect(invoice.getAttribute("href")).toBe("/api/bookings/41/invoice.pdf");
    expect(invoice.textContent).toBe("इनवॉइस डाउनलोड करें");
    expect(screen.queryByTestId("download-credit-note")).toBeNull();
    expect(englishOnScreen()).toEqual([]);
    cleanup();

    const refunded = { ...online, status: "cancelled", refundAmount: "2000.00", refundStatus: "processed" } as Booking;
    render(withQueries(<BookingDetailsDialog booking={refunded} onOpenChange={() => {}} />));
    expect(screen.getByTestId("download-credit-note").getAttribute("href")).toBe("/api/bookings/41/credit-note.pdf");
    expect(englishOnScreen()).toEqual([]);
    cleanup();

    // Taken at the venue's desk: no money through Crease, no Crease invoice.
    render(
      withQueries(<BookingDetailsDialog booking={{ ...booking, source: "desk" } as Booking} onOpenChange={() => {}} />),
    );
    expect(screen.queryByTestId("download-invoice")).toBeNull();
  });

  it("sharing it, and cancelling it with the refund quoted", () => {
    render(withQueries(<ShareBookingDialog booking={booking} onOpenChange={() => {}} />));
    expect(screen.getByTestId("share-preview").textContent).toContain("मैंने Shivaji Park Ground, Mumbai");
    expect(englishOnScreen()).toEqual([]);
    cleanup();
    render(withQueries(<CancelBookingDialog booking={booking} onOpenChange={() => {}} />));
    expect(englishOnScreen()).toEqual([]);
  });

  it("an owner completing or cancelling it", () => {
    render(withQueries(<BookingActionDialog target={{ action: "cancel", booking }} onOpenChange={() => {}} />));
    expect(englishOnScreen()).toEqual([]);
    cleanup();
    render(
      withQueries(
        <BookingActionDialog target={{ action: "complete", booking }} party="admin" onOpenChange={() => {}} />,
      ),
    );
    expect(englishOnScreen()).toEqual([]);
  });
});
