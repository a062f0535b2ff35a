import { describe, expect, it } from "vitest";
import { packBonus, packProblem } from "./packs";

describe("a credit pack", () => {
  it("shows its bonus as rupees and the share of what is paid", () => {
    expect(packBonus({ pay: "2000.00", get: "2200.00" })).toEqual({ paise: 20000, percent: 10 });
    expect(packBonus({ pay: "1000", get: "1000" })).toEqual({ paise: 0, percent: 0 });
  });

  it("refuses a price under a rupee and credit below the price", () => {
    expect(packProblem({ pay: "0", get: "100" })).toBe("pay");
    expect(packProblem({ pay: "abc", get: "100" })).toBe("pay");
    expect(packProblem({ pay: "2000", get: "1500" })).toBe("get-less");
    expect(packProblem({ pay: "2000", get: "2200" })).toBeNull();
  });
});
