import { describe, expect, it } from "vitest";
import { formatAmount } from "./money";

describe("formatAmount", () => {
  it("shows paise only when there are some, with Indian grouping", () => {
    expect(formatAmount("45852.8")).toBe("₹45,852.80");
    expect(formatAmount("3794074.71")).toBe("₹37,94,074.71");
    expect(formatAmount("500.00")).toBe("₹500");
    expect(formatAmount(-149.5)).toBe("−₹149.50");
    expect(formatAmount("abc")).toBe("₹0");
  });
});
