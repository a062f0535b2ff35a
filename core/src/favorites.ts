import { z } from "zod";
import { venueSchema } from "./contracts/venues";
import { MAX_ID } from "./ids";

/** A saved venue (docs/product/search.md#favourites). */
export const favoriteItemSchema = z.object({
  id: z.number().int(),
  venueId: z.number().int(),
  createdAt: z.string(),
  venue: venueSchema,
});
export type Favorite = z.infer<typeof favoriteItemSchema>;

export const favoriteSchema = z.object({
  venueId: z
    .number({ error: "venueId must be a number" })
    .int("venueId must be a whole number")
    .positive()
    .max(MAX_ID, "Venue not found"),
});
