/**
 * The Edit Venue form (docs/product/venues.md): name, description, address, city, state, pincode and
 * amenities as comma-separated text, plus prices and photos, which PATCH /api/venues/{id} also
 * takes. Only what changed is sent; rules and messages are core's `updateVenueSchema`.
 */
import type { Venue, VenueDetails } from "@crease/core/contracts/venues";
import { detailsFor, updateVenueSchema } from "@crease/core/venue-form";
import type { VenueChanges } from "../api/update-venue";

export interface EditImage {
  url: string;
  thumbnailUrl: string;
}

export interface EditVenueValues {
  name: string;
  description: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  /** "Parking, Floodlights, WiFi". */
  amenities: string;
  /** Days ahead the calendar opens, as typed. */
  advanceBookingDays: string;
  /** "Chat with the venue": the WhatsApp number as typed; empty turns the chat link off. */
  whatsappNumber: string;
  prices: {
    morningPrice: string;
    afternoonPrice: string;
    eveningPrice: string;
    nightPrice: string;
    hourlyPrice: string;
    startTime: string;
    endTime: string;
  };
  images: EditImage[];
}

export interface EditIssue {
  path: string;
  message: string;
}

/** "Parking, , wifi ,Floodlights" → ["Parking", "wifi", "Floodlights"] (trimmed, empties dropped, no repeats). */
export function splitAmenities(text: string): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const raw of text.split(",")) {
    const name = raw.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    list.push(name);
  }
  return list;
}

/** "8000.00" → "8000", "850.50" → "850.5". */
function rupeesText(value: string | undefined): string {
  if (value === undefined || value === "") return "";
  const n = Number(value);
  return Number.isFinite(n) ? String(n) : value;
}

export function editValuesOf(venue: Venue, details: VenueDetails | null): EditVenueValues {
  return {
    name: venue.name,
    description: venue.description,
    address: venue.address,
    city: venue.city,
    state: venue.state,
    pincode: venue.postalCode,
    amenities: venue.amenities.join(", "),
    advanceBookingDays: String(venue.advanceBookingDays),
    whatsappNumber: venue.whatsappNumber ?? "",
    prices: {
      morningPrice: details?.venueType === "ground" ? rupeesText(details.morningPrice) : "",
      afternoonPrice: details?.venueType === "ground" ? rupeesText(details.afternoonPrice) : "",
      eveningPrice: details?.venueType === "ground" ? rupeesText(details.eveningPrice) : "",
      nightPrice: details?.venueType === "ground" ? rupeesText(details.nightPrice) : "",
      hourlyPrice: details && details.venueType !== "ground" ? rupeesText(details.hourlyPrice) : "",
      startTime: details && details.venueType !== "ground" ? details.startTime : "",
      endTime: details && details.venueType !== "ground" ? details.endTime : "",
    },
    images: venue.images.map((url, i) => ({ url, thumbnailUrl: venue.thumbnails[i] ?? url })),
  };
}

const GROUND_PRICES = ["morningPrice", "afternoonPrice", "eveningPrice", "nightPrice"] as const;
const HOURLY_FIELDS = ["hourlyPrice", "startTime", "endTime"] as const;

/** The whole details object with the edited prices (PATCH replaces details, add-ons included). */
function editedDetails(values: EditVenueValues, details: VenueDetails): Record<string, unknown> {
  const addOns = details.addOns.map((a) => ({ key: a.key, name: a.name, price: a.price }));
  const p = values.prices;
  if (details.venueType === "ground") {
    return {
      morningPrice: p.morningPrice.trim(),
      afternoonPrice: p.afternoonPrice.trim(),
      eveningPrice: p.eveningPrice.trim(),
      nightPrice: p.nightPrice.trim(),
      addOns,
    };
  }
  const hours = { startTime: p.startTime, endTime: p.endTime, hourlyPrice: p.hourlyPrice.trim() };
  if (details.venueType === "nets") return { ...hours, pitchType: details.pitchType, addOns };
  return { ...hours, teamCapacity: details.teamCapacity, addOns };
}

function pricesChanged(values: EditVenueValues, initial: EditVenueValues, details: VenueDetails): boolean {
  const fields = details.venueType === "ground" ? GROUND_PRICES : HOURLY_FIELDS;
  return fields.some((field) => values.prices[field].trim() !== initial.prices[field].trim());
}

/** The PATCH body: only the fields that differ from the venue as loaded. Empty when nothing changed. */
export function editBody(values: EditVenueValues, venue: Venue, details: VenueDetails | null): VenueChanges {
  const initial = editValuesOf(venue, details);
  const body: VenueChanges = {};
  for (const field of ["name", "description", "address", "city", "state", "pincode"] as const) {
    if (values[field].trim() !== initial[field].trim()) body[field] = values[field].trim();
  }
  if (values.advanceBookingDays.trim() !== initial.advanceBookingDays.trim()) {
    body.advanceBookingDays = Number(values.advanceBookingDays.trim());
  }
  if (values.whatsappNumber.trim() !== initial.whatsappNumber.trim()) {
    body.whatsappNumber = values.whatsappNumber.trim() || null;
  }
  const amenities = splitAmenities(values.amenities);
  if (amenities.join("\n") !== venue.amenities.join("\n")) body.amenities = amenities;
  const images = values.images.map((image) => image.url);
  if (images.join("\n") !== venue.images.join("\n")) body.images = images;
  if (details && pricesChanged(values, initial, details)) body.details = editedDetails(values, details);
  return body;
}

/** Where an API error path belongs on the form (`postalCode` → pincode, `details.hourlyPrice` → that price). */
export function editPathOf(apiPath: string): string | null {
  const [top, field] = apiPath.split(".");
  if (top === "postalCode" || top === "pincode") return "pincode";
  if (top === "images") return "images";
  if (
    top &&
    ["name", "description", "address", "city", "state", "amenities", "advanceBookingDays", "whatsappNumber"].includes(
      top,
    )
  )
    return top;
  if (top === "details") {
    if (field && ([...GROUND_PRICES, ...HOURLY_FIELDS] as readonly string[]).includes(field)) return `prices.${field}`;
    return null;
  }
  return null;
}

/** Messages for the whole form (one per field), checked against what the server will check. */
export function validateEdit(values: EditVenueValues, details: VenueDetails | null): EditIssue[] {
  const issues: EditIssue[] = [];
  const seen = new Set<string>();
  const add = (apiPath: string, message: string) => {
    const path = editPathOf(apiPath);
    if (!path || seen.has(path)) return;
    seen.add(path);
    issues.push({ path, message });
  };
  // Every field, changed or not, so a message never hides behind "unchanged".
  const full = {
    name: values.name,
    description: values.description,
    address: values.address,
    city: values.city,
    state: values.state,
    pincode: values.pincode,
    amenities: splitAmenities(values.amenities),
    advanceBookingDays: values.advanceBookingDays,
    whatsappNumber: values.whatsappNumber,
    images: values.images.map((image) => image.url),
  };
  const parsed = updateVenueSchema.safeParse(full);
  if (!parsed.success) for (const issue of parsed.error.issues) add(issue.path.map(String).join("."), issue.message);
  if (details) {
    const checked = detailsFor(details.venueType, editedDetails(values, details));
    if (!checked.success)
      for (const issue of checked.error.issues) add(issue.path.map(String).join("."), issue.message);
  }
  return issues;
}
