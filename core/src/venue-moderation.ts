/**
 * Moderating a venue (status moves and their history), its uploaded pictures and address
 * suggestions for the listing form: the wire shapes and rules beside the form (venue-form.ts).
 */
import { z } from "zod";
import type { MessageText } from "./errors";
import { editRejectNoteError } from "./venue-edits";
import { VENUE_STATUSES, type VenueStatus } from "./venues";

// ---- Moderation ----

/**
 * Why an admin cannot move a venue (decision 022: whole sentences, the statuses chosen inside
 * them). What a venue "can be" follows VENUE_STATUS_MOVES in venues.ts, status by status.
 */
const VENUE_MOVE_MESSAGES = {
  already:
    "The venue is already {to, select, pending {pending} approved {approved} rejected {rejected} suspended {suspended} other {{to}}}",
  refused:
    "{from, select, pending {A pending venue can be approved or rejected} approved {An approved venue can be suspended} suspended {A suspended venue can be approved} rejected {A rejected venue can be moved back to pending} other {This venue cannot be moved from {from}}}, not {to, select, pending {moved back to pending} approved {approved} rejected {rejected} suspended {suspended} other {{to}}}",
} as const;

/** Why an admin cannot move a venue from one status to another ("A pending venue can be approved or rejected, not suspended"). */
export function statusMoveRefusal(from: VenueStatus, to: VenueStatus): MessageText {
  if (from === to) return { message: VENUE_MOVE_MESSAGES.already, values: { to } };
  return { message: VENUE_MOVE_MESSAGES.refused, values: { from, to } };
}

/** One admin status move (`GET /api/venues/{id}/status-history`); fromStatus null for the listing itself. */
export const venueStatusChangeSchema = z.object({
  id: z.number().int(),
  venueId: z.number().int(),
  fromStatus: z.enum(VENUE_STATUSES).nullable(),
  toStatus: z.enum(VENUE_STATUSES),
  note: z.string().nullable(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type VenueStatusChange = z.infer<typeof venueStatusChangeSchema>;

/** `POST /api/venue-edits/{id}/reject`: why, from the same rule as the review card (editRejectNoteError). */
export const rejectVenueEditSchema = z.object({
  note: z
    .string({ error: "Say why the changes are rejected" })
    .trim()
    .superRefine((note, ctx) => {
      const message = editRejectNoteError(note);
      if (message) ctx.addIssue({ code: "custom", message });
    }),
});

// ---- Uploads and address suggestions ----

/** `POST /api/uploads`: one entry per uploaded image, in the order sent. */
export const uploadedImageSchema = z.object({
  /**
   * Full image: WebP, at most 1600 px wide, EXIF removed, named after its width (`…-1600w.webp`).
   * Put this in `images` / `upiQrCodeUrl`.
   */
  url: z.string(),
  /** 400×267 cover crop, WebP. */
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /**
   * Every width stored, smallest first, the last being `url` itself: 400 and 800 when the image is
   * wider, never wider than the image. The smaller ones are `…-400w.webp`, `…-800w.webp` beside `url`
   * (`imageSources` in core/src/images.ts), for `srcset`.
   */
  widths: z.array(z.number().int()),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/**
 * Why an uploaded image looks like a screenshot, not a photo (server/src/domains/uploads/screenshot-sign.ts):
 * exactly a common screen's size, or a PNG of few colours. A hint for moderation, never a refusal.
 */
export const SCREENSHOT_SIGNS = ["screen-size", "few-colours"] as const;
export type ScreenshotSign = (typeof SCREENSHOT_SIGNS)[number];

/** One of a venue's photos as the admin moderating it sees it: whether it looks like a screenshot, and why. */
export const venuePhotoCheckSchema = z.object({
  url: z.string(),
  /** Null when it looks like a photo (or was not uploaded here: the demo pictures). */
  screenshotSign: z.enum(SCREENSHOT_SIGNS).nullable(),
});
export type VenuePhotoCheck = z.infer<typeof venuePhotoCheckSchema>;

export const GEOCODE_MIN_CHARS = 3;
export const GEOCODE_MAX_RESULTS = 5;
const GEOCODE_MESSAGES = {
  tooShort: "Type at least 3 characters of the address to look it up",
  tooLong: "Type at most 200 characters of the address",
} as const;

export const geocodeQuerySchema = z.object({
  q: z
    .string({ error: GEOCODE_MESSAGES.tooShort })
    .trim()
    .min(GEOCODE_MIN_CHARS, GEOCODE_MESSAGES.tooShort)
    .max(200, GEOCODE_MESSAGES.tooLong),
});

/** `GET /api/geocode?q=`: picking one fills the address fields of the add-venue form. */
export const addressSuggestionSchema = z.object({
  label: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
