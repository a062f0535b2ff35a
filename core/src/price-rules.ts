/**
 * What one slot costs on one date (docs/product/venues.md, "Prices and price rules"): the venue's
 * base price (a ground slot's price or the hourly price, core/src/pricing.ts) unless one of the
 * owner's price rules covers the slot, when the most specific covering rule's price applies.
 * With `slotPriceOn` (core/src/pricing.ts), the one resolver: availability, the price grid, the
 * checkout page and the server's order all price with it, so what a player sees is what the order charges.
 *
 * Specificity, highest first (a rule's rank):
 *   1. a date rule (`dates`) beats a weekday rule (`weekdays`), which beats a rule with only a
 *      time band (`from`–`to`), which beats a rule with only a court (a court's own base price);
 *   2. within the same kind, a court's own rule beats a venue-wide one;
 *   3. then a rule with a time band beats one without (an evening rule inside a weekend rule);
 *   4. still tied: the later rule in the list wins (the owner's list is ordered; the screen adds
 *      new rules at the end, so the newest wins).
 * No I/O and no zod here: the wire schema is contracts/price-rules.ts.
 */

import { rupeesToPaise } from "./money";
import { minutesOf, slotTimes } from "./slots";

/** Most rules one venue may have. */
export const MAX_PRICE_RULES = 50;
/** Most dates one rule may list (every holiday of two years fits). */
export const MAX_RULE_DATES = 60;

/** One rule as the wire and the database carry it (price: rupees as a numeric string). */
export interface PriceRule {
  courtId?: number | null;
  /** 0 = Sunday … 6 = Saturday (the IST date's day of the week). */
  weekdays?: number[];
  /** "HH:MM"; with `to` a time band [from, to) a slot must lie within. */
  from?: string;
  /** "HH:MM", "24:00" allowed as the end of the day. */
  to?: string;
  /** IST dates, YYYY-MM-DD. */
  dates?: string[];
  price: string;
}

/** Where and when a slot is priced. */
export interface SlotPriceAt {
  /** IST date, YYYY-MM-DD. */
  date: string;
  courtId?: number | null;
  /**
   * That court's own price in rupees (courts.ts `price`), in place of the venue's base price;
   * null or absent: the venue's. Any rule covering the slot still beats it.
   */
  courtPrice?: string | null;
  rules: readonly PriceRule[];
}

/**
 * The court a slot is priced at: the one asked for, else a venue's only court (a booking there is
 * at that court, so a rule for it applies), else none (venue-wide rules only, for the whole venue).
 */
export function pricedCourtId(courts: readonly { id: number }[], asked: number | null | undefined): number | null {
  if (asked != null) return asked;
  return courts.length === 1 ? (courts[0]?.id ?? null) : null;
}

/**
 * Where a slot is priced, from the venue's courts: the court (`pricedCourtId`) with its own price.
 * Every caller builds its `SlotPriceAt` here, so no screen or call forgets a court's price.
 */
export function slotPriceAt(
  date: string,
  rules: readonly PriceRule[],
  courts: readonly { id: number; price?: string | null }[],
  asked: number | null | undefined,
): SlotPriceAt {
  const courtId = pricedCourtId(courts, asked);
  const courtPrice = courtId === null ? null : (courts.find((c) => c.id === courtId)?.price ?? null);
  return { date, courtId, courtPrice, rules };
}

/** 0 = Sunday … 6 = Saturday for an IST calendar date (the date is already IST: no offset). */
export function weekdayOfDate(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Whether a rule covers this slot on this date at this court. */
export function ruleApplies(rule: PriceRule, date: string, slot: string, courtId?: number | null): boolean {
  if (rule.courtId != null && rule.courtId !== courtId) return false;
  if (rule.dates && rule.dates.length > 0 && !rule.dates.includes(date)) return false;
  if (rule.weekdays && rule.weekdays.length > 0 && !rule.weekdays.includes(weekdayOfDate(date))) return false;
  if (rule.from !== undefined && rule.to !== undefined) {
    const times = slotTimes(slot);
    if (!times) return false;
    // The whole slot must lie within the band: a 14:00–18:00 ground slot is not "peak 17:00–21:00".
    if (minutesOf(times.start) < minutesOf(rule.from) || minutesOf(times.end) > minutesOf(rule.to)) return false;
  }
  return true;
}

/** A rule's specificity as one comparable number (see the file's comment); higher wins. */
export function ruleRank(rule: PriceRule): number {
  const kind = rule.dates?.length ? 3 : rule.weekdays?.length ? 2 : rule.from !== undefined ? 1 : 0;
  const court = rule.courtId != null ? 1 : 0;
  const band = rule.from !== undefined ? 1 : 0;
  return kind * 4 + court * 2 + band;
}

/** The rule that prices this slot, or null when the base price applies. */
export function winningRule(rules: readonly PriceRule[], date: string, slot: string, courtId?: number | null) {
  let best: PriceRule | null = null;
  for (const rule of rules) {
    // `>=`: among equals the later rule in the list wins.
    if (ruleApplies(rule, date, slot, courtId) && (best === null || ruleRank(rule) >= ruleRank(best))) best = rule;
  }
  return best;
}

/**
 * The price the rules set for this slot on this date in paise, or null when no rule covers it
 * (the base price applies). `slotPriceOn` in core/src/pricing.ts puts the two together.
 */
export function rulePricePaise(at: SlotPriceAt, slot: string): number | null {
  const rule = winningRule(at.rules, at.date, slot, at.courtId);
  return rule ? rupeesToPaise(rule.price) : null;
}
