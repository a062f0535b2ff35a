/**
 * Every rule the web checks before it sends, named once, with the core function both sides call
 * (docs/ARCHITECTURE.md, "Where each rule lives"). The web refusing something is a courtesy; the
 * server refusing it is the rule. `server/test/web-rules.test.ts` walks this list: each entry needs
 * an input the rule refuses and the route it would be sent to, and the server must answer 4xx and
 * change nothing. A rule added here without a row there fails that test.
 */
import type { z } from "zod";
import { type BookingForMove, type BookingParty, type DashboardMove, refuseMove } from "./booking-lifecycle";
import { contactSchema } from "./contact";
import { priceRulesInputSchema } from "./contracts/price-rules";
import { type PayoutAccountFields, payoutAccountErrors } from "./payout-accounts";
import { reviewSchema } from "./reviews";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordFormSchema,
  updateProfileSchema,
} from "./users";
import { editRejectNoteError } from "./venue-edits";
import { addOnInputSchema, createVenueSchema, DETAILS_SCHEMAS, updateVenueSchema } from "./venue-form";
import { type VenueStatus, venueMoveNoteError } from "./venues";

export interface WebRule {
  /** Where the web checks it before sending. */
  web: string;
  /** The route the web sends it to; the server applies the same function there. */
  route: string;
  /** Whether the rule refuses `input`, through the very function the web and the server call. */
  refuses(input: unknown): boolean;
}

const bySchema = (schema: z.ZodType) => (input: unknown) => !schema.safeParse(input).success;

export interface MoveAttempt {
  move: DashboardMove;
  party: BookingParty | null;
  booking: BookingForMove;
  now: Date;
}

export const WEB_RULES = {
  payoutAccount: {
    web: "web/src/features/payouts/components/payout-account-form.tsx",
    route: "PUT /api/owner/payout-account",
    refuses: (input) => Object.keys(payoutAccountErrors(input as PayoutAccountFields)).length > 0,
  },
  venueMoveNote: {
    web: "web/src/features/venue-moderation/lib/venue-moves.ts (noteError)",
    route: "PATCH /api/venues/:id",
    refuses: (input) => {
      const { status, note } = input as { status: VenueStatus; note?: string };
      return venueMoveNoteError(status, note) !== null;
    },
  },
  editRejectNote: {
    web: "web/src/features/venue-moderation/components/venue-edits-review.tsx",
    route: "POST /api/venue-edits/:id/reject",
    refuses: (input) => editRejectNoteError((input as { note?: string }).note) !== null,
  },
  createVenue: {
    web: "web/src/features/add-venue/lib/wizard-validation.ts",
    route: "POST /api/venues",
    refuses: bySchema(createVenueSchema),
  },
  groundDetails: {
    web: "web/src/features/add-venue/lib/wizard-validation.ts",
    route: "POST /api/venues/:id/ground-details",
    refuses: bySchema(DETAILS_SCHEMAS.ground),
  },
  addOn: {
    web: "web/src/features/add-venue/lib/add-ons.ts",
    route: "POST /api/venues/:id/ground-details",
    refuses: (input) => {
      const addOns = (input as { addOns?: unknown[] }).addOns ?? [];
      return addOns.some((addOn) => !addOnInputSchema.safeParse(addOn).success);
    },
  },
  /** Money: a slot price above the most a venue may charge. */
  priceLimit: {
    web: "web/src/features/add-venue/lib/wizard-validation.ts",
    route: "POST /api/venues/:id/ground-details",
    refuses: bySchema(DETAILS_SCHEMAS.ground),
  },
  /** Money: a partial payment needs its amount and the UPI QR code. */
  partialPayment: {
    web: "web/src/features/add-venue/lib/wizard-validation.ts",
    route: "POST /api/venues",
    refuses: bySchema(createVenueSchema),
  },
  /** A venue's price rules: HH:MM bands that end after they start, weekdays 0–6, real dates, a price above ₹0. */
  priceRules: {
    web: "web/src/features/venue-management/lib/price-rule-drafts.ts",
    route: "PUT /api/venues/:id/price-rules",
    refuses: bySchema(priceRulesInputSchema),
  },
  /** How far ahead a venue takes bookings (MIN_ADVANCE_DAYS to MAX_ADVANCE_DAYS). */
  advanceDays: {
    web: "web/src/features/venue-management/lib/edit-venue.ts",
    route: "PATCH /api/venues/:id",
    refuses: bySchema(updateVenueSchema),
  },
  updateVenue: {
    web: "web/src/features/venue-management/lib/edit-venue.ts",
    route: "PATCH /api/venues/:id",
    refuses: bySchema(updateVenueSchema),
  },
  register: {
    web: "web/src/features/auth/components/register-form.tsx",
    route: "POST /api/auth/register",
    refuses: bySchema(registerSchema),
  },
  login: {
    web: "web/src/features/auth/components/login-form.tsx",
    route: "POST /api/auth/login",
    refuses: bySchema(loginSchema),
  },
  forgotPassword: {
    web: "web/src/features/auth/components/forgot-password-panel.tsx",
    route: "POST /api/auth/forgot-password",
    refuses: bySchema(forgotPasswordSchema),
  },
  resetPassword: {
    web: "web/src/features/auth/components/reset-password-panel.tsx",
    route: "POST /api/auth/reset-password",
    refuses: bySchema(resetPasswordFormSchema),
  },
  changePassword: {
    web: "web/src/features/auth/components/change-password-dialog.tsx",
    route: "POST /api/auth/change-password",
    refuses: bySchema(changePasswordSchema),
  },
  updateProfile: {
    web: "web/src/features/profile/components/edit-profile-dialog.tsx",
    route: "PATCH /api/users/me",
    refuses: bySchema(updateProfileSchema),
  },
  review: {
    web: "web/src/features/reviews/components/review-form.tsx",
    route: "POST /api/venues/:id/reviews",
    refuses: bySchema(reviewSchema),
  },
  contact: {
    web: "web/src/features/contact/components/contact-form.tsx",
    route: "POST /api/contact",
    refuses: bySchema(contactSchema),
  },
  bookingMove: {
    web: "web/src/features/bookings/components/bookings-panel.tsx (movesFor)",
    route: "PATCH /api/bookings/:id",
    refuses: (input) => {
      const { move, party, booking, now } = input as MoveAttempt;
      return refuseMove(move, party, booking, now) !== null;
    },
  },
  ownerBookingMove: {
    web: "web/src/features/bookings/components/owner-bookings-panel.tsx (movesFor)",
    route: "PATCH /api/bookings/:id",
    refuses: (input) => {
      const { move, party, booking, now } = input as MoveAttempt;
      return refuseMove(move, party, booking, now) !== null;
    },
  },
} as const satisfies Record<string, WebRule>;

export type WebRuleName = keyof typeof WEB_RULES;
