import { z } from "zod";
import { MAX_ID } from "./ids";
import type { Venue } from "./venues";

/** A saved venue (SPEC.md §3: id, venue, venueId on the list). */
export interface Favorite {
  id: number;
  venueId: number;
  createdAt: string;
  venue: Venue;
}

export const favoriteSchema = z.object({
  venueId: z
    .number({ error: "venueId must be a number" })
    .int("venueId must be a whole number")
    .positive()
    .max(MAX_ID, "Venue not found"),
});
