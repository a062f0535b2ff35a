import {
  type AddressSuggestion,
  CITY_COORDINATES,
  cityShownAs,
  coordinatesFromMapsUrl,
  GEOCODE_MAX_RESULTS,
  type LatLng,
} from "@crease/core";
import type { FastifyBaseLogger } from "fastify";
import { PLACES, type Place } from "./places";

/** Where a venue is, from what the owner typed. */
export interface VenueAddress {
  location?: string | null;
  address: string;
  city: string;
  state: string;
  postalCode: string;
}

const CACHE_TTL_MS = 3_600_000;
const CACHE_MAX_ENTRIES = 500;
const TIMEOUT_MS = 3_000;

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const TABLE_CITIES = new Set(PLACES.map((p) => normalise(p.city)));

/** The table's name for a city typed under another name (core's city-names.ts: "Gurugram" is Gurgaon). */
function canonicalCity(name: string): string {
  if (TABLE_CITIES.has(normalise(name))) return name.trim();
  return cityShownAs(name) ?? name.trim();
}

function suggestionOf(place: Place): AddressSuggestion {
  const isCity = place.name === place.city;
  return {
    label: isCity
      ? `${place.city}, ${place.state} ${place.postalCode}`
      : `${place.name}, ${place.city}, ${place.state} ${place.postalCode}`,
    address: isCity ? "" : place.name,
    city: place.city,
    state: place.state,
    postalCode: place.postalCode,
    country: "India",
    lat: place.lat,
    lng: place.lng,
  };
}

/** Every word typed must start a word of the place (name, city, state, pincode); names that start with it first. */
export function searchPlaces(query: string, limit = GEOCODE_MAX_RESULTS): AddressSuggestion[] {
  // Each word as typed, or as the city it is another name of ("bengaluru" is Bangalore).
  const words = normalise(query)
    .split(" ")
    .filter(Boolean)
    .map((w) => [w, normalise(cityShownAs(w) ?? w)]);
  if (words.length === 0) return [];
  const whole = normalise(query);
  const scored: { place: Place; score: number }[] = [];
  for (const place of PLACES) {
    const haystack = normalise(`${place.name} ${place.city} ${place.state} ${place.postalCode}`).split(" ");
    const matches = words.every((forms) => forms.some((word) => haystack.some((h) => h.startsWith(word))));
    if (!matches) continue;
    const name = normalise(place.name);
    const score =
      (name.startsWith(whole)
        ? 0
        : name.split(" ").some((w) => (words[0] ?? []).some((f) => w.startsWith(f)))
          ? 1
          : 2) *
        10 +
      (place.name === place.city ? 0 : 1);
    scored.push({ place, score });
  }
  scored.sort((a, b) => a.score - b.score || a.place.name.length - b.place.name.length);
  return scored.slice(0, limit).map(({ place }) => suggestionOf(place));
}

/**
 * Where a pincode is, from the offline table: the centre of the places with that pincode, else,
 * approximately, the place whose pincode is nearest in the same sorting district (the first three
 * digits: 560099 is placed at 560100, Electronic City); null when the table knows no place there.
 */
export function pincodePoint(pincode: string): (LatLng & { approximate: boolean }) | null {
  const exact = PLACES.filter((p) => p.postalCode === pincode);
  if (exact.length > 0) {
    const lat = exact.reduce((sum, p) => sum + p.lat, 0) / exact.length;
    const lng = exact.reduce((sum, p) => sum + p.lng, 0) / exact.length;
    return { lat, lng, approximate: false };
  }
  const district = PLACES.filter((p) => p.postalCode.slice(0, 3) === pincode.slice(0, 3)).sort(
    (a, b) => Math.abs(Number(a.postalCode) - Number(pincode)) - Math.abs(Number(b.postalCode) - Number(pincode)),
  )[0];
  return district ? { lat: district.lat, lng: district.lng, approximate: true } : null;
}

/** The offline table's best guess for an address: a locality named in it, its pincode, or its city. */
export function locateOffline(venue: VenueAddress): LatLng | null {
  const cityName = normalise(canonicalCity(venue.city));
  const inCity = PLACES.filter((p) => normalise(p.city) === cityName);
  const address = ` ${normalise(venue.address)} `;
  const named = inCity
    .filter((p) => p.name !== p.city && address.includes(` ${normalise(p.name)} `))
    .sort((a, b) => b.name.length - a.name.length)[0];
  const byPin = PLACES.find((p) => p.postalCode === venue.postalCode.trim() && normalise(p.city) === cityName);
  const centre = inCity.find((p) => p.name === p.city);
  const found = named ?? byPin ?? centre;
  return found ? { lat: found.lat, lng: found.lng } : null;
}

interface NominatimResult {
  lat?: string;
  lon?: string;
  name?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
}

function fromNominatim(result: NominatimResult): AddressSuggestion | null {
  const lat = Number(result.lat);
  const lng = Number(result.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const a = result.address ?? {};
  const street = [a.house_number, a.road].filter(Boolean).join(" ");
  const address = [street, a.neighbourhood, a.suburb].filter(Boolean).join(", ") || result.name || "";
  const city = a.city ?? a.town ?? a.village ?? a.municipality ?? a.county ?? a.state_district ?? "";
  return {
    label: result.display_name ?? ([address, city, a.state].filter(Boolean).join(", ") || `${lat}, ${lng}`),
    address,
    city,
    state: a.state ?? "",
    postalCode: a.postcode ?? "",
    country: a.country ?? "India",
    lat,
    lng,
  };
}

/**
 * Address suggestions (docs/product/venues.md) and venue coordinates. With GEOCODER_URL a Nominatim-compatible
 * service answers, cached for an hour; any failure there is an empty answer, never an error for
 * the person typing. Without it, the bundled table of Indian places answers.
 */
export function createGeocodeService(deps: {
  geocoderUrl?: string;
  appUrl: string;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  now?: () => number;
}) {
  const doFetch = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { at: number; value: AddressSuggestion[] }>();
  const base = deps.geocoderUrl ? `${deps.geocoderUrl.replace(/\/+$/, "")}/` : null;
  const userAgent = `Crease/1.0 (cricket venue listings; address suggestions for venue owners; ${deps.appUrl})`;

  async function remote(q: string): Promise<AddressSuggestion[]> {
    if (!base) return [];
    const key = normalise(q);
    const hit = cache.get(key);
    if (hit && now() - hit.at < CACHE_TTL_MS) {
      // Refresh its place in the eviction order.
      cache.delete(key);
      cache.set(key, hit);
      return hit.value;
    }
    const url = new URL("search", base);
    url.search = new URLSearchParams({
      format: "jsonv2",
      addressdetails: "1",
      countrycodes: "in",
      limit: String(GEOCODE_MAX_RESULTS),
      q,
    }).toString();
    try {
      const response = await doFetch(url, {
        headers: { "User-Agent": userAgent, Accept: "application/json", "Accept-Language": "en" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      const body = (await response.json()) as unknown;
      if (!Array.isArray(body)) throw new Error("geocoder answer is not a list");
      const value = (body as NominatimResult[])
        .map(fromNominatim)
        .filter((s): s is AddressSuggestion => s !== null)
        .slice(0, GEOCODE_MAX_RESULTS);
      cache.set(key, { at: now(), value });
      while (cache.size > CACHE_MAX_ENTRIES) {
        const oldest = cache.keys().next().value;
        if (oldest === undefined) break;
        cache.delete(oldest);
      }
      return value;
    } catch (error) {
      deps.log.warn({ err: error, geocoder: url.origin }, "address lookup failed");
      return [];
    }
  }

  return {
    async suggest(q: string): Promise<AddressSuggestion[]> {
      return base ? remote(q) : searchPlaces(q);
    },

    /**
     * Coordinates for a venue: its maps link's, else the geocoder's (or the offline table's) for
     * its address, else its city's centre when the city is one we know; null otherwise (the map
     * then falls back to the city table itself).
     */
    async locate(venue: VenueAddress): Promise<LatLng | null> {
      const fromLink = coordinatesFromMapsUrl(venue.location);
      if (fromLink) return fromLink;
      if (base) {
        const [first] = await remote(`${venue.address}, ${venue.city}, ${venue.state} ${venue.postalCode}`);
        if (first) return { lat: first.lat, lng: first.lng };
      }
      const offline = locateOffline(venue);
      if (offline) return offline;
      const known = Object.keys(CITY_COORDINATES).find(
        (c) => c.toLowerCase() === canonicalCity(venue.city).toLowerCase(),
      );
      return known ? (CITY_COORDINATES[known] ?? null) : null;
    },
  };
}

export type GeocodeService = ReturnType<typeof createGeocodeService>;
