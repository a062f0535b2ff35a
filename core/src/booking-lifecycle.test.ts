import { describe, expect, it } from "vitest";
import {
  BOOKING_MOVES,
  cancellationReason,
  cancellationRefundPaise,
  movesFor,
  partyFor,
  refundPaise,
  refuseMove,
} from "./booking-lifecycle";
import { BOOKING_STATUS, BOOKING_STATUSES, PAYMENT_STATUS, PAYMENT_STATUSES } from "./bookings";
import { messageEnglish } from "./errors";

// 18:00–19:00 IST on 10 March 2026 is 12:30 UTC.
const booking = { status: "confirmed", date: "2026-03-10", slot: "18:00-19:00" };
const start = new Date("2026-03-10T12:30:00Z");
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);

describe("the moves table", () => {
  it("moves only between known statuses, and only the server confirms or expires a hold", () => {
    for (const rule of Object.values(BOOKING_MOVES)) {
      if (rule.to !== "unchanged") expect(BOOKING_STATUSES).toContain(rule.to);
      // Only a move of the payment-status axis leaves the status as it was.
      else expect("payment" in rule).toBe(true);
      for (const from of rule.from ?? []) expect(BOOKING_STATUSES).toContain(from);
    }
    expect(BOOKING_MOVES.confirm.by).toEqual(["system"]);
    expect(BOOKING_MOVES.expire.by).toEqual(["system"]);
  });

  it("moves the payment status only between known payment statuses, and only the server refunds", () => {
    for (const rule of Object.values(BOOKING_MOVES)) {
      if (!("payment" in rule)) continue;
      for (const status of [...(rule.payment.from ?? []), ...rule.payment.to])
        expect(PAYMENT_STATUSES).toContain(status);
    }
    expect(BOOKING_MOVES.refund).toMatchObject({ from: ["cancelled"], to: "cancelled", by: ["system"] });
    expect(BOOKING_MOVES.refund.payment.to).toEqual(["refunded"]);
  });

  it("names every status by a constant", () => {
    expect(Object.values(BOOKING_STATUS)).toEqual([...BOOKING_STATUSES]);
    expect(Object.values(PAYMENT_STATUS)).toEqual([...PAYMENT_STATUSES]);
  });
});

describe("partyFor", () => {
  const b = { userId: 7, ownerId: 3 };
  it("reads an admin first, then the venue's owner, then the player who booked", () => {
    expect(partyFor({ id: 7, role: "admin" }, b)).toBe("admin");
    expect(partyFor({ id: 3, role: "owner" }, b)).toBe("owner");
    expect(partyFor({ id: 7, role: "player" }, b)).toBe("player");
  });
  it("is nobody for another player or another venue's owner", () => {
    expect(partyFor({ id: 8, role: "player" }, b)).toBeNull();
    expect(partyFor({ id: 4, role: "owner" }, b)).toBeNull();
  });
});

describe("refuseMove and movesFor", () => {
  it("lets a player cancel until the slot starts, and never complete", () => {
    expect(movesFor("player", booking, hoursBefore(1))).toEqual(["cancel"]);
    expect(movesFor("player", booking, start)).toEqual([]);
    expect(refuseMove("cancel", "player", booking, start)?.code).toBe("CONFLICT");
    expect(refuseMove("complete", "player", booking, hoursBefore(-1))).toEqual({
      code: "FORBIDDEN",
      message: "Only the venue's owner or an admin can mark a booking completed",
    });
  });
  it("lets the owner and an admin cancel at any time and complete once the slot has started", () => {
    for (const party of ["owner", "admin"] as const) {
      expect(movesFor(party, booking, hoursBefore(1))).toEqual(["cancel"]);
      expect(movesFor(party, booking, start)).toEqual(["complete", "cancel"]);
      expect(refuseMove("complete", party, booking, hoursBefore(1))?.code).toBe("VALIDATION");
    }
  });
  it("moves nothing that is not confirmed, and nothing for a stranger", () => {
    for (const status of ["held", "cancelled", "disputed", "expired"]) {
      expect(movesFor("admin", { ...booking, status }, start)).toEqual([]);
      const refusal = refuseMove("cancel", "admin", { ...booking, status }, start);
      expect(refusal?.code).toBe("CONFLICT");
      expect(messageEnglish(refusal?.message ?? "")).toBe(
        `This booking is ${status}; only confirmed bookings can be cancelled.`,
      );
    }
    expect(movesFor(null, booking, hoursBefore(48))).toEqual([]);
    expect(refuseMove("cancel", "system", booking, hoursBefore(48))?.code).toBe("FORBIDDEN");
  });
  it("lets only an admin cancel a completed booking, and not its owner once it is paid out", () => {
    const completed = { ...booking, status: "completed" };
    expect(movesFor("admin", completed, start)).toEqual(["cancel"]);
    for (const party of ["owner", "player"] as const) expect(movesFor(party, completed, start)).toEqual([]);
    expect(refuseMove("cancel", "owner", completed, start)?.message).toBe(
      "This booking is completed; only an admin can cancel it now (the refund is taken back from the venue's next payout).",
    );
    expect(messageEnglish(refuseMove("cancel", "player", completed, start)?.message ?? "")).toBe(
      "This booking is completed; only confirmed bookings can be cancelled.",
    );
    const paidOut = { ...booking, paidOut: true };
    expect(refuseMove("cancel", "owner", paidOut, start)?.code).toBe("CONFLICT");
    expect(refuseMove("cancel", "admin", paidOut, start)).toBeNull();
  });
  it("lets the server complete a booking only once its slot has ended", () => {
    // The slot is 18:00–19:00: started at `start`, ended an hour later.
    expect(refuseMove("complete", "system", booking, start)?.code).toBe("VALIDATION");
    expect(refuseMove("complete", "system", booking, hoursBefore(-1))).toBeNull();
    expect(refuseMove("complete", "system", { ...booking, status: "completed" }, hoursBefore(-2))?.code).toBe(
      "CONFLICT",
    );
  });
});

describe("what a cancellation refunds", () => {
  it("refunds everything more than 24 hours before the slot", () => {
    expect(refundPaise(944_000, true, start, hoursBefore(25))).toBe(944_000);
    expect(cancellationRefundPaise("player", booking, 944_000, hoursBefore(25))).toBe(944_000);
  });
  it("keeps a 25% fee inside 24 hours", () => {
    expect(refundPaise(944_000, true, start, hoursBefore(23))).toBe(708_000);
    expect(cancellationRefundPaise("player", booking, 944_000, hoursBefore(24))).toBe(708_000);
  });
  it("refunds everything when the owner or an admin cancels", () => {
    expect(cancellationRefundPaise("owner", booking, 944_000, hoursBefore(1))).toBe(944_000);
    expect(cancellationRefundPaise("admin", booking, 944_000, hoursBefore(-3))).toBe(944_000);
  });
  it("records who cancelled as the refund's reason", () => {
    expect(cancellationReason("player")).toBe("player_cancelled");
    expect(cancellationReason("owner")).toBe("owner_cancelled");
    expect(cancellationReason("admin")).toBe("admin_cancelled");
  });
});

describe("partyFor and a venue's staff", () => {
  const desk = { id: 7, role: "player", staffOf: [{ venueId: 3, role: "desk" as const }] };
  it("makes staff the owner's party for their venue's bookings, nowhere else", () => {
    expect(partyFor(desk, { userId: 9, ownerId: 1, venueId: 3 })).toBe("owner");
    expect(partyFor(desk, { userId: 9, ownerId: 1, venueId: 4 })).toBeNull();
  });
  it("keeps a member of staff the player of a game they booked at their own venue (a player's refund)", () => {
    expect(partyFor(desk, { userId: 7, ownerId: 1, venueId: 3 })).toBe("player");
  });
});
