/**
 * Courts: the bookable parts of a venue ("Net 1", "Box A", "Main ground"), and which of them share
 * space (docs/product/courts.md). The wire shapes of the courts calls and the one rule for which
 * court a booking is for.
 */
import { z } from "zod";
import { validationError } from "./errors";
import { MAX_ID } from "./ids";

/** Courts a venue may have: more lanes than any nets centre in the listings. */
export const MAX_COURTS = 20;

const courtId = z.number().int().positive().max(MAX_ID);

/** `GET /api/venues/{id}/courts`: a venue's courts in order, each with the courts it shares space with. */
export const courtSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  overlapsWith: z.array(z.number().int()),
});
export type Court = z.infer<typeof courtSchema>;

const courtName = z
  .string({ error: "Give the court a name, like Net 2 or Box B" })
  .trim()
  .min(1, "Give the court a name, like Net 2 or Box B")
  .max(40, "A court's name is at most 40 characters");

/** `POST /api/venues/{id}/courts`. */
export const createCourtSchema = z.object({ name: courtName });

/** `PATCH /api/courts/{id}`: a new name, and/or the whole list of courts it shares space with. */
export const updateCourtSchema = z
  .object({
    name: courtName.optional(),
    overlapsWith: z
      .array(courtId, { error: "overlapsWith must be a list of court ids" })
      .max(MAX_COURTS, "A court can share space with at most 20 others")
      .optional(),
  })
  .refine((body) => body.name !== undefined || body.overlapsWith !== undefined, {
    message: "Send a new name or the courts it shares space with",
  });
export type UpdateCourtInput = z.infer<typeof updateCourtSchema>;

/**
 * The court a booking is for: the one asked for, which must be the venue's; or, when none is
 * asked for, the venue's only court. A venue with several courts needs the player to choose.
 */
export function courtForBooking<C extends { id: number }>(courts: readonly C[], asked: number | undefined): C {
  if (asked !== undefined) {
    const court = courts.find((c) => c.id === asked);
    if (!court) throw validationError("This venue has no such court", { courtId: "Court not found" });
    return court;
  }
  const [only, ...others] = courts;
  if (!only || others.length > 0) {
    throw validationError("Choose a court: this venue has more than one", { courtId: "Choose a court" });
  }
  return only;
}
