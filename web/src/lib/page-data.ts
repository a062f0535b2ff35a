import type { Venue, VenueDetails } from "@crease/core/venues";

/**
 * What the server embedded in the page it sent (server/src/lib/page-head.ts): for a venue's page,
 * the venue and its details, so the page draws without waiting for a request. Read once; only
 * for the address the page was served for, and only within a minute of loading (after that the
 * app fetches as usual).
 */
interface PageData {
  venue?: Venue;
  details?: VenueDetails | null;
}

const FRESH_MS = 60_000;
const loadedAt = Date.now();
let data: PageData | null | undefined;

function read(): PageData | null {
  if (data !== undefined) return data;
  try {
    const text = document.getElementById("page-data")?.textContent;
    data = text ? (JSON.parse(text) as PageData) : null;
  } catch {
    data = null;
  }
  return data;
}

/** The embedded venue page data for venue `id`, while fresh. */
export function embeddedVenue(id: number): { venue: Venue; details: VenueDetails | null } | undefined {
  if (Date.now() - loadedAt > FRESH_MS) return undefined;
  const page = read();
  if (!page?.venue || page.venue.id !== id) return undefined;
  return { venue: page.venue, details: page.details ?? null };
}
