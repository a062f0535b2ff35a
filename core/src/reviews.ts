import { z } from "zod";
import { MAX_ID } from "./ids";

export const REVIEW_COMMENT_MAX = 1000;

/** A review as the API returns it (docs/product/reviews.md). */
export const reviewItemSchema = z.object({
  id: z.number().int(),
  venueId: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  user: z.object({ fullName: z.string() }),
});
export type Review = z.infer<typeof reviewItemSchema>;

/** `POST /api/venues/{id}/reviews`: one review per completed booking (docs/product/reviews.md). */
export const reviewSchema = z.object({
  rating: z
    .number({ error: "Rating must be a whole number from 1 to 5" })
    .int("Rating must be a whole number from 1 to 5")
    .min(1, "Rating must be a whole number from 1 to 5")
    .max(5, "Rating must be a whole number from 1 to 5"),
  comment: z
    .string({ error: "Comment must be text" })
    .trim()
    .max(REVIEW_COMMENT_MAX, "Keep the comment under 1000 characters")
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
export const reviewEligibilitySchema = z.object({
  canReview: z.boolean(),
  bookingId: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;
