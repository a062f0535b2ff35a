/**
 * The price text of cards, compare and the venue page (docs/product/screens.md#details-that-hold-on-every-screen),
 * apart from pricing.ts: the web app's first paint needs only this (the cards' price line), and a
 * module ships whole, so keeping it with the booking arithmetic sent checkout's code with every page.
 */

import type { Venue, VenueDetails, VenuePrices } from "./contracts/venues";
import { formatRupees } from "./money";
import { isGroundSlot } from "./slots";
import { VENUE_TYPES } from "./venues";

/** Figures docs/product/screens.md#details-that-hold-on-every-screen prescribes when a venue's details are truly missing. */
export const FALLBACK_PRICES = {
  groundPerSlot: 8000,
  groundRange: [8000, 12000] as const,
  netsPerHour: 1000,
  boxPerHour: 1500,
};

/** The prices summary of a details record (what the venue list carries as `prices`). */
export function pricesOf(details: VenueDetails): VenuePrices {
  if (details.venueType === "ground") {
    const { morningPrice, afternoonPrice, eveningPrice, nightPrice } = details;
    return { kind: "slot", morningPrice, afternoonPrice, eveningPrice, nightPrice };
  }
  return { kind: "hourly", hourlyPrice: details.hourlyPrice, startTime: details.startTime, endTime: details.endTime };
}

/** Offered ground slot prices in rupees (price above 0). */
function groundSlotRupees(prices: Extract<VenuePrices, { kind: "slot" }>): number[] {
  return [prices.morningPrice, prices.afternoonPrice, prices.eveningPrice, prices.nightPrice]
    .map(Number)
    .filter((n) => Number.isFinite(n) && n > 0);
}

/**
 * "₹8,000 – ₹12,000 per slot + GST", "₹9,000 per slot + GST" (a slot chosen), "₹1,000 per hour + GST",
 * or "Price on request" for a type we do not know. Owners' prices leave out the 18% GST the
 * checkout adds: saying so wherever a price shows before the total means ₹8,500 becoming ₹10,030
 * at checkout is no surprise. A venue whose owner has no GSTIN charges no GST
 * (`supplierGstRatePercent`), so its price reads without "+ GST": it is the whole price.
 */
export function priceText(venue: Pick<Venue, "venueType" | "prices" | "gstRatePercent">, slot?: string): string {
  const { venueType, prices } = venue;
  const rate = bareRate(venueType, prices, slot);
  return (VENUE_TYPES as readonly string[]).includes(venueType) && venue.gstRatePercent > 0 ? `${rate} + GST` : rate;
}

function bareRate(venueType: string, prices: VenuePrices | null, slot?: string): string {
  if (!(VENUE_TYPES as readonly string[]).includes(venueType)) return "Price on request";
  if (venueType === "ground") {
    if (prices?.kind === "slot") {
      if (slot && isGroundSlot(slot)) {
        const price = Number(prices[`${slot}Price`]);
        if (price > 0) return `${formatRupees(price)} per slot`;
      }
      const offered = groundSlotRupees(prices);
      if (offered.length > 0) {
        const min = Math.min(...offered);
        const max = Math.max(...offered);
        return min === max ? `${formatRupees(min)} per slot` : `${formatRupees(min)} – ${formatRupees(max)} per slot`;
      }
    }
    if (slot) return `${formatRupees(FALLBACK_PRICES.groundPerSlot)} per slot`;
    const [lo, hi] = FALLBACK_PRICES.groundRange;
    return `${formatRupees(lo)} – ${formatRupees(hi)} per slot`;
  }
  if (prices?.kind === "hourly") return `${formatRupees(prices.hourlyPrice)} per hour`;
  return `${formatRupees(venueType === "nets" ? FALLBACK_PRICES.netsPerHour : FALLBACK_PRICES.boxPerHour)} per hour`;
}

/** The lowest price a venue charges, in rupees (for sorting and "from" labels), or null. */
export function lowestPrice(prices: VenuePrices | null): number | null {
  if (!prices) return null;
  if (prices.kind === "hourly") return Number(prices.hourlyPrice);
  const offered = groundSlotRupees(prices);
  return offered.length > 0 ? Math.min(...offered) : null;
}
