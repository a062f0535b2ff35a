/**
 * What a booking costs, computed the same way on the server (which charges it) and in the
 * browser (which shows it): slot or hourly price, plus the chosen add-ons from the venue's own
 * list, plus GST at the supplier's rate (18%, or none when the owner has no GSTIN:
 * `supplierGstRatePercent` in money.ts), in integer paise. The price text of cards and compare is in price-text.ts.
 * Channels do not call `priceBooking` themselves: core/src/quote.ts (`quoteBooking`) builds on it
 * for every channel, with its discounts and terms (decision 042).
 */

import type { VenueDetails } from "./contracts/venues";
import { validationError } from "./errors";
import { gstPaise, rupeesToPaise } from "./money";
import { rulePricePaise, type SlotPriceAt } from "./price-rules";
import { GROUND_SLOT_TIMES, hourlySlots, isGroundSlot, overnightFrom, slotLabel } from "./slots";
import { EXCLUSIVE_ADD_ONS, type PaymentType } from "./venues";

/** Slot names a venue offers, in time order: ground slots priced above 0, or its opening hours. */
export function offeredSlots(details: VenueDetails): string[] {
  if (details.venueType === "ground") {
    return (Object.keys(GROUND_SLOT_TIMES) as (keyof typeof GROUND_SLOT_TIMES)[]).filter(
      (slot) => rupeesToPaise(details[`${slot}Price`]) > 0,
    );
  }
  return hourlySlots(details.startTime, details.endTime);
}

/**
 * The opening time of a nets or box venue whose hours run past midnight (its slots after midnight
 * are played the morning after their date), else null: what `slotInstants` and `isSlotPast` take.
 */
export function venueOvernight(details: VenueDetails | null | undefined): string | null {
  return details && details.venueType !== "ground" ? overnightFrom(details) : null;
}

/** The price of one slot in paise, or null when the venue does not offer it. */
export function slotPricePaise(details: VenueDetails, slot: string): number | null {
  if (!offeredSlots(details).includes(slot)) return null;
  if (details.venueType === "ground") {
    return isGroundSlot(slot) ? rupeesToPaise(details[`${slot}Price`]) : null;
  }
  return rupeesToPaise(details.hourlyPrice);
}

/**
 * The price of one slot on one date (and court) in paise, or null when the venue does not offer
 * the slot: the most specific price rule covering it, else the court's own price, else the base
 * price (core/src/price-rules.ts). Rules and courts change prices, never which slots exist.
 * Without `at`, the base price.
 */
export function slotPriceOn(details: VenueDetails, slot: string, at?: SlotPriceAt): number | null {
  const base = slotPricePaise(details, slot);
  if (base === null || !at) return base;
  return rulePricePaise(at, slot) ?? (at.courtPrice != null ? rupeesToPaise(at.courtPrice) : base);
}

export interface PricedAddOn {
  key: string;
  name: string;
  pricePaise: number;
}

export interface BookingPrice {
  basePaise: number;
  addOns: PricedAddOn[];
  addOnsPaise: number;
  /** The supplier's GST rate the price was made at (0 without a GSTIN): a discount keeps it. */
  gstRatePercent: number;
  gstPaise: number;
  totalPaise: number;
  /** What is taken online: the total, or the venue's partial amount when that is smaller. */
  payNowPaise: number;
}

/** What a venue sells on: how it is paid, and the GST its supplier charges (the venue's answer carries both). */
export interface PaymentTerms {
  paymentType: PaymentType;
  /** Rupees string, for partial-payment venues. */
  partialPaymentAmount: string | null;
  /** `supplierGstRatePercent` of the venue's owner: no default, so no price assumes a tax. */
  gstRatePercent: number;
}

/**
 * Prices a booking. Throws a validation error a person can act on when the slot is not
 * offered, an add-on is not the venue's, or two exclusive add-ons are chosen together.
 */
export function priceBooking(
  details: VenueDetails,
  slot: string,
  addOnKeys: readonly string[],
  terms: PaymentTerms,
  /** The date (and court) and the venue's price rules; without it, the base price. */
  at?: SlotPriceAt,
): BookingPrice {
  const basePaise = slotPriceOn(details, slot, at);
  if (basePaise === null) {
    throw validationError(
      {
        message:
          "This venue does not offer the {slot, select, morning {Morning (6 AM – 10 AM)} afternoon {Afternoon (10 AM – 2 PM)} evening {Evening (2 PM – 6 PM)} night {Night (6 PM – 10 PM)} other {{hours}}} slot",
        // An hourly slot reads as its hours ("6 AM – 7 AM"), as everywhere else.
        values: { slot, hours: slotLabel(slot) },
      },
      { slot: "Slot not offered" },
    );
  }
  const keys = [...new Set(addOnKeys)];
  const addOns: PricedAddOn[] = keys.map((key) => {
    const addOn = details.addOns.find((a) => a.key === key);
    if (!addOn) {
      throw validationError(
        { message: 'This venue has no add-on called "{key}"', values: { key } },
        { addOns: "Unknown add-on" },
      );
    }
    return { key, name: addOn.name, pricePaise: rupeesToPaise(addOn.price) };
  });
  for (const [a, b] of EXCLUSIVE_ADD_ONS) {
    if (keys.includes(a) && keys.includes(b)) {
      const names = [a, b].map((k) => details.addOns.find((x) => x.key === k)?.name ?? k);
      throw validationError(
        {
          message: "Choose either {first} or {second}, not both",
          values: { first: names[0] ?? a, second: names[1] ?? b },
        },
        { addOns: "Exclusive add-ons" },
      );
    }
  }
  const addOnsPaise = addOns.reduce((sum, a) => sum + a.pricePaise, 0);
  const partial =
    terms.paymentType === "partial" && terms.partialPaymentAmount ? rupeesToPaise(terms.partialPaymentAmount) : null;
  return {
    basePaise,
    addOns,
    addOnsPaise,
    gstRatePercent: terms.gstRatePercent,
    ...priceTotals(basePaise + addOnsPaise, terms.gstRatePercent, partial),
  };
}

/**
 * GST, the total and the part paid now, from a taxable value (slot + add-ons − any discount): the
 * one place GST is added to a price, for the server and for every figure the web shows. GST is at
 * the supplier's rate, rounded to the paisa; `advancePaise` is a partial-payment venue's advance
 * (null or 0: the whole total is paid now), never more than the total.
 */
export function priceTotals(
  taxablePaise: number,
  gstRatePercent: number,
  advancePaise: number | null,
): { gstPaise: number; totalPaise: number; payNowPaise: number } {
  const gst = gstPaise(taxablePaise, gstRatePercent);
  const totalPaise = taxablePaise + gst;
  const payNowPaise = advancePaise !== null && advancePaise > 0 ? Math.min(advancePaise, totalPaise) : totalPaise;
  return { gstPaise: gst, totalPaise, payNowPaise };
}

/** Adding one add-on clears the one it excludes (red and white balls). */
export function toggleAddOn(selected: readonly string[], key: string): string[] {
  if (selected.includes(key)) return selected.filter((k) => k !== key);
  const excluded = EXCLUSIVE_ADD_ONS.flatMap(([a, b]) => (a === key ? [b] : b === key ? [a] : []));
  return [...selected.filter((k) => !excluded.includes(k)), key];
}

// The price text lives in price-text.ts (it ships with every page; the rest here with checkout).
export { FALLBACK_PRICES, lowestPrice, pricesOf, priceText } from "./price-text";
