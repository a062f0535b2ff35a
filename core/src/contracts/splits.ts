/**
 * The wire shapes of split the cost (docs/product/split-payments.md), apart from core/src/splits.ts
 * so screens that only compute shares do not load zod.
 */
import { z } from "zod";
import { MAX_SPLIT_SHARES, MIN_SPLIT_SHARES, SPLIT_STATUSES } from "../splits";

export const createSplitSchema = z.object({
  shares: z
    .number({ error: "shares must be a number of players" })
    .int("shares must be a whole number")
    .min(MIN_SPLIT_SHARES, "Split among at least 2 players")
    .max(MAX_SPLIT_SHARES, "Split among at most 22 players"),
  /**
   * Each teammate's share in whole rupees (to the nearest rupee), the organiser's own share
   * absorbing the difference; left out or false: shares exact to the paisa, as before.
   */
  roundShares: z.boolean({ error: "roundShares must be true or false" }).optional(),
});
export type CreateSplitInput = z.infer<typeof createSplitSchema>;

/** A teammate who has paid, by first name only (the public page shows no more). */
export const splitPayerSchema = z.object({ firstName: z.string(), amount: z.string(), paidAt: z.string() });

/** The organiser's view of a split (and the answer of creating it). */
export const splitSchema = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  token: z.string(),
  url: z.string(),
  status: z.enum(SPLIT_STATUSES),
  shares: z.number().int(),
  /** Rupee strings, the organiser's own first; they add up to what the organiser paid online. */
  shareAmounts: z.array(z.string()),
  /** Teammates' shares are whole rupees, the organiser's absorbing the difference. */
  roundShares: z.boolean(),
  paidCount: z.number().int(),
  payers: z.array(splitPayerSchema),
});
export type Split = z.infer<typeof splitSchema>;

/** The public page of a split link: no personal data beyond first names. */
export const publicSplitSchema = z.object({
  id: z.number().int(),
  status: z.enum(SPLIT_STATUSES),
  venueName: z.string(),
  venueAddress: z.string(),
  courtName: z.string(),
  date: z.string(),
  slot: z.string(),
  organiserFirstName: z.string(),
  shares: z.number().int(),
  /** What the next teammate pays, in rupees. */
  shareAmount: z.string(),
  paidCount: z.number().int(),
  /** Teammates' shares still to pay (0: the split is full). */
  sharesLeft: z.number().int(),
  payers: z.array(splitPayerSchema),
  /** For the signed-in viewer: "organiser", "paid" (has paid a share), or null. */
  you: z.enum(["organiser", "paid"]).nullable(),
});
export type PublicSplit = z.infer<typeof publicSplitSchema>;

export const splitTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, "This split link is not valid. Ask the organiser to send it again.");
