import { describe, expect, it } from "vitest";
import {
  bookingFilterFrom,
  canModerateBooking,
  countByStatus,
  filterBookings,
  slotHasStarted,
  venueOptions,
} from "./booking-filters";

const list = [
  { id: 1, status: "confirmed" },
  { id: 2, status: "completed" },
  { id: 3, status: "held" },
  { id: 4, status: "cancelled" },
  { id: 5, status: "confirmed" },
] as const;

describe("filterBookings", () => {
  it("keeps one status", () => {
    expect(filterBookings(list, "confirmed").map((b) => b.id)).toEqual([1, 5]);
  });

  it("shows everything but holds in progress for all", () => {
    expect(filterBookings(list, "all").map((b) => b.id)).toEqual([1, 2, 4, 5]);
  });
});

describe("countByStatus", () => {
  it("counts each status", () => {
    expect(countByStatus(list)).toEqual({ confirmed: 2, completed: 1, held: 1, cancelled: 1 });
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
