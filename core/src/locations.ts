/**
 * Location suggestions (docs/product/screens.md#public): matching ignores case and surrounding spaces and
 * looks at the city, the state, "city, state" and the address; at most five, those that start
 * with the typed text first, then shorter ones first. A city's other names count too (city-names.ts):
 * "Beng" offers "Bangalore (Bengaluru), Karnataka", whose value is the stored name.
 */
import { aliasesMatching } from "./city-names";
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
  const seen = new Set<string>();
  const scored: Array<{ suggestion: LocationSuggestion; starts: boolean; length: number }> = [];
  for (const entry of entries) {
    // "Delhi, Delhi" says nothing more than "Delhi".
    const place =
      entry.state && entry.state.toLowerCase() !== entry.city.toLowerCase()
        ? `${entry.city}, ${entry.state}`
        : entry.city;
    const fields = [entry.city, entry.state, place, entry.address].filter(Boolean).map((f) => f!.toLowerCase());
    const alias = fields.some((field) => field.includes(query)) ? undefined : aliasesMatching(entry.city, query)[0];
    if (!alias && !fields.some((field) => field.includes(query))) continue;
    // Say the name the player typed beside the stored one, so "Bangalore" is not a surprise.
    const label = alias ? place.replace(entry.city, `${entry.city} (${alias})`) : place;
    if (alias) fields.push(alias.toLowerCase());
    if (seen.has(label)) continue;
    seen.add(label);
    scored.push({
      suggestion: { value: entry.city, label },
      starts: fields.some((field) => field.startsWith(query)),
      length: label.length,
    });
  }
  scored.sort((a, b) => Number(b.starts) - Number(a.starts) || a.length - b.length);
  return scored.slice(0, MAX_LOCATION_SUGGESTIONS).map((s) => s.suggestion);
}

// The wire shapes are zod schemas in contracts/ (kept apart so screens that only need the
// constants above do not load zod); their types are re-exported here.
export type { LocationSuggestion } from "./contracts/locations";
