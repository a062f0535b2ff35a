// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { emptySearchText } from "./empty-search";
import { EMPTY_FILTERS } from "./search-filters";

describe("an empty search page", () => {
  it("says that nothing is in or near an unknown pincode, and what to try", () => {
    expect(emptySearchText({ ...EMPTY_FILTERS, location: "799 999" }, true)).toBe(
      "No venues in or near pincode 799999. Check the pincode, or search by your city or area, or use Near me.",
    );
  });

  it("says how far Near me looked", () => {
    expect(emptySearchText({ ...EMPTY_FILTERS, sort: "distance", radiusKm: "10" }, true)).toBe(
      "No venues within 10 km of you. Search by city, area or pincode to look further.",
    );
  });
});
