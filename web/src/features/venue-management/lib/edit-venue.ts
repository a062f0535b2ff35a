/**
 * The Edit Venue form (docs/product/venues.md): name, description, address, city, state, pincode and
 * amenities as comma-separated text, prices, add-ons, policies, payment terms and photos, all of
 * which PATCH /api/venues/{id} takes. Only what changed is sent; rules and messages are core's
 * `updateVenueSchema` and `detailsFor`.
 */
import type { Venue, VenueDetails } from "@crease/core/contracts/venues";
import { detailsFor, partialPaymentProblem, updateVenueSchema } from "@crease/core/venue-form";
import { VENUE_FORM_MESSAGES } from "@crease/core/venue-form-fields";
import type { PaymentType } from "@crease/core/venues";
import type { VenueChanges } from "../api/update-venue";

export interface EditImage {
  url: string;
  thumbnailUrl: string;
}

/** An add-on row: a kept add-on has its key (a standard ground add-on's name is ours); a new one has none yet. */
export interface EditAddOn {
  key: string;
  name: string;
  price: string;
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
  addOns: EditAddOn[];
  reschedulingRules: string;
  cancellationRules: string;
  paymentType: PaymentType;
  /** Rupees as typed, for an advance-payment venue. */
  partialPaymentAmount: string;
  /** The UPI QR code players scan to pay the balance (at most one image). */
  upiQrCode: EditImage[];
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
    addOns: (details?.addOns ?? []).map((a) => ({ key: a.key, name: a.name, price: rupeesText(a.price) })),
    reschedulingRules: venue.reschedulingRules,
    cancellationRules: venue.cancellationRules,
    paymentType: venue.paymentType,
    partialPaymentAmount: rupeesText(venue.partialPaymentAmount ?? undefined),
    upiQrCode: venue.upiQrCodeUrl ? [{ url: venue.upiQrCodeUrl, thumbnailUrl: venue.upiQrCodeUrl }] : [],
  };
}

/** The rows as the API takes them: blank rows left out, a kept add-on with its key. */
function addOnItems(rows: EditAddOn[]): { key?: string; name: string; price: string }[] {
  return rows
    .filter((row) => row.name.trim() !== "" || row.price.trim() !== "")
    .map((row) => ({ ...(row.key ? { key: row.key } : {}), name: row.name.trim(), price: row.price.trim() }));
}

function addOnsChanged(values: EditVenueValues, initial: EditVenueValues): boolean {
  return JSON.stringify(addOnItems(values.addOns)) !== JSON.stringify(addOnItems(initial.addOns));
}

const GROUND_PRICES = ["morningPrice", "afternoonPrice", "eveningPrice", "nightPrice"] as const;
const HOURLY_FIELDS = ["hourlyPrice", "startTime", "endTime"] as const;

/** The whole details object with the edited prices (PATCH replaces details, add-ons included). */
function editedDetails(values: EditVenueValues, details: VenueDetails): Record<string, unknown> {
  const addOns = addOnItems(values.addOns);
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
  if (details && (pricesChanged(values, initial, details) || addOnsChanged(values, initial))) {
    body.details = editedDetails(values, details);
  }
  for (const field of ["reschedulingRules", "cancellationRules"] as const) {
    if (values[field].trim() !== initial[field].trim()) body[field] = values[field].trim();
  }
  Object.assign(body, paymentChanges(values, initial));
  return body;
}

/** Payment terms: sent together when any changed, as the server checks them together (an advance needs a QR code). */
function paymentChanges(values: EditVenueValues, initial: EditVenueValues): VenueChanges {
  const qr = values.upiQrCode[0]?.url ?? null;
  const changed =
    values.paymentType !== initial.paymentType ||
    (values.paymentType === "partial" &&
      (values.partialPaymentAmount.trim() !== initial.partialPaymentAmount.trim() ||
        qr !== (initial.upiQrCode[0]?.url ?? null)));
  if (!changed) return {};
  if (values.paymentType === "full") return { paymentType: "full" };
  // Checked as typed by validateEdit before it is sent; the API takes the rupees as a number.
  return { paymentType: "partial", partialPaymentAmount: Number(values.partialPaymentAmount.trim()), upiQrCodeUrl: qr };
}

/** Where an API error path belongs on the form (`postalCode` → pincode, `details.hourlyPrice` → that price). */
export function editPathOf(apiPath: string): string | null {
  const [top, field] = apiPath.split(".");
  if (top === "postalCode" || top === "pincode") return "pincode";
  if (top === "images") return "images";
  if (top === "upiQrCodeUrl") return "upiQrCode";
  if (top && ["reschedulingRules", "cancellationRules", "paymentType", "partialPaymentAmount"].includes(top))
    return top;
  if (
    top &&
    ["name", "description", "address", "city", "state", "amenities", "advanceBookingDays", "whatsappNumber"].includes(
      top,
    )
  )
    return top;
  if (top === "details") {
    if (field && ([...GROUND_PRICES, ...HOURLY_FIELDS] as readonly string[]).includes(field)) return `prices.${field}`;
    if (field === "addOns") return addOnPathOf(apiPath.split(".").slice(2));
    return null;
  }
  return null;
}

/**
 * `details.addOns.2.price` → that row's price box. The API counts only the rows sent (blank rows are
 * left out), so this needs the rows; `addOnRowPath` maps it. Without an index: the list as a whole.
 */
function addOnPathOf(rest: string[]): string {
  const [index, field] = rest;
  if (index === undefined || !/^\d+$/.test(index)) return "addOns";
  return `addOns.sent.${index}.${field === "name" ? "name" : "price"}`;
}

/** `addOns.sent.N.x` (the Nth add-on sent) → the form row it came from. */
export function addOnRowPath(path: string, rows: EditAddOn[]): string {
  const sent = /^addOns\.sent\.(\d+)\.(name|price)$/.exec(path);
  if (!sent) return path;
  const kept = rows.flatMap((row, i) => (row.name.trim() !== "" || row.price.trim() !== "" ? [i] : []));
  const row = kept[Number(sent[1])];
  return row === undefined ? "addOns" : `addOns.${row}.${sent[2]}`;
}

/** Messages for the whole form (one per field), checked against what the server will check. */
export function validateEdit(values: EditVenueValues, details: VenueDetails | null): EditIssue[] {
  const issues: EditIssue[] = [];
  const seen = new Set<string>();
  const add = (apiPath: string, message: string) => {
    const found = editPathOf(apiPath);
    const path = found && addOnRowPath(found, values.addOns);
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
    reschedulingRules: values.reschedulingRules,
    cancellationRules: values.cancellationRules,
    paymentType: values.paymentType,
    ...(values.paymentType === "partial"
      ? { partialPaymentAmount: values.partialPaymentAmount, upiQrCodeUrl: values.upiQrCode[0]?.url ?? null }
      : {}),
  };
  const parsed = updateVenueSchema.safeParse(full);
  if (!parsed.success) for (const issue of parsed.error.issues) add(issue.path.map(String).join("."), issue.message);
  // The venue as it will be, as the server checks it: an advance needs its amount and QR code.
  const amount = Number(values.partialPaymentAmount.trim());
  const paymentProblem = partialPaymentProblem({
    paymentType: values.paymentType,
    partialPaymentAmount: Number.isFinite(amount) ? amount : null,
    upiQrCodeUrl: values.upiQrCode[0]?.url ?? null,
  });
  if (paymentProblem) add(paymentProblem, VENUE_FORM_MESSAGES.partialPayment);
  if (details) {
    const checked = detailsFor(details.venueType, editedDetails(values, details));
    if (!checked.success)
      for (const issue of checked.error.issues) add(issue.path.map(String).join("."), issue.message);
  }
  return issues;
}
