import { describe, expect, it } from "vitest";
import { imageSources, imageSrcFor, imageSrcSet, sizedImageName, storedWidths } from "./images";

describe("image sizes", () => {
  it("stores the variant widths below an image's own width, never wider", () => {
    expect(storedWidths(1600)).toEqual([400, 800, 1600]);
    expect(storedWidths(1200)).toEqual([400, 800, 1200]);
    expect(storedWidths(800)).toEqual([400, 800]);
    expect(storedWidths(700)).toEqual([400, 700]);
    expect(storedWidths(400)).toEqual([400]);
    expect(storedWidths(250)).toEqual([250]);
  });

  it("names a size after its width, and reads the sizes back from the full image's URL", () => {
    expect(sizedImageName("ab12", 1600)).toBe("ab12-1600w.webp");
    expect(() => sizedImageName("ab12", 0)).toThrow(RangeError);
    expect(imageSources("/uploads/venues/ab12-1600w.webp")).toEqual([
      { url: "/uploads/venues/ab12-400w.webp", width: 400 },
      { url: "/uploads/venues/ab12-800w.webp", width: 800 },
      { url: "/uploads/venues/ab12-1600w.webp", width: 1600 },
    ]);
    expect(imageSources("https://cdn.example/venues/ab12-700w.webp").map((s) => s.url)).toEqual([
      "https://cdn.example/venues/ab12-400w.webp",
      "https://cdn.example/venues/ab12-700w.webp",
    ]);
    expect(imageSources("/uploads/seed/ground-1-e8830a23-1200w.webp").map((s) => s.width)).toEqual([400, 800, 1200]);
  });

  it("gives the srcset attribute, and nothing for images stored before sizes existed", () => {
    expect(imageSrcSet("/uploads/venues/ab12-1600w.webp")).toBe(
      "/uploads/venues/ab12-400w.webp 400w, /uploads/venues/ab12-800w.webp 800w, /uploads/venues/ab12-1600w.webp 1600w",
    );
    // Old uploads (a hex stem), old seed pictures (a hash with no "w"), thumbnails, other files.
    for (const url of [
      "/uploads/venues/0f3a9c.webp",
      "/uploads/seed/ground-1-e8830a23.webp",
      "/uploads/venues/ab12-1600w-thumb.webp",
      "/uploads/seed/upi-qr-1-ab.png",
      "/uploads/venues/ab12-0w.webp",
    ]) {
      expect(imageSources(url), url).toEqual([]);
      expect(imageSrcSet(url), url).toBeUndefined();
    }
  });

  it("offers sizes up to a cap, always at least the smallest", () => {
    const url = "/uploads/venues/ab12-1600w.webp";
    expect(imageSrcSet(url, 800)).toBe("/uploads/venues/ab12-400w.webp 400w, /uploads/venues/ab12-800w.webp 800w");
    expect(imageSources(url, 100).map((s) => s.width)).toEqual([400]);
    expect(imageSources("/uploads/venues/cd34-700w.webp", 800).map((s) => s.width)).toEqual([400, 700]);
    expect(imageSrcFor(url, 2000, 800)).toBe("/uploads/venues/ab12-800w.webp");
  });

  it("picks the src beside the srcset: the smallest size that fills the slot", () => {
    const url = "/uploads/venues/ab12-1600w.webp";
    expect(imageSrcFor(url, 64)).toBe("/uploads/venues/ab12-400w.webp");
    expect(imageSrcFor(url, 600)).toBe("/uploads/venues/ab12-800w.webp");
    expect(imageSrcFor(url, 2000)).toBe(url);
    expect(imageSrcFor("/uploads/venues/0f3a9c.webp", 400)).toBe("/uploads/venues/0f3a9c.webp");
  });
});
