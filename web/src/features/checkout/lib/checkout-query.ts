/**
 * The checkout address (docs/product/screens.md#public): what the venue page's Book Now put in the query,
 * read defensively. Money in the address is only a hint of what the player saw: the page prices
 * the booking itself from the venue's details (core pricing, as the server does) and shows those
 * figures whenever they differ.
 */

import type { VenueDetails, WireAddOn } from "@crease/core/contracts/venues";
import { AppError } from "@crease/core/errors";
import { rupeesToPaise } from "@crease/core/money";
import type { PriceRule } from "@crease/core/price-rules";
import { type BookingPrice, type PaymentTerms, priceTotals } from "@crease/core/pricing";
import { type QuoteAsk, quoteBooking } from "@crease/core/quote";
import { MAX_SERIES_WEEKS, MIN_SERIES_WEEKS } from "@crease/core/series-limits";
import { isCalendarDate, slotTimes } from "@crease/core/slots";

/** One add-on as the address carries it; `key` is absent from older links. */
export interface QueryAddOn {
  key: string | null;
  name: string;
  pricePaise: number;
}

export interface CheckoutQuery {
  /** A positive whole number, or 0 (the default) when missing or malformed. */
  venueId: number;
  venueName: string;
  venueType: string;
  /** YYYY-MM-DD, or "" when missing or not a real date. */
  date: string;
  /** A slot name ("evening", "18:00-19:00"), or "" when missing or not a slot. */
  slot: string;
  /** Base price plus add-ons, before GST (the address's `amount`, rupees; 0 by default). */
  amountPaise: number;
  addOns: QueryAddOn[];
  /** The court chosen at a venue with several, else null (the server asks for one when needed). */
  court: { id: number; name: string } | null;
  /** "Repeat weekly": the same court and slot for this many weeks (2–12), else null (one date). */
  weeks: number | null;
}

function paiseOf(value: unknown): number {
  if (typeof value !== "string" && typeof value !== "number") return 0;
  if (typeof value === "string" && !value.trim()) return 0;
  try {
    const paise = rupeesToPaise(value);
    return paise > 0 ? paise : 0;
  } catch {
    return 0;
  }
}

function parseAddOns(value: string | null): QueryAddOn[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const addOns: QueryAddOn[] = [];
  for (const item of parsed.slice(0, 20)) {
    if (!item || typeof item !== "object") continue;
    const { key, name, price } = item as { key?: unknown; name?: unknown; price?: unknown };
    const label = typeof name === "string" ? name.trim() : "";
    const id = typeof key === "string" && key.trim() ? key.trim() : null;
    if (!label && !id) continue;
    addOns.push({ key: id, name: label || (id as string), pricePaise: paiseOf(price) });
  }
  return addOns;
}

function weeksOf(value: string | null): number | null {
  const weeks = value?.trim() ?? "";
  if (!/^\d{1,2}$/.test(weeks)) return null;
  const n = Number(weeks);
  return n >= MIN_SERIES_WEEKS && n <= MAX_SERIES_WEEKS ? n : null;
}

function courtOf(params: URLSearchParams): CheckoutQuery["court"] {
  const id = params.get("courtId")?.trim() ?? "";
  if (!/^\d{1,9}$/.test(id) || Number(id) <= 0) return null;
  return { id: Number(id), name: params.get("courtName")?.trim().slice(0, 40) ?? "" };
}

export function parseCheckoutQuery(params: URLSearchParams): CheckoutQuery {
  const rawId = params.get("venueId")?.trim() ?? "";
  const venueId = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  const date = params.get("date")?.trim() ?? "";
  const slot = params.get("slot")?.trim() ?? "";
  return {
    venueId,
    venueName: params.get("venueName")?.trim() ?? "",
    venueType: params.get("venueType")?.trim() ?? "",
    date: isCalendarDate(date) ? date : "",
    slot: slotTimes(slot) ? slot : "",
    amountPaise: paiseOf(params.get("amount")),
    addOns: parseAddOns(params.get("addOns")),
    court: courtOf(params),
    weeks: weeksOf(params.get("weeks")),
  };
}

/** Why the address cannot be checked out, or null when it names a venue, a date and a slot. */
export function checkoutProblem(query: CheckoutQuery): "no-venue" | "no-slot" | null {
  if (query.venueId <= 0) return "no-venue";
  if (!query.date || !query.slot) return "no-slot";
  return null;
}

export interface Breakdown {
  basePaise: number;
  addOnsPaise: number;
  gstPaise: number;
  totalPaise: number;
}

/**
 * The sums over the address alone: base = amount − add-ons, GST at the venue's rate (18%, or none
 * when its owner has no GSTIN: decision 041), total. Only to tell whether the address's figures
 * still hold: what the page shows is `serverPrice`.
 */
export function queryBreakdown(query: CheckoutQuery, gstRatePercent: number): Breakdown {
  const addOnsPaise = query.addOns.reduce((sum, a) => sum + a.pricePaise, 0);
  const basePaise = Math.max(0, query.amountPaise - addOnsPaise);
  // GST and the total as core adds them (no advance: the address carries none).
  const { gstPaise, totalPaise } = priceTotals(basePaise + addOnsPaise, gstRatePercent, null);
  return { basePaise, addOnsPaise, gstPaise, totalPaise };
}

const normalise = (text: string) => text.trim().toLowerCase();

/**
 * The venue's add-on keys the address asks for (matched by key, else by name, any case), and
 * the names of any the venue no longer offers.
 */
export function resolveAddOns(
  wanted: readonly QueryAddOn[],
  offered: readonly WireAddOn[],
): { keys: string[]; missing: string[] } {
  const keys: string[] = [];
  const missing: string[] = [];
  for (const addOn of wanted) {
    const match =
      (addOn.key ? offered.find((o) => normalise(o.key) === normalise(addOn.key as string)) : undefined) ??
      offered.find((o) => normalise(o.name) === normalise(addOn.name));
    if (!match) missing.push(addOn.name);
    else if (!keys.includes(match.key)) keys.push(match.key);
  }
  return { keys, missing };
}

/**
 * Why core's pricing refused a booking, by the field its error names: the slot is not offered,
 * or the add-ons cannot go together. The page says it in the language on screen.
 */
export type PriceProblem = "slot" | "add-ons" | "other";

/**
 * Prices the booking as the server will, by core's one quote (channel online), or says why it
 * cannot be booked (`error`: core's English).
 */
export function serverPrice(
  details: VenueDetails,
  slot: string,
  keys: readonly string[],
  terms: PaymentTerms,
  /**
   * The date, the venue's courts and the one chosen, and its price rules (from availability): the
   * slot's price that day at that court. Without it, or without rules, the base price.
   */
  where?: { date: string; courts: QuoteAsk["courts"]; courtId?: number | null; rules?: readonly PriceRule[] },
): { price: BookingPrice; error: null } | { price: null; error: string; problem: PriceProblem } {
  try {
    const price = quoteBooking({
      channel: "online",
      details,
      terms,
      slot,
      addOns: keys,
      date: where?.date ?? "",
      courts: where?.courts ?? [],
      courtId: where?.courtId,
      rules: where?.rules,
    });
    return { price, error: null };
  } catch (error) {
    const fields = error instanceof AppError ? Object.keys(error.errors ?? {}) : [];
    const problem = fields.includes("slot") ? "slot" : fields.includes("addOns") ? "add-ons" : "other";
    return { price: null, error: error instanceof Error ? error.message : "This booking cannot be priced", problem };
  }
}

/** True when what the address promised is not what will be charged. */
export function figuresDiffer(fromQuery: Breakdown, price: BookingPrice): boolean {
  return (
    fromQuery.basePaise !== price.basePaise ||
    fromQuery.addOnsPaise !== price.addOnsPaise ||
    fromQuery.totalPaise !== price.totalPaise
  );
}

/** "9:05" left of a hold; "0:00" once it has run out. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
