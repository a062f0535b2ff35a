/**
 * The add-venue wizard's rules: which fields each tab holds, the messages a tab shows when Next
 * is pressed, the POST /api/venues body, and where a server field error belongs. Every rule is
 * core's `createVenueSchema` / `DETAILS_SCHEMAS` (the server's own, with docs/product/venues.md messages);
 * this file only translates between form paths and API paths.
 */
import { type CreateVenueInput, createVenueSchema, DETAILS_SCHEMAS } from "@crease/core/venue-form";
import type { VenueType } from "@crease/core/venues";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CreateVenueBody } from "../api/create-venue";
import { type AddOnList, addOnPathOf, groundAddOnList, hourlyAddOnList, validateAddOns } from "./add-ons";
import type { FormIssue, VenueFormValues } from "./form-values";

export const WIZARD_STEPS = ["general", "details", "policies"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const STEP_TITLES: Record<WizardStep, MessageDescriptor> = {
  general: msg`General Information`,
  details: msg`Venue Details`,
  policies: msg`Policies & Submit`,
};

const GENERAL_FIELDS = [
  "name",
  "venueType",
  "description",
  "address",
  "city",
  "state",
  "postalCode",
  "country",
  "location",
  "amenities",
] as const;
const DETAILS_FIELDS = ["ground", "hourly", "images"] as const;
const POLICY_FIELDS = [
  "reschedulingRules",
  "cancellationRules",
  "advanceBookingDays",
  "paymentType",
  "partialPaymentAmount",
  "upiQrCode",
  "whatsappNumber",
] as const;

/** The top-level form fields of each tab, in screen order (react-hook-form `trigger` names). */
export const STEP_FIELDS: Record<WizardStep, readonly string[]> = {
  general: GENERAL_FIELDS,
  details: DETAILS_FIELDS,
  policies: POLICY_FIELDS,
};

const GROUND_FIELDS = new Set(["morningPrice", "afternoonPrice", "eveningPrice", "nightPrice"]);
const HOURLY_FIELDS = new Set(["startTime", "endTime", "hourlyPrice", "pitchType", "teamCapacity"]);

/** Which tab a form path lives on. */
export function stepOfPath(path: string): WizardStep {
  const top = path.split(".")[0] ?? "";
  if ((GENERAL_FIELDS as readonly string[]).includes(top)) return "general";
  if ((POLICY_FIELDS as readonly string[]).includes(top)) return "policies";
  return "details";
}

/** The first tab (in wizard order) with a message, or null. */
export function firstStepWithIssue(paths: readonly string[]): WizardStep | null {
  const steps = new Set(paths.map(stepOfPath));
  return WIZARD_STEPS.find((step) => steps.has(step)) ?? null;
}

function addOnListOf(values: VenueFormValues, type: VenueType): AddOnList {
  return type === "ground" ? groundAddOnList(values.ground) : hourlyAddOnList(values.hourly);
}

/** The type's details as the API takes them, or undefined before a type is chosen. */
export function detailsBodyOf(values: VenueFormValues): Record<string, unknown> | undefined {
  const type = values.venueType;
  if (!type) return undefined;
  const addOns = addOnListOf(values, type).items;
  if (type === "ground") {
    const g = values.ground;
    return {
      morningPrice: g.morningPrice.trim(),
      afternoonPrice: g.afternoonPrice.trim(),
      eveningPrice: g.eveningPrice.trim(),
      nightPrice: g.nightPrice.trim(),
      addOns,
    };
  }
  const h = values.hourly;
  const hours = { startTime: h.startTime, endTime: h.endTime, hourlyPrice: h.hourlyPrice.trim() };
  if (type === "nets") return { ...hours, pitchType: h.pitchType || undefined, addOns };
  return { ...hours, teamCapacity: h.teamCapacity, addOns };
}

/** The one POST /api/venues body: the venue, its images and its details, saved in one transaction. */
export function toCreateVenueBody(values: VenueFormValues): CreateVenueBody {
  const partial = values.paymentType === "partial";
  const location = values.location.trim();
  return {
    name: values.name.trim(),
    venueType: (values.venueType || undefined) as CreateVenueInput["venueType"],
    description: values.description.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    postalCode: values.postalCode.trim(),
    country: "India",
    location: location || null,
    amenities: values.amenities,
    reschedulingRules: values.reschedulingRules.trim(),
    cancellationRules: values.cancellationRules.trim(),
    advanceBookingDays: Number(values.advanceBookingDays.trim()),
    paymentType: (values.paymentType || undefined) as CreateVenueInput["paymentType"],
    ...(partial
      ? {
          partialPaymentAmount: values.partialPaymentAmount.trim() ? Number(values.partialPaymentAmount.trim()) : null,
          upiQrCodeUrl: values.upiQrCode[0]?.url ?? null,
        }
      : {}),
    whatsappNumber: values.whatsappNumber.trim() || null,
    images: values.images.map((image) => image.url),
    details: detailsBodyOf(values),
  };
}

function firstPerPath(issues: FormIssue[]): FormIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    if (seen.has(issue.path)) return false;
    seen.add(issue.path);
    return true;
  });
}

/** The type's details fields and add-on rows, with form paths. */
function detailsIssues(values: VenueFormValues): FormIssue[] {
  const type = values.venueType;
  if (!type) return [];
  const body = detailsBodyOf(values) ?? {};
  const parsed = DETAILS_SCHEMAS[type].safeParse({ ...body, addOns: undefined });
  const group = type === "ground" ? "ground" : "hourly";
  const issues: FormIssue[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      const known = type === "ground" ? GROUND_FIELDS.has(field) : HOURLY_FIELDS.has(field);
      issues.push({
        path: `${group}.${known ? field : type === "ground" ? "morningPrice" : "hourlyPrice"}`,
        message: issue.message,
      });
    }
  }
  return [...issues, ...validateAddOns(addOnListOf(values, type))];
}

/** Every message the form would show now, one per field, in no particular order. */
export function validateVenueForm(values: VenueFormValues): FormIssue[] {
  const issues: FormIssue[] = [];
  const parsed = createVenueSchema.safeParse({ ...toCreateVenueBody(values), details: undefined });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = formPathOf(issue.path.map(String), values);
      if (path) issues.push({ path, message: issue.message });
    }
  }
  issues.push(...detailsIssues(values));
  return firstPerPath(issues);
}

/** The messages of one tab (what Next checks). */
export function validateStep(values: VenueFormValues, step: WizardStep): FormIssue[] {
  return validateVenueForm(values).filter((issue) => stepOfPath(issue.path) === step);
}

/**
 * The form field an API error path belongs to (`details.morningPrice` → `ground.morningPrice`,
 * `upiQrCodeUrl` → `upiQrCode`, `details.addOns.1.price` → that add-on row), or null when the
 * form has no such field.
 */
export function formPathOf(apiPath: readonly string[] | string, values: VenueFormValues): string | null {
  const parts = (typeof apiPath === "string" ? apiPath.split(".") : [...apiPath]).filter(Boolean);
  if (parts[0] === "body") parts.shift();
  const [top, ...rest] = parts;
  if (!top) return null;
  if (top === "upiQrCodeUrl") return "upiQrCode";
  if (top === "images") return "images";
  if (top === "pincode") return "postalCode";
  if ((GENERAL_FIELDS as readonly string[]).includes(top) || (POLICY_FIELDS as readonly string[]).includes(top)) {
    return top;
  }
  if (top === "details") {
    const type = values.venueType;
    if (!type) return "venueType";
    const [field, ...more] = rest;
    if (field === "addOns") return addOnPathOf(addOnListOf(values, type), more);
    if (type === "ground") return `ground.${field && GROUND_FIELDS.has(field) ? field : "morningPrice"}`;
    return `hourly.${field && HOURLY_FIELDS.has(field) ? field : "hourlyPrice"}`;
  }
  return null;
}

/** A 400 answer's `errors` map as form messages (unknown fields are left for the toast). */
export function serverIssues(errors: Record<string, string> | undefined, values: VenueFormValues): FormIssue[] {
  if (!errors) return [];
  const issues: FormIssue[] = [];
  for (const [apiPath, message] of Object.entries(errors)) {
    const path = formPathOf(apiPath, values);
    if (path && message) issues.push({ path, message });
  }
  return firstPerPath(issues);
}
