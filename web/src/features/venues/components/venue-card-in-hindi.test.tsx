// @vitest-environment happy-dom
import type { Venue } from "@crease/core/contracts/venues";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n, showLanguage, useWords } from "@/lib/i18n";
import { VenueList } from "./venue-list";

const venue = {
  id: 7,
  name: "Shivaji Park Nets",
  venueType: "nets",
  city: "Mumbai",
  state: "Maharashtra",
  // A listed amenity as the form stores it, one typed in another case, and an owner's own.
  amenities: ["Parking", "first aid", "Turf shoes on hire"],
  avgRating: "0.00",
  reviewCount: 0,
  prices: null,
  images: [],
  thumbnails: [],
} as unknown as Venue;

beforeAll(() => showLanguage("hi", ["public"]));
afterAll(() => showLanguage("en"));
afterEach(cleanup);

describe("amenities on a Hindi page", () => {
  it("names the listed amenities in Hindi on a venue card", () => {
    const { container } = render(
      <MemoryRouter>
        <VenueList venues={[venue]} isPending={false} isError={false} onRetry={() => {}} empty={null} />
      </MemoryRouter>,
    );
    const shown = [...container.querySelectorAll('ul[aria-label="सुविधाएँ"] li')].map((li) => li.textContent);
    expect(shown).toEqual(["पार्किंग", "फ़र्स्ट एड", "+1 और"]);
  });

  it("keeps an owner's own amenity as written, and every listed one in Hindi", () => {
    const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
    const { result } = renderHook(() => useWords(), { wrapper });
    expect(result.current.amenity("Turf shoes on hire")).toBe("Turf shoes on hire");
    expect(result.current.amenity("Drinking  Water")).toBe("पीने का पानी");
    expect(result.current.amenity("WiFi")).toBe("वाई-फ़ाई");
  });
});
