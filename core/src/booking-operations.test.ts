import { describe, expect, it } from "vitest";
import {
  BOOKING_OPERATIONS,
  refuseClosureCancel,
  refuseMarkPaid,
  refuseShare,
  refuseSplit,
  refuseWaitlistOffer,
} from "./booking-operations";
import { hasStatus, isBooked, isHold, occupiesItsSlot } from "./booking-status";
import { BOOKING_STATUSES, LIVE_STATUSES } from "./bookings";
import { messageEnglish } from "./errors";

// 18:00–19:00 IST on 10 March 2026 is 12:30 UTC.
const start = new Date("2026-03-10T12:30:00Z");
const before = new Date(start.getTime() - 3_600_000);
const slot = { date: "2026-03-10", slot: "18:00-19:00" };
const paidOnline = {
  ...slot,
  status: "confirmed",
  seriesId: null,
  source: "online" as const,
  paidOnlinePaise: 120_000,
};
const words = (refusal: { message: Parameters<typeof messageEnglish>[0] } | null) =>
  refusal ? messageEnglish(refusal.message) : null;

describe("the operations table", () => {
  it("names only known statuses, and only the server offers a slot to the waitlist", () => {
    for (const rule of Object.values(BOOKING_OPERATIONS)) {
      for (const status of rule.on) expect(BOOKING_STATUSES).toContain(status);
    }
    expect(BOOKING_OPERATIONS.waitlist_offer.by).toEqual(["system"]);
    expect(BOOKING_OPERATIONS.closure_cancel.on).toEqual(["confirmed"]);
  });
});

describe("splitting a booking", () => {
  it("lets the player split their confirmed booking paid online before it starts", () => {
    expect(refuseSplit("player", paidOnline, 4, before)).toBeNull();
    expect(refuseSplit("player", paidOnline, null, before)).toBeNull();
  });

  it("refuses anyone but its player", () => {
    for (const party of ["owner", "admin", "system", null] as const) {
      expect(refuseSplit(party, paidOnline, 4, before)?.code).toBe("FORBIDDEN");
    }
  });

  it("refuses a booking that is not confirmed, or has started, with what can be split", () => {
    for (const status of ["held", "completed", "cancelled", "expired", "disputed"]) {
      expect(words(refuseSplit("player", { ...paidOnline, status }, 4, before))).toBe(
        "Only a confirmed booking that has not started can be split.",
      );
    }
    expect(refuseSplit("player", paidOnline, 4, start)?.code).toBe("RULE_REFUSED");
  });

  it("refuses a weekly booking's date, a desk booking, and shares under ₹1", () => {
    expect(words(refuseSplit("player", { ...paidOnline, seriesId: 7 }, 4, before))).toMatch(/weekly booking/);
    expect(words(refuseSplit("player", { ...paidOnline, source: "desk", paidOnlinePaise: 0 }, 4, before))).toMatch(
      /paid online/,
    );
    // ₹21.99 among 22: each teammate's share is 99 paise.
    expect(words(refuseSplit("player", { ...paidOnline, paidOnlinePaise: 2199 }, 22, before))).toBe(
      "Each share would be less than ₹1. Split among fewer players.",
    );
    expect(refuseSplit("player", { ...paidOnline, paidOnlinePaise: 2200 }, 22, before)).toBeNull();
  });
});

describe("sharing a booking", () => {
  it("lets its player share a game booked or played, and nothing else", () => {
    expect(refuseShare("player", { status: "confirmed" })).toBeNull();
    expect(refuseShare("player", { status: "completed" })).toBeNull();
    for (const status of ["held", "cancelled", "expired", "disputed"]) {
      expect(refuseShare("player", { status })?.code).toBe("CONFLICT");
    }
    expect(refuseShare("owner", { status: "confirmed" })?.code).toBe("FORBIDDEN");
  });
});

describe("marking a booking paid at the venue", () => {
  const due = { status: "confirmed", paymentStatus: "pending", duePaise: 50_000 };

  it("lets the desk take what is due on a confirmed or played booking", () => {
    expect(refuseMarkPaid("owner", due)).toBeNull();
    expect(refuseMarkPaid("admin", { ...due, status: "completed", paymentStatus: "partial" })).toBeNull();
  });

  it("refuses a player, a paid booking, nothing due, and a booking that is not on", () => {
    expect(refuseMarkPaid("player", due)?.code).toBe("FORBIDDEN");
    expect(words(refuseMarkPaid("owner", { ...due, paymentStatus: "paid" }))).toBe("This booking is already paid.");
    expect(words(refuseMarkPaid("owner", { ...due, duePaise: 0 }))).toBe("This booking is already paid.");
    for (const status of ["held", "cancelled", "expired", "disputed"]) {
      expect(words(refuseMarkPaid("owner", { ...due, status }))).toBe(
        "Only a confirmed or completed booking can be marked paid.",
      );
    }
  });
});

describe("offering a slot to the waitlist", () => {
  it("offers a slot a booking let go, or the old slot of a rescheduled booking, and no other", () => {
    expect(refuseWaitlistOffer({ status: "cancelled" }, false)).toBeNull();
    expect(refuseWaitlistOffer({ status: "expired" }, false)).toBeNull();
    expect(refuseWaitlistOffer({ status: "confirmed" }, true)).toBeNull();
    for (const status of ["held", "confirmed", "completed", "disputed"]) {
      expect(words(refuseWaitlistOffer({ status }, false))).toBe("This booking still holds its slot.");
    }
    expect(refuseWaitlistOffer({ status: "cancelled" }, true)?.code).toBe("CONFLICT");
  });
});

describe("cancelling for a closure", () => {
  it("cancels a confirmed booking, by the venue's owner or an admin", () => {
    expect(refuseClosureCancel("owner", { ...slot, status: "confirmed" })).toBeNull();
    expect(refuseClosureCancel("admin", { ...slot, status: "confirmed" })).toBeNull();
    expect(refuseClosureCancel("player", { ...slot, status: "confirmed" })?.code).toBe("FORBIDDEN");
  });

  it("leaves a played, cancelled or paid-out booking as it is, and ends a hold instead", () => {
    for (const status of ["completed", "cancelled", "expired", "disputed"]) {
      expect(words(refuseClosureCancel("owner", { ...slot, status }))).toMatch(/only confirmed bookings/);
    }
    expect(words(refuseClosureCancel("owner", { ...slot, status: "held" }))).toMatch(/it ends/);
    expect(refuseClosureCancel("owner", { ...slot, status: "confirmed", paidOut: true })?.code).toBe("CONFLICT");
  });
});

describe("status questions", () => {
  it("answer from core's lists", () => {
    expect(BOOKING_STATUSES.filter((status) => occupiesItsSlot({ status }))).toEqual([...LIVE_STATUSES]);
    expect(BOOKING_STATUSES.filter((status) => isHold({ status }))).toEqual(["held", "expired"]);
    expect(BOOKING_STATUSES.filter((status) => isBooked({ status }))).toEqual(["confirmed", "completed"]);
    expect(hasStatus({ status: "pending" }, "held")).toBe(false);
  });
});
