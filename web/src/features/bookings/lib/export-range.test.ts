import { describe, expect, it } from "vitest";
import { exportRangeProblem } from "./export-range";

describe("exportRangeProblem", () => {
  it("accepts a range of one day up to a year", () => {
    expect(exportRangeProblem("2026-01-01", "2026-01-01")).toBeNull();
    expect(exportRangeProblem("2024-01-01", "2024-12-31")).toBeNull();
  });

  it("names what is wrong with a missing, reversed or too long range", () => {
    expect(exportRangeProblem("", "2026-01-01")).toBe("Choose both dates.");
    expect(exportRangeProblem("2026-02-01", "2026-01-01")).toBe("The end date must be on or after the start date.");
    expect(exportRangeProblem("2024-01-01", "2025-01-01")).toBe("Export at most one year at a time.");
  });
});
