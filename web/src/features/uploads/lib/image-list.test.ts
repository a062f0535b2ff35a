import { describe, expect, it } from "vitest";
import {
  appendImages,
  fileProblem,
  makeCover,
  moveImage,
  removeImage,
  roomLeft,
  TOO_LARGE_MESSAGE,
  WRONG_TYPE_MESSAGE,
} from "./image-list";

const image = (name: string) => ({
  url: `/uploads/venues/${name}.webp`,
  thumbnailUrl: `/uploads/venues/${name}-thumb.webp`,
});

describe("fileProblem", () => {
  it("accepts JPEG, PNG and WebP up to 8 MB", () => {
    expect(fileProblem({ type: "image/png", size: 1024 })).toBeNull();
    expect(fileProblem({ type: "image/jpeg", size: 8 * 1024 * 1024 })).toBeNull();
    expect(fileProblem({ type: "image/webp", size: 10 })).toBeNull();
  });

  it("refuses other types and files over 8 MB", () => {
    expect(fileProblem({ type: "image/gif", size: 10 })).toBe(WRONG_TYPE_MESSAGE);
    expect(fileProblem({ type: "application/pdf", size: 10 })).toBe(WRONG_TYPE_MESSAGE);
    expect(fileProblem({ type: "image/png", size: 8 * 1024 * 1024 + 1 })).toBe(TOO_LARGE_MESSAGE);
  });
});

describe("ordering the images", () => {
  const list = ["a", "b", "c", "d"];

  it("moves an image earlier or later without touching the original list", () => {
    expect(moveImage(list, 2, 1)).toEqual(["a", "c", "b", "d"]);
    expect(moveImage(list, 0, 3)).toEqual(["b", "c", "d", "a"]);
    expect(list).toEqual(["a", "b", "c", "d"]);
  });

  it("clamps moves past either end and ignores an unknown index", () => {
    expect(moveImage(list, 0, -1)).toEqual(list);
    expect(moveImage(list, 3, 9)).toEqual(list);
    expect(moveImage(list, 7, 0)).toEqual(list);
  });

  it("makes any image the cover and keeps the rest in order", () => {
    expect(makeCover(list, 2)).toEqual(["c", "a", "b", "d"]);
    expect(makeCover(list, 0)).toEqual(list);
  });

  it("removes one image", () => {
    expect(removeImage(list, 1)).toEqual(["a", "c", "d"]);
  });
});

describe("appendImages", () => {
  it("adds new uploads after the kept ones, skipping repeats, up to the maximum", () => {
    const kept = [image("a")];
    expect(appendImages(kept, [image("b"), image("a"), image("c")], 10).map((i) => i.url)).toEqual([
      "/uploads/venues/a.webp",
      "/uploads/venues/b.webp",
      "/uploads/venues/c.webp",
    ]);
    expect(appendImages(kept, [image("b"), image("c")], 2)).toHaveLength(2);
  });

  it("counts the room left for new files", () => {
    expect(roomLeft(20, 18, 1)).toBe(1);
    expect(roomLeft(1, 1, 0)).toBe(0);
    expect(roomLeft(5, 4, 3)).toBe(0);
  });
});
