import { reviewEligibilitySchema, reviewItemSchema, reviewSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { venueIdParams } from "../../lib/params";
import { requireUser, signedIn } from "../../plugins/session";
import type { ReviewsService } from "./service";

export async function reviewRoutes(fastify: FastifyInstance, opts: { reviews: ReviewsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reviews } = opts;

  app.get(
    "/api/venues/:id/reviews",
    {
      schema: {
        ...contract({
          id: "listReviews",
          summary: "A venue's reviews, newest first",
          tag: "reviews",
          audience: "public",
          ok: { 200: z.array(reviewItemSchema) },
          errors: [400, 404],
        }),
        params: venueIdParams,
      },
    },
    async (request) => reviews.list(request.user ?? null, request.params.id),
  );

  app.get(
    "/api/venues/:id/reviews/eligibility",
    {
      schema: {
        ...contract({
          id: "getReviewEligibility",
          summary: "May the signed-in player review this venue now, and if not, why",
          tag: "reviews",
          audience: "optional",
          ok: { 200: reviewEligibilitySchema },
          errors: [400, 404],
        }),
        params: venueIdParams,
      },
    },
    async (request) => reviews.eligibility(request.user ?? null, request.params.id),
  );

  app.post(
    "/api/venues/:id/reviews",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "createReview",
          summary: "Review a venue after playing there",
          tag: "reviews",
          audience: "session",
          ok: { 201: reviewItemSchema },
          errors: [400, 403, 404, 409],
        }),
        params: venueIdParams,
        body: reviewSchema,
      },
    },
    async (request, reply) => {
      const review = await reviews.create(requireUser(request), request.params.id, request.body);
      return reply.status(201).send(review);
    },
  );
}
