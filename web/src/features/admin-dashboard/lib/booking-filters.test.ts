import { describe, expect, it } from "vitest";
import { bookingFilterFrom, statusQueryOf, venueOptions } from "./booking-filters";

describe("statusQueryOf", () => {
  it("asks the server for one status, or none for all", () => {
    expect(statusQueryOf("cancelled")).toBe("cancelled");
    expect(statusQueryOf("all")).toBeNull();
  });
});

describe("bookingFilterFrom", () => {
  it("reads a known status and falls back to all", () => {
    expect(bookingFilterFrom("disputed")).toBe("disputed");
    expect(bookingFilterFrom("held")).toBe("all");
  });
});

describe("venueOptions", () => {
  it("lists each venue once, by name", () => {
    expect(
      venueOptions([
        { venueId: 2, venueName: "Zeta Nets" },
        { venueId: 1, venueName: "Alpha Ground" },
        { venueId: 2, venueName: "Zeta Nets" },
      ]),
    ).toEqual([
      { id: 1, name: "Alpha Ground" },
      { id: 2, name: "Zeta Nets" },
    ]);
  });
});
