/**
 * The add-venue form as the browser holds it: text boxes hold strings, images are the uploads
 * the server has stored. `toCreateVenueBody` (wizard-validation.ts) turns it into the one
 * POST /api/venues body.
 */
import { DEFAULT_ADVANCE_DAYS } from "@crease/core/checkout-limits";
import { DEFAULT_CLOSE_TIME, DEFAULT_OPEN_TIME } from "@crease/core/slots";
import { GROUND_ADD_ONS, type PaymentType, type PitchType, TEAM_CAPACITY, type VenueType } from "@crease/core/venues";
// The prefilled policies are the platform's texts, shown in the language on screen (lib/i18n/platform-policies.ts).
import { DEFAULT_CANCELLATION_RULES, DEFAULT_RESCHEDULING_RULES } from "@/lib/i18n/platform-policies";

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
