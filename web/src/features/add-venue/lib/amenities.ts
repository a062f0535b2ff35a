/**
 * Amenities on the add-venue form: a checklist of the common ones plus any the owner types.
 * Names compare without regard to case or surrounding spaces, as the server stores them.
 */
import { AMENITY_NAMES } from "@crease/core/amenities";

/** The checklist: every listed amenity (core/src/amenities.ts). */
export const COMMON_AMENITIES = AMENITY_NAMES;

/** The server's limits (core/src/venue-form.ts). */
export const MAX_AMENITIES = 30;
export const MAX_AMENITY_LENGTH = 50;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function hasAmenity(list: readonly string[], name: string): boolean {
  return list.some((item) => same(item, name));
}

/** Ticks or unticks one amenity. */
export function toggleAmenity(list: readonly string[], name: string): string[] {
  return hasAmenity(list, name) ? list.filter((item) => !same(item, name)) : [...list, name.trim()];
}

/** The ones the owner typed themselves, in the order added. */
export function customAmenities(list: readonly string[]): string[] {
  return list.filter((item) => !COMMON_AMENITIES.some((common) => same(common, item)));
}

export interface AddAmenitiesResult {
  list: string[];
  /** Why nothing (or not everything) was added; null when all went in. */
  problem: string | null;
}

/**
 * Adds what the owner typed in "add your own": one name, or several separated by commas.
 * A name matching a common amenity ticks that one (with its usual spelling); repeats are skipped.
 */
export function addCustomAmenities(list: readonly string[], text: string): AddAmenitiesResult {
  const names = text
    .split(",")
    .map((name) => name.trim().replace(/\s+/g, " "))
    .filter(Boolean);
  if (names.length === 0) return { list: [...list], problem: "Type an amenity to add" };
  const next = [...list];
  let problem: string | null = null;
  for (const name of names) {
    if (name.length > MAX_AMENITY_LENGTH) {
      problem = `Each amenity must be at most ${MAX_AMENITY_LENGTH} characters`;
      continue;
    }
    if (hasAmenity(next, name)) continue;
    if (next.length >= MAX_AMENITIES) {
      problem = `At most ${MAX_AMENITIES} amenities`;
      break;
    }
    next.push(COMMON_AMENITIES.find((common) => same(common, name)) ?? name);
  }
  return { list: next, problem };
}
