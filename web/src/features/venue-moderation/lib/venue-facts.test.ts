import { slotLabel } from "@crease/core/slots";
import "@/lib/i18n";
import { describe, expect, it } from "vitest";
import { paymentTerms, priceLines, ratingText } from "./venue-facts";

/** The English the screens' useWords() gives. */
const words = { slot: slotLabel, pitch: (type: string) => (type === "artificial" ? "Artificial turf" : type) };

describe("priceLines", () => {
  it("lists a ground's four slots and marks a slot priced 0 as not offered", () => {
    const lines = priceLines(
      {
        venueId: 1,
        venueType: "ground",
        morningPrice: "8000.00",
        afternoonPrice: "0.00",
        eveningPrice: "9000.00",
        nightPrice: "12000.00",
        addOns: [],
      },
      words,
    );
    expect(lines.map((l) => l.value)).toEqual([
      "₹8,000 per slot",
      "Not offered",
      "₹9,000 per slot",
      "₹12,000 per slot",
    ]);
    expect(lines[0]?.label).toBe("Morning (6 AM – 10 AM)");
    expect(lines[1]?.offered).toBe(false);
  });

  it("gives nets their hourly price, hours and pitch", () => {
    const lines = priceLines(
      {
        venueId: 1,
        venueType: "nets",
        startTime: "06:00",
        endTime: "22:00",
        hourlyPrice: "700.00",
        pitchType: "artificial",
        addOns: [],
      },
      words,
    );
    expect(lines.map((l) => `${l.label}: ${l.value}`)).toEqual([
      "Hourly price: ₹700 per hour",
      "Open: 06:00 – 22:00",
      "Pitch: Artificial turf",
    ]);
  });

  it("gives box cricket its team size", () => {
    const lines = priceLines(
      {
        venueId: 1,
        venueType: "box",
        startTime: "07:00",
        endTime: "23:00",
        hourlyPrice: "1500.00",
        teamCapacity: 6,
        addOns: [],
      },
      words,
    );
    expect(lines.at(-1)?.value).toBe("6 a side");
  });
});

describe("paymentTerms", () => {
  it("describes full and partial payment", () => {
    expect(paymentTerms({ paymentType: "full", partialPaymentAmount: null })).toBe("Full payment online");
    expect(paymentTerms({ paymentType: "partial", partialPaymentAmount: "500.00" })).toBe(
      "₹500 online, the rest at the venue (UPI)",
    );
  });
});

describe("ratingText", () => {
  it("shows the rating with its review count", () => {
    expect(ratingText("4.25", 4)).toBe("4.3 (4 reviews)");
    expect(ratingText("0.00", 0)).toBe("No ratings yet");
  });
});
