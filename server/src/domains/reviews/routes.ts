import { reviewSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { venueIdParams } from "../../lib/params";
import { requireUser, signedIn } from "../../plugins/session";
import type { ReviewsService } from "./service";

export async function reviewRoutes(fastify: FastifyInstance, opts: { reviews: ReviewsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reviews } = opts;

  app.get("/api/venues/:id/reviews", { schema: { params: venueIdParams } }, async (request) =>
    reviews.list(request.user ?? null, request.params.id),
  );

  app.get("/api/venues/:id/reviews/eligibility", { schema: { params: venueIdParams } }, async (request) =>
    reviews.eligibility(request.user ?? null, request.params.id),
  );

  app.post(
    "/api/venues/:id/reviews",
    { onRequest: signedIn, schema: { params: venueIdParams, body: reviewSchema } },
    async (request, reply) => {
      const review = await reviews.create(requireUser(request), request.params.id, request.body);
      return reply.status(201).send(review);
    },
  );
}
