import type { Booking } from "@crease/core/contracts/bookings";
import { describe, expect, it } from "vitest";
import { canReschedule, canShare, paymentText, rebookPath, refundQuote } from "./booking-display";

describe("booking status on screen", () => {
  it("names payment states in plain words", () => {
    expect(paymentText("paid")).toBe("Paid");
    expect(paymentText("partial")).toBe("Part paid");
    expect(paymentText("refunded")).toBe("Refunded");
  });

  it("lets confirmed and completed bookings be shared", () => {
    expect(canShare({ status: "confirmed" })).toBe(true);
    expect(canShare({ status: "completed" })).toBe(true);
    expect(canShare({ status: "cancelled" })).toBe(false);
  });
});

describe("the rebook link", () => {
  it("presets date, slot and the add-ons as a map of name to true", () => {
    const path = rebookPath({
      venueId: 25,
      date: "2026-11-25",
      slot: "evening",
      addOns: [
        { key: "umpireFees", name: "Umpire Service", price: "1200.00" },
        { key: "whiteBalls", name: "White Balls", price: "800.00" },
      ],
    });
    const url = new URL(path, "https://crease.example");
    expect(url.pathname).toBe("/venues/25");
    expect(url.searchParams.get("date")).toBe("2026-11-25");
    expect(url.searchParams.get("slot")).toBe("evening");
    expect(JSON.parse(url.searchParams.get("addOns") ?? "null")).toEqual({
      "Umpire Service": true,
      "White Balls": true,
    });
  });

  it("leaves add-ons out when there were none", () => {
    expect(rebookPath({ venueId: 2, date: "2026-11-23", slot: "18:00-19:00", addOns: [] })).toBe(
      "/venues/2?date=2026-11-23&slot=18%3A00-19%3A00",
    );
  });
});

describe("the refund a cancellation would give", () => {
  // The evening slot of 25 Nov 2026 starts at 14:00 IST, 08:30 UTC.
  const booking = { date: "2026-11-25", slot: "evening", paidOnline: "13806.00" };

  it("gives everything back more than 24 hours ahead", () => {
    expect(refundQuote(booking, new Date("2026-11-24T08:00:00Z"))).toEqual({
      paidPaise: 1_380_600,
      refundPaise: 1_380_600,
      late: false,
    });
  });

  it("keeps a 25% fee inside 24 hours", () => {
    expect(refundQuote(booking, new Date("2026-11-24T09:00:00Z"))).toEqual({
      paidPaise: 1_380_600,
      refundPaise: 1_035_450,
      late: true,
    });
  });

  it("refunds only what was paid online at a partial-payment venue", () => {
    expect(refundQuote({ ...booking, paidOnline: "2500.00" }, new Date("2026-11-20T00:00:00Z")).refundPaise).toBe(
      250_000,
    );
  });
});

describe("the Reschedule button", () => {
  const now = new Date("2026-11-20T06:30:00Z"); // 12:00 IST
  const booking = {
    status: "confirmed",
    source: "online",
    date: "2026-11-22",
    slot: "morning",
    startsAt: "2026-11-22T00:30:00.000Z", // 06:00 IST, 42 hours ahead
    paidAtVenue: "0.00",
    rescheduledFrom: null,
  } as unknown as Booking;

  it("shows for a confirmed online booking more than 24 hours ahead, never moved", () => {
    expect(canReschedule(booking, now)).toBe(true);
  });

  it("shows for a booking paid with venue credit, wholly or in part (the move settles credit too)", () => {
    expect(canReschedule({ ...booking, paidOnline: "0.00", paidWithCredit: "1180.00" }, now)).toBe(true);
    expect(canReschedule({ ...booking, paidWithCredit: "300.00" }, now)).toBe(true);
  });

  it("hides once moved, inside 24 hours, for a desk booking, or when not confirmed", () => {
    const moved = {
      date: "2026-11-21",
      slot: "evening",
      courtId: 1,
      courtName: "Main",
      at: now.toISOString(),
      paid: "0.00",
    };
    expect(canReschedule({ ...booking, rescheduledFrom: moved }, now)).toBe(false);
    expect(canReschedule(booking, new Date("2026-11-21T01:00:00Z"))).toBe(false);
    expect(canReschedule({ ...booking, source: "desk" }, now)).toBe(false);
    expect(canReschedule({ ...booking, status: "cancelled" }, now)).toBe(false);
    expect(canReschedule({ ...booking, paidAtVenue: "500.00" }, now)).toBe(false);
  });
});
