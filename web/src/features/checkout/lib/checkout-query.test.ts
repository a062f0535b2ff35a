import type { GroundDetails } from "@crease/core/contracts/venues";
import { describe, expect, it } from "vitest";
import {
  checkoutProblem,
  figuresDiffer,
  formatCountdown,
  parseCheckoutQuery,
  queryBreakdown,
  resolveAddOns,
  serverPrice,
} from "./checkout-query";

const ground: GroundDetails = {
  venueId: 7,
  venueType: "ground",
  morningPrice: "8000.00",
  afternoonPrice: "9000.00",
  eveningPrice: "11000.00",
  nightPrice: "0.00",
  addOns: [
    { key: "umpireFees", name: "Umpire Service", price: "1500.00" },
    { key: "redBalls", name: "Red Balls", price: "700.00" },
    { key: "whiteBalls", name: "White Balls", price: "800.00" },
  ],
};

function query(values: Record<string, string>) {
  return parseCheckoutQuery(new URLSearchParams(values));
}

describe("reading the checkout address", () => {
  it("reads what Book Now writes", () => {
    const q = query({
      venueId: "7",
      venueName: "Aravalli Cricket Ground",
      venueType: "ground",
      date: "2026-11-25",
      slot: "evening",
      amount: "12500.00",
      addOns: JSON.stringify([{ key: "umpireFees", name: "Umpire Service", price: "1500.00" }]),
      courtId: "31",
      courtName: "Half A",
    });
    expect(q).toEqual({
      venueId: 7,
      venueName: "Aravalli Cricket Ground",
      venueType: "ground",
      date: "2026-11-25",
      slot: "evening",
      amountPaise: 1_250_000,
      addOns: [{ key: "umpireFees", name: "Umpire Service", pricePaise: 150_000 }],
      court: { id: 31, name: "Half A" },
      weeks: null,
    });
    expect(checkoutProblem(q)).toBeNull();
    // A venue with one court sends none; a malformed one is dropped (the server asks when needed).
    expect(query({ venueId: "7" }).court).toBeNull();
    expect(query({ venueId: "7", courtId: "3x" }).court).toBeNull();
  });

  it("reads Repeat weekly's weeks from 2 to 12, and drops any other", () => {
    expect(query({ weeks: "4" }).weeks).toBe(4);
    expect(query({ weeks: "12" }).weeks).toBe(12);
    for (const weeks of ["1", "13", "4.5", "four", ""]) expect(query({ weeks }).weeks).toBeNull();
  });

  it("falls back to venue 0 and amount 0 when they are missing or malformed", () => {
    expect(query({}).venueId).toBe(0);
    expect(query({ venueId: "12abc" }).venueId).toBe(0);
    expect(query({ venueId: "-3" }).venueId).toBe(0);
    expect(query({ amount: "lots" }).amountPaise).toBe(0);
    expect(query({ amount: "-500" }).amountPaise).toBe(0);
    expect(checkoutProblem(query({}))).toBe("no-venue");
  });

  it("drops a date that is not a real date and a slot that is not a slot", () => {
    const q = query({ venueId: "7", date: "2026-02-30", slot: "teatime" });
    expect(q.date).toBe("");
    expect(q.slot).toBe("");
    expect(checkoutProblem(q)).toBe("no-slot");
    expect(query({ slot: "18:00-19:00" }).slot).toBe("18:00-19:00");
  });

  it("accepts add-ons without keys (older links) and ignores junk in the list", () => {
    const q = query({
      addOns: JSON.stringify([{ name: "Red Balls", price: 700 }, 42, null, { price: "5" }, { name: "Scoreboard" }]),
    });
    expect(q.addOns).toEqual([
      { key: null, name: "Red Balls", pricePaise: 70_000 },
      { key: null, name: "Scoreboard", pricePaise: 0 },
    ]);
    expect(query({ addOns: "{oops" }).addOns).toEqual([]);
    expect(query({ addOns: '{"Red Balls": true}' }).addOns).toEqual([]);
  });
});

describe("the address's own price breakdown", () => {
  it("takes the base as amount minus the add-ons and adds 18% GST", () => {
    const q = query({
      amount: "12500",
      addOns: JSON.stringify([{ key: "umpireFees", name: "Umpire Service", price: "1500.00" }]),
    });
    expect(queryBreakdown(q, 18)).toEqual({
      basePaise: 1_100_000,
      addOnsPaise: 150_000,
      gstPaise: 225_000,
      totalPaise: 1_475_000,
    });
  });
});

describe("pricing from the venue, not the address", () => {
  it("matches the address's add-ons by key, else by name, and reports the ones the venue dropped", () => {
    const { keys, missing } = resolveAddOns(
      [
        { key: "umpireFees", name: "Umpire", pricePaise: 1 },
        { key: null, name: "red balls", pricePaise: 1 },
        { key: "drinks", name: "Drinks", pricePaise: 1 },
      ],
      ground.addOns,
    );
    expect(keys).toEqual(["umpireFees", "redBalls"]);
    expect(missing).toEqual(["Drinks"]);
  });

  it("shows what the server will charge when the address's figures are stale", () => {
    const q = query({
      amount: "10000",
      addOns: JSON.stringify([{ key: "umpireFees", name: "Umpire Service", price: "1000" }]),
    });
    const result = serverPrice(ground, "evening", ["umpireFees"], {
      paymentType: "full",
      partialPaymentAmount: null,
      gstRatePercent: 18,
    });
    expect(result.price?.totalPaise).toBe(1_475_000);
    expect(figuresDiffer(queryBreakdown(q, 18), result.price!)).toBe(true);
    const fresh = query({
      amount: "12500",
      addOns: JSON.stringify([{ key: "umpireFees", name: "Umpire Service", price: "1500" }]),
    });
    expect(figuresDiffer(queryBreakdown(fresh, 18), result.price!)).toBe(false);
  });

  it("takes only the venue's partial amount online", () => {
    const result = serverPrice(ground, "morning", [], {
      paymentType: "partial",
      partialPaymentAmount: "2500.00",
      gstRatePercent: 18,
    });
    expect(result.price?.totalPaise).toBe(944_000);
    expect(result.price?.payNowPaise).toBe(250_000);
  });

  it("says why a slot the venue does not offer cannot be booked", () => {
    const result = serverPrice(ground, "night", [], {
      paymentType: "full",
      partialPaymentAmount: null,
      gstRatePercent: 18,
    });
    expect(result.price).toBeNull();
    expect(result.error).toMatch(/does not offer the Night/);
    expect(result.price === null && result.problem).toBe("slot");
  });
});

describe("display helpers", () => {
  it("counts a hold down in minutes and seconds", () => {
    expect(formatCountdown(600_000)).toBe("10:00");
    expect(formatCountdown(65_400)).toBe("1:06");
    expect(formatCountdown(-5)).toBe("0:00");
  });
});
