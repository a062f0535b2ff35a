/**
 * The add-venue form as the browser holds it: text boxes hold strings, images are the uploads
 * the server has stored. `toCreateVenueBody` (wizard-validation.ts) turns it into the one
 * POST /api/venues body.
 */
import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_PERCENT } from "@crease/core/booking-lifecycle";
import { DEFAULT_ADVANCE_DAYS } from "@crease/core/checkout-limits";
import { DEFAULT_CLOSE_TIME, DEFAULT_OPEN_TIME } from "@crease/core/slots";
import { GROUND_ADD_ONS, type PaymentType, type PitchType, TEAM_CAPACITY, type VenueType } from "@crease/core/venues";

export type GroundAddOnKey = keyof typeof GROUND_ADD_ONS;

/** One of the five standard ground add-ons: switched on or off, with its price. */
export interface StandardAddOnRow {
  key: GroundAddOnKey;
  enabled: boolean;
  price: string;
}

/** An add-on the owner names ("others" for grounds; every add-on of nets and box). */
export interface CustomAddOnRow {
  name: string;
  price: string;
}

/** An uploaded image (the uploader's value). */
export interface FormImage {
  url: string;
  thumbnailUrl: string;
}

export interface VenueFormValues {
  // General Information
  name: string;
  venueType: VenueType | "";
  description: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  location: string;
  amenities: string[];
  // Venue Details
  ground: {
    morningPrice: string;
    afternoonPrice: string;
    eveningPrice: string;
    nightPrice: string;
    standardAddOns: StandardAddOnRow[];
    otherAddOns: CustomAddOnRow[];
  };
  /** Nets and box cricket share opening hours and the hourly price. */
  hourly: {
    startTime: string;
    endTime: string;
    hourlyPrice: string;
    pitchType: PitchType | "";
    teamCapacity: string;
    addOns: CustomAddOnRow[];
  };
  images: FormImage[];
  // Policies & Submit
  reschedulingRules: string;
  cancellationRules: string;
  /** Days ahead the calendar opens, as typed. */
  advanceBookingDays: string;
  paymentType: PaymentType | "";
  partialPaymentAmount: string;
  /** Zero or one image: the UPI QR code players pay the balance with. */
  upiQrCode: FormImage[];
  /** "Chat with the venue": a WhatsApp number as typed, or empty for no chat link. */
  whatsappNumber: string;
}

/**
 * What the product's Reschedule does (docs/product/bookings.md#reschedule): once, more than 24 hours
 * before the slot, to a free slot or court of the same venue, the difference paid or refunded.
 */
export const DEFAULT_RESCHEDULING_RULES =
  "Reschedule once, with no fee, up to 24 hours before your slot starts, to any free slot or court at this venue within its booking window: a dearer slot costs only the difference, a cheaper one refunds it. Within 24 hours of the slot a booking can no longer be rescheduled; cancel it instead.";

/**
 * Older policy text spoke of free cancellation up to 48 hours before; the refund rule (docs/product/bookings.md#cancelling),
 * which the server enforces for every booking, wins: free up to 24 hours, then a 25% fee.
 */
export const DEFAULT_CANCELLATION_RULES = `Free cancellation up to ${FREE_CANCELLATION_HOURS} hours before the slot starts: the full amount is refunded. Cancellations within ${FREE_CANCELLATION_HOURS} hours carry a ${LATE_CANCELLATION_FEE_PERCENT}% fee and ${100 - LATE_CANCELLATION_FEE_PERCENT}% is refunded; no-shows are charged in full. If weather stops play, players get a full refund. Refunds reach the original payment method in 5-7 business days.`;

export const GROUND_ADD_ON_KEYS = Object.keys(GROUND_ADD_ONS) as GroundAddOnKey[];

export function emptyCustomAddOn(): CustomAddOnRow {
  return { name: "", price: "" };
}

export function defaultVenueFormValues(): VenueFormValues {
  return {
    name: "",
    venueType: "",
    description: "",
    address: "",
    city: "",
    state: "",
    postalCode: "",
    country: "India",
    location: "",
    amenities: [],
    ground: {
      morningPrice: "",
      afternoonPrice: "",
      eveningPrice: "",
      nightPrice: "",
      standardAddOns: GROUND_ADD_ON_KEYS.map((key) => ({ key, enabled: false, price: "" })),
      otherAddOns: [],
    },
    hourly: {
      startTime: DEFAULT_OPEN_TIME,
      endTime: DEFAULT_CLOSE_TIME,
      hourlyPrice: "",
      pitchType: "",
      teamCapacity: String(TEAM_CAPACITY.default),
      addOns: [],
    },
    images: [],
    reschedulingRules: DEFAULT_RESCHEDULING_RULES,
    cancellationRules: DEFAULT_CANCELLATION_RULES,
    advanceBookingDays: String(DEFAULT_ADVANCE_DAYS),
    paymentType: "full",
    partialPaymentAmount: "",
    upiQrCode: [],
    whatsappNumber: "",
  };
}

/** A message for one form field, by its react-hook-form path ("ground.morningPrice"). */
export interface FormIssue {
  path: string;
  message: string;
}
