import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  financialYearOf,
  invoiceAmounts,
  invoiceNumber,
  invoiceRegime,
  placeOfSupply,
  SAC_CODE,
  seriesOf,
} from "./invoices";
import { gstPaise } from "./money";

describe("invoice amounts", () => {
  it("split a GST-inclusive total exactly: taxable + tax = total, no paisa lost or made", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_00 }), (total) => {
        for (const regime of ["intra_state", "inter_state", "unregistered"] as const) {
          const a = invoiceAmounts(total, regime);
          expect(a.taxablePaise + a.cgstPaise + a.sgstPaise + a.igstPaise).toBe(total);
          expect(Math.min(a.taxablePaise, a.cgstPaise, a.sgstPaise, a.igstPaise)).toBeGreaterThanOrEqual(0);
        }
        const intra = invoiceAmounts(total, "intra_state");
        expect(intra.igstPaise).toBe(0);
        expect(intra.cgstPaise - intra.sgstPaise).toBeGreaterThanOrEqual(0);
        expect(intra.cgstPaise - intra.sgstPaise).toBeLessThanOrEqual(1);
        const inter = invoiceAmounts(total, "inter_state");
        expect(inter.cgstPaise + inter.sgstPaise).toBe(0);
        expect(inter.igstPaise).toBe(intra.cgstPaise + intra.sgstPaise);
      }),
      { numRuns: 2000 },
    );
  });

  it("give back exactly the taxable value and GST a booking was priced with", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000_000_00 }), (taxable) => {
        const gst = gstPaise(taxable, 18);
        const a = invoiceAmounts(taxable + gst, "inter_state");
        expect(a).toMatchObject({ taxablePaise: taxable, igstPaise: gst });
      }),
      { numRuns: 2000 },
    );
  });

  it("for ₹1,416: taxable ₹1,200, CGST ₹108 + SGST ₹108 or IGST ₹216; a bill of supply has no tax", () => {
    expect(invoiceAmounts(141_600, "intra_state")).toEqual({
      totalPaise: 141_600,
      taxablePaise: 120_000,
      cgstPaise: 10_800,
      sgstPaise: 10_800,
      igstPaise: 0,
    });
    expect(invoiceAmounts(141_600, "inter_state")).toMatchObject({ taxablePaise: 120_000, igstPaise: 21_600 });
    expect(invoiceAmounts(141_600, "unregistered")).toMatchObject({
      taxablePaise: 141_600,
      igstPaise: 0,
      cgstPaise: 0,
    });
    // An odd paisa of tax goes to CGST: ₹1.01 is 86 paise taxable and 15 of tax.
    expect(invoiceAmounts(101, "intra_state")).toMatchObject({ taxablePaise: 86, cgstPaise: 8, sgstPaise: 7 });
  });

  it("refuse what is not an amount", () => {
    expect(() => invoiceAmounts(-1, "intra_state")).toThrow(RangeError);
    expect(() => invoiceAmounts(1.5, "intra_state")).toThrow(RangeError);
  });
});

describe("financial years and numbers", () => {
  it("turn at midnight IST on 1 April", () => {
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"))).toBe(2026);
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe(2027);
    expect(financialYearOf(new Date("2027-01-15T00:00:00Z"))).toBe(2026);
  });

  it("are numbered in the owner's series, 502/2627/0123, 502/C2627/0007, 502/D2627/0003; 2099-00 wraps the century", () => {
    expect(invoiceNumber("invoice", seriesOf(502), 2026, 123)).toBe("502/2627/0123");
    expect(invoiceNumber("credit_note", seriesOf(502), 2026, 7)).toBe("502/C2627/0007");
    expect(invoiceNumber("debit_note", seriesOf(502), 2026, 3)).toBe("502/D2627/0003");
    expect(invoiceNumber("invoice", seriesOf(7), 2099, 1)).toBe("7/9900/0001");
    expect(SAC_CODE).toBe("999652");
  });

  it("fit GST's 16 characters up to owner 99999, 99999 invoices and 9999 notes a year", () => {
    expect(invoiceNumber("invoice", seriesOf(99999), 2026, 99999)).toHaveLength(16);
    expect(invoiceNumber("credit_note", seriesOf(99999), 2026, 9999)).toHaveLength(16);
    expect(invoiceNumber("debit_note", seriesOf(99999), 2026, 9999)).toHaveLength(16);
  });

  it("keep the shared series' form for the documents issued before owners had their own", () => {
    expect(invoiceNumber("invoice", "", 2026, 123)).toBe("CR/2026-27/000123");
    expect(invoiceNumber("credit_note", "", 2026, 7)).toBe("CR/CN/2026-27/000007");
    expect(invoiceNumber("debit_note", "", 2026, 3)).toBe("CR/DN/2026-27/000003");
  });
});

describe("place of supply and regime", () => {
  const pune = { state: "Maharashtra", city: "Pune" };
  it("is the venue's state, by name, alias, city or the GSTIN", () => {
    expect(placeOfSupply(pune, null)).toEqual({ code: "27", name: "Maharashtra" });
    expect(placeOfSupply({ state: "  nct of   DELHI ", city: "Delhi" }, null)).toEqual({ code: "07", name: "Delhi" });
    expect(placeOfSupply({ state: "Mah.", city: "Thane" }, null)).toEqual({ code: "27", name: "Maharashtra" });
    expect(placeOfSupply({ state: "Somewhere", city: "Nowhere" }, "29ABCPE1234F1Z5")).toEqual({
      code: "29",
      name: "Karnataka",
    });
    expect(placeOfSupply({ state: "Somewhere", city: "Nowhere" }, null)).toEqual({ code: null, name: "Somewhere" });
  });

  it("is CGST + SGST inside the GSTIN's state, IGST across, a bill of supply without a GSTIN", () => {
    const place = placeOfSupply(pune, null);
    expect(invoiceRegime("27ABCPE1234F1Z5", place)).toBe("intra_state");
    expect(invoiceRegime("29ABCPE1234F1Z5", place)).toBe("inter_state");
    expect(invoiceRegime(null, place)).toBe("unregistered");
  });
});
