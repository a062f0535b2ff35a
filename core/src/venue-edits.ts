import type { VenueEditChange } from "./contracts/venue-edits";
import { formatRupees } from "./money";

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
] as const;

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

type Priced = { name: string; price?: string | number; rupees?: string | number };

function text(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (field.endsWith("Price") && Number(value) === 0) return "Not offered";
  if (field.endsWith("Price") || field === "partialPaymentAmount") return formatRupees(value as string);
  if (field === "images") return `${(value as unknown[]).length} photos`;
  if (field === "upiQrCodeUrl") return "a QR code";
  if (field === "paymentType") return value === "partial" ? "Advance online, rest at the venue" : "Full payment online";
  if (field === "addOns") {
    const list = value as Priced[];
    return list.length === 0
      ? "None"
      : list.map((a) => `${a.name} ${formatRupees(a.price ?? a.rupees ?? 0)}`).join(", ");
  }
  return String(value);
}

/**
 * What a pending change would change, field by field, as before/after text (admins compare
 * these). `current` is the venue as it is (with its details flattened in); fields sent with
 * their current value are left out.
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
    if (!same)
      rows.push({
        field,
        label: LABELS[field] ?? field,
        before: b,
        after: field === "upiQrCodeUrl" ? "a new QR code" : a,
      });
  };
  for (const [field, value] of Object.entries(changes)) {
    if (field === "details" && value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) add(key, current[key], inner);
    } else {
      add(field === "pincode" ? "postalCode" : field, current[field === "pincode" ? "postalCode" : field], value);
    }
  }
  return rows;
}

// The wire shapes are zod schemas in contracts/ (kept apart so screens that only need the
// constants above do not load zod); their types are re-exported here.
export type { VenueEdit, VenueEditChange } from "./contracts/venue-edits";
