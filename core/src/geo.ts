/**
 * Where a venue is on the map (docs/product/search.md#map): the coordinates in its maps link, else
 * its city's centre from a fixed table (Delhi when the city is unknown). Distance by haversine.
 */
export interface LatLng {
  lat: number;
  lng: number;
}

export const EARTH_RADIUS_KM = 6371;

export const CITY_COORDINATES: Record<string, LatLng> = {
  Delhi: { lat: 28.6139, lng: 77.209 },
  Mumbai: { lat: 19.076, lng: 72.8777 },
  Bangalore: { lat: 12.9716, lng: 77.5946 },
  Pune: { lat: 18.5204, lng: 73.8567 },
  Hyderabad: { lat: 17.385, lng: 78.4867 },
  Chennai: { lat: 13.0827, lng: 80.2707 },
  Kolkata: { lat: 22.5726, lng: 88.3639 },
  Ahmedabad: { lat: 23.0225, lng: 72.5714 },
  Gurgaon: { lat: 28.4595, lng: 77.0266 },
  Noida: { lat: 28.5355, lng: 77.391 },
  Thane: { lat: 19.2183, lng: 72.9781 },
  Faridabad: { lat: 28.4089, lng: 77.3178 },
};

export const DEFAULT_CITY = "Delhi";

function valid(lat: number, lng: number): LatLng | null {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { lat, lng }
    : null;
}

/** Reads "@12.97,77.59", "q=12.97,77.59", "ll=…", "query=…" or "!3d12.97!4d77.59" from a maps URL. */
export function coordinatesFromMapsUrl(url: string | null | undefined): LatLng | null {
  if (!url) return null;
  let text = url;
  try {
    text = decodeURIComponent(url);
  } catch {
    // keep the raw text
  }
  const number = "(-?\\d{1,3}(?:\\.\\d+)?)";
  const patterns = [
    new RegExp(`!3d${number}!4d${number}`),
    new RegExp(`@${number},\\s*${number}`),
    new RegExp(`[?&](?:q|ll|query|center|destination)=${number},\\s*${number}`),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) {
      const found = valid(Number(match[1]), Number(match[2]));
      if (found) return found;
    }
  }
  return null;
}

/** The venue's own coordinates, its maps link's, or its city's (docs/product/search.md#map). */
export function venueCoordinates(venue: {
  latitude?: number | null;
  longitude?: number | null;
  location?: string | null;
  city?: string | null;
}): LatLng {
  if (venue.latitude != null && venue.longitude != null) {
    const own = valid(venue.latitude, venue.longitude);
    if (own) return own;
  }
  const fromLink = coordinatesFromMapsUrl(venue.location);
  if (fromLink) return fromLink;
  const city = Object.keys(CITY_COORDINATES).find((c) => c.toLowerCase() === venue.city?.trim().toLowerCase());
  return CITY_COORDINATES[city ?? DEFAULT_CITY] as LatLng;
}

export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "850 m", "4.2 km", "38 km". */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} m`;
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

/** Directions link for a point (opens the phone's maps app or Google Maps). */
export function directionsUrl(point: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${point.lat},${point.lng}`;
}

/**
 * The venue on Google Maps, for a player on their way (reminders, mails, calendars, the booking's
 * details): its own coordinates or its maps link's; without either, a search for its address, never
 * its city's centre (that would send a player to the wrong place).
 */
export function venueMapUrl(venue: {
  latitude?: number | null;
  longitude?: number | null;
  location?: string | null;
  address: string;
  city: string;
}): string {
  const point = venuePoint(venue);
  const query = point ? `${point.lat},${point.lng}` : encodeURIComponent(`${venue.address}, ${venue.city}`);
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}

/** The venue's coordinates when it has its own (or its maps link has them); null, not a city's centre. */
export function venuePoint(venue: {
  latitude?: number | null;
  longitude?: number | null;
  location?: string | null;
}): LatLng | null {
  const own = venue.latitude != null && venue.longitude != null ? valid(venue.latitude, venue.longitude) : null;
  return own ?? coordinatesFromMapsUrl(venue.location);
}
