import type { VenueEditChange } from "./contracts/venue-edits";
import { formatRupees } from "./money";
import { formatIndianMobile } from "./whatsapp";

/**
 * A material change of an approved venue waiting for an admin (docs/SECURITY.md, "Material
 * edits are reviewed"): its name, place, prices, photos or payment terms. Until an admin
 * approves it, players see and book the approved version.
 */
export const MATERIAL_VENUE_FIELDS = [
  "name",
  "address",
  "city",
  "state",
  "pincode",
  "postalCode",
  "location",
  "images",
  "details",
  "paymentType",
  "partialPaymentAmount",
  "upiQrCodeUrl",
  // Players write to this number and may be asked to pay there, as with the QR code: a new or
  // changed number waits for an admin; clearing it applies at once (splitMaterial).
  "whatsappNumber",
] as const;

/** The 409 of an approval or rejection sent with a version the venue no longer has. */
export const VENUE_CHANGED_MESSAGE = "This venue changed since you opened it: reload to see the change";

const LABELS: Record<string, string> = {
  name: "Name",
  address: "Address",
  city: "City",
  state: "State",
  pincode: "Pincode",
  postalCode: "Pincode",
  location: "Map link",
  images: "Photos",
  paymentType: "Payment",
  partialPaymentAmount: "Advance paid online",
  upiQrCodeUrl: "UPI QR code",
  whatsappNumber: "WhatsApp number",
  morningPrice: "Morning price",
  afternoonPrice: "Afternoon price",
  eveningPrice: "Evening price",
  nightPrice: "Night price",
  hourlyPrice: "Price per hour",
  startTime: "Opens",
  endTime: "Closes",
  pitchType: "Pitch",
  teamCapacity: "Players a side",
  addOns: "Add-ons",
};

/** The details' fields a change may show; any other key is not a venue field and gets no row. */
const DETAIL_FIELDS = new Set([
  "morningPrice",
  "afternoonPrice",
  "eveningPrice",
  "nightPrice",
  "hourlyPrice",
  "startTime",
  "endTime",
  "pitchType",
  "teamCapacity",
  "addOns",
]);

type Priced = { name: string; price?: string | number; rupees?: string | number };

function text(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (field.endsWith("Price") && Number(value) === 0) return "Not offered";
  if (field.endsWith("Price") || field === "partialPaymentAmount") return formatRupees(value as string);
  if (field === "images") return Array.isArray(value) ? `${value.length} photos` : "—";
  if (field === "upiQrCodeUrl") return "a QR code";
  if (field === "whatsappNumber") return formatIndianMobile(String(value));
  if (field === "paymentType") return value === "partial" ? "Advance online, rest at the venue" : "Full payment online";
  if (field === "addOns") {
    if (!Array.isArray(value)) return "—";
    const list = value as Priced[];
    return list.length === 0
      ? "None"
      : list.map((a) => `${a.name} ${formatRupees(a.price ?? a.rupees ?? 0)}`).join(", ");
  }
  return typeof value === "object" ? "—" : String(value);
}

/**
 * What a pending change would change, field by field, as before/after text (admins compare
 * these). `current` is the venue as it is (with its details flattened in); fields sent with
 * their current value are left out, and so is any key that is not a venue field. A change of the
 * UPI QR code carries both images, so the admin sees what players will scan.
 */
export function describeVenueChanges(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): VenueEditChange[] {
  const rows: VenueEditChange[] = [];
  const add = (field: string, before: unknown, after: unknown) => {
    const [b, a] = [text(field, before), text(field, after)];
    const same =
      field === "images" || field === "upiQrCodeUrl" ? JSON.stringify(before) === JSON.stringify(after) : b === a;
    if (same) return;
    const label = LABELS[field] ?? field;
    if (field !== "upiQrCodeUrl") {
      rows.push({ field, label, before: b, after: a });
      return;
    }
    const image = (value: unknown) => (typeof value === "string" && value ? value : null);
    rows.push({
      field,
      label,
      before: b,
      after: image(after) ? "a new QR code" : "—",
      beforeImage: image(before),
      afterImage: image(after),
    });
  };
  for (const [field, value] of Object.entries(changes)) {
    if (field === "details") {
      if (!value || typeof value !== "object") continue;
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
        if (DETAIL_FIELDS.has(key)) add(key, current[key], inner);
      }
    } else if ((MATERIAL_VENUE_FIELDS as readonly string[]).includes(field)) {
      add(field === "pincode" ? "postalCode" : field, current[field === "pincode" ? "postalCode" : field], value);
    }
  }
  return rows;
}

// The wire shapes are zod schemas in contracts/ (kept apart so screens that only need the
// constants above do not load zod); their types are re-exported here.
export type { VenueEdit, VenueEditChange } from "./contracts/venue-edits";

/** The longest note an admin's rejection of a change keeps. */
export const EDIT_NOTE_MAX = 1000;

/**
 * The rule of rejecting an owner's change: say why (the owner reads it). For the review card's
 * button and `POST /api/venue-edits/{id}/reject` alike; null when the note will do.
 */
export function editRejectNoteError(note: string | null | undefined): string | null {
  const text = (note ?? "").trim();
  if (text.length === 0) return "Say why the changes are rejected";
  if (text.length > EDIT_NOTE_MAX) return "The note must be at most 1000 characters";
  return null;
}
