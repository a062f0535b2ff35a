import {
  conflict,
  forbidden,
  notFound,
  type Review,
  type ReviewEligibility,
  type ReviewInput,
  type User,
} from "@crease/core";
import type { Db } from "../../db/client";
import { type EventBus, publishChange } from "../../lib/events";
import type { Actor, VenuesService } from "../venues/service";
import { reviewerName, reviewsRepo } from "./repo";

const REVIEWS_SHOWN = 100;
const NOT_PLAYED = "You can review a venue after you have played there: a completed booking is needed.";
const ALL_REVIEWED = "You have already reviewed each of your bookings at this venue.";

/** docs/product/reviews.md: a player with a completed booking may review it once; the venue rating follows. */
export function createReviewsService(deps: { db: Db; venues: VenuesService; bus: EventBus }) {
  const repo = reviewsRepo(deps.db);
  return {
    async list(actor: Actor, venueId: number): Promise<Review[]> {
      await deps.venues.forBooking(actor, venueId); // 404 for venues this user cannot see
      return repo.forVenue(venueId, REVIEWS_SHOWN);
    },

    async eligibility(actor: Actor, venueId: number): Promise<ReviewEligibility> {
      await deps.venues.forBooking(actor, venueId);
      if (!actor) return { canReview: false, bookingId: null, reason: "Log in to review this venue." };
      const open = await repo.reviewableBookings(actor.id, venueId);
      if (open[0] !== undefined) return { canReview: true, bookingId: open[0], reason: null };
      const played = await repo.hasCompletedBooking(actor.id, venueId);
      return { canReview: false, bookingId: null, reason: played ? ALL_REVIEWED : NOT_PLAYED };
    },

    async create(actor: User, venueId: number, input: ReviewInput): Promise<Review> {
      await deps.venues.forBooking(actor, venueId);
      const open = await repo.reviewableBookings(actor.id, venueId);
      let bookingId = input.bookingId;
      if (bookingId === undefined) {
        bookingId = open[0];
        if (bookingId === undefined) {
          const played = await repo.hasCompletedBooking(actor.id, venueId);
          throw played ? conflict(ALL_REVIEWED) : forbidden(NOT_PLAYED);
        }
      } else if (!open.includes(bookingId)) {
        // Someone else's booking, another venue's, not completed, or already reviewed.
        const played = await repo.hasCompletedBooking(actor.id, venueId);
        if (!played) throw forbidden(NOT_PLAYED);
        throw notFound("That booking has no review to write: it is not yours, not completed, or already reviewed.");
      }
      const inserted = await repo.insert({
        venueId,
        userId: actor.id,
        bookingId,
        rating: input.rating,
        comment: input.comment,
      });
      if (!inserted) throw conflict("You have already reviewed this booking.");
      publishChange(deps.bus, venueId); // the venue's rating on every card
      return {
        id: inserted.id,
        venueId,
        rating: input.rating,
        comment: input.comment,
        createdAt: inserted.createdAt,
        user: { fullName: reviewerName(actor.fullName) },
      };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
