import type { GroundDetails, WireAddOn } from "@crease/core/contracts/venues";
import { priceBooking } from "@crease/core/pricing";
import { describe, expect, it } from "vitest";
import {
  checkoutPath,
  parseAddOnsParam,
  parseCourtParam,
  parseDateParam,
  parseSlotParam,
  venuePathWithSelection,
  withSelection,
} from "./booking-params";

const ADD_ONS: WireAddOn[] = [
  { key: "umpireFees", name: "Umpire Service", price: "1500.00" },
  { key: "redBalls", name: "Red Balls", price: "500.00" },
  { key: "whiteBalls", name: "White Balls", price: "600.00" },
];

const GROUND: GroundDetails = {
  venueId: 7,
  venueType: "ground",
  morningPrice: "8000.00",
  afternoonPrice: "9000.00",
  eveningPrice: "10000.00",
  nightPrice: "0.00",
  addOns: ADD_ONS,
};

describe("the date in the query", () => {
  const today = "2026-07-20";
  const last = "2026-09-30";

  it("is kept when it is a real date from today on", () => {
    expect(parseDateParam("2026-07-20", today, last)).toBe("2026-07-20");
    expect(parseDateParam("2026-09-30", today, last)).toBe("2026-09-30");
  });

  it("is ignored when past, beyond the bookable months, impossible or malformed", () => {
    expect(parseDateParam("2026-07-19", today, last)).toBeNull();
    expect(parseDateParam("2026-10-01", today, last)).toBeNull();
    expect(parseDateParam("2026-02-30", today, last)).toBeNull();
    expect(parseDateParam("20-07-2026", today, last)).toBeNull();
    expect(parseDateParam("", today, last)).toBeNull();
    expect(parseDateParam(null, today, last)).toBeNull();
  });
});

describe("the slot in the query", () => {
  it("must be one the venue offers", () => {
    expect(parseSlotParam("evening", ["morning", "evening"])).toBe("evening");
    expect(parseSlotParam("night", ["morning", "evening"])).toBeNull();
    expect(parseSlotParam("06:00-07:00", ["06:00-07:00"])).toBe("06:00-07:00");
    expect(parseSlotParam(null, ["morning"])).toBeNull();
  });
});

describe("the add-ons in the query", () => {
  it("reads the JSON list Book Now writes, by key", () => {
    const value = JSON.stringify([{ key: "umpireFees", name: "Umpire Service", price: "1500.00" }]);
    expect(parseAddOnsParam(value, ADD_ONS)).toEqual(["umpireFees"]);
  });

  it("reads a list without keys by name, any case", () => {
    expect(parseAddOnsParam(JSON.stringify([{ name: "red balls", price: "500" }]), ADD_ONS)).toEqual(["redBalls"]);
  });

  it("reads the dashboard's rebook map of name to true", () => {
    const value = JSON.stringify({ "Umpire Service": true, "White Balls": true, "Red Balls": false });
    expect(parseAddOnsParam(value, ADD_ONS)).toEqual(["umpireFees", "whiteBalls"]);
  });

  it("keeps only the later of red and white balls", () => {
    expect(parseAddOnsParam(JSON.stringify({ "Red Balls": true, "White Balls": true }), ADD_ONS)).toEqual([
      "whiteBalls",
    ]);
  });

  it("drops unknown add-ons and repeats", () => {
    const value = JSON.stringify([
      { key: "drinks", name: "Drinks" },
      { name: "Umpire Service" },
      { key: "umpireFees" },
    ]);
    expect(parseAddOnsParam(value, ADD_ONS)).toEqual(["umpireFees"]);
  });

  it("ignores anything malformed", () => {
    for (const value of ["{not json", "42", '"redBalls"', "null", "[null, 3, {}]", ""]) {
      expect(parseAddOnsParam(value, ADD_ONS)).toEqual([]);
    }
  });
});

describe("the selection written back to the address", () => {
  it("sets date and slot, lists add-ons, and removes what is empty", () => {
    const current = new URLSearchParams("date=2026-07-01&slot=night&addOns=x&utm=1");
    const next = withSelection(current, { date: "2026-07-21", slot: "morning", addOns: [], court: null }, ADD_ONS);
    expect(next.get("date")).toBe("2026-07-21");
    expect(next.get("slot")).toBe("morning");
    expect(next.has("addOns")).toBe(false);
    expect(next.get("utm")).toBe("1");
  });

  it("round-trips through the parser", () => {
    const path = venuePathWithSelection(
      7,
      { date: "2026-07-21", slot: "morning", addOns: ["redBalls"], court: 12 },
      ADD_ONS,
    );
    const query = new URL(path, "http://x").searchParams;
    expect(path.startsWith("/venues/7?")).toBe(true);
    expect(parseAddOnsParam(query.get("addOns"), ADD_ONS)).toEqual(["redBalls"]);
    expect(parseCourtParam(query.get("court"))).toBe(12);
    expect(parseCourtParam("0")).toBeNull();
    expect(parseCourtParam("x1")).toBeNull();
  });

  it("is the bare venue address without a selection", () => {
    expect(venuePathWithSelection(7, { date: null, slot: null, addOns: [], court: null }, ADD_ONS)).toBe("/venues/7");
  });
});

describe("the checkout address", () => {
  it("carries the base price plus add-ons in rupees and the add-on list", () => {
    const price = priceBooking(GROUND, "afternoon", ["umpireFees", "redBalls"], {
      paymentType: "full",
      partialPaymentAmount: null,
      gstRatePercent: 18,
    });
    const path = checkoutPath({
      venueId: 7,
      venueName: "Green & Gold Oval",
      venueType: "ground",
      date: "2026-07-21",
      slot: "afternoon",
      price,
    });
    const query = new URL(path, "http://x").searchParams;
    expect(path.startsWith("/checkout?")).toBe(true);
    expect(Object.fromEntries(query)).toMatchObject({
      venueId: "7",
      venueName: "Green & Gold Oval",
      venueType: "ground",
      date: "2026-07-21",
      slot: "afternoon",
      amount: "11000.00",
    });
    expect(JSON.parse(query.get("addOns") ?? "")).toEqual([
      { key: "umpireFees", name: "Umpire Service", price: "1500.00" },
      { key: "redBalls", name: "Red Balls", price: "500.00" },
    ]);
  });
});
