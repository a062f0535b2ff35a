/**
 * A week of prices (docs/product/venues.md, "Prices and price rules"): each day's offered slots
 * and what each costs under the rules. The owner's screen draws it from the unsaved rules, before
 * saving; GET /api/venues/{id}/price-grid answers it from the saved ones. Same resolver as
 * availability and checkout (`slotPriceOn`).
 */
import type { VenueDetails } from "./contracts/venues";
import { paiseToRupeeString } from "./money";
import { type PriceRule, slotPriceAt } from "./price-rules";
import { offeredSlots, slotPriceOn } from "./pricing";
import { addDays } from "./slots";

export const PRICE_GRID_DAYS = 7;

export interface PriceGridDay {
  date: string;
  slots: { slot: string; price: string }[];
}

export function buildPriceGrid(
  details: VenueDetails | null,
  rules: readonly PriceRule[],
  from: string,
  /** The venue's courts (with their own prices) and the court asked for (`pricedCourtId`). */
  courts: readonly { id: number; price?: string | null }[] = [],
  courtId?: number | null,
): PriceGridDay[] {
  const slots = details ? offeredSlots(details) : [];
  return Array.from({ length: PRICE_GRID_DAYS }, (_, i) => {
    const date = addDays(from, i);
    return {
      date,
      slots: details
        ? slots.map((slot) => ({
            slot,
            price: paiseToRupeeString(slotPriceOn(details, slot, slotPriceAt(date, rules, courts, courtId)) ?? 0),
          }))
        : [],
    };
  });
}
