import { describe, expect, it } from "vitest";
import { chartFacts, chartPoints } from "./chart";

const daily = [
  { date: "2026-11-16", views: 3, bookings: 12, revenue: "79116.00" },
  { date: "2026-11-17", views: 1, bookings: 20, revenue: "1000.50" },
  { date: "2026-11-18", views: 0, bookings: 0, revenue: "0.00" },
];

describe("chartPoints", () => {
  it("labels each day and reads revenue as a number", () => {
    expect(chartPoints(daily)[1]).toEqual({ date: "2026-11-17", label: "Nov 17", bookings: 20, revenue: 1000.5 });
  });
});

describe("chartFacts", () => {
  it("adds up the period and finds the busiest day", () => {
    const facts = chartFacts(chartPoints(daily));
    expect(facts.bookings).toBe(32);
    expect(facts.revenue).toBeCloseTo(80116.5);
    expect(facts.busiest?.date).toBe("2026-11-17");
    expect(facts.average).toBeCloseTo(32 / 3);
  });

  it("has no busiest day without bookings", () => {
    expect(chartFacts(chartPoints([{ date: "2026-01-01", views: 0, bookings: 0, revenue: "0" }])).busiest).toBeNull();
  });
});
