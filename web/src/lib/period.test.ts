import { describe, expect, it } from "vitest";
import { customRangeProblem, lastDays, monthToDate, rangeLabel } from "@/lib/period";

describe("analytics periods", () => {
  it("counts today in the last N days", () => {
    expect(lastDays(7, "2026-11-22")).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(lastDays(30, "2026-03-01")).toEqual({ from: "2026-01-31", to: "2026-03-01" });
  });

  it("starts this month on the first", () => {
    expect(monthToDate("2026-11-22")).toEqual({ from: "2026-11-01", to: "2026-11-22" });
  });

  it("refuses a custom range the server would refuse", () => {
    expect(customRangeProblem({ from: "2026-11-01", to: "2026-11-30" })).toBeNull();
    expect(customRangeProblem({ from: "", to: "2026-11-30" })).toBe("Choose both dates");
    expect(customRangeProblem({ from: "2026-12-01", to: "2026-11-30" })).toBe(
      "The start date must be on or before the end date",
    );
    expect(customRangeProblem({ from: "2025-01-01", to: "2026-01-02" })).toBe("Choose at most 366 days");
  });

  it("labels a range", () => {
    expect(rangeLabel({ from: "2026-11-01", to: "2026-11-22" })).toBe("1 Nov – 22 Nov 2026");
    expect(rangeLabel({ from: "2025-12-25", to: "2026-01-05" })).toBe("25 Dec 2025 – 5 Jan 2026");
  });
});
