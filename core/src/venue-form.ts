/**
 * Listing and editing a venue (docs/product/venues.md Add-venue and Edit Venue forms), checked the
 * same way by the add-venue wizard and the server, with the same messages.
 *
 * Money arrives as rupees (numbers or numeric strings, docs/product/venues.md "Prices arrive as numeric
 * strings"); the schemas turn it into rupee numbers with at most two decimals, the server into paise.
 */
import { z } from "zod";
import { MAX_ADVANCE_DAYS, MIN_ADVANCE_DAYS } from "./checkout-limits";
import { GROUND_SLOTS, hourlySlots } from "./slots";
import {
  blank,
  MAX_ADD_ON_RUPEES,
  MAX_ADD_ONS,
  MAX_VENUE_IMAGES,
  optionalRupees,
  RUPEE_FIELD_MESSAGES,
  rupeeAmount,
  trimmed,
  VENUE_FORM_MESSAGES,
  whatsappNumberSchema,
} from "./venue-form-fields";
import {
  GROUND_ADD_ONS,
  PAYMENT_TYPES,
  PITCH_TYPES,
  TEAM_CAPACITY,
  VENUE_NOTE_MAX,
  VENUE_STATUSES,
  VENUE_TYPES,
  type VenueType,
  venueMoveNoteError,
} from "./venues";

export * from "./venue-form-fields";

/** "06:00", "06:30" … "23:30", and "24:00" as a closing time. */
const HALF_HOUR = /^(([01]\d|2[0-3]):(00|30)|24:00)$/;

function timeOfDay(requiredMessage: string, fallback: string) {
  return z.preprocess(
    (v) => blank(typeof v === "string" ? v.trim() : v) ?? fallback,
    z.string({ error: requiredMessage }).regex(HALF_HOUR, VENUE_FORM_MESSAGES.time),
  );
}

/** An add-on as the forms send it: a label and a price; `key` is kept when editing one the API returned. */
export const addOnInputSchema = z.object({
  key: z.string().trim().max(80).optional(),
  name: trimmed("Each add-on needs a name", 1, 60, "Add-on names must be at most 60 characters"),
  price: rupeeAmount("Each add-on needs a price", RUPEE_FIELD_MESSAGES.addOn, MAX_ADD_ON_RUPEES),
});
export type AddOnInput = z.input<typeof addOnInputSchema>;

/** docs/product/venues.md's ground add-on map; a missing, empty or 0 price means the add-on is not offered. */
const groundAddOnMapSchema = z
  .object({
    umpireFees: optionalRupees(RUPEE_FIELD_MESSAGES.umpireFees, MAX_ADD_ON_RUPEES),
    redBalls: optionalRupees(RUPEE_FIELD_MESSAGES.redBalls, MAX_ADD_ON_RUPEES),
    whiteBalls: optionalRupees(RUPEE_FIELD_MESSAGES.whiteBalls, MAX_ADD_ON_RUPEES),
    groundsmen: optionalRupees(RUPEE_FIELD_MESSAGES.groundsmen, MAX_ADD_ON_RUPEES),
    scoreboard: optionalRupees(RUPEE_FIELD_MESSAGES.scoreboard, MAX_ADD_ON_RUPEES),
    others: z.array(addOnInputSchema).max(20, "At most 20 other add-ons").optional(),
  })
  .strict();

const addOnList = z.array(addOnInputSchema).max(MAX_ADD_ONS, "At most 25 add-ons");

/** A normalised add-on: stable key, label, rupees. */
export interface AddOnDraft {
  key: string;
  name: string;
  price: number;
}

/** "Drinks & snacks" → "drinks-snacks". */
export function addOnSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "item"
  );
}

const groundLabelKey = new Map(Object.entries(GROUND_ADD_ONS).map(([key, label]) => [label.toLowerCase(), key]));

/** Known keys keep their GROUND_ADD_ONS label; everything else becomes "other:<slug>". */
function draftOf(item: { key?: string | undefined; name: string; price: number }): AddOnDraft {
  const known = (GROUND_ADD_ONS as Record<string, string>)[item.key ?? ""];
  if (item.key && known) return { key: item.key, name: known, price: item.price };
  const byLabel = groundLabelKey.get(item.name.toLowerCase());
  if (byLabel) return { key: byLabel, name: item.name, price: item.price };
  return { key: `other:${addOnSlug(item.name)}`, name: item.name, price: item.price };
}

function uniqueKeys(list: AddOnDraft[], ctx: z.RefinementCtx): AddOnDraft[] {
  const seen = new Set<string>();
  for (const item of list) {
    if (seen.has(item.key)) {
      ctx.addIssue({ code: "custom", message: "Each add-on can be listed only once", path: [] });
      return list;
    }
    seen.add(item.key);
  }
  return list;
}

/** Add-ons as a list [{name, price}] (any venue) or the ground add-on map ({umpireFees, redBalls, …}) → one normalised list. */
export const addOnsSchema = z
  .union([addOnList, groundAddOnMapSchema], { error: "Add-ons must be a list of names and prices" })
  .optional()
  .transform((value, ctx): AddOnDraft[] => {
    if (!value) return [];
    if (Array.isArray(value)) return uniqueKeys(value.map(draftOf), ctx);
    const list: AddOnDraft[] = [];
    for (const key of Object.keys(GROUND_ADD_ONS) as (keyof typeof GROUND_ADD_ONS)[]) {
      const price = value[key];
      if (price != null && price > 0) list.push({ key, name: GROUND_ADD_ONS[key], price });
    }
    for (const other of value.others ?? []) list.push(draftOf({ name: other.name, price: other.price }));
    return uniqueKeys(list, ctx);
  });

const slotPrice = (invalidMessage: string) => rupeeAmount(VENUE_FORM_MESSAGES.groundPrices, invalidMessage);

export const groundDetailsInputSchema = z
  .object({
    morningPrice: slotPrice(RUPEE_FIELD_MESSAGES.morningPrice),
    afternoonPrice: slotPrice(RUPEE_FIELD_MESSAGES.afternoonPrice),
    eveningPrice: slotPrice(RUPEE_FIELD_MESSAGES.eveningPrice),
    nightPrice: slotPrice(RUPEE_FIELD_MESSAGES.nightPrice),
    addOns: addOnsSchema,
  })
  .refine((d) => GROUND_SLOTS.some((slot) => d[`${slot}Price`] > 0), {
    message: VENUE_FORM_MESSAGES.groundSlotOffered,
    path: ["morningPrice"],
  });

// Each field names itself when missing: one "All details are required" under two fields said neither.
const openingFields = () => ({
  startTime: timeOfDay(VENUE_FORM_MESSAGES.openingTime, "06:00"),
  endTime: timeOfDay(VENUE_FORM_MESSAGES.closingTime, "22:00"),
  hourlyPrice: rupeeAmount(VENUE_FORM_MESSAGES.hourlyPriceMissing, RUPEE_FIELD_MESSAGES.hourlyPrice).refine(
    (n) => n > 0,
    VENUE_FORM_MESSAGES.hourlyPrice,
  ),
});

/** The latest a late night may close, the next morning (box cricket 6 pm – 2 am). */
export const LATEST_OVERNIGHT_CLOSE = "06:00";

/**
 * Opening before closing, with at least one whole bookable hour between them. Closing earlier than
 * opening runs past midnight (docs/product/venues.md): an opening from noon on, closing by 6 am.
 */
function checkHours(d: { startTime: string; endTime: string }, ctx: z.RefinementCtx) {
  const overnight = d.endTime < d.startTime;
  if (overnight && (d.endTime > LATEST_OVERNIGHT_CLOSE || d.startTime < "12:00")) {
    ctx.addIssue({ code: "custom", message: VENUE_FORM_MESSAGES.hours, path: ["endTime"] });
  } else if (d.startTime === d.endTime) {
    ctx.addIssue({ code: "custom", message: VENUE_FORM_MESSAGES.hours, path: ["endTime"] });
  } else if (hourlySlots(d.startTime, d.endTime).length < 1) {
    ctx.addIssue({ code: "custom", message: "Open for at least one whole hour", path: ["endTime"] });
  }
}

export const netsDetailsInputSchema = z
  .object({
    ...openingFields(),
    pitchType: z.enum(PITCH_TYPES, {
      error: (issue) =>
        issue.input === undefined || issue.input === ""
          ? VENUE_FORM_MESSAGES.pitchTypeMissing
          : VENUE_FORM_MESSAGES.pitchType,
    }),
    addOns: addOnsSchema,
  })
  .superRefine(checkHours);

export const boxCricketDetailsInputSchema = z
  .object({
    ...openingFields(),
    teamCapacity: z.preprocess(
      (v) => {
        const value = blank(typeof v === "string" ? v.trim() : v);
        if (value === undefined) return TEAM_CAPACITY.default;
        return typeof value === "string" ? (/^\d+$/.test(value) ? Number(value) : Number.NaN) : value;
      },
      z
        .number({ error: VENUE_FORM_MESSAGES.teamCapacity })
        .int(VENUE_FORM_MESSAGES.teamCapacity)
        .min(TEAM_CAPACITY.min, VENUE_FORM_MESSAGES.teamCapacity)
        .max(TEAM_CAPACITY.max, VENUE_FORM_MESSAGES.teamCapacity),
    ),
    addOns: addOnsSchema,
  })
  .superRefine(checkHours);

export type GroundDetailsInput = z.input<typeof groundDetailsInputSchema>;
export type NetsDetailsInput = z.input<typeof netsDetailsInputSchema>;
export type BoxCricketDetailsInput = z.input<typeof boxCricketDetailsInputSchema>;

export type VenueDetailsDraft =
  | ({ venueType: "ground" } & z.output<typeof groundDetailsInputSchema>)
  | ({ venueType: "nets" } & z.output<typeof netsDetailsInputSchema>)
  | ({ venueType: "box" } & z.output<typeof boxCricketDetailsInputSchema>);

export const DETAILS_SCHEMAS = {
  ground: groundDetailsInputSchema,
  nets: netsDetailsInputSchema,
  box: boxCricketDetailsInputSchema,
} as const;

/** Parses `details` for a venue type, reporting issues under `details.<field>`. */
function parseDetails(type: VenueType, value: unknown, ctx: z.RefinementCtx): VenueDetailsDraft | undefined {
  if (value === undefined || value === null) return undefined;
  const parsed = DETAILS_SCHEMAS[type].safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: ["details", ...issue.path] as PropertyKey[] });
    }
    return undefined;
  }
  return { venueType: type, ...parsed.data } as VenueDetailsDraft;
}

const mapsUrl = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() || null : v),
  z
    .string({ error: VENUE_FORM_MESSAGES.location })
    .max(2000, VENUE_FORM_MESSAGES.location)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === "https:" || url.protocol === "http:";
      } catch {
        return false;
      }
    }, VENUE_FORM_MESSAGES.location)
    .nullable()
    .optional(),
);

/** Amenities as a list, or (Edit Venue form) comma-separated text: trimmed, empties dropped, no repeats. */
const amenities = z.preprocess(
  (v) => (typeof v === "string" ? v.split(",") : v),
  z
    .array(z.string({ error: "Amenities must be text" }).trim().max(50, "Each amenity must be at most 50 characters"), {
      error: VENUE_FORM_MESSAGES.amenities,
    })
    .transform((list) => {
      const seen = new Set<string>();
      return list.filter((item) => item && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
    })
    .refine((list) => list.length >= 1, VENUE_FORM_MESSAGES.amenities)
    .refine((list) => list.length <= 30, "At most 30 amenities"),
);

/** How far ahead the venue takes bookings, in days (docs/SECURITY.md, "An advance window"). */
const advanceBookingDays = z.coerce
  .number({ error: VENUE_FORM_MESSAGES.advanceBookingDays })
  .int(VENUE_FORM_MESSAGES.advanceBookingDays)
  .min(MIN_ADVANCE_DAYS, VENUE_FORM_MESSAGES.advanceBookingDays)
  .max(MAX_ADVANCE_DAYS, VENUE_FORM_MESSAGES.advanceBookingDays);

const imageUrl = z.string({ error: VENUE_FORM_MESSAGES.images }).trim().min(1).max(1000, "Image URL is too long");
const images = z
  .array(imageUrl, { error: VENUE_FORM_MESSAGES.images })
  .min(1, VENUE_FORM_MESSAGES.images)
  .max(MAX_VENUE_IMAGES, "A venue can have at most 20 images")
  .refine((list) => new Set(list).size === list.length, "The same image appears twice");

const upiQrCodeUrl = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() || null : v),
  z.string().max(1000, "UPI QR code URL is too long").nullable().optional(),
);

const rules = (message: string) => trimmed(message, 10, 5000, "Policies must be at most 5000 characters");

/** Partial payment needs an amount above 0 and a QR code (docs/product/venues.md). */
function checkPartialPayment(
  value: {
    paymentType?: string | undefined;
    partialPaymentAmount?: number | null | undefined;
    upiQrCodeUrl?: string | null | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (value.paymentType !== "partial") return;
  if (!value.partialPaymentAmount || value.partialPaymentAmount <= 0) {
    ctx.addIssue({ code: "custom", message: VENUE_FORM_MESSAGES.partialPayment, path: ["partialPaymentAmount"] });
  }
  if (!value.upiQrCodeUrl) {
    ctx.addIssue({ code: "custom", message: VENUE_FORM_MESSAGES.partialPayment, path: ["upiQrCodeUrl"] });
  }
}

const partialPaymentAmount = optionalRupees(RUPEE_FIELD_MESSAGES.partialPayment);

/**
 * The field that breaks the partial-payment rule for a venue as it will be after an edit (an
 * advance needs an amount above 0 and a QR code), or null. The Edit Venue form and PATCH both ask it.
 */
export function partialPaymentProblem(venue: {
  paymentType: string;
  partialPaymentAmount: number | null;
  upiQrCodeUrl: string | null;
}): "partialPaymentAmount" | "upiQrCodeUrl" | null {
  if (venue.paymentType !== "partial") return null;
  if (!venue.partialPaymentAmount || venue.partialPaymentAmount <= 0) return "partialPaymentAmount";
  return venue.upiQrCodeUrl ? null : "upiQrCodeUrl";
}

/** `POST /api/venues`: the venue, and optionally its details, created in one transaction. */
export const createVenueSchema = z
  .object({
    name: trimmed(VENUE_FORM_MESSAGES.name, 3, 120, "Name must be at most 120 characters"),
    venueType: z.enum(VENUE_TYPES, { error: VENUE_FORM_MESSAGES.venueType }),
    description: trimmed(VENUE_FORM_MESSAGES.description, 10, 5000, "Description must be at most 5000 characters"),
    address: trimmed(VENUE_FORM_MESSAGES.address, 5, 300, "Address must be at most 300 characters"),
    city: trimmed(VENUE_FORM_MESSAGES.city, 2, 100, "City must be at most 100 characters"),
    state: trimmed(VENUE_FORM_MESSAGES.state, 2, 100, "State must be at most 100 characters"),
    postalCode: trimmed(VENUE_FORM_MESSAGES.postalCode, 1, 10, VENUE_FORM_MESSAGES.postalCode).regex(
      /^\d{6}$/,
      VENUE_FORM_MESSAGES.pincode,
    ),
    country: z
      .preprocess((v) => blank(typeof v === "string" ? v.trim() : v) ?? "India", z.string())
      .refine((c) => c.toLowerCase() === "india", "Only venues in India can be listed")
      .transform(() => "India"),
    location: mapsUrl,
    amenities,
    reschedulingRules: rules(VENUE_FORM_MESSAGES.reschedulingRules),
    cancellationRules: rules(VENUE_FORM_MESSAGES.cancellationRules),
    paymentType: z.enum(PAYMENT_TYPES, { error: VENUE_FORM_MESSAGES.paymentType }),
    partialPaymentAmount,
    upiQrCodeUrl,
    advanceBookingDays: advanceBookingDays.optional(),
    whatsappNumber: whatsappNumberSchema,
    images,
    /** The details in the same request, saved in the same transaction. */
    details: z.unknown().optional(),
  })
  .superRefine(checkPartialPayment)
  .transform((value, ctx) => ({ ...value, details: parseDetails(value.venueType, value.details, ctx) }));
export type CreateVenueInput = z.input<typeof createVenueSchema>;
export type CreateVenueData = z.output<typeof createVenueSchema>;

/** The venue's `version` an admin saw, sent back with their decision (docs/product/venues.md, "Approval names the version"). */
export const venueVersionSchema = z
  .number({ error: "Send the venue's version you reviewed (reload the venue to get it)" })
  .int("The venue's version is a whole number")
  .positive("The venue's version is a whole number");

/** `POST /api/venue-edits/{id}/approve`: the venue's version the change was shown against. */
export const approveVenueEditSchema = z.object({ version: venueVersionSchema });

/**
 * `PATCH /api/venues/{id}`: any subset. Owners edit their own venue; admins any venue, and only
 * admins send `status` (with an optional `note` the owner is told, and the `version` they
 * reviewed: required to approve or reject, checked whenever sent). `pincode` is the Edit Venue
 * form's name for `postalCode`; either is accepted. `images` replaces the whole list (cover
 * first); `details` replaces the type-specific details.
 */
export const updateVenueSchema = z
  .object({
    name: trimmed(VENUE_FORM_MESSAGES.editName, 1, 120, "Name must be at most 120 characters").optional(),
    description: trimmed(
      VENUE_FORM_MESSAGES.description,
      10,
      5000,
      "Description must be at most 5000 characters",
    ).optional(),
    address: trimmed(VENUE_FORM_MESSAGES.address, 5, 300, "Address must be at most 300 characters").optional(),
    city: trimmed(VENUE_FORM_MESSAGES.city, 1, 100, "City must be at most 100 characters").optional(),
    state: trimmed(VENUE_FORM_MESSAGES.state, 1, 100, "State must be at most 100 characters").optional(),
    pincode: z
      .string({ error: VENUE_FORM_MESSAGES.pincode })
      .trim()
      .regex(/^\d{6}$/, VENUE_FORM_MESSAGES.pincode)
      .optional(),
    postalCode: z
      .string({ error: VENUE_FORM_MESSAGES.pincode })
      .trim()
      .regex(/^\d{6}$/, VENUE_FORM_MESSAGES.pincode)
      .optional(),
    location: mapsUrl,
    amenities: amenities.optional(),
    reschedulingRules: rules(VENUE_FORM_MESSAGES.reschedulingRules).optional(),
    cancellationRules: rules(VENUE_FORM_MESSAGES.cancellationRules).optional(),
    paymentType: z.enum(PAYMENT_TYPES, { error: VENUE_FORM_MESSAGES.paymentType }).optional(),
    partialPaymentAmount,
    upiQrCodeUrl,
    advanceBookingDays: advanceBookingDays.optional(),
    whatsappNumber: whatsappNumberSchema,
    images: images.optional(),
    details: z.unknown().optional(),
    status: z.enum(VENUE_STATUSES, { error: "Status must be pending, approved, rejected or suspended" }).optional(),
    note: z.string().trim().max(VENUE_NOTE_MAX, "The note must be at most 1000 characters").optional(),
    version: venueVersionSchema.optional(),
  })
  .strict()
  .refine(
    (value) => Object.entries(value).some(([key, v]) => key !== "version" && v !== undefined),
    "Nothing to update",
  )
  // The move dialog's rule, from the same function: rejecting or suspending says why.
  .superRefine((value, ctx) => {
    const message = value.status ? venueMoveNoteError(value.status, value.note) : null;
    if (message) ctx.addIssue({ code: "custom", message, path: ["note"] });
  });
export type UpdateVenueInput = z.input<typeof updateVenueSchema>;
export type UpdateVenueData = z.output<typeof updateVenueSchema>;

/** The details schema for a venue type, reporting under `details.*` (PATCH, where the type comes from the venue). */
export function detailsFor(type: VenueType, value: unknown): z.ZodSafeParseResult<VenueDetailsDraft | undefined> {
  return z
    .unknown()
    .transform((v, ctx) => parseDetails(type, v, ctx))
    .safeParse(value);
}
