/**
 * The booking selection in the address bar (docs/product/screens.md#public: `date`, `slot` and
 * `addOns` preset the selection) and the addresses Book Now goes to. Anything malformed in
 * the query is ignored, never an error.
 */

import type { WireAddOn } from "@crease/core/contracts/venues";
import { paiseToRupeeString } from "@crease/core/money";
import type { BookingPrice } from "@crease/core/pricing";
import { toggleAddOn } from "@crease/core/pricing";
import { isCalendarDate } from "@crease/core/slots";

export interface BookingSelection {
  date: string | null;
  slot: string | null;
  /** Add-on keys, in the order they were chosen. */
  addOns: string[];
  /** The court chosen at a venue with several (`?court=`), else null. */
  court: number | null;
}

/** A calendar date from today (IST) up to `lastDate`, else null. */
export function parseDateParam(value: string | null, today: string, lastDate: string): string | null {
  if (!value) return null;
  const date = value.trim();
  if (!isCalendarDate(date) || date < today || date > lastDate) return null;
  return date;
}

/** A court id from the address, else null (the page checks it is one of the venue's). */
export function parseCourtParam(value: string | null): number | null {
  const id = value?.trim() ?? "";
  return /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

/** One of the slots the venue offers, else null. */
export function parseSlotParam(value: string | null, offered: readonly string[]): string | null {
  if (!value) return null;
  const slot = value.trim();
  return offered.includes(slot) ? slot : null;
}

function normalise(text: string): string {
  return text.trim().toLowerCase();
}

/** The venue's add-on a reference (a key or a name, any case) points at. */
function findAddOn(reference: unknown, addOns: readonly WireAddOn[]): WireAddOn | undefined {
  if (typeof reference !== "string" || !reference.trim()) return undefined;
  const wanted = normalise(reference);
  return addOns.find((a) => normalise(a.key) === wanted) ?? addOns.find((a) => normalise(a.name) === wanted);
}

/**
 * Add-on keys from the `addOns` query value. Two shapes are accepted: the JSON list Book Now
 * writes (`[{key?, name, price?}]`, matched by key, else by name) and the dashboard's rebook
 * map (`{"Umpire Service": true}`, name or key to true). Unknown add-ons are dropped, and of
 * two exclusive ones (red and white balls) the later one wins.
 */
export function parseAddOnsParam(value: string | null, addOns: readonly WireAddOn[]): string[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  const references: unknown[] = [];
  if (Array.isArray(parsed)) {
    for (const item of parsed) {
      if (typeof item === "string") references.push(item);
      else if (item && typeof item === "object") {
        const { key, name } = item as { key?: unknown; name?: unknown };
        references.push(findAddOn(key, addOns) ? key : name);
      }
    }
  } else if (parsed && typeof parsed === "object") {
    for (const [reference, chosen] of Object.entries(parsed)) if (chosen === true) references.push(reference);
  } else {
    return [];
  }
  let keys: string[] = [];
  for (const reference of references) {
    const addOn = findAddOn(reference, addOns);
    if (addOn && !keys.includes(addOn.key)) keys = toggleAddOn(keys, addOn.key);
  }
  return keys;
}

/** The JSON list of chosen add-ons as the address bar and checkout carry it: `[{key, name, price}]`. */
export function addOnsParam(keys: readonly string[], addOns: readonly WireAddOn[]): string {
  return JSON.stringify(
    keys.flatMap((key) => {
      const addOn = addOns.find((a) => a.key === key);
      return addOn ? [{ key: addOn.key, name: addOn.name, price: addOn.price }] : [];
    }),
  );
}

/** Writes the selection into a copy of the query: empty parts are removed. */
export function withSelection(
  current: URLSearchParams,
  selection: BookingSelection,
  addOns: readonly WireAddOn[],
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (selection.date) next.set("date", selection.date);
  else next.delete("date");
  if (selection.slot) next.set("slot", selection.slot);
  else next.delete("slot");
  if (selection.addOns.length > 0) next.set("addOns", addOnsParam(selection.addOns, addOns));
  else next.delete("addOns");
  if (selection.court) next.set("court", String(selection.court));
  else next.delete("court");
  return next;
}

/** This venue's address with the selection in it: where a visitor comes back to after logging in. */
export function venuePathWithSelection(venueId: number, selection: BookingSelection, addOns: readonly WireAddOn[]) {
  const query = withSelection(new URLSearchParams(), selection, addOns).toString();
  return query ? `/venues/${venueId}?${query}` : `/venues/${venueId}`;
}

export interface CheckoutInput {
  venueId: number;
  venueName: string;
  venueType: string;
  date: string;
  slot: string;
  price: BookingPrice;
  /** The court chosen at a venue with several; absent at a venue with one. */
  court?: { id: number; name: string } | null;
  /** "Repeat weekly": the same slot for this many weeks (2–12); absent for one date. */
  weeks?: number | null;
}

/**
 * /checkout with what it shows and pays for (docs/product/screens.md#public): `amount` is the base price
 * plus add-ons in rupees ("9500.00", before GST), `addOns` the JSON list of {key, name, price}.
 */
export function checkoutPath({
  venueId,
  venueName,
  venueType,
  date,
  slot,
  price,
  court,
  weeks,
}: CheckoutInput): string {
  const query = new URLSearchParams({
    venueId: String(venueId),
    venueName,
    venueType,
    date,
    slot,
    amount: paiseToRupeeString(price.basePaise + price.addOnsPaise),
    addOns: JSON.stringify(
      price.addOns.map((a) => ({ key: a.key, name: a.name, price: paiseToRupeeString(a.pricePaise) })),
    ),
  });
  if (court) {
    query.set("courtId", String(court.id));
    query.set("courtName", court.name);
  }
  if (weeks) query.set("weeks", String(weeks));
  return `/checkout?${query.toString()}`;
}
