import { describe, expect, it } from "vitest";
import {
  formatPaise,
  formatRupees,
  gstPaise,
  paiseToRupeeString,
  rupeesToPaise,
  supplierGstRatePercent,
} from "./money";

describe("money", () => {
  it("keeps paise as integers and shows rupees as numeric strings", () => {
    expect(rupeesToPaise("8000")).toBe(800_000);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupeeString(800_000)).toBe("8000.00");
    expect(paiseToRupeeString(123_405)).toBe("1234.05");
    expect(() => rupeesToPaise("abc")).toThrow(RangeError);
  });

  it("adds 18% GST rounded to the paisa for a registered supplier, none for one without a GSTIN", () => {
    expect(gstPaise(800_000, supplierGstRatePercent(true))).toBe(144_000);
    expect(gstPaise(333, supplierGstRatePercent(true))).toBe(60);
    expect(gstPaise(800_000, supplierGstRatePercent(false))).toBe(0);
  });

  it("shows Indian digit grouping and ₹0 for non-numbers", () => {
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees("9440")).toBe("₹9,440");
    expect(formatRupees("abc")).toBe("₹0");
    expect(formatRupees(undefined)).toBe("₹0");
    expect(formatPaise(944_050)).toBe("₹9,440.50");
    expect(formatRupees("-500")).toBe("−₹500");
    expect(formatRupees(45852.8)).toBe("₹45,852.80");
  });
});

describe("formatRupees: one way to write money", () => {
  it("shows paise only when there are some, with Indian grouping", () => {
    expect(formatRupees("45852.8")).toBe("₹45,852.80");
    expect(formatRupees("3794074.71")).toBe("₹37,94,074.71");
    expect(formatRupees("500.00")).toBe("₹500");
    expect(formatRupees(-149.5)).toBe("−₹149.50");
    expect(formatRupees("abc")).toBe("₹0");
  });
});
