/**
 * Moderating a venue (status moves and their history), its uploaded pictures and address
 * suggestions for the listing form: the wire shapes and rules beside the form (venue-form.ts).
 */
import { z } from "zod";
import { editRejectNoteError } from "./venue-edits";
import { VENUE_STATUSES, type VenueStatus } from "./venues";

// ---- Moderation ----

const STATUS_VERBS: Record<VenueStatus, string> = {
  pending: "moved back to pending",
  approved: "approved",
  rejected: "rejected",
  suspended: "suspended",
};

/** Why an admin cannot move a venue from one status to another ("A pending venue can be approved or rejected, not suspended"). */
export function statusMoveRefusal(from: VenueStatus, to: VenueStatus, allowed: readonly VenueStatus[]): string {
  if (from === to) return `The venue is already ${to}`;
  const can = allowed.map((s) => STATUS_VERBS[s]).join(" or ");
  const article = /^[aeiou]/.test(from) ? "An" : "A";
  return `${article} ${from} venue can be ${can}, not ${STATUS_VERBS[to]}`;
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

export const GEOCODE_MIN_CHARS = 3;
export const GEOCODE_MAX_RESULTS = 5;

export const geocodeQuerySchema = z.object({
  q: z
    .string({ error: `Type at least ${GEOCODE_MIN_CHARS} characters` })
    .trim()
    .min(GEOCODE_MIN_CHARS, `Type at least ${GEOCODE_MIN_CHARS} characters`)
    .max(200, "Type at most 200 characters"),
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
