/**
 * The pieces every venue form is built from: its messages, its limits, and the rupee and text
 * fields (venue-form.ts builds the listing and edit schemas from them). Money arrives as rupees
 * (numbers or numeric strings) and becomes rupee numbers with at most two decimals; the server
 * turns them into paise.
 */
import { z } from "zod";
import { INDIAN_MOBILE_MESSAGE, normaliseIndianMobile } from "./whatsapp";

export const VENUE_FORM_MESSAGES = {
  name: "Name must be at least 3 characters",
  venueType: "Please select a venue type",
  description: "Description must be at least 10 characters",
  address: "Address is required",
  city: "City is required",
  state: "State is required",
  postalCode: "Enter a 6-digit PIN code",
  pincode: "Enter a 6-digit PIN code",
  location: "Please enter a valid Google Maps URL",
  amenities: "Please select at least one amenity",
  reschedulingRules: "Rescheduling rules are required",
  cancellationRules: "Cancellation rules are required",
  paymentType: "Please select a payment type",
  advanceBookingDays: "Bookings can open between 1 and 180 days ahead",
  partialPayment: "Partial payment amount and UPI QR code are required for partial payment",
  images: "At least one venue image is required",
  groundPrices: "All time slot prices are required for ground venues",
  groundSlotOffered: "Offer at least one time slot: give it a price above 0",
  openingTime: "Enter the opening time",
  closingTime: "Enter the closing time",
  hourlyPriceMissing: "Enter the price per hour",
  pitchTypeMissing: "Choose the pitch type",
  teamCapacity: "Team capacity must be between 5 and 8 players a side",
  pitchType: "Pitch type must be artificial, matting, concrete or clay",
  time: "Times must be on the hour or half hour, like 06:00 or 06:30",
  hours: "Closing time must be after opening time, or by 6 AM the next morning for an evening opening",
  hourlyPrice: "Hourly price must be above 0",
  editName: "Venue name is required",
} as const;

/** Most images one venue keeps. */
export const MAX_VENUE_IMAGES = 20;
/** Images one upload request may carry, and the size of each (POST /api/uploads). */
export const MAX_UPLOAD_FILES = 10;
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/**
 * Highest price one slot or hour may have, and the highest partial payment (rupees). A booking
 * is one slot plus at most 25 add-ons, plus 18% GST: at both maxima that is ₹41,30,000
 * (413,000,000 paise), well inside the integer paise columns (2,147,483,647). Prices at the
 * old ₹10,00,000 for add-ons too overflowed them (server/src/domains/payments/money-limits.test.ts).
 */
export const MAX_PRICE_RUPEES = 1_000_000;
/** Highest price one add-on may have (rupees). */
export const MAX_ADD_ON_RUPEES = 100_000;
/** At most this many add-ons on one venue, so on one booking. */
export const MAX_ADD_ONS = 25;

export const blank = (value: unknown) => (value === "" || value === null ? undefined : value);

/** Rupees typed or sent: numbers stay, numeric strings become numbers, blanks become undefined. */
function toRupees(v: unknown): unknown {
  const value = blank(typeof v === "string" ? v.trim() : v);
  if (typeof value === "string") return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  return value;
}

/**
 * The sentence each rupee field is refused with (not a number, below 0, above its highest, paise
 * past two decimals): one per field, naming it, with its highest amount (MAX_PRICE_RUPEES, or
 * MAX_ADD_ON_RUPEES for add-ons).
 */
export const RUPEE_FIELD_MESSAGES = {
  morningPrice: "Enter the morning price in rupees: from ₹0 to ₹10,00,000, with at most two decimals",
  afternoonPrice: "Enter the afternoon price in rupees: from ₹0 to ₹10,00,000, with at most two decimals",
  eveningPrice: "Enter the evening price in rupees: from ₹0 to ₹10,00,000, with at most two decimals",
  nightPrice: "Enter the night price in rupees: from ₹0 to ₹10,00,000, with at most two decimals",
  hourlyPrice: "Enter the price per hour in rupees: from ₹0 to ₹10,00,000, with at most two decimals",
  partialPayment: "Enter the partial payment amount in rupees: from ₹0 to ₹10,00,000, with at most two decimals",
  addOn: "Enter the add-on's price in rupees: from ₹0 to ₹1,00,000, with at most two decimals",
  umpireFees: "Enter the umpire fee in rupees: from ₹0 to ₹1,00,000, with at most two decimals",
  redBalls: "Enter the red balls price in rupees: from ₹0 to ₹1,00,000, with at most two decimals",
  whiteBalls: "Enter the white balls price in rupees: from ₹0 to ₹1,00,000, with at most two decimals",
  groundsmen: "Enter the groundsmen price in rupees: from ₹0 to ₹1,00,000, with at most two decimals",
  scoreboard: "Enter the scoreboard price in rupees: from ₹0 to ₹1,00,000, with at most two decimals",
} as const;

function rupeeNumber(requiredMessage: string, invalidMessage: string, max: number) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
    .refine(Number.isFinite, invalidMessage)
    .min(0, invalidMessage)
    .max(max, invalidMessage)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, invalidMessage);
}

/** Rupees as a number or numeric string → number; blank → the required message. */
export function rupeeAmount(requiredMessage: string, invalidMessage: string, max = MAX_PRICE_RUPEES) {
  return z.preprocess(toRupees, rupeeNumber(requiredMessage, invalidMessage, max));
}

/** Rupees that may be left out: blank or absent → undefined (null stays null). */
export function optionalRupees(invalidMessage: string, max = MAX_PRICE_RUPEES) {
  return z.preprocess(
    (v) => (v === null ? null : toRupees(v)),
    rupeeNumber(invalidMessage, invalidMessage, max).nullable().optional(),
  );
}

export const trimmed = (message: string, min: number, max: number, tooLongMessage: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, tooLongMessage);

/**
 * "Chat with the venue": an Indian mobile in any usual spelling, stored as "+919876543210"; blank
 * or null clears it (the chat link goes away).
 */
export const whatsappNumberSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() || null : v),
  z
    .string({ error: INDIAN_MOBILE_MESSAGE })
    .max(20, INDIAN_MOBILE_MESSAGE)
    .transform((value, ctx) => {
      const stored = normaliseIndianMobile(value);
      if (stored === null) ctx.addIssue({ code: "custom", message: INDIAN_MOBILE_MESSAGE });
      return stored ?? value;
    })
    .nullable()
    .optional(),
);
