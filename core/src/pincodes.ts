/**
 * Indian pincodes in the search (docs/product/search.md, "By pincode"): six digits, the first
 * from 1 to 9 (the postal region). Kept free of zod: the search page reads it eagerly.
 */

export const PINCODE = /^[1-9]\d{5}$/;

/** How far around a pincode's point a search looks, and the largest radius a search may ask for. */
export const PINCODE_RADIUS_KM = 25;
export const MAX_RADIUS_KM = 100;

export const PINCODE_MESSAGE = "A pincode has 6 digits and does not start with 0, like 560064";

/** "560 064" → "560064"; null when the text is not digits (a city, an area). */
function digitsOf(place: string | undefined): string | null {
  if (!place) return null;
  const compact = place.replace(/\s+/g, "");
  return /^\d+$/.test(compact) ? compact : null;
}

/** The pincode a place names, or null when it names none (a city, an area, or digits that are no pincode). */
export function pincodeOf(place: string | undefined): string | null {
  const digits = digitsOf(place);
  return digits !== null && PINCODE.test(digits) ? digits : null;
}

/** Whether the place is digits that cannot be a pincode ("56006", "012345"): the search refuses it. */
export function isBadPincode(place: string | undefined): boolean {
  const digits = digitsOf(place);
  return digits !== null && !PINCODE.test(digits);
}
