// @vitest-environment happy-dom
import type { Venue, VenueDetails } from "@crease/core/contracts/venues";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { venueDetailsQueryOptions, venueQueryOptions } from "@/features/venues";
import { showLanguage } from "@/lib/i18n";
import { VenueDetailsDialog } from "./venue-details-dialog";

/** A pending nets venue with two photos: the second was flagged at upload as a phone screenshot. */
const venue = {
  id: 9,
  name: "Azad Maidan Nets",
  description: "",
  venueType: "nets",
  address: "Mahapalika Marg",
  city: "Mumbai",
  state: "Maharashtra",
  postalCode: "400001",
  country: "India",
  location: null,
  latitude: null,
  longitude: null,
  images: ["/uploads/venues/a-1600w.webp", "/uploads/venues/b-1080w.webp"],
  thumbnails: ["/uploads/venues/a-1600w-thumb.webp", "/uploads/venues/b-1080w-thumb.webp"],
  amenities: [],
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
  venueId: 9,
  venueType: "nets",
  startTime: "06:00",
  endTime: "22:00",
  hourlyPrice: "800.00",
  pitchType: "artificial",
  addOns: [],
} as unknown as VenueDetails;

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

function show(status: Venue["status"] = "pending") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request | string) => {
      const url = typeof input === "string" ? input : input.url;
      if (url.includes("/photo-checks")) {
        return json([
          { url: venue.images[0], screenshotSign: null },
          { url: venue.images[1], screenshotSign: "screen-size" },
        ]);
      }
      return json([]); // the status history
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(venueQueryOptions(9).queryKey, { ...venue, status });
  client.setQueryData(venueDetailsQueryOptions(9).queryKey, details);
  const onMove = vi.fn();
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <VenueDetailsDialog venueId={9} onOpenChange={() => {}} onMove={onMove} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return onMove;
}

beforeAll(() => showLanguage("en"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the photo checklist in the venue's details", () => {
  it("keeps Approve off until every box is ticked, and marks the photo that looks like a screenshot", async () => {
    const onMove = show();
    const approve = screen.getByRole("button", { name: "Approve Azad Maidan Nets" }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    // Reject needs no checklist: a bad listing can be turned down at once.
    expect((screen.getByRole("button", { name: "Reject Azad Maidan Nets" }) as HTMLButtonElement).disabled).toBe(false);
    expect(await screen.findByText("Looks like a screenshot")).toBeTruthy();
    expect(screen.getByText("1 photo looks like a screenshot: it is marked above.")).toBeTruthy();

    const boxes = screen.getAllByRole("checkbox");
    expect(boxes).toHaveLength(5);
    for (const box of boxes.slice(0, -1)) fireEvent.click(box);
    expect(approve.disabled).toBe(true);
    fireEvent.click(boxes.at(-1)!);
    expect(approve.disabled).toBe(false);
    fireEvent.click(approve);
    expect(onMove).toHaveBeenCalledWith(
      expect.objectContaining({ id: 9 }),
      expect.objectContaining({ to: "approved" }),
    );
  });

  it("is not asked for a venue that is already live (Suspend needs no photo check)", () => {
    show("approved");
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect((screen.getByRole("button", { name: "Suspend Azad Maidan Nets" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
