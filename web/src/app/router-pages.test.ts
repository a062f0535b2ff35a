// @vitest-environment happy-dom
import { BOOKING_CONFIRMED_PAGE, SPLIT_PAGE, STATIC_PAGES, VENUE_PAGE } from "@crease/core/pages";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./router";

/** Every address the router draws a screen for (the catch-all aside). */
function pathsOf(list: RouteObject[], parent = ""): string[] {
  return list.flatMap((route) => {
    const own = route.path === undefined ? parent : `${parent.replace(/\/$/, "")}/${route.path.replace(/^\//, "")}`;
    const here = route.index || (route.path !== undefined && route.element && !route.children) ? [own || "/"] : [];
    return [...here, ...pathsOf(route.children ?? [], own)];
  });
}

describe("the server's list of pages (core/src/pages.ts)", () => {
  it("has every address the web's router draws, so none of them is served as a 404", () => {
    const paths = pathsOf(routes).filter((p) => !p.endsWith("*"));
    expect(paths.length).toBeGreaterThan(20);
    const unknown = paths.filter(
      (p) =>
        !(p in STATIC_PAGES) &&
        !VENUE_PAGE.test(p.replace(":id", "7")) &&
        !SPLIT_PAGE.test(p.replace(":token", "A".repeat(43))) &&
        !BOOKING_CONFIRMED_PAGE.test(p.replace(":id", "7")),
    );
    expect(unknown).toEqual([]);
  });

  it("lists no page the router does not draw", () => {
    const paths = new Set(pathsOf(routes));
    expect(Object.keys(STATIC_PAGES).filter((p) => !paths.has(p))).toEqual([]);
  });
});
