import { describe, expect, it } from "vitest";
import { indianMobileDigits, isIndianMobile } from "./phone";

describe("an Indian mobile number", () => {
  it("accepts 10 digits starting 6-9, with +91 or 0 before them if typed", () => {
    for (const ok of ["9876543210", "98765 43210", "+91 98765 43210", "+91-98765-43210", "09876543210", "6000000000"]) {
      expect(isIndianMobile(ok), ok).toBe(true);
    }
    expect(indianMobileDigits("+91 98100 00001")).toBe("9810000001");
  });

  it("refuses zeros, foreign numbers, too many digits and a first digit below 6", () => {
    for (const bad of [
      "0000000000",
      "+1 415 555 0100",
      "9876543210123456",
      "5876543210",
      "98765",
      "+9198765432100",
      "",
    ]) {
      expect(isIndianMobile(bad), bad).toBe(false);
    }
  });
});
