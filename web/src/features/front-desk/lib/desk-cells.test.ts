import type { DeskCalendar } from "@crease/core/desk";
import { describe, expect, it } from "vitest";
import { canMarkPaid, deskCells, walkInPrice } from "./desk-cells";

const booking = (over: Partial<DeskCalendar["bookings"][number]>): DeskCalendar["bookings"][number] => ({
  id: 1,
  courtId: 1,
  date: "2030-01-05",
  slot: "18:00-19:00",
  status: "confirmed",
  paymentStatus: "pending",
  source: "desk",
  playerName: "Ravi Kumar",
  playerPhone: "+919876543210",
  amount: "1180.00",
  paidOnline: "0.00",
  paidAtVenue: "0.00",
  due: "1180.00",
  addOns: [],
  holdExpiresAt: null,
  ...over,
});

const calendar: DeskCalendar = {
  venueId: 7,
  venueName: "Koramangala Box",
  gstRatePercent: 18,
  courts: [
    { id: 1, name: "Box A" },
    { id: 2, name: "Box B" },
  ],
  days: [
    {
      date: "2030-01-05",
      slots: ["17:00-18:00", "18:00-19:00", "19:00-20:00"].map((slot) => ({
        slot,
        prices: { "1": "1000.00", "2": "1500.00" },
      })),
    },
  ],
  bookings: [
    booking({}),
    booking({ id: 2, courtId: 2, source: "online", paymentStatus: "partial", due: "680.00" }),
    booking({ id: 3, courtId: 1, slot: "19:00-20:00", status: "held", source: "online", due: "0.00" }),
  ],
  blocks: [{ id: 9, courtId: null, date: "2030-01-05", slot: "17:00-18:00", reason: "Pitch repair" }],
  addOns: [{ key: "bowling-machine", name: "Bowling machine", price: "300.00" }],
};

describe("the desk's cells", () => {
  const cellAt = deskCells(calendar, new Date("2030-01-05T00:00:00Z"));

  it("tells desk bookings, online bookings, holds, blocks and free slots apart", () => {
    expect(cellAt(1, "2030-01-05", "18:00-19:00").kind).toBe("desk");
    expect(cellAt(2, "2030-01-05", "18:00-19:00").kind).toBe("online");
    expect(cellAt(1, "2030-01-05", "19:00-20:00").kind).toBe("hold");
    expect(cellAt(2, "2030-01-05", "19:00-20:00")).toEqual({ kind: "free", price: "1500.00", ended: false });
  });

  it("reads a block of every court on each court", () => {
    expect(cellAt(1, "2030-01-05", "17:00-18:00")).toMatchObject({
      kind: "blocked",
      block: { reason: "Pitch repair" },
    });
    expect(cellAt(2, "2030-01-05", "17:00-18:00").kind).toBe("blocked");
  });

  it("marks a free slot that has ended", () => {
    const later = deskCells(calendar, new Date("2030-01-05T13:00:00Z")); // 6:30 PM IST
    expect(later(2, "2030-01-05", "17:00-18:00")).toMatchObject({ kind: "blocked" });
    expect(later(2, "2030-01-05", "19:00-20:00")).toMatchObject({ kind: "free", ended: false });
    expect(deskCells(calendar, new Date("2030-01-05T15:00:00Z"))(2, "2030-01-05", "19:00-20:00")).toMatchObject({
      ended: true,
    });
  });

  it("offers to take the money only for a confirmed or played booking with something due", () => {
    expect(canMarkPaid(booking({}))).toBe(true);
    expect(canMarkPaid(booking({ due: "0.00" }))).toBe(false);
    expect(canMarkPaid(booking({ status: "held" }))).toBe(false);
  });
});

describe("a walk-in's price", () => {
  it("is the slot, the add-ons and 18% GST, as the server charges (₹1,000 + ₹300 → ₹1,534)", () => {
    expect(walkInPrice("1000.00", calendar.addOns, ["bowling-machine"], 18)).toEqual({
      basePaise: 100_000,
      addOnsPaise: 30_000,
      gstPaise: 23_400,
      totalPaise: 153_400,
    });
    expect(walkInPrice("1000.00", calendar.addOns, [], 18).totalPaise).toBe(118_000);
  });

  it("is the slot and the add-ons alone where the owner has no GSTIN (decision 041)", () => {
    expect(walkInPrice("1000.00", calendar.addOns, ["bowling-machine"], 0)).toEqual({
      basePaise: 100_000,
      addOnsPaise: 30_000,
      gstPaise: 0,
      totalPaise: 130_000,
    });
  });
});
