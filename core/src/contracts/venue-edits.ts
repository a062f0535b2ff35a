import { z } from "zod";

/** One changed field, as text a person can compare. */
export const venueEditChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
  /** Images to compare, for a change of the UPI QR code: the current one (null: none) and the proposed one. */
  beforeImage: z.string().nullable().optional(),
  afterImage: z.string().nullable().optional(),
});
export type VenueEditChange = z.infer<typeof venueEditChangeSchema>;

/** GET /api/venue-edits: an owner's pending changes, or every pending change for an admin. */
export const venueEditSchema = z.object({
  id: z.number().int(),
  venueId: z.number().int(),
  venueName: z.string(),
  /** The venue's version the diff was drawn against: approving sends it back (409 when the venue changed since). */
  venueVersion: z.number().int(),
  ownerName: z.string(),
  status: z.enum(["pending", "approved", "rejected", "withdrawn"]),
  submittedAt: z.string(),
  changes: z.array(venueEditChangeSchema),
});
export type VenueEdit = z.infer<typeof venueEditSchema>;
