// @vitest-environment happy-dom
import type { Venue } from "@crease/core/contracts/venues";
import { cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { VenueList } from "./venue-list";

afterEach(cleanup);

function venue(id: number, image: string, thumbnail: string): Venue {
  return {
    id,
    name: `Ground ${id}`,
    venueType: "ground",
    city: "Pune",
    state: "Maharashtra",
    amenities: [],
    avgRating: "0.00",
    reviewCount: 0,
    prices: null,
    images: [image],
    thumbnails: [thumbnail],
  } as unknown as Venue;
}

function covers(venues: Venue[], priorityFirst?: boolean): HTMLImageElement[] {
  const { container } = render(
    <MemoryRouter>
      <VenueList
        venues={venues}
        isPending={false}
        isError={false}
        onRetry={() => {}}
        empty={null}
        priorityFirst={priorityFirst}
      />
    </MemoryRouter>,
  );
  return [...container.querySelectorAll("img")];
}

describe("a venue card's cover", () => {
  it("offers the stored widths up to twice a card (800 px) with the grid's sizes, in a 3:2 box", () => {
    const [img] = covers([
      venue(1, "/uploads/seed/ground-1-ab12cd34-1200w.webp", "/uploads/seed/ground-1-ab12cd34-1200w-thumb.webp"),
    ]);
    expect(img?.getAttribute("srcset")).toBe(
      "/uploads/seed/ground-1-ab12cd34-400w.webp 400w, /uploads/seed/ground-1-ab12cd34-800w.webp 800w",
    );
    expect(img?.getAttribute("sizes")).toBe(
      "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
    );
    expect(img?.getAttribute("src")).toBe("/uploads/seed/ground-1-ab12cd34-400w.webp");
    expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["400", "267"]);
  });

  it("loads covers lazily, and the first one at once and first in a list at the top of its page", () => {
    const venues = [
      venue(1, "/uploads/venues/a-1600w.webp", "/uploads/venues/a-1600w-thumb.webp"),
      venue(2, "/uploads/venues/b-800w.webp", "/uploads/venues/b-800w-thumb.webp"),
      venue(3, "/uploads/venues/c-1600w.webp", "/uploads/venues/c-1600w-thumb.webp"),
    ];
    const loading = (imgs: HTMLImageElement[]) =>
      imgs.map((img) => [img.getAttribute("loading"), img.getAttribute("decoding"), img.getAttribute("fetchpriority")]);
    expect(loading(covers(venues))).toEqual([
      ["lazy", "async", null],
      ["lazy", "async", null],
      ["lazy", "async", null],
    ]);
    cleanup();
    expect(loading(covers(venues, true))).toEqual([
      ["eager", null, "high"],
      ["lazy", "async", null],
      ["lazy", "async", null],
    ]);
  });

  it("shows the thumbnail of an image stored before sizes existed", () => {
    const [img] = covers([venue(1, "/uploads/venues/0f3a9c.webp", "/uploads/venues/0f3a9c-thumb.webp")]);
    expect(img?.getAttribute("src")).toBe("/uploads/venues/0f3a9c-thumb.webp");
    expect(img?.hasAttribute("srcset")).toBe(false);
  });
});

describe("a venue card's place in a pincode search (issue 46)", () => {
  const near = (id: number, postalCode: string, distanceKm: number) =>
    ({ ...venue(id, "", ""), images: [], thumbnails: [], postalCode, distanceKm }) as Venue;

  it("says a venue is in the pincode searched, and how far away the others are", () => {
    const { container } = render(
      <MemoryRouter>
        <VenueList
          venues={[near(1, "560064", 0), near(2, "560092", 2.4)]}
          isPending={false}
          isError={false}
          onRetry={() => {}}
          empty={null}
          pincode="560064"
        />
      </MemoryRouter>,
    );
    const [inside, other] = [...container.querySelectorAll("article")].map((card) => card.textContent ?? "");
    expect(inside).toContain("In 560064");
    expect(inside).not.toContain("away");
    expect(other).toContain("2.4 km away");
    expect(other).not.toContain("In 560064");
  });
});
