import * as core from "@crease/core/search";
import { describe, expect, it } from "vitest";
import { VENUE_SORT_LABELS, VENUE_SORTS } from "./sorts";

describe("the search page's sort orders", () => {
  it("are the API's, in the same order", () => {
    expect(VENUE_SORTS).toEqual(core.VENUE_SORTS);
  });

  it("carry the same labels", () => {
    expect(VENUE_SORT_LABELS).toEqual(core.VENUE_SORT_LABELS);
  });
});
