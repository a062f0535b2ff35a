/**
 * Courts: the bookable parts of a venue ("Net 1", "Box A", "Main ground"), and which of them share
 * space (docs/product/courts.md). The wire shapes of the courts calls and the one rule for which
 * court a booking is for.
 */
import { z } from "zod";
import { validationError } from "./errors";
import { MAX_ID } from "./ids";
import { optionalRupees } from "./venue-form-fields";

/** Courts a venue may have: more lanes than any nets centre in the listings. */
export const MAX_COURTS = 20;

const courtId = z.number().int().positive().max(MAX_ID);

/** `GET /api/venues/{id}/courts`: a venue's courts in order, each with the courts it shares space with. */
export const courtSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  overlapsWith: z.array(z.number().int()),
  /**
   * The court's own price in rupees ("800.00"), per slot at a ground and per hour at nets or a box
   * as the venue's price is; null: the venue's price. Price rules still beat it (price-rules.ts).
   */
  price: z.string().nullable(),
});
export type Court = z.infer<typeof courtSchema>;

const courtName = z
  .string({ error: "Give the court a name, like Net 2 or Box B" })
  .trim()
  .min(1, "Give the court a name, like Net 2 or Box B")
  .max(40, "A court's name is at most 40 characters");

const overlapsWith = z
  .array(courtId, { error: "overlapsWith must be a list of court ids" })
  .max(MAX_COURTS, "A court can share space with at most 20 others");

export const COURT_PRICE_MESSAGE =
  "Enter the court's price in rupees: above ₹0 and up to ₹10,00,000, with at most two decimals";
/** Rupees above 0; null (or blank) for the venue's own price. */
const courtPrice = optionalRupees(COURT_PRICE_MESSAGE).refine((v) => v == null || v > 0, COURT_PRICE_MESSAGE);

/**
 * `POST /api/venues/{id}/courts`. At a ground venue a court added without `overlapsWith` shares
 * space with the main ground (its first court: "Half A" is part of it); `overlapsWith: []` says
 * it does not. Elsewhere (nets, a box) a new court shares space with none unless told.
 */
export const createCourtSchema = z.object({
  name: courtName,
  overlapsWith: overlapsWith.optional(),
  price: courtPrice,
});
export type CreateCourtInput = z.infer<typeof createCourtSchema>;

/** `PATCH /api/courts/{id}`: a new name, the whole list of courts it shares space with, and/or its price. */
export const updateCourtSchema = z
  .object({ name: courtName.optional(), overlapsWith: overlapsWith.optional(), price: courtPrice })
  .refine((body) => body.name !== undefined || body.overlapsWith !== undefined || body.price !== undefined, {
    message: "Send a new name, the courts it shares space with or its price",
  });
export type UpdateCourtInput = z.infer<typeof updateCourtSchema>;

/**
 * The courts a new court shares space with when the owner names none: at a ground venue the main
 * ground (the venue's first court), since a court added to a ground is a part of it; none
 * elsewhere (lanes and boxes stand apart).
 */
export function defaultOverlaps(venueType: string, courts: readonly { id: number }[]): number[] {
  const main = courts[0];
  return venueType === "ground" && main ? [main.id] : [];
}

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
