/**
 * Location suggestions (docs/product/screens.md#public): matching ignores case and surrounding spaces and
 * looks at the city, the state, "city, state" and the address; at most five, those that start
 * with the typed text first, then shorter ones first. A city's other names count too (city-names.ts):
 * "Beng" offers "Bangalore (Bengaluru), Karnataka", whose value is the name the city is shown as;
 * venues listed under two names of one city are one suggestion.
 */
import { aliasesMatching, cityShownAs } from "./city-names";
import type { LocationSuggestion } from "./contracts/locations";
export interface LocationEntry {
  city: string;
  state?: string;
  address?: string;
}

export const MAX_LOCATION_SUGGESTIONS = 5;

export function suggestLocations(typed: string, entries: readonly LocationEntry[]): LocationSuggestion[] {
  const query = typed.trim().toLowerCase();
  if (!query) return [];
  const byPlace = new Map<string, { suggestion: LocationSuggestion; starts: boolean; alias?: string }>();
  for (const entry of entries) {
    // One city, one place: a venue listed as "Gurugram" and one listed as "Gurgaon" are one
    // suggestion, under the name the city is shown as (city-names.ts).
    const city = cityShownAs(entry.city) ?? entry.city.trim();
    // "Delhi, Delhi" says nothing more than "Delhi".
    const place = entry.state && entry.state.toLowerCase() !== city.toLowerCase() ? `${city}, ${entry.state}` : city;
    const fields = [city, entry.state, place, entry.address].filter(Boolean).map((f) => f!.toLowerCase());
    const direct = fields.some((field) => field.includes(query));
    const owners =
      entry.city.trim() !== city && entry.city.toLowerCase().includes(query) ? entry.city.trim() : undefined;
    const alias = direct ? undefined : (owners ?? aliasesMatching(city, query)[0]);
    if (!direct && !alias) continue;
    if (alias) fields.push(alias.toLowerCase());
    const starts = fields.some((field) => field.startsWith(query));
    const key = place.toLowerCase();
    const seen = byPlace.get(key);
    if (seen) {
      seen.starts ||= starts;
      seen.alias ??= alias;
      continue;
    }
    byPlace.set(key, { suggestion: { value: city, label: place }, starts, alias });
  }
  const scored = [...byPlace.values()].map(({ suggestion, starts, alias }) => {
    // Say the name the player typed beside the shown one, so "Bangalore" is not a surprise.
    const label = alias
      ? suggestion.label.replace(suggestion.value, `${suggestion.value} (${alias})`)
      : suggestion.label;
    return { suggestion: { ...suggestion, label }, starts, length: label.length };
  });
  scored.sort((a, b) => Number(b.starts) - Number(a.starts) || a.length - b.length);
  return scored.slice(0, MAX_LOCATION_SUGGESTIONS).map((s) => s.suggestion);
}

// The wire shapes are zod schemas in contracts/ (kept apart so screens that only need the
// constants above do not load zod); their types are re-exported here.
export type { LocationSuggestion } from "./contracts/locations";
