// @vitest-environment happy-dom
import type { Venue, VenueDetails } from "@crease/core/contracts/venues";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { venueKey } from "@/features/venues";
import { showLanguage } from "@/lib/i18n";
import { VenueDetailsDialog } from "./venue-details-dialog";

/** A ground listed with the platform's words (a standard add-on, a listed amenity) and the owner's own. */
const venue = {
  id: 7,
  name: "Shivaji Park Ground",
  description: "",
  venueType: "ground",
  address: "Keshavrao Road",
  city: "Mumbai",
  state: "Maharashtra",
  postalCode: "400028",
  country: "India",
  location: null,
  latitude: null,
  longitude: null,
  images: [],
  thumbnails: [],
  amenities: ["Parking", "Tea stall"],
  reschedulingRules: "",
  cancellationRules: "",
  paymentType: "full",
  partialPaymentAmount: null,
  upiQrCodeUrl: null,
  whatsappNumber: null,
  advanceBookingDays: 60,
  seriesDiscountPercent: 0,
  gstRatePercent: 18,
  status: "pending",
  version: 1,
  avgRating: "0.00",
  reviewCount: 0,
  ownerId: 3,
  ownerName: "Ravi Kumar",
  prices: null,
  createdAt: "2026-11-20T10:00:00.000Z",
} satisfies Venue;

const details = {
  venueId: 7,
  venueType: "ground",
  morningPrice: "8000.00",
  afternoonPrice: "8000.00",
  eveningPrice: "9000.00",
  nightPrice: "10000.00",
  addOns: [
    { key: "umpireFees", name: "Umpire Service", price: "500.00" },
    { key: "own-0", name: "Drinks Cooler", price: "200.00" },
  ],
} satisfies VenueDetails;

beforeAll(() => showLanguage("hi", ["public", "screens"]));
afterAll(() => showLanguage("en", ["public", "screens"]));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the admin's venue details in Hindi", () => {
  it("names the standard add-ons, amenities and city in Hindi, and the owner's own words as written", async () => {
    // The status history: none yet (the venue and its details are in the cache already).
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("[]", { headers: { "content-type": "application/json" } })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(venueKey(7), venue);
    // The details sit under the venue's key (features/venues/api/get-venue.ts).
    client.setQueryData([...venueKey(7), "details"], details);
    render(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <VenueDetailsDialog venueId={7} onOpenChange={() => {}} onMove={() => {}} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText("अंपायर सर्विस · ₹500")).toBeTruthy();
    expect(screen.getByText("Drinks Cooler · ₹200")).toBeTruthy();
    expect(screen.queryByText(/Umpire Service/)).toBeNull();
    expect(screen.getByText("पार्किंग")).toBeTruthy();
    expect(screen.getByText("Tea stall")).toBeTruthy();
    expect(screen.getByText(/मुंबई, Maharashtra/)).toBeTruthy();
  });
});
