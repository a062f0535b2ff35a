import { z } from "zod";
import { MAX_ID } from "./ids";

export const REVIEW_COMMENT_MAX = 1000;

/** A review as the API returns it (SPEC.md §3). */
export interface Review {
  id: number;
  venueId: number;
  rating: number;
  comment: string;
  createdAt: string;
  user: { fullName: string };
}

/** `POST /api/venues/{id}/reviews`: one review per completed booking (DECISIONS.md). */
export const reviewSchema = z.object({
  rating: z
    .number({ error: "Rating must be a whole number from 1 to 5" })
    .int("Rating must be a whole number from 1 to 5")
    .min(1, "Rating must be a whole number from 1 to 5")
    .max(5, "Rating must be a whole number from 1 to 5"),
  comment: z
    .string({ error: "Comment must be text" })
    .trim()
    .max(REVIEW_COMMENT_MAX, `Keep the comment under ${REVIEW_COMMENT_MAX} characters`)
    .default(""),
  /** Which completed booking this review is for; the oldest unreviewed one when left out. */
  bookingId: z
    .number({ error: "bookingId must be a number" })
    .int()
    .positive()
    .max(MAX_ID, "Booking not found")
    .optional(),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/** Whether the signed-in user may review a venue (`GET /api/venues/{id}/reviews/eligibility`). */
export interface ReviewEligibility {
  canReview: boolean;
  /** The booking the review would be attached to. */
  bookingId: number | null;
  /** Why not, in words for the screen. */
  reason: string | null;
}
