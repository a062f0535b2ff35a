import type { Booking } from "@crease/core/contracts/bookings";
import { describe, expect, it } from "vitest";
import { recentActivity } from "./activity";

function booking(id: number, patch: Partial<Booking>): Booking {
  return {
    id,
    status: "confirmed",
    confirmedAt: null,
    cancelledAt: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    date: "2026-11-30",
    slot: "18:00-19:00",
    ...patch,
  } as Booking;
}

describe("recentActivity", () => {
  it("lists the newest bookings and cancellations first, five at most", () => {
    const list = [
      booking(1, { confirmedAt: "2026-11-01T10:00:00.000Z" }),
      booking(2, {
        status: "cancelled",
        confirmedAt: "2026-11-02T10:00:00.000Z",
        cancelledAt: "2026-11-05T10:00:00.000Z",
      }),
      booking(3, { status: "completed", confirmedAt: "2026-11-03T10:00:00.000Z" }),
      booking(4, { status: "held" }),
      booking(5, { confirmedAt: "2026-11-04T10:00:00.000Z" }),
      booking(6, { confirmedAt: "2026-10-01T10:00:00.000Z" }),
    ];
    expect(recentActivity(list).map((e) => e.key)).toEqual(["c2", "b5", "b3", "b2", "b1"]);
    expect(recentActivity(list, 2)).toHaveLength(2);
  });

  it("leaves out holds and expired bookings", () => {
    expect(recentActivity([booking(1, { status: "held" }), booking(2, { status: "expired" })])).toEqual([]);
  });
});
