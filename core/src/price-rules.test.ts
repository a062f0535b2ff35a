import { describe, expect, it } from "vitest";
import { priceRuleInputSchema, priceRulesInputSchema } from "./contracts/price-rules";
import type { BoxCricketDetails, GroundDetails } from "./contracts/venues";
import { INDIAN_HOLIDAYS, upcomingHolidays } from "./holidays";
import { buildPriceGrid } from "./price-grid";
import { type PriceRule, weekdayOfDate } from "./price-rules";
import { priceBooking, slotPriceOn } from "./pricing";
import { isCalendarDate } from "./slots";

const box: BoxCricketDetails = {
  venueId: 3,
  venueType: "box",
  startTime: "16:00",
  endTime: "23:00",
  hourlyPrice: "1000.00",
  teamCapacity: 6,
  addOns: [],
};
const ground: GroundDetails = {
  venueId: 1,
  venueType: "ground",
  morningPrice: "8000.00",
  afternoonPrice: "0.00",
  eveningPrice: "10000.00",
  nightPrice: "12000.00",
  addOns: [],
};

// 2026-11-07 is a Saturday, 2026-11-08 (Diwali) a Sunday, 2026-11-09 a Monday.
const SAT = "2026-11-07";
const SUN = "2026-11-08";
const MON = "2026-11-09";
const price = (rules: PriceRule[], date: string, slot: string, courtId?: number) =>
  slotPriceOn(box, slot, { date, rules, courtId });

describe("weekdayOfDate", () => {
  it("reads the IST calendar date's own day, whatever the machine's time zone", () => {
    expect(weekdayOfDate("2026-01-26")).toBe(1); // Republic Day 2026, a Monday
    expect(weekdayOfDate(SAT)).toBe(6);
    expect(weekdayOfDate(SUN)).toBe(0);
    expect(weekdayOfDate("2026-12-31")).toBe(4);
  });
});

describe("slotPriceOn: the most specific rule wins", () => {
  const evening: PriceRule = { from: "18:00", to: "22:00", price: "1400.00" };
  const weekend: PriceRule = { weekdays: [0, 6], price: "1200.00" };
  const weekendEvening: PriceRule = { weekdays: [0, 6], from: "18:00", to: "22:00", price: "1600.00" };
  const diwali: PriceRule = { dates: [SUN], price: "2500.00" };

  it("no rule: the base price", () => {
    expect(price([], MON, "18:00-19:00")).toBe(100_000);
    expect(slotPriceOn(box, "18:00-19:00")).toBe(100_000);
  });
  it("a time band applies to slots inside it, on every day", () => {
    expect(price([evening], MON, "18:00-19:00")).toBe(140_000);
    expect(price([evening], MON, "21:00-22:00")).toBe(140_000);
    expect(price([evening], MON, "22:00-23:00")).toBe(100_000); // ends at 22:00: [from, to)
    expect(price([evening], MON, "17:00-18:00")).toBe(100_000);
  });
  it("a weekday rule beats a time band", () => {
    expect(price([weekend, evening], SAT, "18:00-19:00")).toBe(120_000);
    expect(price([evening, weekend], SAT, "18:00-19:00")).toBe(120_000);
    expect(price([weekend, evening], MON, "18:00-19:00")).toBe(140_000);
  });
  it("a weekday rule with a band beats one without, on its hours only", () => {
    const rules = [weekendEvening, weekend];
    expect(price(rules, SAT, "19:00-20:00")).toBe(160_000);
    expect(price(rules, SAT, "16:00-17:00")).toBe(120_000);
    expect(price(rules, MON, "19:00-20:00")).toBe(100_000);
  });
  it("a date rule beats weekday and band rules", () => {
    const rules = [diwali, weekendEvening, weekend, evening];
    expect(price(rules, SUN, "19:00-20:00")).toBe(250_000);
    expect(price(rules, SAT, "19:00-20:00")).toBe(160_000);
  });
  it("a court's rule beats a venue-wide rule of the same kind, and applies only to that court", () => {
    const court: PriceRule = { courtId: 7, weekdays: [0, 6], price: "900.00" };
    expect(price([court, weekend], SAT, "16:00-17:00", 7)).toBe(90_000);
    expect(price([court, weekend], SAT, "16:00-17:00", 8)).toBe(120_000);
    expect(price([court, weekend], SAT, "16:00-17:00")).toBe(120_000);
    // …but not a more specific kind: a venue-wide date rule still beats the court's weekday rule.
    expect(price([court, diwali], SUN, "16:00-17:00", 7)).toBe(250_000);
    // A court on its own is that court's base price.
    expect(price([{ courtId: 7, price: "1100.00" }], MON, "16:00-17:00", 7)).toBe(110_000);
  });
  it("equal rules: the later one in the list wins", () => {
    const a: PriceRule = { weekdays: [6], price: "1300.00" };
    const b: PriceRule = { weekdays: [6, 0], price: "1350.00" };
    expect(price([a, b], SAT, "16:00-17:00")).toBe(135_000);
    expect(price([b, a], SAT, "16:00-17:00")).toBe(130_000);
  });
  it("ground slots use their fixed hours for bands; rules never add a slot", () => {
    const night: PriceRule = { from: "18:00", to: "22:00", price: "15000.00" };
    expect(slotPriceOn(ground, "night", { date: MON, rules: [night] })).toBe(1_500_000);
    expect(slotPriceOn(ground, "evening", { date: MON, rules: [night] })).toBe(1_000_000); // 14:00–18:00
    expect(slotPriceOn(ground, "afternoon", { date: MON, rules: [{ weekdays: [1], price: "1.00" }] })).toBeNull();
  });
  it("priceBooking charges the resolved price, with GST on it", () => {
    const booked = priceBooking(
      box,
      "19:00-20:00",
      [],
      { paymentType: "full", partialPaymentAmount: null, gstRatePercent: 18 },
      { date: SAT, rules: [weekendEvening] },
    );
    expect(booked).toMatchObject({ basePaise: 160_000, gstPaise: 28_800, totalPaise: 188_800 });
  });
});

describe("buildPriceGrid", () => {
  it("answers seven days from the first, each slot at its rule price", () => {
    const days = buildPriceGrid(box, [{ weekdays: [0, 6], from: "18:00", to: "22:00", price: "1600" }], "2026-11-05");
    expect(days.map((d) => d.date)).toEqual(["2026-11-05", "2026-11-06", SAT, SUN, MON, "2026-11-10", "2026-11-11"]);
    const at = (date: string, slot: string) => days.find((d) => d.date === date)?.slots.find((s) => s.slot === slot);
    expect(at(SAT, "18:00-19:00")?.price).toBe("1600.00");
    expect(at(SAT, "17:00-18:00")?.price).toBe("1000.00");
    expect(at(MON, "18:00-19:00")?.price).toBe("1000.00");
  });
});

describe("priceRuleInputSchema", () => {
  const issues = (input: unknown) => {
    const result = priceRulesInputSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };
  it("takes a rule and writes its price with two decimals", () => {
    expect(priceRuleInputSchema.parse({ weekdays: [6, 0, 6], price: "1500" })).toEqual({
      weekdays: [0, 6],
      price: "1500.00",
    });
  });
  it("refuses each bad field by name", () => {
    expect(issues({ rules: [{ from: "25:00", to: "26:00", price: "10" }] })[0]).toMatch(
      /^rules\.0\.from: Enter the start/,
    );
    expect(issues({ rules: [{ from: "20:00", to: "18:00", price: "10" }] })).toEqual([
      "rules.0.to: The time band must end after it starts",
    ]);
    expect(issues({ rules: [{ from: "18:00", price: "10" }] })[0]).toMatch(/^rules\.0\.to: Give both/);
    expect(issues({ rules: [{ weekdays: [7], price: "10" }] })[0]).toMatch(/^rules\.0\.weekdays\.0: Choose days/);
    expect(issues({ rules: [{ dates: ["2026-02-30"], price: "10" }] })[0]).toMatch(/^rules\.0\.dates\.0: Enter each/);
    expect(issues({ rules: [{ weekdays: [1], price: "0" }] })[0]).toMatch(/^rules\.0\.price: Enter the price/);
    expect(issues({ rules: [{ weekdays: [1], price: "10.123" }] })[0]).toMatch(/^rules\.0\.price/);
    expect(issues({ rules: [{ price: "10" }] })[0]).toMatch(/^rules\.0\.price: A rule needs/);
    expect(issues({ rules: Array.from({ length: 51 }, () => ({ weekdays: [1], price: "10" })) })[0]).toMatch(
      /^rules: Send the price rules/,
    );
  });
});

describe("INDIAN_HOLIDAYS", () => {
  it("are real dates in 2026 and 2027, in order, including the fixed national days", () => {
    expect(INDIAN_HOLIDAYS.every((h) => isCalendarDate(h.date) && /^202[67]-/.test(h.date))).toBe(true);
    const dates = INDIAN_HOLIDAYS.map((h) => h.date);
    expect([...dates].sort()).toEqual(dates);
    for (const day of ["2026-01-26", "2026-08-15", "2026-10-02", "2026-11-08", "2027-01-26", "2027-08-15"]) {
      expect(dates).toContain(day);
    }
    expect(upcomingHolidays("2027-12-01").map((h) => h.name)).toEqual(["Christmas"]);
  });
});
