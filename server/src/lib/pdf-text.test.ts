import type { DaySheet } from "@crease/core";
import { describe, expect, it } from "vitest";
import { pdfText, undrawableGlyphs } from "../../test/pdf-text";
import { daySheetPdf } from "../domains/desk/day-sheet";
import { invoicePdf } from "../domains/invoices/pdf";
import type { InvoiceRecord } from "../domains/invoices/repo";
import { receiptPdf } from "../domains/receipts/pdf";
import type { ReceiptRecord } from "../domains/receipts/repo";
import { drawableText } from "./pdf-text";

/**
 * Names with an emoji in the PDFs (issue 46): the embedded font has no emoji, and drew each as an
 * empty box. The PDFs leave them out: no glyph the font lacks is drawn, and the names read back
 * with the spaces closed up.
 */

/** What Noto Sans Devanagari draws, roughly: printable Latin-1, punctuation, Devanagari, "₹". */
const latinAndDevanagari = (codePoint: number) =>
  codePoint < 0x250 || (codePoint >= 0x900 && codePoint < 0x980) || (codePoint >= 0x2000 && codePoint < 0x20c0);

describe("drawableText", () => {
  it("leaves out what the font cannot draw and closes the space it leaves", () => {
    const text = (value: string) => drawableText(value, latinAndDevanagari);
    expect(text("Shivaji 🏏 Ground")).toBe("Shivaji Ground");
    expect(text("🏏 Priya Sharma 🏏")).toBe("Priya Sharma");
    expect(text("Team🏏Stars")).toBe("TeamStars");
    expect(text("Keshavrao Road 🏟️, Mumbai (Gate 2 🚪)")).toBe("Keshavrao Road, Mumbai (Gate 2)");
    expect(text("शिवाजी पार्क 🏏।")).toBe("शिवाजी पार्क।");
    // An emoji with its variation selector, skin tone or joiners goes as a whole.
    expect(text("Ravi 👍🏽 Kumar ❤️ 👨‍👩‍👧")).toBe("Ravi Kumar");
    expect(text("Net 1 ·🏏\nSat, 6 Dec")).toBe("Net 1 ·\nSat, 6 Dec");
  });

  it("keeps text the font draws exactly as written: Hindi with its joiners, double spaces, a trailing space", () => {
    const text = (value: string) => drawableText(value, latinAndDevanagari);
    for (const value of ["शिवाजी पार्क ग्राउंड", "क्‍ष", "Number: ", "A  B", "₹1,18,000.00 — Net 1 · सुबह"])
      expect(text(value)).toBe(value);
  });
});

const issuedAt = "2026-11-20T10:00:00.000Z";

const invoice: InvoiceRecord = {
  id: 1,
  series: "7",
  financialYear: 2026,
  sequence: 1,
  bookingId: 41,
  venueId: 7,
  ownerId: 7,
  playerId: 9,
  issuedAt,
  regime: "intra_state",
  supplierName: "Ravi 🏏 Kumar",
  supplierTradeName: "Shivaji 🏏 Ground",
  supplierAddress: "Keshavrao Road 🏟️, Mumbai",
  supplierGstin: "27ABCDE1234F1Z5",
  placeOfSupplyCode: "27",
  placeOfSupply: "Maharashtra",
  sac: "999652",
  buyerName: "Priya 🏏 Sharma",
  serviceDate: "2026-11-28",
  slot: "morning",
  courtName: "Net 1 🔥",
  totalPaise: 944000,
  taxablePaise: 800000,
  cgstPaise: 72000,
  sgstPaise: 72000,
  igstPaise: 0,
  paidOnlinePaise: 944000,
  paidWithCreditPaise: 0,
  bonusDiscountPaise: 0,
  creditNotes: [],
  debitNotes: [],
};

const receipt: ReceiptRecord = {
  id: 1,
  ownerId: 7,
  playerId: 9,
  series: "7",
  financialYear: 2026,
  sequence: 1,
  issuedAt,
  entryAt: issuedAt,
  chargeId: null,
  creditEntryId: 5,
  venueName: "Shivaji 🏏 Ground",
  method: "cash",
  supplierName: "Ravi 🏏 Kumar",
  supplierGstin: null,
  buyerName: "Priya 🏏 Sharma",
  paidPaise: 100000,
  creditPaise: 100000,
  bonusPaise: 0,
};

const sheet: DaySheet = {
  venueId: 7,
  venueName: "Shivaji 🏏 Ground",
  date: "2026-11-28",
  lines: [
    {
      bookingId: 41,
      slot: "morning",
      court: "Net 1 🔥",
      player: "Priya 🏏 Sharma",
      mobile: "+919876543210",
      source: "desk",
      addOns: ["Drinks 🥤 Cooler"],
      amount: "9440.00",
      paid: "0.00",
      due: "9440.00",
      payment: "due",
    },
  ],
  totals: [{ payment: "due", amount: "9440.00" }],
  blocks: [],
};

describe("a PDF with emoji in its names", () => {
  for (const language of ["en", "hi"] as const) {
    it(`draws the invoice, the receipt and the day sheet without a glyph the font lacks (${language})`, async () => {
      const pdfs = {
        invoice: await invoicePdf(invoice, null, language),
        receipt: await receiptPdf(receipt, language),
        daySheet: await daySheetPdf(sheet, language),
      };
      const texts = {
        invoice: pdfText(pdfs.invoice),
        receipt: pdfText(pdfs.receipt),
        daySheet: pdfText(pdfs.daySheet),
      };
      for (const pdf of Object.values(pdfs)) expect(undrawableGlyphs(pdf)).toBe(0);
      for (const text of Object.values(texts)) {
        expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
        expect(text).toContain("Priya Sharma");
      }
      expect(texts.invoice).toContain("Ravi Kumar");
      expect(texts.invoice).toContain("Keshavrao Road, Mumbai");
      expect(texts.invoice).toContain("Shivaji Ground · Net 1");
      expect(texts.receipt).toContain("Shivaji Ground");
      expect(texts.daySheet).toContain("Shivaji Ground");
      expect(texts.daySheet).toContain("+ Drinks Cooler");
    });
  }
});
