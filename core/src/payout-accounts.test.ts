import { describe, expect, it } from "vitest";
import {
  GSTIN_CHECK_MESSAGE,
  GSTIN_PAN_MESSAGE,
  gstinCheckCharacter,
  maskAccountNumber,
  maskGstin,
  maskPan,
  maskUpiId,
  payoutAccountErrors,
  payoutAccountInputSchema,
} from "./payout-accounts";

const bank = {
  pan: "AAPFU0939F",
  holderName: "Shivaji Sports LLP",
  accountNumber: "001234567890",
  ifsc: "HDFC0001234",
};

describe("the GSTIN check character", () => {
  it("is the GST Network's base-36 check: real GSTINs pass, one character changed fails", () => {
    // Published sample GSTINs, each with its own check character.
    for (const gstin of ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "33AAACH7409R1Z8"]) {
      expect(gstinCheckCharacter(gstin.slice(0, 14)), gstin).toBe(gstin[14]);
    }
    expect(payoutAccountErrors({ ...bank, gstin: "27AAPFU0939F1ZV" })).toEqual({});
    expect(payoutAccountErrors({ ...bank, gstin: "27AAPFU0939F1ZW" })).toEqual({ gstin: GSTIN_CHECK_MESSAGE });
    expect(payoutAccountErrors({ ...bank, gstin: "27AAPFU0939F2ZV" })).toEqual({ gstin: GSTIN_CHECK_MESSAGE });
  });

  it("needs the PAN inside the GSTIN to be the PAN given", () => {
    expect(payoutAccountErrors({ ...bank, pan: "AAGCB7383J", gstin: "27AAPFU0939F1ZV" })).toEqual({
      gstin: GSTIN_PAN_MESSAGE,
    });
  });
});

describe("payoutAccountErrors", () => {
  it("takes a bank account or a UPI ID, with the PAN; codes in any case, spaces in the number", () => {
    expect(payoutAccountErrors(bank)).toEqual({});
    expect(
      payoutAccountErrors({ ...bank, ifsc: "hdfc0001234", accountNumber: "0012 3456 7890", pan: "aapfu0939f" }),
    ).toEqual({});
    expect(payoutAccountErrors({ pan: "AAPFU0939F", upiId: "Ravi.Kumar@okhdfcbank" })).toEqual({});
    expect(payoutAccountErrors({ ...bank, gstin: "", upiId: null })).toEqual({});
  });

  it("names each wrong field", () => {
    expect(Object.keys(payoutAccountErrors({ ...bank, ifsc: "HDFC1001234" }))).toEqual(["ifsc"]);
    expect(Object.keys(payoutAccountErrors({ ...bank, accountNumber: "12345678" }))).toEqual(["accountNumber"]);
    expect(Object.keys(payoutAccountErrors({ ...bank, accountNumber: "1234567890123456789" }))).toEqual([
      "accountNumber",
    ]);
    expect(Object.keys(payoutAccountErrors({ ...bank, holderName: "" }))).toEqual(["holderName"]);
    expect(Object.keys(payoutAccountErrors({ ...bank, pan: "AAPF09399F" }))).toEqual(["pan"]);
    expect(Object.keys(payoutAccountErrors({ ...bank, gstin: "00AAPFU0939F1ZV" }))).toEqual(["gstin"]);
    expect(Object.keys(payoutAccountErrors({ pan: "AAPFU0939F", upiId: "ravi" }))).toEqual(["upiId"]);
    expect(Object.keys(payoutAccountErrors({ ...bank, upiId: "ravi@okicici" }))).toEqual(["upiId"]);
    expect(Object.keys(payoutAccountErrors({ pan: "AAPFU0939F" }))).toEqual(["accountNumber"]);
  });

  it("is what the API's schema refines with, field by field", () => {
    const parsed = payoutAccountInputSchema.safeParse({ password: "x", ...bank, ifsc: "HDFC1001234", pan: "bad" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["pan", "ifsc"]);
  });
});

describe("masks", () => {
  it("show the last 4 digits of the account, the UPI handle and the end of the PAN", () => {
    expect(maskAccountNumber("001234567890")).toBe("****7890");
    expect(maskUpiId("ravi.kumar@okhdfcbank")).toBe("ra****@okhdfcbank");
    expect(maskUpiId("ab@ybl")).toBe("a****@ybl");
    expect(maskPan("AAPFU0939F")).toBe("******939F");
    expect(maskGstin("27AAPFU0939F1ZV")).toBe("27******939F1ZV");
  });
});
