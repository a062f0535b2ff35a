// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ImageCarousel } from "./image-carousel";

afterEach(cleanup);

const images = ["/uploads/venues/a1-1600w.webp", "/uploads/venues/b2-1200w.webp", "/uploads/venues/c3.webp"];
const thumbnails = [
  "/uploads/venues/a1-1600w-thumb.webp",
  "/uploads/venues/b2-1200w-thumb.webp",
  "/uploads/venues/c3-thumb.webp",
];

function slides(): HTMLImageElement[] {
  return screen.getAllByRole("img", { name: /^Azad Maidan, \d of 3$/, hidden: true }) as HTMLImageElement[];
}

describe("the venue page's photos", () => {
  it("fetches the first slide at once and first (the page's largest paint), the others lazily", () => {
    render(<ImageCarousel images={images} thumbnails={thumbnails} name="Azad Maidan" fallback={null} />);
    const [first, ...rest] = slides();
    expect(first?.getAttribute("fetchpriority")).toBe("high");
    expect(first?.getAttribute("loading")).toBe("eager");
    expect(rest).toHaveLength(2);
    for (const img of rest) {
      expect(img.getAttribute("loading")).toBe("lazy");
      expect(img.getAttribute("decoding")).toBe("async");
      expect(img.getAttribute("fetchpriority")).toBeNull();
    }
  });

  it("offers each slide in its stored widths, sized to the page's column, with a box that does not shift", () => {
    render(<ImageCarousel images={images} thumbnails={thumbnails} name="Azad Maidan" fallback={null} />);
    const [first, second, old] = slides();
    expect(first?.getAttribute("srcset")).toBe(
      "/uploads/venues/a1-400w.webp 400w, /uploads/venues/a1-800w.webp 800w, /uploads/venues/a1-1600w.webp 1600w",
    );
    expect(first?.getAttribute("sizes")).toBe(
      "(min-width: 1280px) 800px, (min-width: 1024px) calc(100vw - 30rem), 100vw",
    );
    expect(first?.getAttribute("src")).toBe("/uploads/venues/a1-1600w.webp");
    expect([first?.getAttribute("width"), first?.getAttribute("height")]).toEqual(["1200", "800"]);
    expect(second?.getAttribute("srcset")).toContain("/uploads/venues/b2-1200w.webp 1200w");
    // An image stored before sizes existed is shown as it is, without srcset.
    expect(old?.getAttribute("src")).toBe("/uploads/venues/c3.webp");
    expect(old?.hasAttribute("srcset")).toBe(false);
    expect(old?.hasAttribute("sizes")).toBe(false);
  });
});
