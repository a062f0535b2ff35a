// @vitest-environment happy-dom
import type { Venue } from "@crease/core/contracts/venues";
import { cleanup, render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { MapVenueList } from "./map-venue-list";

const venue = {
  id: 4,
  name: "Kothrud Cricket Academy Nets",
  venueType: "nets",
  city: "Pune",
  avgRating: "4.30",
  reviewCount: 9,
  images: [],
  thumbnails: [],
  prices: { kind: "hourly", hourlyPrice: "750.00" },
  gstRatePercent: 18,
} as unknown as Venue;

beforeAll(() => showLanguage("hi", ["screens"]));
afterAll(() => showLanguage("en"));
afterEach(cleanup);

describe("the map's venue list in Hindi", () => {
  it("gives the venue type and the price (with + GST) in Hindi, the owner's name and the city as written", () => {
    render(
      <MapVenueList
        items={[{ venue, point: { lat: 18.5, lng: 73.8 }, distanceKm: 2.4 }]}
        selectedId={null}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByRole("list", { name: "मैप पर वेन्यू" })).toBeTruthy();
    expect(screen.getByText("प्रैक्टिस नेट्स · Pune")).toBeTruthy();
    const button = screen.getByRole("button");
    const text = (button.textContent ?? "").replace(venue.name, "").replace("Pune", "");
    expect(text.match(/[A-Za-z]{2,}/g)?.filter((word) => !["GST", "km"].includes(word)) ?? []).toEqual([]);
    expect(screen.getByText(/^₹750 .+ \+ GST$/).textContent).not.toContain("per hour");
  });
});
