import { describe, expect, it } from "vitest";
import { bookingFilterFrom, canModerateBooking, slotHasStarted, statusQueryOf, venueOptions } from "./booking-filters";

describe("statusQueryOf", () => {
  it("asks the server for one status, or none for all", () => {
    expect(statusQueryOf("cancelled")).toBe("cancelled");
    expect(statusQueryOf("all")).toBeNull();
  });
});

describe("canModerateBooking", () => {
  it("lets an admin complete or cancel only confirmed bookings", () => {
    expect(canModerateBooking({ status: "confirmed" })).toBe(true);
    expect(canModerateBooking({ status: "completed" })).toBe(false);
    expect(canModerateBooking({ status: "cancelled" })).toBe(false);
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

describe("slotHasStarted", () => {
  // 10:30 IST on 5 January 2026.
  const now = new Date("2026-01-05T05:00:00Z");

  it("compares the slot's IST start with now", () => {
    expect(slotHasStarted({ date: "2026-01-05", slot: "morning" }, now)).toBe(true);
    expect(slotHasStarted({ date: "2026-01-05", slot: "10:00-11:00" }, now)).toBe(true);
    expect(slotHasStarted({ date: "2026-01-05", slot: "evening" }, now)).toBe(false);
    expect(slotHasStarted({ date: "2026-01-06", slot: "06:00-07:00" }, now)).toBe(false);
  });

  it("leaves an unreadable slot to the server", () => {
    expect(slotHasStarted({ date: "2026-01-05", slot: "whenever" }, now)).toBe(true);
  });
});
