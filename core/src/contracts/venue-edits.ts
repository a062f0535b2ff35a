import { z } from "zod";

/** One changed field, as text a person can compare. */
export const venueEditChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});
export type VenueEditChange = z.infer<typeof venueEditChangeSchema>;

/** GET /api/venue-edits: an owner's pending changes, or every pending change for an admin. */
export const venueEditSchema = z.object({
  id: z.number().int(),
  venueId: z.number().int(),
  venueName: z.string(),
  ownerName: z.string(),
  status: z.enum(["pending", "approved", "rejected", "withdrawn"]),
  submittedAt: z.string(),
  changes: z.array(venueEditChangeSchema),
});
export type VenueEdit = z.infer<typeof venueEditSchema>;
