import { describe, expect, it } from "vitest";
import { offeredSlots, priceBooking, priceText, toggleAddOn } from "./pricing";
import { box, ground, nets, REGISTERED } from "./pricing.fixtures";

/** A venue whose owner has no GSTIN. */
const UNREGISTERED = { ...REGISTERED, gstRatePercent: 0 } as const;

describe("priceBooking", () => {
  const cases: [string, Parameters<typeof priceBooking>, Partial<ReturnType<typeof priceBooking>>][] = [
    [
      "ground slot, no add-ons",
      [ground, "morning", [], REGISTERED],
      { basePaise: 800_000, addOnsPaise: 0, gstPaise: 144_000, totalPaise: 944_000, payNowPaise: 944_000 },
    ],
    [
      "ground slot with two add-ons",
      [ground, "evening", ["umpireFees", "redBalls"], REGISTERED],
      { basePaise: 1_000_000, addOnsPaise: 220_000, gstPaise: 219_600, totalPaise: 1_439_600 },
    ],
    // 12500.50 × 18% = 2250.09 exactly; 833.33 × 18% = 149.9994 → 150.00 (rounded to the paisa).
    [
      "ground paise prices",
      [ground, "night", [], REGISTERED],
      { basePaise: 1_250_050, gstPaise: 225_009, totalPaise: 1_475_059 },
    ],
    [
      "nets hour, GST rounding",
      [nets, "08:00-09:00", [], REGISTERED],
      { basePaise: 83_333, gstPaise: 15_000, totalPaise: 98_333 },
    ],
    [
      "nets with an add-on",
      [nets, "07:00-08:00", ["other:bowling-machine"], REGISTERED],
      { basePaise: 83_333, addOnsPaise: 30_000, gstPaise: 20_400, totalPaise: 133_733 },
    ],
    ["box hour", [box, "19:00-20:00", [], REGISTERED], { basePaise: 150_000, gstPaise: 27_000, totalPaise: 177_000 }],
    // decision 041: a supplier without a GSTIN charges its price, add-ons included, with no GST.
    [
      "an owner without a GSTIN: no GST, the price is the total",
      [ground, "evening", ["umpireFees", "redBalls"], UNREGISTERED],
      { basePaise: 1_000_000, addOnsPaise: 220_000, gstRatePercent: 0, gstPaise: 0, totalPaise: 1_220_000 },
    ],
    [
      "an owner without a GSTIN, paid in part: the advance of the GST-free total",
      [box, "18:00-19:00", [], { ...UNREGISTERED, paymentType: "partial", partialPaymentAmount: "500.00" }],
      { gstPaise: 0, totalPaise: 150_000, payNowPaise: 50_000 },
    ],
    [
      "partial payment takes the venue's amount now",
      [ground, "morning", [], { ...REGISTERED, paymentType: "partial", partialPaymentAmount: "2000.00" }],
      { totalPaise: 944_000, payNowPaise: 200_000 },
    ],
    [
      "partial amount above the total takes the total",
      [box, "18:00-19:00", [], { ...REGISTERED, paymentType: "partial", partialPaymentAmount: "5000.00" }],
      { totalPaise: 177_000, payNowPaise: 177_000 },
    ],
  ];
  for (const [name, args, expected] of cases) {
    it(name, () => expect(priceBooking(...args)).toMatchObject(expected));
  }

  it("refuses slots the venue does not offer", () => {
    expect(() => priceBooking(ground, "afternoon", [], REGISTERED)).toThrow("This venue does not offer the Afternoon");
    expect(() => priceBooking(nets, "06:00-07:00", [], REGISTERED)).toThrow("does not offer");
    expect(() => priceBooking(box, "morning", [], REGISTERED)).toThrow("does not offer");
    expect(() => priceBooking(ground, "lunch", [], REGISTERED)).toThrow("does not offer");
  });

  it("refuses add-ons that are not the venue's, and red with white balls", () => {
    expect(() => priceBooking(nets, "07:00-08:00", ["umpireFees"], REGISTERED)).toThrow(
      'This venue has no add-on called "umpireFees"',
    );
    expect(() => priceBooking(ground, "morning", ["redBalls", "whiteBalls"], REGISTERED)).toThrow(
      "Choose either Red Balls or White Balls, not both",
    );
  });

  it("counts a repeated add-on once", () => {
    expect(priceBooking(ground, "morning", ["redBalls", "redBalls"], REGISTERED).addOnsPaise).toBe(70_000);
  });
});

describe("offeredSlots and add-on toggling", () => {
  it("offers ground slots priced above 0 and hourly ranges within opening hours", () => {
    expect(offeredSlots(ground)).toEqual(["morning", "evening", "night"]);
    expect(offeredSlots(nets)).toEqual(["07:00-08:00", "08:00-09:00", "09:00-10:00"]);
  });

  it("clears white balls when red balls are chosen, and the other way round", () => {
    expect(toggleAddOn(["umpireFees", "whiteBalls"], "redBalls")).toEqual(["umpireFees", "redBalls"]);
    expect(toggleAddOn(["redBalls"], "whiteBalls")).toEqual(["whiteBalls"]);
    expect(toggleAddOn(["redBalls"], "redBalls")).toEqual([]);
  });
});

describe("priceText (docs/product/screens.md#details-that-hold-on-every-screen)", () => {
  it("shows a ground's range across offered slots, or the chosen slot's price", () => {
    const prices = {
      kind: "slot",
      morningPrice: "8000.00",
      afternoonPrice: "0.00",
      eveningPrice: "10000.00",
      nightPrice: "12000.00",
    } as const;
    expect(priceText({ venueType: "ground", prices, gstRatePercent: 18 })).toBe("₹8,000 – ₹12,000 per slot + GST");
    expect(priceText({ venueType: "ground", prices, gstRatePercent: 18 }, "evening")).toBe("₹10,000 per slot + GST");
    // No GST is due at a venue whose owner has no GSTIN: the price is the whole price.
    expect(priceText({ venueType: "ground", prices, gstRatePercent: 0 }, "evening")).toBe("₹10,000 per slot");
  });

  it("shows hourly prices, the fallback prices only without details, and 'Price on request' for unknown types", () => {
    expect(
      priceText({
        venueType: "nets",
        prices: { kind: "hourly", hourlyPrice: "1250.00", startTime: "06:00", endTime: "22:00" },
        gstRatePercent: 18,
      }),
    ).toBe("₹1,250 per hour + GST");
    expect(priceText({ venueType: "ground", prices: null, gstRatePercent: 18 })).toBe(
      "₹8,000 – ₹12,000 per slot + GST",
    );
    expect(priceText({ venueType: "ground", prices: null, gstRatePercent: 18 }, "morning")).toBe(
      "₹8,000 per slot + GST",
    );
    expect(priceText({ venueType: "nets", prices: null, gstRatePercent: 18 })).toBe("₹1,000 per hour + GST");
    expect(priceText({ venueType: "box", prices: null, gstRatePercent: 18 })).toBe("₹1,500 per hour + GST");
    expect(priceText({ venueType: "stadium", prices: null, gstRatePercent: 18 })).toBe("Price on request");
  });
});
